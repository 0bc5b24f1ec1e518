package dev.assay.cli;

import dev.assay.campaign.Engine;
import dev.assay.core.InputError;
import dev.assay.horn.HornProducer;
import dev.assay.horn.HornSeeds;
import dev.assay.horn.MutationGroup;
import dev.assay.solver.SolverSpecs;
import dev.assay.solver.Solvers;
import dev.assay.solver.VersionDetector;
import dev.assay.solver.Z3Parameters;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code assay horn SEEDS...}: HornFuzz (Sukhanova and Sobol 2023) on CHC solvers — seeds run as
 * they are (the seed phase), then mutated by satisfiability-preserving mutations, simplifier
 * rewrites and solver parameters; a mutant's status against the seed's own answer and every model
 * against every clause.
 */
@Command(
    name = "horn",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Fuzz CHC solvers with mutants of seed systems, as HornFuzz does.",
      "",
      "Every seed system is run first and its model checked (the seed phase). Then seed groups"
          + " are visited in turn and mutated (Sukhanova and Sobol 2023) by equisatisfiable"
          + " mutations (own), z3 simplifier rewrites (rewrites) and solver parameters (params),"
          + " and on request by weakening sat and strengthening unsat systems (weaken).",
      "",
      "A status other than the seed's on the same solver is a wrong status, a model that violates"
          + " a clause is an invalid model, and crashes count too. Each finding is confirmed by"
          + " replaying its chain under an independent solver's check, then reduced. Statistics"
          + " (runs, unique traces, findings by kind, unknowns and timeouts) go to"
          + " DIR/statistics.json.",
      "",
      "Exit 0: no findings; 1: a finding or a disagreement nothing could confirm; 2: bad usage or"
          + " input."
    })
public final class HornCommand extends SolverCampaignCommand {
  @Mixin TimeBudget time = new TimeBudget("visits");

  @Parameters(paramLabel = "SEEDS", arity = "0..*")
  List<Path> seeds = new ArrayList<>();

  @Mixin HornSearchOptions search = new HornSearchOptions();

  @Mixin RegressionOptions pair = new RegressionOptions();

  @Option(names = "--simplifier", paramLabel = "SPEC")
  String simplifier = "bundled";

  @Override
  List<Path> inputs() {
    return seeds;
  }

  @Override
  Map<String, String> recordedDefaults() {
    return inForce("--seed", "--mutations", "--heuristic", "--visit-runs");
  }

  @Override
  TimeBudget timeBudget() {
    return time;
  }

  @Override
  Plan plan(Engine.Config.Builder engine) throws IOException, InterruptedException {
    if (seeds.isEmpty()) {
      throw new InputError("no seeds given: assay horn SEEDS... (CHC files or folders of them)");
    }
    HornProducer.Search how = search.search(time.time != null);
    HornSeeds loaded = HornSeeds.load(seeds);
    checkLoaded(loaded.skipped(), loaded.seeds().size(), "CHC seed");
    // the release expected to decide drives the search and its parameters are the ones mutated
    SolverOptions.Lineup lineup = pair.lineup(solverOptions);
    HornProducer.Solving solving =
        new HornProducer.Solving(
            lineup.solvers(),
            Z3Parameters.of(lineup.solvers().get(0)),
            how.groups().contains(MutationGroup.REWRITES)
                ? VersionDetector.withDetectedVersion(SolverSpecs.parse(simplifier))
                : null,
            solverOptions.modelCheckers(),
            solverOptions.limits(DEFAULT_TIMEOUT),
            campaignOptions.reduceTests());
    HornProducer producer =
        new HornProducer(
            new HornProducer.Config(loaded.seeds(), loaded.texts(), how, solving, lineup.pair()));
    Engine.Config config =
        cappedEngine(engine, lineup.solvers())
            // the measured defaults come from SMT queries; CHC queries were not measured in a
            // shared process (and z3's push-pop changes how it solves them), so they run fresh
            .mode(
                solverOptions.mode() == Solvers.Mode.MEASURED
                    ? Solvers.Mode.FRESH
                    : solverOptions.mode())
            .build();
    return new Plan(
        producer,
        config,
        (r, out) -> {
          Files.writeString(
              dir().resolve("statistics.json"),
              producer.statisticsJson(r.table().asMap()).toPrettyString() + "\n",
              StandardCharsets.UTF_8);
          out.print(
              producer.statisticsText(
                  r.earlierRuns() == 0 ? r.wall().toNanos() / 1e9 : 0, r.table().asMap()));
          out.println("statistics: " + dir().resolve("statistics.json"));
        });
  }
}
