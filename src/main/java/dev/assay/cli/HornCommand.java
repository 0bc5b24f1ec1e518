package dev.assay.cli;

import dev.assay.campaign.Engine;
import dev.assay.core.InputError;
import dev.assay.horn.HornProducer;
import dev.assay.horn.HornSearch;
import dev.assay.horn.HornSeed;
import dev.assay.horn.MutationGroup;
import dev.assay.smtlib.CaseFiles;
import dev.assay.smtlib.Parser;
import dev.assay.solver.SolverSpecs;
import dev.assay.solver.Solvers;
import dev.assay.solver.VersionDetector;
import dev.assay.solver.Z3Parameters;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
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
      "Fuzz CHC solvers as HornFuzz does: every seed system is run and its model checked (the",
      "seed phase), then seed groups are visited in turn and mutated by equisatisfiable",
      "mutations (own), z3 simplifier rewrites (rewrites) and solver parameters (params), and",
      "on request by weakening sat and strengthening unsat systems (weaken). A status other",
      "than the seed's on the same solver is a wrong status; a model that violates",
      "a clause is an invalid model; crashes count too. Each finding is confirmed by replaying",
      "its chain under an independent solver's check, then reduced. Statistics (runs, unique",
      "traces, findings by kind, unknowns and timeouts) go to OUT/statistics.json.",
      "Exit 0: no findings; 1: findings; 2: bad usage or input."
    })
public final class HornCommand extends CampaignCommand {
  static final double DEFAULT_TIMEOUT = 10;

  /** Reproduction folders kept per failure signature. */
  static final int FOLDERS_PER_SIGNATURE = 5;

  @Mixin SolverOptions solverOptions = new SolverOptions();

  @Mixin TimeBudget time = new TimeBudget();

  @Parameters(
      paramLabel = "SEEDS",
      arity = "0..*",
      description = "CHC systems (.smt2, HORN logic or the fixedpoint format) or folders of them.")
  List<Path> seeds = new ArrayList<>();

  @Option(
      names = "--seed",
      paramLabel = "N",
      description =
          "Random seed; the same seed gives the same mutants (default: ${DEFAULT-VALUE}).")
  long seed = 0;

  @Option(
      names = "--mutations",
      paramLabel = "GROUPS",
      split = ",",
      description =
          "Mutation groups: own, rewrites, params, weaken (default: own, rewrites, params;"
              + " rewrites need a z3 to simplify, params a z3 under test; weaken makes sat"
              + " systems weaker and unsat ones stronger, and an unknown or timeout right after"
              + " it on a system the solver decided is an incompleteness).")
  List<String> mutations = new ArrayList<>(List.of("own", "rewrites", "params"));

  @Option(
      names = "--heuristic",
      paramLabel = "NAME",
      description =
          "Order of seed-group visits: default, difficulty, simplicity, rare-transitions"
              + " (default: ${DEFAULT-VALUE}).")
  String heuristic = "default";

  @Option(
      names = "--visit-runs",
      paramLabel = "N",
      description =
          "Mutant runs per visit to a seed group, the paper's group budget (default:"
              + " ${DEFAULT-VALUE}).")
  int visitRuns = 100;

  @Option(
      names = "--rounds",
      paramLabel = "N",
      description =
          "Visits to every seed group after the seed phase (default: 1 without --time, until the"
              + " time is up with it); each round reads what the earlier ones learned.")
  Long rounds;

  @Option(
      names = "--equiprobable",
      description =
          "Choose mutations with equal probability (the paper's naive mode), not by weight.")
  boolean equiprobable;

  @Option(
      names = "--old",
      paramLabel = "SPEC",
      description =
          "The release expected to decide, of a regression pair (with --new), e.g. z3 or"
              + " bundled@4.8.17: it drives the search, and a system it decides that --new answers"
              + " unknown on is a type-1 incompleteness. Both are also judged like --solver.")
  String oldSolver;

  @Option(
      names = "--new",
      paramLabel = "SPEC",
      description = "The release under test of the regression pair (with --old).")
  String newSolver;

  @Option(
      names = "--simplifier",
      paramLabel = "SPEC",
      description = "The z3 that applies simplifier rewrites (default: ${DEFAULT-VALUE}).")
  String simplifier = "bundled";

  @Override
  List<Path> inputs() {
    return seeds;
  }

  @Override
  Map<String, String> recordedDefaults() {
    Map<String, String> always = new LinkedHashMap<>();
    always.put("--seed", String.valueOf(seed));
    always.put("--timeout", String.valueOf(timeoutSeconds()));
    always.put("--mutations", String.join(",", mutations));
    always.put("--heuristic", heuristic);
    always.put("--visit-runs", String.valueOf(visitRuns));
    return always;
  }

  @Override
  TimeBudget timeBudget() {
    return time;
  }

  @Override
  double timeoutSeconds() {
    return solverOptions.timeoutSeconds(DEFAULT_TIMEOUT);
  }

  @Override
  String continueHint(Path dir) {
    return "to continue: assay horn --resume " + dir + " (with --time D for more visits)";
  }

  @Override
  Plan plan(Engine.Config.Builder engine) throws IOException, InterruptedException {
    if (seeds.isEmpty()) {
      throw new InputError("no seeds given: assay horn SEEDS... (CHC files or folders of them)");
    }
    if (visitRuns < 1) {
      throw new InputError("--visit-runs must be at least 1: " + visitRuns);
    }
    if (rounds != null && rounds < 1) {
      throw new InputError("--rounds must be at least 1: " + rounds);
    }
    Set<MutationGroup> groups = groups();
    HornProducer.Search search =
        new HornProducer.Search(
            groups,
            heuristic(),
            !equiprobable,
            seed,
            rounds != null ? rounds : time.time != null ? Long.MAX_VALUE : 1,
            visitRuns);
    List<HornSeed> loaded = new ArrayList<>();
    List<String> texts = new ArrayList<>();
    for (CaseFiles.CaseFile f : CaseFiles.collect(seeds)) {
      String text = Files.readString(f.path(), StandardCharsets.UTF_8);
      try {
        loaded.add(HornSeed.of(f.name(), Parser.parseScript(text, f.path().toString())));
        texts.add(text);
      } catch (RuntimeException e) {
        err().println("assay: skipping " + f.name() + ": " + e.getMessage());
      }
    }
    err().flush();
    if (loaded.isEmpty()) {
      throw new InputError("no usable CHC seed among " + seeds);
    }
    // the release expected to decide drives the search and its parameters are the ones mutated
    SolverOptions.Lineup lineup = solverOptions.lineup(oldSolver, newSolver, List.of("bundled"));
    HornProducer.Solving solving =
        new HornProducer.Solving(
            lineup.solvers(),
            Z3Parameters.of(lineup.solvers().get(0)),
            groups.contains(MutationGroup.REWRITES)
                ? VersionDetector.withDetectedVersion(SolverSpecs.parse(simplifier))
                : null,
            solverOptions.modelCheckers(),
            solverOptions.limits(DEFAULT_TIMEOUT),
            campaignOptions.reduceTests());
    HornProducer producer =
        new HornProducer(new HornProducer.Config(loaded, texts, search, solving, lineup.pair()));
    Engine.Config config =
        solverOptions
            .configure(engine, lineup.solvers(), DEFAULT_TIMEOUT)
            // the measured defaults come from SMT queries; CHC queries were not measured in a
            // shared process (and z3's push-pop changes how it solves them), so they run fresh
            .mode(
                solverOptions.mode() == Solvers.Mode.MEASURED
                    ? Solvers.Mode.FRESH
                    : solverOptions.mode())
            .maxFoldersPerSignature(FOLDERS_PER_SIGNATURE)
            .build();
    return new Plan(
        producer,
        config,
        (r, out) -> {
          Files.writeString(
              dir().resolve("statistics.json"),
              producer.statisticsJson().toPrettyString() + "\n",
              StandardCharsets.UTF_8);
          out.print(producer.statisticsText(r.earlierRuns() == 0 ? r.wall().toNanos() / 1e9 : 0));
          out.printf(
              "runs recorded: %d (a visit cut short by --time or Ctrl-C is in the results, not in"
                  + " the statistics above)%n",
              r.runs());
          out.println("statistics: " + dir().resolve("statistics.json"));
        });
  }

  private Set<MutationGroup> groups() {
    Set<MutationGroup> g = EnumSet.noneOf(MutationGroup.class);
    for (String m : mutations) {
      MutationGroup x = MutationGroup.of(m.strip().toLowerCase(Locale.ROOT));
      if (x == null) {
        throw new InputError(
            "--mutations: unknown group '" + m + "' (own, rewrites, params, weaken)");
      }
      g.add(x);
    }
    return g;
  }

  private HornSearch.Heuristic heuristic() {
    String n = heuristic.strip().toUpperCase(Locale.ROOT).replace('-', '_');
    for (HornSearch.Heuristic h : HornSearch.Heuristic.values()) {
      if (h.name().equals(n)) {
        return h;
      }
    }
    throw new InputError(
        "--heuristic: unknown '"
            + heuristic
            + "' (default, difficulty, simplicity, rare-transitions)");
  }
}
