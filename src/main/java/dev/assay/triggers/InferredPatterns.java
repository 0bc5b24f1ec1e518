package dev.assay.triggers;

import dev.assay.solver.SExprItems;
import dev.assay.solver.SExprScanner;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the patterns Z3 infers from its verbose output (verbosity 10, standard error):
 *
 * <pre>
 * (smt.inferred-patterns :qid q5
 *   ((p (:var 1)) (p (:var 0)))
 * )
 * </pre>
 *
 * One line per multi-pattern; {@code (:var i)} is a de Bruijn index, 0 being the quantifier's last
 * variable. Other verbose lines are ignored. A qid printed twice (Z3 split one quantifier into two)
 * gets the patterns of both.
 */
final class InferredPatterns {
  private InferredPatterns() {}

  private static final String HEAD = "(smt.inferred-patterns";
  private static final Pattern QID = Pattern.compile("\\(smt\\.inferred-patterns\\s+:qid\\s+");
  private static final Pattern VAR = Pattern.compile("\\(:var (\\d+)\\)");

  /**
   * Each qid's multi-patterns, each as the texts of its terms with {@code (:var i)} replaced by
   * {@code vars.get(vars.size() - 1 - i)} where the qid's variable names are known; qids not in
   * {@code varsByQid} are skipped, and so is a pattern with an index out of range.
   */
  static Map<String, List<List<String>>> read(String stderr, Map<String, List<String>> varsByQid) {
    Map<String, List<List<String>>> out = new LinkedHashMap<>();
    int i = 0;
    while (true) {
      int start = stderr.indexOf(HEAD, i);
      if (start < 0) {
        return out;
      }
      int end = SExprScanner.itemEnd(stderr, start, true);
      if (end < 0) {
        return out; // cut off
      }
      i = end;
      String block = stderr.substring(start, end);
      Matcher m = QID.matcher(block);
      if (!m.lookingAt()) {
        continue;
      }
      int qidStart = m.end();
      int qidEnd = SExprScanner.itemEnd(block, qidStart, true);
      if (qidEnd < 0) {
        continue;
      }
      String qid = unquote(block.substring(qidStart, qidEnd));
      List<String> vars = varsByQid.get(qid);
      if (vars == null) {
        continue;
      }
      List<List<String>> patterns = out.computeIfAbsent(qid, k -> new ArrayList<>());
      // the multi-patterns, lists up to the block's closing parenthesis
      SExprItems items = SExprItems.from(block, qidEnd);
      while (items.next()
          && items.start() < block.length() - 1
          && block.charAt(items.start()) == '(') {
        List<String> terms = terms(block.substring(items.start() + 1, items.end() - 1), vars);
        if (terms != null && !terms.isEmpty()) {
          patterns.add(terms);
        }
      }
    }
  }

  /** The terms of one multi-pattern {@code t1 t2 ...}, variables named; null if out of range. */
  private static List<String> terms(String inner, List<String> vars) {
    Matcher v = VAR.matcher(inner);
    StringBuilder sb = new StringBuilder();
    while (v.find()) {
      int idx = Integer.parseInt(v.group(1));
      if (idx >= vars.size()) {
        return null;
      }
      v.appendReplacement(sb, Matcher.quoteReplacement(vars.get(vars.size() - 1 - idx)));
    }
    v.appendTail(sb);
    String text = sb.toString();
    List<String> out = new ArrayList<>();
    int p = 0;
    while (true) {
      int s = SExprScanner.skipBlank(text, p, true);
      if (s >= text.length()) {
        return out;
      }
      int e = SExprScanner.itemEnd(text, s, true);
      if (e < 0) {
        return null;
      }
      out.add(text.substring(s, e));
      p = e;
    }
  }

  private static String unquote(String s) {
    return s.length() >= 2 && s.startsWith("|") && s.endsWith("|")
        ? s.substring(1, s.length() - 1)
        : s;
  }
}
