package dev.assay.cli;

import dev.assay.core.InputError;
import dev.assay.generate.GenerateConfig;
import dev.assay.generate.IncrementalGenerator;
import picocli.CommandLine.Option;

/** What formulas {@code assay generate} grows: sizes, theories, statuses, incremental scripts. */
final class GenerationOptions {
  @Option(
      names = "--seed",
      paramLabel = "S",
      description =
          "The generation seed: the same seed gives the same formulas (default:"
              + " ${DEFAULT-VALUE}).")
  long seed = 1;

  @Option(
      names = "--theories",
      paramLabel = "LIST",
      description =
          "The theories to draw terms from, with weights or without, such as strings:5,ints:2 or"
              + " ints,bv, from ints, reals, strings, bv, arrays, datatypes, uf and fp, or all"
              + " (default: every theory but fp, strings and arithmetic drawn most).")
  String theories;

  @Option(
      names = "--assertions",
      paramLabel = "MIN..MAX",
      description = "How many assertions a formula has, as MIN..MAX (default: 5..20).")
  String assertions;

  @Option(
      names = "--depth",
      paramLabel = "D",
      description = "The greatest depth of a term, from 1 to 12 (default: 4).")
  Integer depth;

  @Option(
      names = "--unsat",
      paramLabel = "SHARE",
      description = "The share of unsat formulas, from 0 to 1 (default: 0.5).")
  Double unsat;

  @Option(
      names = "--max-char",
      paramLabel = "N",
      description =
          "The greatest code point in string literals, 255 for CVC4 1.8, which rejects larger"
              + " ones (default: 196607, the whole alphabet).")
  Integer maxChar;

  @Option(
      names = "--incremental",
      description =
          "Write incremental scripts, with push, pop, check-sat-assuming and a status for each"
              + " check-sat.")
  boolean incremental;

  @Option(
      names = "--checks",
      paramLabel = "MIN..MAX",
      description =
          "How many check-sats an incremental script has, as MIN..MAX (default:"
              + " ${DEFAULT-VALUE}).")
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
