package dev.assay.solver;

import java.time.Duration;

/** Turns the facts of a run into an {@link Outcome}: timeout, crash, or finished. */
final class Outcomes {
  private Outcomes() {}

  static Outcome classify(Execution exec, ResponsePlan plan, boolean timedOut, Duration limit) {
    Responses responses = AnswerReader.read(plan, exec.stdout());
    if (timedOut) {
      return new Outcome.TimedOut(exec, responses, limit);
    }
    String cause = CrashDetector.cause(exec.signal(), false, exec.stdout(), exec.stderr());
    if (cause != null) {
      return new Outcome.Crashed(exec, responses, cause);
    }
    return new Outcome.Finished(exec, responses);
  }

  /** The signal in the JVM's exit value convention (128 + n), or null for an ordinary exit. */
  static Integer signalOf(int exitValue) {
    return exitValue > 128 && exitValue <= 128 + 64 ? exitValue - 128 : null;
  }

  static Integer exitCodeOf(int exitValue) {
    return signalOf(exitValue) == null ? exitValue : null;
  }
}
