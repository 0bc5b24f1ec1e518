package dev.assay.solver;

import java.time.Duration;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds a solver's version: first from its version flag ({@code z3 --version} prints {@code Z3
 * version 4.8.12 - 64 bit}), then from SMT-LIB's {@code (get-info :version)} on stdin.
 */
public final class VersionDetector {
  private static final Pattern VERSION = Pattern.compile("(\\d+\\.\\d+(?:\\.\\d+)*)");
  private static final RunLimits LIMITS = RunLimits.DEFAULT.withTimeout(Duration.ofSeconds(30));

  private VersionDetector() {}

  /** The version, or empty when the solver cannot be started or prints none. */
  public static Optional<String> detect(SolverSpec spec) throws InterruptedException {
    Outcome o = OneShotRun.run(spec.versionArgv(), null, ResponsePlan.of(""), LIMITS);
    if (o instanceof Outcome.FailedToStart) {
      return Optional.empty();
    }
    Optional<String> v = firstVersion(o.execution().stdout() + "\n" + o.execution().stderr());
    if (v.isPresent() || !spec.supportsSession()) {
      return v;
    }
    String ask = "(get-info :version)\n(exit)\n";
    Outcome info = OneShotRun.run(spec.sessionArgv(), ask, ResponsePlan.of(ask), LIMITS);
    return info.execution() == null ? Optional.empty() : firstVersion(info.execution().stdout());
  }

  /** The spec with its detected version filled in ({@code unknown} if none was found). */
  public static SolverSpec withDetectedVersion(SolverSpec spec) throws InterruptedException {
    return spec.withVersion(detect(spec).orElse(SolverSpec.UNKNOWN_VERSION));
  }

  static Optional<String> firstVersion(String text) {
    Matcher m = VERSION.matcher(text);
    return m.find() ? Optional.of(m.group(1)) : Optional.empty();
  }
}
