package dev.assay.core;

import java.util.Locale;

/**
 * What a check-sat is known to answer: the one expected-status type of the whole project (a file's
 * {@code (set-info :status ...)}, a test sat or unsat by construction, a seed's status that every
 * mutant keeps).
 */
public enum ExpectedStatus {
  SAT,
  UNSAT,
  /** Nothing known: an answer is judged only by its own checks (model, core). */
  UNKNOWN;

  /** The SMT-LIB word: {@code sat}, {@code unsat} or {@code unknown}. */
  public String smtlib() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** Whether this is sat or unsat. */
  public boolean known() {
    return this != UNKNOWN;
  }

  /** The opposite answer: unsat for sat, sat for unsat, unknown for unknown. */
  public ExpectedStatus negated() {
    return switch (this) {
      case SAT -> UNSAT;
      case UNSAT -> SAT;
      case UNKNOWN -> UNKNOWN;
    };
  }

  /** Reads {@code sat}, {@code unsat} or {@code unknown}; null for anything else or null. */
  public static ExpectedStatus parse(String word) {
    if (word == null) {
      return null;
    }
    return switch (word) {
      case "sat" -> SAT;
      case "unsat" -> UNSAT;
      case "unknown" -> UNKNOWN;
      default -> null;
    };
  }

  /** Reads {@code sat} or {@code unsat}; {@link #UNKNOWN} for anything else. */
  public static ExpectedStatus orUnknown(String word) {
    ExpectedStatus s = parse(word);
    return s == null ? UNKNOWN : s;
  }
}
