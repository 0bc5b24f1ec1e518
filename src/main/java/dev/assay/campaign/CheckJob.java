package dev.assay.campaign;

import com.fasterxml.jackson.databind.JsonNode;
import dev.assay.core.InputError;
import dev.assay.oracle.Expectation;
import dev.assay.oracle.ExpectedCoreComment;
import dev.assay.oracle.Judgement;
import dev.assay.oracle.Oracle;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Script;
import dev.assay.smtlib.SourceText;
import dev.assay.solver.Outcome;
import dev.assay.solver.Query;
import dev.assay.solver.RunLimits;
import dev.assay.solver.SolverPool;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.Solvers;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.BooleanSupplier;
import java.util.stream.Stream;

/**
 * Judges solvers on files with known status: every file on every solver, in parallel, each outcome
 * judged by the {@link Oracle}, results to JSON Lines, failures to reproduction folders, counts to
 * a {@link SummaryTable}. The logic of {@code assay check}. The run folder gets a {@code run.json}
 * ({@link RunManifest}) before the first solver run, so an interrupted or killed run can be
 * resumed: the runs its {@code results.jsonl} holds are counted from their lines, and only the rest
 * run.
 */
public final class CheckJob {
  /**
   * What to run and where to write.
   *
   * @param arguments the options and inputs that decide what runs, recorded in {@code run.json} so
   *     that {@code --resume} can make them again
   * @param existingRun what to do with a run already in {@code outDir}
   */
  public record Config(
      List<Path> inputs,
      List<SolverSpec> solvers,
      int workers,
      RunLimits limits,
      Solvers.Mode mode,
      Path outDir,
      boolean askForModels,
      List<String> arguments,
      ExistingRun existingRun) {
    public Config {
      inputs = List.copyOf(inputs);
      solvers = List.copyOf(solvers);
      arguments = List.copyOf(arguments);
    }
  }

  /**
   * What a run found, counting the runs of earlier sessions when it was resumed.
   *
   * @param failures runs whose verdict is not ok
   * @param runs solver runs finished, including those of earlier sessions
   * @param earlierRuns solver runs finished before the run was resumed (0 for a new run)
   * @param plannedRuns solver runs asked for: more than {@code runs} after a stop
   */
  public record Summary(
      SummaryTable table,
      int cases,
      int skippedFiles,
      long findings,
      long failures,
      Path results,
      long runs,
      long earlierRuns,
      long plannedRuns) {
    /** Whether the run was stopped before every solver run finished. */
    public boolean interrupted() {
      return runs < plannedRuns;
    }
  }

  private record Case(
      String name, String original, Script script, Query query, Expectation expectation) {}

  private final Oracle oracle;

  public CheckJob(Oracle oracle) {
    this.oracle = oracle;
  }

  /**
   * Runs the job. Files that cannot be read or parsed are reported on {@code err} (one line each)
   * and skipped; the rest still run.
   */
  public Summary run(Config config, PrintWriter err, boolean progressBar)
      throws IOException, InterruptedException {
    return run(config, err, progressBar, () -> false);
  }

  /**
   * Runs the job until {@code stop} says so (Ctrl-C): the solver runs in flight finish and are
   * judged and written; the rest are not started.
   */
  public Summary run(Config config, PrintWriter err, boolean progressBar, BooleanSupplier stop)
      throws IOException, InterruptedException {
    Path dir = config.outDir();
    // Refused before the files are read, so the refusal is the only line printed.
    if (config.existingRun() == ExistingRun.REFUSE) {
      RunManifest.refuseIfHeld(dir, "run");
    }
    List<Case> cases = new ArrayList<>();
    int skipped = 0;
    for (CaseFiles.CaseFile f : CaseFiles.collect(config.inputs())) {
      try {
        cases.add(load(f, config.askForModels()));
      } catch (InputError e) {
        err.println("assay: skipping " + e.getMessage());
        skipped++;
      }
    }
    err.flush();
    if (cases.isEmpty()) {
      // Before the folder is opened: a run.json here would make fixing the files and running the
      // same command again a refused "new run into a folder that holds a run".
      throw new InputError("none of the files could be read");
    }
    FinishedRuns earlier = openRunFolder(config, cases);
    SummaryTable table = new SummaryTable();
    config.solvers().forEach(s -> table.addSolver(s.name()));
    long[] counts = new long[2]; // failures, runs done in this session
    long earlierRuns = 0;
    // What earlier sessions finished is counted from its lines; the rest is run now.
    List<SolverPool.Task> tasks = new ArrayList<>();
    List<Case> taskCases = new ArrayList<>();
    for (Case c : cases) {
      for (SolverSpec s : config.solvers()) {
        String verdict = recordedVerdict(earlier.get(c.name(), s.name()));
        if (verdict == null) {
          if (config.existingRun() == ExistingRun.RESUME) {
            removeReproduction(dir, c.name(), s.name());
          }
          tasks.add(new SolverPool.Task(s, c.query()));
          taskCases.add(c);
          continue;
        }
        table.add(s.name(), verdict);
        if (!verdict.equals("ok")) {
          counts[0]++;
        }
        earlierRuns++;
      }
    }
    Path results = dir.resolve("results.jsonl");
    String mode = config.mode().name().toLowerCase(Locale.ROOT).replace('_', '-');
    Progress progress =
        progressBar ? Progress.forTerminal(err, tasks.size()) : Progress.silent(tasks.size());
    try (ResultsLog log = new ResultsLog(results, config.existingRun() == ExistingRun.RESUME);
        SolverPool pool = new SolverPool(config.workers(), config.mode(), config.limits())) {
      pool.runAll(
          tasks,
          (i, outcome) -> {
            Case c = taskCases.get(i);
            SolverSpec spec = tasks.get(i).spec();
            CaseResult r = judge(c, spec, mode, outcome);
            Path repro = null;
            if (!r.judgement().overall().kind().equals("ok")) {
              counts[0]++;
              repro = reproduction(dir, r);
            }
            log.add(i, r, repro);
            table.add(spec.name(), r.judgement().overall());
            counts[1]++;
            progress.advance(r.judgement().isFinding());
          },
          stop);
    } finally {
      progress.finish();
    }
    return new Summary(
        table,
        cases.size(),
        skipped,
        table.findings(),
        counts[0],
        results,
        earlierRuns + counts[1],
        earlierRuns,
        (long) cases.size() * config.solvers().size());
  }

  /**
   * Writes {@code run.json}, after checking, for a resumed run, that the folder's run ran the same
   * files on the same solvers; returns the runs the folder already has (none unless resumed).
   */
  private static FinishedRuns openRunFolder(Config config, List<Case> cases) throws IOException {
    Path dir = config.outDir();
    RunManifest now =
        RunManifest.of(
            "check",
            config.arguments(),
            cases.stream().map(Case::name).toList(),
            cases.stream().map(Case::original).toList(),
            config.solvers());
    if (config.existingRun() == ExistingRun.RESUME) {
      RunManifest then = RunManifest.read(dir);
      // Said here rather than by requireSameRunAs, whose words are about a generated suite: for
      // check a different digest means the files were edited, added or removed.
      if (then.command().equals(now.command())
          && (then.cases() != now.cases() || !then.casesDigest().equals(now.casesDigest()))) {
        String how =
            then.cases() != now.cases()
                ? now.cases() + " readable files now, " + then.cases() + " then"
                : "a file's name or text differs";
        throw new InputError(
            dir
                + ": the .smt2 files have changed since the run began ("
                + how
                + "), so the run cannot be resumed on them");
      }
    }
    now.begin(dir, config.existingRun(), "run");
    return config.existingRun() == ExistingRun.RESUME
        ? FinishedRuns.recover(dir.resolve("results.jsonl"))
        : FinishedRuns.none();
  }

  /** The verdict a finished run recorded, or null for a run still to do. */
  private static String recordedVerdict(JsonNode line) {
    if (line == null) {
      return null;
    }
    String verdict = line.path("verdict").asText("");
    // A verdict this build has no column for (a line from another version): run it again.
    return SummaryTable.COLUMNS.contains(verdict) ? verdict : null;
  }

  private CaseResult judge(Case c, SolverSpec spec, String mode, Outcome outcome) {
    Judgement j = oracle.judge(c.script(), c.expectation(), outcome);
    return new CaseResult(
        c.name(), c.original(), c.query(), spec, mode, c.expectation(), outcome, j);
  }

  /** The reproduction folder of case {@code caseName} on the solver named {@code solver}. */
  private static Path reproductionDir(Path outDir, String caseName, String solver) {
    String folder =
        caseName.endsWith(".smt2") ? caseName.substring(0, caseName.length() - 5) : caseName;
    Path dir = outDir.resolve("failures").resolve(safe(solver));
    for (String part : folder.split("/")) {
      dir = dir.resolve(safe(part));
    }
    return dir;
  }

  /**
   * Removes the reproduction folder of a run that is done again on resume: a kill can come between
   * writing the folder and logging the run, and the folder must not outlive a run that now passes.
   */
  private static void removeReproduction(Path outDir, String caseName, String solver)
      throws IOException {
    Path dir = reproductionDir(outDir, caseName, solver);
    if (!Files.isDirectory(dir)) {
      return;
    }
    try (Stream<Path> s = Files.walk(dir)) {
      for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    }
  }

  private static Path reproduction(Path outDir, CaseResult r) {
    Path dir = reproductionDir(outDir, r.caseName(), r.spec().name());
    try {
      return Reproduction.write(dir, r);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A path element without separators or dot-dot, so case names cannot escape the folder. */
  private static String safe(String s) {
    String t = s.replaceAll("[^A-Za-z0-9._+-]", "_");
    return t.isEmpty() || t.equals(".") || t.equals("..") ? "_" + t : t;
  }

  private static Case load(CaseFiles.CaseFile f, boolean askForModels) throws IOException {
    String text = SourceText.read(f.path());
    Script script = Parser.parseScript(text, f.path().toString());
    String sent = askForModels ? ModelRequests.add(text) : text;
    Expectation expected = Expectation.fromScript(script);
    if (expected.statuses().size() == 1) {
      // A generated test's unique minimal core: every member is in every unsat core.
      expected = expected.withNecessaryCore(ExpectedCoreComment.read(text));
    }
    return new Case(f.name(), text, script, Query.of(f.name(), sent), expected);
  }
}
