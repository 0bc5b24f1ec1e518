package dev.assay.triggers;

/**
 * Where a conjunct came from: the input's assertion, for the developer-facing report.
 *
 * @param assertion the 0-based index of the assertion among the input's active assertions
 * @param line the 1-based line of the {@code (assert ...)}, or 0 when unknown
 * @param label the assertion's {@code :named} name, else its quantifier's {@code :qid}, else null
 */
public record Origin(int assertion, int line, String label) {

  /** How reports name the assertion: {@code name (line 12)} or {@code assertion 3 (line 12)}. */
  public String describe() {
    String what = label != null ? label : "assertion " + (assertion + 1);
    return line > 0 ? what + " (line " + line + ")" : what;
  }
}
