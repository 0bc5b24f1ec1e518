package dev.assay.triggers;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * What a triggers run searches with.
 *
 * @param configs the configurations, in order (several run as one portfolio per file)
 * @param timeout the budget per input: preprocessing, the searches of every configuration and the
 *     claim check of a found term together
 * @param solvers the solvers of the search, the inference and the claim checks
 * @param options search options beyond the configuration
 * @param out the output folder (reproductions go under {@code found/})
 */
public record SearchSettings(
    List<TriggerConfig> configs,
    Duration timeout,
    SolverChoice solvers,
    TriggerSearch.Options options,
    Path out) {
  public SearchSettings {
    configs = List.copyOf(configs);
  }

  /** The solver and release results name. */
  public String solverLabel() {
    return SolverChoice.label(solvers.search());
  }

  /** The soft limit of pattern inference: half the budget, between 1 and 10 seconds. */
  long inferenceMillis() {
    return Math.min(10_000, Math.max(1000, timeout.toMillis() / 2));
  }

  /**
   * The soft limit of the baseline (E-matching on the input alone): long enough to see E-matching
   * give up on a large input, a tenth of the budget at most (5 s).
   */
  long baselineMillis() {
    return Math.max(options.validationMillis(), Math.min(5_000, timeout.toMillis() / 10));
  }
}
