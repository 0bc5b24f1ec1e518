package dev.assay.cli;

import dev.assay.campaign.Engine;
import dev.assay.check.CheckProducer;
import dev.assay.solver.OptionProfiles;
import dev.assay.solver.SolverSpec;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;

/**
 * {@code assay check PATH... [--solver SPEC]... [-j N] [--timeout S] [--out DIR]}: judges solvers
 * on SMT-LIB files whose status is known; {@code assay check --resume DIR} finishes an interrupted
 * run.
 */
@Command(
    name = "check",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Judge solvers on SMT-LIB files whose status is known.",
      "",
      "Every .smt2 file under each PATH runs on every solver, and each answer is judged against"
          + " the file's (set-info :status ...), one verdict per check-sat. The status is Assay's"
          + " expectation and is not sent to the solver. Models of sat answers are asked for and"
          + " checked with Assay's own evaluator.",
      "",
      "Prints a table of verdicts per solver. Every run is recorded in the findings store"
          + " (DIR/assay.db, or --store), in DIR/results.jsonl and DIR/findings.jsonl, with one"
          + " reproduction folder per failing run under DIR/failures. --resume DIR continues an"
          + " interrupted run.",
      "",
      "Exit 0: no finding; 1: a finding (wrong status, invalid model, incorrect core, crash, ...)"
          + " or a disagreement nothing could confirm; 2: bad usage or no readable input."
    })
public final class CheckCommand extends SolverCampaignCommand {
  // Optional to picocli: --resume reads the paths from run.json; plan() requires them otherwise.
  @Parameters(arity = "0..*", paramLabel = "PATH")
  List<Path> paths = new ArrayList<>();

  @Mixin OptionProfileOptions optionProfiles = new OptionProfileOptions();

  @Option(names = "--seed", paramLabel = "N")
  Long seed;

  @Option(names = "--no-models")
  boolean noModels;

  @Override
  boolean independentItems() {
    return true;
  }

  @Override
  List<Path> inputs() {
    return paths;
  }

  @Override
  Plan plan(Engine.Config.Builder engine) throws IOException, InterruptedException {
    if (paths.isEmpty()) {
      // picocli's own words and handling, as when PATH was required by the annotation
      throw new ParameterException(spec.commandLine(), "Missing required parameter: 'PATH'");
    }
    List<SolverSpec> specs =
        optionProfiles.apply(
            solverOptions.ready(solverOptions.parsed(List.of("bundled")), seed),
            seed == null ? 0 : seed,
            new OptionProfiles.Use(true, "ALL"));
    CheckProducer producer = CheckProducer.load(paths, !noModels, err());
    Engine.Config config =
        solverOptions.configure(engine, specs, DEFAULT_TIMEOUT).askForModels(!noModels).build();
    return new Plan(
        producer,
        config,
        (r, out) -> {
          r.table().print(out);
          out.println();
          out.printf(
              "%s checked on %s%n",
              Words.count(producer.size(), "file"), Words.count(specs.size(), "solver"));
          if (r.table().count(dev.assay.core.Verdict.Kind.ERROR) > 0) {
            out.println(
                "line numbers in solver messages refer to the file as sent (input.smt2 in each"
                    + " reproduction folder), not to the file given");
          }
        });
  }
}
