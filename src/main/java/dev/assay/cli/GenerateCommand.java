package dev.assay.cli;

import dev.assay.core.InputError;
import dev.assay.generate.FormulaFiles;
import dev.assay.generate.FormulaGenerator;
import dev.assay.generate.GenerateConfig;
import dev.assay.generate.GeneratedFormula;
import dev.assay.generate.IncrementalGenerator;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code assay generate}: writes formulas with known status, grown from Assay's reference
 * semantics, as standalone {@code .smt2} files.
 */
@Command(
    name = "generate",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Write formulas whose status is known from Assay's own semantics: a planted model, random",
      "well-sorted terms over Ints, Reals, Strings/RegLan, bit-vectors, arrays, datatypes and",
      "uninterpreted functions, and facts the evaluator decides true under the model (sat, with",
      "the model as a witness comment) or unsat by construction (ground facts decided false,",
      "congruence, ground substitution, constants pinned by injective equations).",
      "Each file has (set-info :status ...) before each check-sat and the smallest standard",
      "logic; judge solvers on them with: assay check DIR --solver z3 --solver cvc5.",
      "Running solver campaigns on generated formulas directly (with option fuzzing) comes with",
      "the campaign engine; this command runs no solver."
    })
public final class GenerateCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(
      names = "--out",
      required = true,
      paramLabel = "DIR",
      description = "Folder to write the .smt2 files to (created if missing).")
  Path out;

  @Option(
      names = "--count",
      paramLabel = "N",
      description = "Number of files (default: ${DEFAULT-VALUE}).")
  long count = 100;

  @Option(
      names = "--seed",
      paramLabel = "S",
      description = "Generation seed (default: ${DEFAULT-VALUE}).")
  long seed = 1;

  @Option(
      names = "--first",
      paramLabel = "I",
      description =
          "Index of the first formula (default: ${DEFAULT-VALUE}); formula I of seed S"
              + " is the same whatever the count.")
  long first = 0;

  @Option(
      names = "--theories",
      paramLabel = "LIST",
      description =
          "Theories and weights, e.g. strings:5,ints:2 or ints,bv (default: all available with"
              + " their default weights). Names: ints, reals, strings, bv, arrays, datatypes, uf"
              + " (fp once the evaluator has FloatingPoint).")
  String theories;

  @Option(
      names = "--assertions",
      paramLabel = "MIN..MAX",
      description = "Assertions per formula (default: 5..20).")
  String assertions;

  @Option(
      names = "--depth",
      paramLabel = "D",
      description = "Greatest term depth, 1 to 12 (default: 4).")
  Integer depth;

  @Option(
      names = "--unsat",
      paramLabel = "SHARE",
      description = "Share of unsat formulas, 0 to 1 (default: 0.5).")
  Double unsat;

  @Option(
      names = "--max-char",
      paramLabel = "N",
      description =
          "Greatest code point in string literals (default: 196607, the whole alphabet; 255 for"
              + " CVC4 1.8, which rejects larger ones).")
  Integer maxChar;

  @Option(
      names = "--incremental",
      description = "Write push/pop and check-sat-assuming scripts, with a status per check-sat.")
  boolean incremental;

  @Option(
      names = "--checks",
      paramLabel = "MIN..MAX",
      description = "Check-sats per incremental script (default: 3..6).")
  String checks = "3..6";

  @Override
  public Integer call() throws IOException {
    GenerateConfig config = config();
    PrintWriter o = spec.commandLine().getOut();
    if (count < 0 || first < 0) {
      throw new InputError("--count and --first must not be negative");
    }
    FormulaGenerator single = new FormulaGenerator(config);
    IncrementalGenerator inc = null;
    if (incremental) {
      int[] c = range(checks, "--checks");
      try {
        inc = new IncrementalGenerator(config, c[0], c[1]);
      } catch (IllegalArgumentException e) {
        throw new InputError("--checks: " + e.getMessage());
      }
    }
    Map<String, Integer> statuses = new TreeMap<>();
    Map<String, Integer> logics = new TreeMap<>();
    long start = System.nanoTime();
    for (long i = first; i < first + count; i++) {
      GeneratedFormula f = inc != null ? inc.generate(seed, i) : single.generate(seed, i);
      FormulaFiles.write(out, f);
      statuses.merge(f.summary(), 1, Integer::sum);
      logics.merge(f.logic(), 1, Integer::sum);
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    o.printf(
        "wrote %d %s to %s in %.1f s%n",
        count, incremental ? "incremental scripts" : "formulas", out, seconds);
    if (!incremental) {
      o.println("expected: " + statuses);
    }
    o.println("logics: " + logics);
    o.println("judge solvers on them: assay check " + out + " --solver z3 --solver cvc5");
    o.flush();
    return ExitCodes.OK;
  }

  private GenerateConfig config() {
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

  private static int[] range(String text, String option) {
    try {
      return GenerateConfig.parseRange(text);
    } catch (IllegalArgumentException e) {
      throw new InputError(option + ": " + e.getMessage());
    }
  }
}
