package dev.assay.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.assay.campaign.Engine;
import dev.assay.core.InputError;
import dev.assay.horn.HornProducer;
import dev.assay.horn.HornSearch;
import dev.assay.horn.HornSeed;
import dev.assay.horn.HornStatistics;
import dev.assay.horn.MutationGroup;
import dev.assay.smtlib.CaseFiles;
import dev.assay.smtlib.Parser;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.SolverSpecs;
import dev.assay.solver.Solvers;
import dev.assay.solver.VersionDetector;
import dev.assay.solver.Z3Parameters;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

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
public final class HornCommand implements Callable<Integer> {
  static final double DEFAULT_TIMEOUT = 10;

  /** Reproduction folders kept per failure signature. */
  static final int FOLDERS_PER_SIGNATURE = 5;

  @Spec CommandSpec spec;

  @Mixin SolverOptions solverOptions = new SolverOptions();

  @Mixin CampaignOptions campaignOptions = new CampaignOptions();

  @Parameters(
      paramLabel = "SEEDS",
      arity = "0..*",
      description = "CHC systems (.smt2, HORN logic or the fixedpoint format) or folders of them.")
  List<Path> seeds = new ArrayList<>();

  @Option(
      names = "--time",
      paramLabel = "DURATION",
      converter = FuzzCommand.DurationConverter.class,
      description =
          "Run for this long (40s, 10m, 2h), visiting the seed groups again and again; without"
              + " it, the seed phase and one visit per seed.")
  Duration time;

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
          "The older release of a regression pair (with --new), e.g. z3 or bundled@4.8.17: it"
              + " drives the search, and a system it decides that --new answers unknown on is a"
              + " type-1 incompleteness. Both are also judged like --solver.")
  String oldSolver;

  @Option(
      names = "--new",
      paramLabel = "SPEC",
      description = "The newer release of the regression pair (with --old).")
  String newSolver;

  @Option(
      names = "--simplifier",
      paramLabel = "SPEC",
      description = "The z3 that applies simplifier rewrites (default: ${DEFAULT-VALUE}).")
  String simplifier = "bundled";

  private static final Set<String> NOT_RECORDED =
      Set.of("--out", "--jobs", "--resume", "--store", "--no-progress", "--help", "--version");

  private static final List<String> RESUMABLE = List.of("--jobs", "--time", "--no-progress");

  private boolean resuming;
  private boolean newBudget;
  private List<String> recordedAgain;

  @Override
  public Integer call() throws IOException, InterruptedException {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    if (campaignOptions.resume != null) {
      return resumeRun();
    }
    if (seeds.isEmpty()) {
      throw new InputError("no seeds given: assay horn SEEDS... (CHC files or folders of them)");
    }
    Set<MutationGroup> groups = groups();
    if (visitRuns < 1) {
      throw new InputError("--visit-runs must be at least 1: " + visitRuns);
    }
    if (rounds != null && rounds < 1) {
      throw new InputError("--rounds must be at least 1: " + rounds);
    }
    HornSearch.Heuristic h = heuristic();
    Path dir =
        campaignOptions.out != null
            ? campaignOptions.out
            : Path.of(
                "assay-horn-"
                    + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
    double timeout = solverOptions.timeoutSeconds(DEFAULT_TIMEOUT);
    List<HornSeed> loaded = new ArrayList<>();
    List<String> texts = new ArrayList<>();
    for (CaseFiles.CaseFile f : CaseFiles.collect(seeds)) {
      String text = Files.readString(f.path(), StandardCharsets.UTF_8);
      try {
        loaded.add(HornSeed.of(f.name(), Parser.parseScript(text, f.path().toString())));
        texts.add(text);
      } catch (RuntimeException e) {
        err.println("assay: skipping " + f.name() + ": " + e.getMessage());
      }
    }
    err.flush();
    if (loaded.isEmpty()) {
      throw new InputError("no usable CHC seed among " + seeds);
    }
    List<SolverSpec> given =
        new ArrayList<>(solverOptions.parsedWithPair(oldSolver, newSolver, List.of("bundled")));
    if (oldSolver != null) {
      // the older release drives the search and its parameters are the ones mutated
      given.add(0, given.remove(given.size() - 2));
    }
    List<SolverSpec> ready = solverOptions.ready(given, null);
    String oldName = oldSolver == null ? null : ready.get(0).name();
    String newName = oldSolver == null ? null : ready.get(ready.size() - 1).name();
    SolverSpec simplifierSpec =
        groups.contains(MutationGroup.REWRITES)
            ? VersionDetector.withDetectedVersion(SolverSpecs.parse(simplifier))
            : null;
    HornProducer producer =
        new HornProducer(
            new HornProducer.Config(
                loaded,
                texts,
                groups,
                h,
                !equiprobable,
                seed,
                rounds != null ? rounds : time != null ? Long.MAX_VALUE : 1,
                ready,
                Z3Parameters.of(ready.get(0)),
                simplifierSpec,
                solverOptions.modelCheckers(),
                solverOptions.limits(DEFAULT_TIMEOUT),
                campaignOptions.reduceTests(),
                visitRuns,
                oldName,
                newName));
    List<String> recorded = resuming ? recordedAgain : recordedArguments(timeout);
    Engine.Config engine =
        new Engine.Config(
            "horn",
            recorded,
            CampaignRun.commandLine("horn", recorded),
            ready,
            campaignOptions.workers(),
            solverOptions.limits(DEFAULT_TIMEOUT),
            // the measured defaults come from SMT queries; CHC queries were not measured in a
            // shared process (and z3's push-pop changes how it solves them), so they run fresh
            solverOptions.mode() == Solvers.Mode.MEASURED
                ? Solvers.Mode.FRESH
                : solverOptions.mode(),
            dir,
            campaignOptions.store,
            CampaignRun.existing(resuming, true, false),
            time,
            resuming && !newBudget,
            campaignOptions.progress(),
            FOLDERS_PER_SIGNATURE,
            // soundness findings are confirmed and reduced by the producer (HornReduction); the
            // engine reduces the pairs of regression findings
            campaignOptions.reduceTests(),
            true,
            solverOptions.modelCheckers());
    return CampaignRun.run(
        engine,
        producer,
        campaignOptions,
        out,
        err,
        timeout,
        r -> {
          HornStatistics stats = producer.statistics();
          double seconds = r.wall().toNanos() / 1e9;
          ObjectNode json = (ObjectNode) stats.toJson();
          json.put("rounds_completed", producer.roundsCompleted());
          ObjectNode weights = json.putObject("weights");
          json.path("mutations")
              .fieldNames()
              .forEachRemaining(
                  id -> weights.put(id, producer.learned().weight(id, HornSearch.INITIAL_WEIGHT)));
          Files.writeString(
              dir.resolve("statistics.json"), json.toPrettyString() + "\n", StandardCharsets.UTF_8);
          out.print(
              stats.toText(
                  r.earlierRuns() == 0 ? seconds : 0,
                  producer.learned(),
                  producer.roundsCompleted()));
          out.printf(
              "runs recorded: %d (a visit cut short by --time or Ctrl-C is in the results, not in"
                  + " the statistics above)%n",
              r.runs());
          out.println("statistics: " + dir.resolve("statistics.json"));
          CampaignRun.printEnd(r, "horn", dir, out);
          out.println(
              "to continue: assay horn --resume " + dir + " (with --time D for more visits)");
          out.flush();
          return r.findingRuns() > 0 ? ExitCodes.FINDINGS : ExitCodes.OK;
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

  private int resumeRun() throws IOException, InterruptedException {
    Path dir = campaignOptions.resume;
    HornCommand again = RecordedOptions.reparse(spec, dir, "horn", RESUMABLE, new HornCommand());
    again.campaignOptions.resumeWith(campaignOptions);
    again.resuming = true;
    again.recordedAgain =
        again.recordedArguments(again.solverOptions.timeoutSeconds(DEFAULT_TIMEOUT));
    if (time != null) {
      again.time = time;
      again.newBudget = true;
    }
    return again.call();
  }

  private List<String> recordedArguments(double timeout) {
    Map<String, String> always = new LinkedHashMap<>();
    always.put("--seed", String.valueOf(seed));
    always.put("--timeout", String.valueOf(timeout));
    always.put("--mutations", String.join(",", mutations));
    always.put("--heuristic", heuristic);
    always.put("--visit-runs", String.valueOf(visitRuns));
    return RecordedOptions.withInputs(spec, NOT_RECORDED, always, seeds);
  }
}
