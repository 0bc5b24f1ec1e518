package dev.assay.mutate;

import java.util.Locale;

/** The status a seed has and every one of its mutants keeps. */
public enum ExpectedStatus {
  SAT,
  UNSAT;

  /** The SMT-LIB word: {@code sat} or {@code unsat}. */
  public String word() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** Parses {@code sat} or {@code unsat}; null for anything else (unknown, missing). */
  public static ExpectedStatus parse(String word) {
    if (word == null) {
      return null;
    }
    return switch (word) {
      case "sat" -> SAT;
      case "unsat" -> UNSAT;
      default -> null;
    };
  }
}
