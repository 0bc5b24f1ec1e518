package dev.assay.campaign;

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
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.BooleanSupplier;

/**
 * Judges solvers on files with known status: every file on every solver, in parallel, each outcome
 * judged by the {@link Oracle}, results to JSON Lines, failures to reproduction folders, counts to
 * a {@link SummaryTable}. The logic of {@code assay check}.
 */
public final class CheckJob {
  /** What to run and where to write. */
  public record Config(
      List<Path> inputs,
      List<SolverSpec> solvers,
      int workers,
      RunLimits limits,
      Solvers.Mode mode,
      Path outDir,
      boolean askForModels) {
    public Config {
      inputs = List.copyOf(inputs);
      solvers = List.copyOf(solvers);
    }
  }

  /**
   * What a run found.
   *
   * @param runs solver runs finished
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
    SummaryTable table = new SummaryTable();
    config.solvers().forEach(s -> table.addSolver(s.name()));
    List<SolverPool.Task> tasks = new ArrayList<>();
    List<Case> taskCases = new ArrayList<>();
    for (Case c : cases) {
      for (SolverSpec s : config.solvers()) {
        tasks.add(new SolverPool.Task(s, c.query()));
        taskCases.add(c);
      }
    }
    Path results = config.outDir().resolve("results.jsonl");
    String mode = config.mode().name().toLowerCase(Locale.ROOT).replace('_', '-');
    Progress progress =
        progressBar ? Progress.forTerminal(err, tasks.size()) : Progress.silent(tasks.size());
    long[] counts = new long[2]; // failures, runs done
    try (ResultsLog log = new ResultsLog(results);
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
              repro = reproduction(config.outDir(), r);
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
        counts[1],
        tasks.size());
  }

  private CaseResult judge(Case c, SolverSpec spec, String mode, Outcome outcome) {
    Judgement j = oracle.judge(c.script(), c.expectation(), outcome);
    return new CaseResult(
        c.name(), c.original(), c.query(), spec, mode, c.expectation(), outcome, j);
  }

  private static Path reproduction(Path outDir, CaseResult r) {
    String folder =
        r.caseName().endsWith(".smt2")
            ? r.caseName().substring(0, r.caseName().length() - 5)
            : r.caseName();
    Path dir = outDir.resolve("failures").resolve(safe(r.spec().name()));
    for (String part : folder.split("/")) {
      dir = dir.resolve(safe(part));
    }
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
