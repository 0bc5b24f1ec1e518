package dev.assay.oracle;

import java.util.ArrayList;
import java.util.List;

/**
 * The expected unsat core of a generated test, as a comment line in its file: {@code ; expected
 * unsat core: (notA B C)}. Tests whose core is the unique minimal one ({@code assay strings}) write
 * it, and {@code assay check} reads it back, so a file judged for an incorrect core is judged the
 * same way when run again from the file alone. A comment, not a {@code set-info}, so that no solver
 * sees it.
 */
public final class ExpectedCoreComment {
  /** The start of the line, up to the opening parenthesis of the name list. */
  public static final String PREFIX = "; expected unsat core: (";

  private ExpectedCoreComment() {}

  /** The comment line (with its newline) for {@code names}. */
  public static String format(List<String> names) {
    return PREFIX + String.join(" ", names) + ")\n";
  }

  /**
   * The names of the last such line in {@code text} that starts a line, or an empty list if there
   * is none or it is not closed on its line.
   */
  public static List<String> read(String text) {
    int at = text.lastIndexOf(PREFIX);
    while (at > 0 && text.charAt(at - 1) != '\n') {
      at = text.lastIndexOf(PREFIX, at - 1);
    }
    if (at < 0) {
      return List.of();
    }
    int start = at + PREFIX.length();
    int end = text.indexOf('\n', start);
    String line = end < 0 ? text.substring(start) : text.substring(start, end);
    int close = line.indexOf(')');
    if (close < 0) {
      return List.of();
    }
    List<String> names = new ArrayList<>();
    for (String n : line.substring(0, close).trim().split("\\s+")) {
      if (!n.isEmpty()) {
        names.add(n);
      }
    }
    return names;
  }
}
