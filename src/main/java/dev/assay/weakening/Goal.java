package dev.assay.weakening;

import dev.assay.core.ExpectedStatus;

/**
 * What a local rewrite must do to keep the formula's status (Theorem 1): weaken or strengthen the
 * subterm it replaces.
 */
public enum Goal {
  WEAKEN,
  STRENGTHEN;

  /**
   * Theorem 1: in a satisfiable formula weaken positive and strengthen negative subterms; in an
   * unsatisfiable one the reverse.
   */
  public static Goal of(ExpectedStatus status, Parity parity) {
    if (!parity.isDefinite()) {
      throw new IllegalArgumentException("no goal at a position of parity " + parity);
    }
    boolean positive = parity == Parity.POSITIVE;
    boolean sat = status == ExpectedStatus.SAT;
    return positive == sat ? WEAKEN : STRENGTHEN;
  }

  public Goal opposite() {
    return this == WEAKEN ? STRENGTHEN : WEAKEN;
  }
}
