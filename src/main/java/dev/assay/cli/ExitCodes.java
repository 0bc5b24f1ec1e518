package dev.assay.cli;

/** The exit codes of every {@code assay} command, documented in the README. */
public final class ExitCodes {
  /** Everything ran; nothing to report. */
  public static final int OK = 0;

  /** Findings reported: a wrong answer, an invalid model, a crash (check/fuzz style commands). */
  public static final int FINDINGS = 1;

  /** Bad usage or bad input (a malformed file, an unknown option). */
  public static final int USAGE = 2;

  /** Assay itself failed. */
  public static final int INTERNAL = 3;

  private ExitCodes() {}
}
