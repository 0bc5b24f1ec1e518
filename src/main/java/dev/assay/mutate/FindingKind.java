package dev.assay.mutate;

import java.util.Locale;

/**
 * What a fuzzing finding is: the oracle's bug verdicts, solver errors, and the two incompleteness
 * types of Definition 5.
 */
public enum FindingKind {
  /** sat where the mutant is unsat by construction, or the reverse (soundness). */
  WRONG_STATUS,
  /** The model given with sat makes an assertion false under Assay's evaluator. */
  INVALID_MODEL,
  /** The solver died or reported an internal failure. */
  CRASH,
  /** The solver rejected the mutant or gave no usable answer. */
  ERROR,
  /** Type 1, regression: the old solver decided the mutant, the new one answered unknown. */
  INCOMPLETENESS_REGRESSION,
  /** Type 2, unsupported implication: the solver decided φ(n−1) and answered unknown on φ(n). */
  INCOMPLETENESS_IMPLICATION;

  /** The kind as folders and JSON spell it: {@code wrong-status}, ... */
  public String label() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /** The kind for an oracle verdict, or null if the verdict is not a finding. */
  public static FindingKind ofVerdict(String verdictKind) {
    return switch (verdictKind) {
      case "wrong-status" -> WRONG_STATUS;
      case "invalid-model" -> INVALID_MODEL;
      case "crash" -> CRASH;
      case "error" -> ERROR;
      default -> null;
    };
  }
}
