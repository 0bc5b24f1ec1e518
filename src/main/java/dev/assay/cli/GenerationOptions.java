package dev.assay.cli;

import dev.assay.core.InputError;
import dev.assay.generate.GenerateConfig;
import dev.assay.generate.IncrementalGenerator;
import picocli.CommandLine.Option;

/** What formulas {@code assay generate} grows: sizes, theories, statuses, incremental scripts. */
final class GenerationOptions {
  @Option(names = "--seed", paramLabel = "S")
  long seed = 1;

  @Option(names = "--theories", paramLabel = "LIST")
  String theories;

  @Option(names = "--assertions", paramLabel = "MIN..MAX")
  String assertions;

  @Option(names = "--depth", paramLabel = "D")
  Integer depth;

  @Option(names = "--unsat", paramLabel = "SHARE")
  Double unsat;

  @Option(names = "--max-char", paramLabel = "N")
  Integer maxChar;

  @Option(names = "--incremental")
  boolean incremental;

  @Option(names = "--checks", paramLabel = "MIN..MAX")
  String checks = "3..6";

  /** The generator's settings from the options. */
  GenerateConfig config() {
    GenerateConfig c = GenerateConfig.defaults();
    try {
      if (theories != null) {
        c = c.withWeights(GenerateConfig.parseWeights(theories));
      }
      if (assertions != null) {
        int[] r = range(assertions, "--assertions");
        c = c.withAssertions(r[0], r[1]);
      }
      if (depth != null) {
        c = c.withDepth(depth);
      }
      if (unsat != null) {
        c = c.withUnsatShare(unsat);
      }
      if (maxChar != null) {
        c = c.withMaxChar(maxChar);
      }
    } catch (IllegalArgumentException e) {
      throw new InputError(e.getMessage());
    }
    return c;
  }

  /** The generator of incremental scripts with {@code --checks} check-sats each. */
  IncrementalGenerator incrementalGenerator(GenerateConfig config) {
    int[] c = range(checks, "--checks");
    try {
      return new IncrementalGenerator(config, c[0], c[1]);
    } catch (IllegalArgumentException e) {
      throw new InputError("--checks: " + e.getMessage());
    }
  }

  private static int[] range(String text, String option) {
    try {
      return GenerateConfig.parseRange(text);
    } catch (IllegalArgumentException e) {
      throw new InputError(option + ": " + e.getMessage());
    }
  }
}
