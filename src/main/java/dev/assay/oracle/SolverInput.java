package dev.assay.oracle;

import dev.assay.solver.NormalizedScript;
import dev.assay.solver.SExprItems;
import dev.assay.solver.SExprScanner;
import java.util.ArrayList;
import java.util.List;

/**
 * What reaches a solver, made from a case's text: the expected status is Assay's, not the solver's,
 * so every {@code (set-info :status ...)} is taken out (cvc5 and CVC4 compare their answer with it
 * and abort, which would turn a wrong answer into a crash) and said in a comment on the first line
 * instead; and, when models are asked for, {@code (set-option :produce-models true)} comes first
 * and {@code (get-model)} and {@code (get-info :reason-unknown)} follow every check-sat. Before
 * that, the script is normalised ({@link NormalizedScript}: the {@code set-info} attributes that do
 * not affect solving dropped, the rest printed by Assay's printer), the same in every solver mode;
 * a comment line names what was dropped. The case keeps the original text.
 */
public final class SolverInput {
  static final String PREFIX = "(set-option :produce-models true)";
  static final String AFTER_CHECK = "\n(get-model)\n(get-info :reason-unknown)";

  private SolverInput() {}

  /**
   * The text a solver receives for {@code script}: statuses taken out (and named in a comment on an
   * added first line), model requests added when {@code askForModels}.
   */
  public static String prepare(String given, boolean askForModels) {
    NormalizedScript normalized = NormalizedScript.of(given, true);
    String script = normalized.text();
    StringBuilder sb = new StringBuilder(script.length() + 256);
    List<String> statuses = new ArrayList<>();
    StringBuilder body = new StringBuilder(script.length() + 64);
    int copied = 0;
    SExprItems items = SExprItems.of(script);
    while (items.next()) {
      int start = items.start();
      int end = items.end();
      CharSequence item = script.subSequence(start, end);
      String head = SExprScanner.head(item);
      if (head.equals("set-info") && isStatus(item)) {
        statuses.add(statusWord(item));
        body.append(script, copied, start);
        copied = end;
      } else if (askForModels && (head.equals("check-sat") || head.equals("check-sat-assuming"))) {
        body.append(script, copied, end).append(AFTER_CHECK);
        copied = end;
      }
    }
    body.append(script, copied, script.length());
    if (askForModels) {
      sb.append(PREFIX);
    }
    if (!statuses.isEmpty()) {
      sb.append(askForModels ? " " : "")
          .append("; expected status ")
          .append(String.join(", ", statuses))
          .append(" (Assay's expectation, not sent as set-info)");
    }
    if (askForModels || !statuses.isEmpty()) {
      sb.append('\n');
    }
    if (!normalized.dropped().isEmpty()) {
      sb.append(normalized.note()).append('\n');
    }
    return sb.append(body).toString();
  }

  private static boolean isStatus(CharSequence item) {
    String t = item.toString();
    return t.matches("(?s)\\(\\s*set-info\\s+:status\\s+[^\\s()]+\\s*\\)");
  }

  private static String statusWord(CharSequence item) {
    String t = item.toString();
    String rest = t.substring(t.indexOf(":status") + ":status".length());
    return rest.replace(")", "").strip();
  }
}
