package dev.assay.cli;

import dev.assay.campaign.Engine;
import dev.assay.core.InputError;
import dev.assay.generate.FormulaFiles;
import dev.assay.generate.FormulaGenerator;
import dev.assay.generate.GenerateConfig;
import dev.assay.generate.GenerateProducer;
import dev.assay.generate.IncrementalGenerator;
import dev.assay.solver.OptionProfiles;
import dev.assay.solver.SolverSpec;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code assay generate}: writes formulas with known status, grown from Assay's reference
 * semantics, as standalone {@code .smt2} files; with {@code --solver}, runs them on solvers as a
 * campaign (with option fuzzing when asked), every soundness finding confirmed.
 */
@Command(
    name = "generate",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Write formulas of known status, or run them on solvers.",
      "",
      "Each formula's status is known from Assay's own semantics: a planted model, random"
          + " well-sorted terms over Ints, Reals, Strings and RegLan, bit-vectors, arrays,"
          + " datatypes and uninterpreted functions, and facts the evaluator decides true under"
          + " the model (sat, with the model as a witness comment) or unsat by construction"
          + " (ground facts decided false, congruence, ground substitution, constants pinned by"
          + " injective equations).",
      "",
      "Without --solver, the formulas are written into --out, each with (set-info :status ...)"
          + " before each check-sat and the smallest standard logic; judge solvers on them with"
          + " assay check DIR --solver z3 --solver cvc5.",
      "",
      "With --solver, the formulas run on the solvers as a campaign instead (run folder, findings"
          + " store, reproduction folders, --resume): a wrong status counts only when its"
          + " expectation is confirmed (sat: the witness under Assay's evaluator; unsat: the"
          + " construction).",
      "",
      "Exit 0: no finding; 1: a finding or a disagreement nothing could confirm (campaign only);"
          + " 2: bad usage or input."
    })
public final class GenerateCommand extends SolverCampaignCommand {
  @Mixin GenerationOptions generation = new GenerationOptions();

  @Mixin OptionProfileOptions optionProfiles = new OptionProfileOptions();

  @Mixin TimeBudget time = new TimeBudget();

  @Option(names = "--count", paramLabel = "N")
  Long count;

  @Option(names = "--first", paramLabel = "I")
  long first = 0;

  @Option(names = "--incremental-share", paramLabel = "SHARE")
  double incrementalShare;

  @Override
  boolean independentItems() {
    return true;
  }

  @Override
  Map<String, String> recordedDefaults() {
    return inForce("--seed");
  }

  @Override
  TimeBudget timeBudget() {
    return time;
  }

  /** Without {@code --solver}: the formulas written as files into {@code --out}. */
  @Override
  Integer standalone() throws IOException {
    if (campaignOptions.resume != null || !solverOptions.solvers.isEmpty()) {
      return null;
    }
    if (campaignOptions.out == null) {
      throw new InputError("--out DIR is needed to write files (or --solver to run a campaign)");
    }
    long n = count == null ? 100 : count;
    if (n < 0 || first < 0) {
      throw new InputError("--count and --first must not be negative");
    }
    GenerateConfig config = generation.config();
    FormulaGenerator single = new FormulaGenerator(config);
    IncrementalGenerator inc =
        generation.incremental ? generation.incrementalGenerator(config) : null;
    long start = System.nanoTime();
    FormulaFiles.Written w =
        FormulaFiles.writeRange(
            campaignOptions.out,
            i ->
                inc != null
                    ? inc.generate(generation.seed, i)
                    : single.generate(generation.seed, i),
            first,
            n);
    PrintWriter o = out();
    o.printf(
        "wrote %s to %s in %.1f s%n",
        Words.count(n, generation.incremental ? "incremental script" : "formula"),
        campaignOptions.out,
        (System.nanoTime() - start) / 1e9);
    if (!generation.incremental) {
      o.println("expected: " + Words.tally(w.statuses(), ""));
    }
    o.println("logics: " + Words.tally(w.logics(), "in"));
    o.println("judge solvers on them: assay check " + campaignOptions.out + " --solver z3");
    o.flush();
    return ExitCodes.OK;
  }

  @Override
  Plan plan(Engine.Config.Builder engine) throws IOException, InterruptedException {
    GenerateConfig config = generation.config();
    if (!(incrementalShare >= 0 && incrementalShare <= 1)) {
      throw new InputError("--incremental-share must be between 0 and 1: " + incrementalShare);
    }
    if (count != null && count < 1) {
      throw new InputError("--count must be at least 1");
    }
    double share = generation.incremental ? 1 : incrementalShare;
    IncrementalGenerator inc = share > 0 ? generation.incrementalGenerator(config) : null;
    long items = count != null ? count : time.time != null ? Long.MAX_VALUE : 100;
    GenerateProducer producer =
        new GenerateProducer(
            new FormulaGenerator(config),
            inc,
            share,
            generation.seed,
            items,
            String.join(" ", recordedArguments()));
    List<SolverSpec> ready = solverOptions.ready(solverOptions.parsed(List.of()), null);
    List<SolverSpec> solvers =
        optionProfiles.apply(ready, generation.seed, new OptionProfiles.Use(share > 0, "ALL"));
    return new Plan(
        producer,
        cappedEngine(engine, solvers).build(),
        (r, out) -> {
          r.table().print(out);
          out.println();
          out.printf(
              "%s; expected: %s%n",
              Words.count(producer.counted(), "generated case"),
              Words.tally(producer.expectedSequences(), ""));
          Closing.solverOptions(solvers, out);
        });
  }
}
