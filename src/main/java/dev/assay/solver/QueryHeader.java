package dev.assay.solver;

import java.util.List;

/**
 * A query split for sharing a process: the leading {@code set-logic} and {@code set-option}
 * commands (the state a query sets up before its first declaration), the rest, and whether the rest
 * could run inside {@code (push 1)} ... {@code (pop 1)}: it must not set the logic or an option
 * (refused after a push, see {@link SessionQuirks}, and not undone by a pop), nor reset or exit,
 * and must not be one that incremental mode solves differently (Horn clauses, quantifiers,
 * nonlinear arithmetic).
 *
 * @param logic the set-logic command's text, or the empty string
 * @param options the set-option commands' text, one per line, in order
 * @param body the query without its header
 * @param pushable whether the body may run between push and pop
 */
record QueryHeader(String logic, String options, String body, boolean pushable) {
  private static final List<String> NOT_AFTER_PUSH =
      List.of("set-logic", "set-option", "reset", "reset-assertions", "exit");

  /** The header as sent once to a new process. */
  String text() {
    return logic.isEmpty() ? options : options + logic + "\n";
  }

  static QueryHeader of(String text) {
    StringBuilder logic = new StringBuilder();
    StringBuilder options = new StringBuilder();
    StringBuilder body = new StringBuilder(text.length());
    boolean[] inHeader = {true};
    boolean[] pushable = {true};
    int[] copied = {0};
    boolean complete =
        SExprScanner.forEachItem(
            text,
            (start, end) -> {
              CharSequence item = text.subSequence(start, end);
              String head = SExprScanner.head(item);
              if (inHeader[0] && (head.equals("set-logic") || head.equals("set-option"))) {
                (head.equals("set-logic") ? logic : options).append(item).append('\n');
                body.append(text, copied[0], start);
                copied[0] = end;
              } else if (!head.equals("set-info")) {
                inHeader[0] = false;
                if (NOT_AFTER_PUSH.contains(head)) {
                  pushable[0] = false;
                }
              }
            });
    body.append(text, copied[0], text.length());
    String logicText = logic.toString().strip();
    return new QueryHeader(
        logicText,
        options.toString(),
        body.toString(),
        complete && pushable[0] && !changedByIncrementalMode(logicText, body));
  }

  /**
   * Whether a solver's incremental mode would answer the query with other procedures than a fresh
   * run: after a push z3 solves Horn clauses without Spacer, quantified formulas without its
   * quantifier-elimination tactics (a ten-alternation LRA sentence: sat at once when fresh, no
   * answer in 20 s after a push) and nonlinear arithmetic without nlsat. Such a query runs fresh.
   */
  private static boolean changedByIncrementalMode(String logic, CharSequence body) {
    String l = logic.replaceAll("[()\\s]|set-logic", "");
    if (l.equals("HORN") || l.contains("NRA") || l.contains("NIA") || l.contains("NIRA")) {
      return true;
    }
    String b = body.toString();
    return b.contains("(forall ") || b.contains("(exists ");
  }
}
