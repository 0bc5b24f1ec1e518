package dev.assay.campaign;

import dev.assay.solver.SExprScanner;

/**
 * Adds to a script's text what Assay needs to judge its answers: {@code (set-option :produce-models
 * true)} first, and {@code (get-model)} and {@code (get-info :reason-unknown)} after every
 * check-sat. Everything else stays byte for byte, so line numbers in a solver's errors still point
 * into the original (shifted by the one added first line).
 */
public final class ModelRequests {
  static final String PREFIX = "(set-option :produce-models true)\n";
  static final String AFTER_CHECK = "\n(get-model)\n(get-info :reason-unknown)";

  private ModelRequests() {}

  public static String add(String script) {
    StringBuilder sb = new StringBuilder(script.length() + 256);
    sb.append(PREFIX);
    int copied = 0;
    int i = 0;
    while (true) {
      int start = SExprScanner.skipBlank(script, i, true);
      if (start >= script.length()) {
        break;
      }
      int end = SExprScanner.itemEnd(script, start, true);
      if (end < 0) {
        break;
      }
      String head = SExprScanner.head(script.subSequence(start, end));
      if (head.equals("check-sat") || head.equals("check-sat-assuming")) {
        sb.append(script, copied, end).append(AFTER_CHECK);
        copied = end;
      }
      i = end;
    }
    sb.append(script, copied, script.length());
    return sb.toString();
  }
}
