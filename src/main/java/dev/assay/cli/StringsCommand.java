package dev.assay.cli;

import dev.assay.campaign.Engine;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.Solvers;
import dev.assay.strings.SolverConfig;
import dev.assay.strings.StringSuite;
import dev.assay.strings.StringTest;
import dev.assay.strings.StringsProducer;
import dev.assay.strings.SuiteListing;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code assay strings}: generates the string-solver tests that are sat or unsat by construction
 * (Bugariu and Müller, ICSE 2020), runs them on solver configurations and prints Table 4.
 */
@Command(
    name = "strings",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Test string solvers with formulas sat or unsat by construction.",
      "",
      "Generates the tests of Bugariu and Müller (ICSE 2020) and runs every test on every solver"
          + " configuration, judged as in the paper's Table 4 (incorrect model, incorrect unsat"
          + " core, sat, unsat, unknown, timeout, error). The paper's options are added:"
          + " smt.core.minimize=true for z3, --strings-exp and --full-saturate-quant for cvc5 and"
          + " cvc4 (an option the user gives wins).",
      "",
      "Writes a run folder with run.json, summary.md, summary.json, results.jsonl, the findings"
          + " store and a reproduction folder per failing run. --resume DIR continues an"
          + " interrupted run.",
      "",
      "Exit 0: no finding; 1: a finding (wrong status, invalid model, incorrect core, crash) or a"
          + " disagreement nothing could confirm; 2: bad usage."
    })
public final class StringsCommand extends SolverCampaignCommand {
  static final double DEFAULT_TIMEOUT = 15;

  @Mixin SuiteOptions suite = new SuiteOptions();

  @Option(names = "--seeds", split = ",", paramLabel = "N")
  List<Long> seeds = new ArrayList<>(List.of(0L, 1465L));

  @Option(names = "--list")
  boolean list;

  @Override
  boolean independentItems() {
    return true;
  }

  @Override
  Set<String> notRecorded() {
    return Set.of("--list");
  }

  @Override
  double defaultTimeout() {
    return DEFAULT_TIMEOUT;
  }

  @Override
  Integer standalone() throws IOException {
    if (!list || campaignOptions.resume != null) {
      return null;
    }
    List<StringTest> tests = tests();
    int n = SuiteListing.write(dir(), tests);
    out().println("wrote " + Words.count(n, "test") + " to " + dir());
    out().flush();
    return ExitCodes.OK;
  }

  @Override
  Plan plan(Engine.Config.Builder engine) throws IOException, InterruptedException {
    List<StringTest> tests = tests();
    List<SolverConfig> paper =
        SolverConfig.paperSetup(solverOptions.parsed(List.of("bundled")), seeds);
    List<SolverSpec> ready =
        solverOptions.ready(paper.stream().map(SolverConfig::spec).toList(), null);
    List<SolverConfig> configs = new ArrayList<>();
    for (int i = 0; i < paper.size(); i++) {
      configs.add(new SolverConfig(ready.get(i).name(), ready.get(i), paper.get(i).seed()));
    }
    StringsProducer producer = new StringsProducer(tests, configs);
    Engine.Config config =
        engine
            .solvers(ready)
            .limits(solverOptions.limits(DEFAULT_TIMEOUT))
            .mode(Solvers.Mode.FRESH)
            .withoutModels()
            .build();
    // Ctrl-C: the runs in flight finish, then the run folder is written for the runs done.
    return new Plan(
        producer,
        config,
        (r, out) ->
            out.print(
                producer.finish(
                    dir(),
                    new StringsProducer.RunFacts(
                        r.runs(),
                        r.earlierRuns(),
                        (long) tests.size() * configs.size(),
                        r.workers(),
                        config.solving().limits().timeout(),
                        r.wall(),
                        r.solverTime()))));
  }

  /** The suite the options ask for; its size per category printed. */
  private List<StringTest> tests() {
    long t0 = System.nanoTime();
    List<StringTest> tests = StringSuite.generate(suite.config());
    out().println(StringSuite.sizes(tests, (System.nanoTime() - t0) / 1e9));
    return tests;
  }
}
