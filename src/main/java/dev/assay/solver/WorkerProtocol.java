package dev.assay.solver;

/**
 * How Assay hands whole queries to the bundled Z3 worker in fresh-state mode ({@value #FLAG}): each
 * query is one frame, a header line {@code ;assay-query CHARS MARKER} followed by exactly CHARS
 * characters of SMT-LIB text, so that any text is one query, whatever it contains: {@code (exit)},
 * {@code (reset)}, an unbalanced parenthesis. The worker runs the frame in a Z3 context of its own
 * (commands after an {@code (exit)} are skipped, as a process would), prints the responses, each
 * ending with a newline, then a line with the marker. A marker line that starts with {@value
 * #RETIRE} says the worker exits after this query (Z3 ran out of memory and cannot be trusted with
 * another), so the next query goes to a new worker and is not charged with its exit.
 *
 * <p>The header is an SMT-LIB comment, so a frame read by anything else is still a script.
 */
public final class WorkerProtocol {
  /** The worker's command-line flag for this protocol. */
  public static final String FLAG = "--queries";

  /** The start of a frame's header line. */
  public static final String HEADER = ";assay-query ";

  /** Before the marker: the worker exits after this query. */
  public static final String RETIRE = "!";

  private WorkerProtocol() {}

  /** The frame of one query. */
  public static String frame(String text, String marker) {
    return HEADER + text.length() + " " + marker + "\n" + text;
  }
}
