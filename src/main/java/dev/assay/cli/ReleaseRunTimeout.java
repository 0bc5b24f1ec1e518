package dev.assay.cli;

import dev.assay.core.InputError;
import dev.assay.solver.RunLimits;
import picocli.CommandLine.Option;

/**
 * The {@code --timeout} of the commands that run a stored finding on releases (bisect, check-live).
 */
final class ReleaseRunTimeout {
  @Option(
      names = "--timeout",
      paramLabel = "SECONDS",
      descriptionKey = "release-run-timeout.timeout")
  double timeout = 20;

  /** The limits of one release's run; a timeout that is not positive is bad input. */
  RunLimits limits() {
    if (!(timeout > 0)) {
      throw new InputError("--timeout must be positive");
    }
    return RunLimits.DEFAULT.withTimeout(Durations.fromSeconds(timeout));
  }
}
