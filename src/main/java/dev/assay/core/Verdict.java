package dev.assay.core;

/**
 * The judgement of one solver run against what was expected: one closed set of kinds (the verdict
 * table of the design), used by every technique, every table, the findings store and the exit code.
 * A kind says once and for all whether it is a finding and how severe it is; {@link #detail()} says
 * what happened in one line.
 *
 * @param kind what kind of verdict
 * @param detail one line for tables and reproduction notes
 */
public record Verdict(Kind kind, String detail) {

  /**
   * The verdict kinds, most severe first: a run with several check-sats is judged by its most
   * severe one. {@link #label()} is the kebab-case name used in JSON, tables and the store.
   */
  public enum Kind {
    /** sat for unsat or unsat for sat (soundness). */
    WRONG_STATUS(true, "wrong status"),
    /** The model given with sat makes an assertion false under Assay's evaluator. */
    INVALID_MODEL(true, "invalid model"),
    /** The solver's own model check failed (z3 model_validate, cvc5 --check-models). */
    SOLVER_INVALID_MODEL(true, "solver-reported invalid model"),
    /** The unsat core is satisfiable (misses a necessary member) or names no assertion. */
    INCORRECT_CORE(true, "incorrect unsat core"),
    /** A signal, abort or internal failure not caused by Assay's input. */
    CRASH(true, "crash"),
    /** A finding in session or push-pop mode that a fresh process does not reproduce. */
    SESSION_ONLY(true, "session-only finding"),
    /** Undecided where a decision was expected in the same fragment (a surprising unknown). */
    INCOMPLETENESS(true, "incompleteness"),
    /** The solver rejected a well-formed input in its logic, or gave no usable answer. */
    ERROR(false, "error"),
    /** The solver rejected an input it documents as unsupported. */
    UNSUPPORTED_INPUT(false, "unsupported input"),
    /** The answer's model or core could not be checked: never counted as ok. */
    UNCHECKED(false, "unchecked"),
    /** No answer within the time limit. */
    TIMEOUT(false, "timeout"),
    /** The solver answered unknown. */
    UNKNOWN(false, "unknown"),
    /** The answer matches and its model or core, when given, was checked. */
    OK(false, "ok");

    private final boolean finding;
    private final String words;

    Kind(boolean finding, String words) {
      this.finding = finding;
      this.words = words;
    }

    /** The stable kebab-case name: {@code ok}, {@code wrong-status}, ... */
    public String label() {
      return EnumLabels.kebab(this);
    }

    /** The kind in words, for headings. */
    public String words() {
      return words;
    }

    /** Whether a run with this verdict is a finding (counts for exit code 1). */
    public boolean isFinding() {
      return finding;
    }

    /** Whether the answer is wrong (not merely undecided or rejected): a soundness finding. */
    public boolean isSoundness() {
      return this == WRONG_STATUS
          || this == INVALID_MODEL
          || this == SOLVER_INVALID_MODEL
          || this == INCORRECT_CORE;
    }

    /** Whether this kind is more severe than {@code other}. */
    public boolean moreSevereThan(Kind other) {
      return ordinal() < other.ordinal();
    }

    /** The kind named {@code label}; null when no kind has that name. */
    public static Kind ofLabel(String label) {
      for (Kind k : values()) {
        if (k.label().equals(label)) {
          return k;
        }
      }
      return null;
    }
  }

  public Verdict {
    if (kind == null || detail == null) {
      throw new IllegalArgumentException("a verdict needs a kind and a detail");
    }
  }

  /** The kind's stable name. */
  public String label() {
    return kind.label();
  }

  public boolean isFinding() {
    return kind.isFinding();
  }

  public boolean is(Kind k) {
    return kind == k;
  }

  public static Verdict ok(String detail) {
    return new Verdict(Kind.OK, detail);
  }

  /**
   * Soundness: {@code got} where {@code expected} is known; {@code note} says what confirms it, or
   * is empty.
   */
  public static Verdict wrongStatus(String expected, String got, String note) {
    return new Verdict(
        Kind.WRONG_STATUS,
        "expected " + expected + ", got " + got + (note.isEmpty() ? "" : " (" + note + ")"));
  }

  public static Verdict invalidModel(String detail) {
    return new Verdict(Kind.INVALID_MODEL, detail);
  }

  public static Verdict solverInvalidModel(String detail) {
    return new Verdict(Kind.SOLVER_INVALID_MODEL, detail);
  }

  public static Verdict incorrectCore(String detail) {
    return new Verdict(Kind.INCORRECT_CORE, detail);
  }

  public static Verdict crash(String detail) {
    return new Verdict(Kind.CRASH, detail);
  }

  public static Verdict error(String detail) {
    return new Verdict(Kind.ERROR, detail);
  }

  public static Verdict unsupportedInput(String detail) {
    return new Verdict(Kind.UNSUPPORTED_INPUT, detail);
  }

  public static Verdict unchecked(String detail) {
    return new Verdict(Kind.UNCHECKED, detail);
  }

  public static Verdict timeout(String detail) {
    return new Verdict(Kind.TIMEOUT, detail);
  }

  public static Verdict unknown(String detail) {
    return new Verdict(Kind.UNKNOWN, detail);
  }

  public static Verdict incompleteness(String detail) {
    return new Verdict(Kind.INCOMPLETENESS, detail);
  }

  public static Verdict sessionOnly(String detail) {
    return new Verdict(Kind.SESSION_ONLY, detail);
  }
}
