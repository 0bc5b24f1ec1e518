package dev.assay.cli;

import dev.assay.core.InputError;
import dev.assay.solver.OptionProfiles;
import dev.assay.solver.SolverSpec;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * Option fuzzing for every campaign command: {@code --option-profiles N} adds N configurations per
 * solver, each with a random option profile drawn from its release's catalog (cvc5 1.0.3, CVC4 1.8,
 * z3 4.8.12, Z3 4.14.1) by the campaign's seed. The profile is part of each run's command, so a
 * finding's command carries it, and reduction drops its options one by one.
 */
final class OptionProfileOptions {
  @Option(names = "--option-profiles", paramLabel = "N")
  int optionProfiles;

  @Option(names = "--max-options", paramLabel = "N")
  int maxOptions = 4;

  /** {@code ready} with the profiles of each solver after it. */
  List<SolverSpec> apply(List<SolverSpec> ready, long seed, OptionProfiles.Use use) {
    if (optionProfiles < 0 || maxOptions < 1) {
      throw new InputError("--option-profiles must not be negative, --max-options at least 1");
    }
    return OptionProfiles.fuzzed(ready, seed, optionProfiles, maxOptions, use);
  }
}
