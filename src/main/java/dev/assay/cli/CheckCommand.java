package dev.assay.cli;

import dev.assay.campaign.CheckJob;
import dev.assay.campaign.ExistingRun;
import dev.assay.core.InputError;
import dev.assay.oracle.EvaluatorModelCheck;
import dev.assay.oracle.Oracle;
import dev.assay.solver.Executables;
import dev.assay.solver.RunLimits;
import dev.assay.solver.SolverPool;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.SolverSpecs;
import dev.assay.solver.Solvers;
import dev.assay.solver.VersionDetector;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code assay check PATH... [--solver SPEC]... [-j N] [--timeout S] [--out DIR]}: judges solvers
 * on SMT-LIB files whose status is known; {@code assay check --resume DIR} finishes an interrupted
 * run.
 */
@Command(
    name = "check",
    mixinStandardHelpOptions = true,
    description = {
      "Run every .smt2 file under PATH on every solver and judge each answer against the file's",
      "(set-info :status ...), one verdict per check-sat. Sat models are asked for and checked",
      "with Assay's own evaluator. Prints a table per solver; writes DIR/results.jsonl and one",
      "reproduction folder per failing case under DIR/failures, and DIR/run.json, with which",
      "--resume DIR continues an interrupted run.",
      "Exit 0: no finding; 1: a wrong status, invalid model, incorrect core or crash; 2: bad usage."
    })
public final class CheckCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  // Optional to picocli: --resume reads the paths from run.json; call() requires them otherwise.
  @Parameters(arity = "0..*", paramLabel = "PATH", description = "Files or directories.")
  List<Path> paths = new ArrayList<>();

  @Option(
      names = "--solver",
      paramLabel = "SPEC",
      description = {
        "Solver to check (repeatable; default: the bundled Z3). A preset (z3, cvc5, cvc4,",
        "yices-smt2, bitwuzla, boolector, mathsat, princess, eldarica) on PATH, optionally with",
        "options ('z3 smt.arith.solver=2'), 'bundled', 'cmd:/path/solver --flag', or LABEL=SPEC."
      })
  List<String> solvers = new ArrayList<>();

  @Option(
      names = {"-j", "--jobs"},
      paramLabel = "N",
      description = "Parallel workers (default: the number of cores).")
  Integer jobs;

  @Option(
      names = "--timeout",
      paramLabel = "S",
      description = "Seconds per query before the solver's process tree is killed (default: 10).")
  double timeoutSeconds = 10;

  @Option(
      names = "--memory",
      paramLabel = "MB",
      description = "Address-space limit per solver process in MiB (prlimit; default: none).")
  long memoryMb;

  @Option(
      names = "--out",
      paramLabel = "DIR",
      description = {
        "Run folder for run.json, results.jsonl and failures/; a folder that already holds a run",
        "is refused (default: assay-out, which each run without --out replaces)."
      })
  Path out = Path.of("assay-out");

  @Option(
      names = "--mode",
      paramLabel = "MODE",
      description = {
        "fresh (default: a new solver state per query, exactly as 'solver file.smt2'),",
        "session (one process, (reset) between queries) or push-pop."
      })
  String mode = "fresh";

  @Option(names = "--seed", paramLabel = "N", description = "Random seed passed to each solver.")
  Long seed;

  @Option(names = "--no-models", description = "Do not ask for and check models.")
  boolean noModels;

  @Option(
      names = "--resume",
      paramLabel = "DIR",
      description = {
        "Continue the interrupted run in DIR with the files and options recorded in",
        "DIR/run.json: run only what it has not finished, then print the summary of the whole",
        "run. Refused if the files changed. Only -j may be given with it."
      })
  Path resume;

  /** Options that do not change what a run runs, so {@code run.json} leaves them out. */
  private static final Set<String> NOT_RECORDED =
      Set.of("--out", "--jobs", "--resume", "--help", "--version");

  /** Options that may be given again with {@code --resume}. */
  private static final List<String> RESUMABLE = List.of("--jobs");

  /** Set on the command that {@code --resume} makes from the recorded options. */
  private boolean resuming;

  @Override
  public Integer call() throws IOException, InterruptedException {
    if (resume != null) {
      return resumeRun();
    }
    if (paths.isEmpty()) {
      // picocli's own words and handling, as when PATH was required by the annotation
      throw new ParameterException(spec.commandLine(), "Missing required parameter: 'PATH'");
    }
    PrintWriter stdout = spec.commandLine().getOut();
    PrintWriter stderr = spec.commandLine().getErr();
    if (timeoutSeconds <= 0) {
      throw new InputError("--timeout must be positive: " + timeoutSeconds);
    }
    int workers = jobs == null ? SolverPool.defaultWorkers() : jobs;
    if (workers < 1) {
      throw new InputError("-j must be at least 1: " + workers);
    }
    if (memoryMb < 0) {
      throw new InputError("--memory must not be negative: " + memoryMb);
    }
    Solvers.Mode m = mode(mode);
    List<SolverSpec> specs = specs(m);
    RunLimits limits =
        RunLimits.DEFAULT
            .withTimeout(Duration.ofMillis(Math.round(timeoutSeconds * 1000)))
            .withMemoryBytes(memoryMb << 20);
    CheckJob.Config config =
        new CheckJob.Config(
            paths, specs, workers, limits, m, out, !noModels, recordedArguments(), existingRun());
    // Ctrl-C: the runs in flight finish and are judged, then the summary is printed.
    try (GracefulStop stop = new GracefulStop("check", GracefulStop.graceFor(timeoutSeconds))) {
      CheckJob.Summary s =
          new CheckJob(new Oracle(new EvaluatorModelCheck()))
              .run(config, stderr, true, stop::requested);
      return report(s, specs.size(), stdout);
    }
  }

  /**
   * What to do with a run already in the folder: continue it when resuming; refuse a folder the
   * user named, so that no run is overwritten; replace one in the default folder, which every run
   * without {@code --out} shares, so that running the same command again keeps working as it always
   * has.
   */
  ExistingRun existingRun() {
    if (resuming) {
      return ExistingRun.RESUME;
    }
    return spec.commandLine().getParseResult().hasMatchedOption("--out")
        ? ExistingRun.REFUSE
        : ExistingRun.REPLACE;
  }

  /**
   * {@code --resume DIR}: the options and paths recorded in {@code DIR/run.json} are parsed again
   * into a new command, which runs with {@code DIR} as its folder; {@link CheckJob} checks that the
   * files and solvers are the run's and runs what is left.
   */
  private int resumeRun() throws IOException, InterruptedException {
    CheckCommand again =
        RecordedOptions.reparse(spec, resume, "check", RESUMABLE, new CheckCommand());
    again.out = resume;
    again.resuming = true;
    if (spec.commandLine().getParseResult().hasMatchedOption("--jobs")) {
      again.jobs = jobs;
    }
    return again.call();
  }

  /**
   * The options that decide what this run runs, as given, then the paths, for {@code run.json}. The
   * timeout is recorded always, so that a resumed run keeps it even if the default changes; the
   * paths as absolute paths, so that a run can be resumed from another working directory (the case
   * names do not depend on how a path was written).
   */
  private List<String> recordedArguments() {
    return RecordedOptions.withInputs(
        spec, NOT_RECORDED, Map.of("--timeout", String.valueOf(timeoutSeconds)), paths);
  }

  private int report(CheckJob.Summary s, int solverCount, PrintWriter stdout) {
    s.table().print(stdout);
    stdout.println();
    stdout.printf(
        "%d file(s) x %d solver(s)%s; results: %s%n",
        s.cases(),
        solverCount,
        s.skippedFiles() > 0 ? " (" + s.skippedFiles() + " file(s) skipped)" : "",
        s.results());
    if (s.earlierRuns() > 0) {
      stdout.printf("resumed: %d solver runs were finished before%n", s.earlierRuns());
    }
    if (s.failures() > 0) {
      stdout.printf(
          "%d non-ok result(s), reproductions under %s%n", s.failures(), out.resolve("failures"));
    }
    if (s.interrupted()) {
      stdout.printf(
          "interrupted after %d of %d solver runs; assay check --resume %s runs the rest%n",
          s.runs(), s.plannedRuns(), out);
    }
    stdout.printf(
        "findings (wrong status, invalid model, incorrect core, crash): %d%n", s.findings());
    stdout.flush();
    return s.findings() > 0 ? ExitCodes.FINDINGS : ExitCodes.OK;
  }

  private static Solvers.Mode mode(String name) {
    switch (name) {
      case "fresh":
        return Solvers.Mode.FRESH;
      case "session":
        return Solvers.Mode.SESSION_RESET;
      case "push-pop":
        return Solvers.Mode.SESSION_PUSH_POP;
      default:
        throw new InputError("--mode must be fresh, session or push-pop: " + name);
    }
  }

  /** The solvers, checked to be runnable, named uniquely, with seeds and versions filled in. */
  private List<SolverSpec> specs(Solvers.Mode m) throws InterruptedException {
    List<String> texts = solvers.isEmpty() ? List.of("bundled") : solvers;
    Map<String, SolverSpec> byName = new LinkedHashMap<>();
    for (String t : texts) {
      SolverSpec s = SolverSpecs.parse(t);
      String problem = Executables.problem(s);
      if (problem != null) {
        throw new InputError("solver '" + t + "' cannot run: " + problem);
      }
      if (m != Solvers.Mode.FRESH && !s.supportsSession()) {
        throw new InputError("solver '" + t + "' has no session mode; use --mode fresh");
      }
      if (seed != null) {
        if (!s.supportsSeed()) {
          throw new InputError("no known seed option for solver '" + t + "'");
        }
        s = s.withSeed(seed);
      }
      String name = s.name();
      for (int i = 2; byName.containsKey(name); i++) {
        name = s.name() + "#" + i;
      }
      byName.put(name, VersionDetector.withDetectedVersion(s.withName(name)));
    }
    return new ArrayList<>(byName.values());
  }
}
