package dev.assay.core;

/**
 * Malformed user input: a file, a term, a solver answer or an option that Assay cannot accept.
 *
 * <p>Always carries where (source name, line, column, when known) and what; {@link #getMessage()}
 * is the one-line form {@code source:line:col: message} the CLI prints before exiting with 2.
 */
public class InputError extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final String source;
  private final int line;
  private final int column;
  private final String detail;

  public InputError(String source, int line, int column, String detail) {
    super(format(source, line, column, detail), null, false, false);
    this.source = source;
    this.line = line;
    this.column = column;
    this.detail = detail;
  }

  /** An error with no position (for example, an option value). */
  public InputError(String detail) {
    this(null, 0, 0, detail);
  }

  public String source() {
    return source;
  }

  /** 1-based line, or 0 when unknown. */
  public int line() {
    return line;
  }

  /** 1-based column, or 0 when unknown. */
  public int column() {
    return column;
  }

  /** The message without its position. */
  public String detail() {
    return detail;
  }

  /** The same error attributed to another source (e.g. the file a string was read from). */
  public InputError withSource(String newSource) {
    return new InputError(newSource, line, column, detail);
  }

  private static String format(String source, int line, int column, String detail) {
    String oneLine = detail.replace('\n', ' ').replace('\r', ' ');
    if (oneLine.length() > 300) {
      oneLine = oneLine.substring(0, 300) + "...";
    }
    StringBuilder sb = new StringBuilder();
    if (source != null) {
      sb.append(source).append(':');
    }
    if (line > 0) {
      sb.append(line).append(':').append(column).append(':');
    }
    if (sb.length() > 0) {
      sb.append(' ');
    }
    return sb.append(oneLine).toString();
  }
}
