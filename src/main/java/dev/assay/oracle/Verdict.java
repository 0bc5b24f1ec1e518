package dev.assay.oracle;

/**
 * The judgement of one answer against what was expected: one closed set shared by every technique
 * and every report. {@link #kind()} is the stable name used in tables and JSON.
 */
public sealed interface Verdict {

  /** The verdict's stable name: ok, wrong-status, invalid-model, ... */
  String kind();

  /** One line saying what happened, for tables and reproduction notes. */
  String detail();

  /**
   * Whether this is a finding (a solver bug beyond incompleteness): wrong status, invalid model,
   * incorrect unsat core, crash.
   */
  default boolean isFinding() {
    return false;
  }

  /** The answer agrees with the expectation and every check of it passed. */
  record Ok(String detail) implements Verdict {
    @Override
    public String kind() {
      return "ok";
    }
  }

  /**
   * Soundness: sat where unsat is known, or the reverse; {@code note} adds what confirms it (a
   * witness model checked by Assay's evaluator), or is empty.
   */
  record WrongStatus(String expected, String got, String note) implements Verdict {
    public WrongStatus(String expected, String got) {
      this(expected, got, "");
    }

    @Override
    public String kind() {
      return "wrong-status";
    }

    @Override
    public String detail() {
      return "expected " + expected + ", got " + got + (note.isEmpty() ? "" : " (" + note + ")");
    }

    @Override
    public boolean isFinding() {
      return true;
    }
  }

  /** The model given with sat makes an assertion false (by Assay's evaluator). */
  record InvalidModel(String detail) implements Verdict {
    @Override
    public String kind() {
      return "invalid-model";
    }

    @Override
    public boolean isFinding() {
      return true;
    }
  }

  /** The unsat core names something that is no assertion, or misses a necessary one. */
  record IncorrectCore(String detail) implements Verdict {
    @Override
    public String kind() {
      return "incorrect-core";
    }

    @Override
    public boolean isFinding() {
      return true;
    }
  }

  /** The solver answered unknown (with its reason where given). */
  record Unknown(String detail) implements Verdict {
    @Override
    public String kind() {
      return "unknown";
    }
  }

  /** No answer within the time limit. */
  record Timeout(String detail) implements Verdict {
    @Override
    public String kind() {
      return "timeout";
    }
  }

  /** The solver died by a signal or reported an internal failure. */
  record Crash(String detail) implements Verdict {
    @Override
    public String kind() {
      return "crash";
    }

    @Override
    public boolean isFinding() {
      return true;
    }
  }

  /**
   * The solver rejected the input or gave no usable answer: {@code (error ...)}, garbage, no answer
   * at all, or it could not be started.
   */
  record Error(String detail) implements Verdict {
    @Override
    public String kind() {
      return "error";
    }
  }
}
