package dev.assay.oracle;

import dev.assay.core.InputError;
import dev.assay.semantics.Model;
import dev.assay.semantics.ModelReader;
import dev.assay.smtlib.Script;
import java.util.List;

/**
 * The witness model of a test that is sat by construction, as comment lines at the end of its file:
 * {@code ; witness model:} followed by one {@code ; (define-fun ...)} (or {@code (declare-fun ...)}
 * for an element of an uninterpreted sort) per line, in the shape z3 prints a model. A comment, not
 * a command, so that no solver sees it; {@code assay generate} and {@code assay strings --list}
 * write it, and a checker reads it back to confirm a sat expectation with Assay's evaluator.
 */
public final class WitnessComment {
  /** The line that starts the witness. */
  public static final String HEADER = "; witness model:";

  private static final String INDENT = ";   ";

  private WitnessComment() {}

  /** The comment (with its trailing newline) for the given model commands, one per line. */
  public static String format(List<String> modelLines) {
    StringBuilder sb = new StringBuilder(HEADER).append('\n');
    for (String l : modelLines) {
      sb.append(INDENT).append(l).append('\n');
    }
    return sb.toString();
  }

  /**
   * The model commands of the last witness comment in {@code text} as one model answer text ({@code
   * (...)}), or null if there is none.
   */
  public static String modelText(String text) {
    int at = text.lastIndexOf(HEADER);
    while (at > 0 && text.charAt(at - 1) != '\n') {
      at = text.lastIndexOf(HEADER, at - 1);
    }
    if (at < 0) {
      return null;
    }
    StringBuilder sb = new StringBuilder("(\n");
    int line = text.indexOf('\n', at);
    while (line >= 0 && text.startsWith(INDENT, line + 1)) {
      int end = text.indexOf('\n', line + 1);
      String l = end < 0 ? text.substring(line + 1) : text.substring(line + 1, end);
      sb.append(l.substring(INDENT.length())).append('\n');
      line = end;
    }
    return sb.append(')').toString();
  }

  /**
   * The witness model of {@code text} (whose script is {@code script}), or null if it has no
   * witness comment. A witness Assay cannot read is an {@link InputError} naming {@code source}.
   */
  public static Model read(String text, Script script, String source) {
    String m = modelText(text);
    if (m == null) {
      return null;
    }
    return ModelReader.read(m, source + " (witness model)", script);
  }
}
