package dev.assay.strings;

/** The status a generated formula has by construction. */
public enum ExpectedStatus {
  SAT,
  UNSAT;

  /** {@code sat} or {@code unsat}, as in {@code (set-info :status ...)}. */
  public String smtName() {
    return this == SAT ? "sat" : "unsat";
  }
}
