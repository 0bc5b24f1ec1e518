package dev.assay.strings;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.assay.campaign.CaseResult;
import dev.assay.campaign.ExistingRun;
import dev.assay.campaign.FinishedRuns;
import dev.assay.campaign.Progress;
import dev.assay.campaign.ResultsLog;
import dev.assay.campaign.RunManifest;
import dev.assay.smtlib.Printer;
import dev.assay.solver.CommandLines;
import dev.assay.solver.Execution;
import dev.assay.solver.Outcome;
import dev.assay.solver.Query;
import dev.assay.solver.RunLimits;
import dev.assay.solver.SolverPool;
import dev.assay.solver.Solvers;
import dev.assay.solver.VersionDetector;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;

/**
 * Runs a suite on solver configurations and judges every outcome (Fig. 4 and Fig. 6, lines
 * "invokeSolver" and "assert"): every test on every configuration in parallel, in a fresh solver
 * state each time, then writes the run folder: {@code summary.md} and {@code summary.json} (Table
 * 4), {@code results.jsonl} (one line per test and configuration), and under {@code failures/}
 * every failing test as a standalone {@code .smt2} whose header says what was expected, what came
 * back and the exact command that reproduces it.
 */
public final class StringsRun {
  private StringsRun() {}

  /**
   * What to run.
   *
   * @param tests the suite
   * @param configurations the solver configurations (columns of Table 4)
   * @param workers parallel solver runs
   * @param limits timeout and output caps per run
   * @param outDir the run folder
   * @param progressBar whether to draw progress on the error stream
   * @param arguments the options that made the suite and configurations, recorded in {@code
   *     run.json} so that {@code --resume} can make them again
   * @param resume whether to continue the run already in {@code outDir}, running only what it has
   *     not finished; without it, a folder that holds a run is refused rather than overwritten
   */
  public record Config(
      List<StringTest> tests,
      List<SolverConfig> configurations,
      int workers,
      RunLimits limits,
      Path outDir,
      boolean progressBar,
      List<String> arguments,
      boolean resume) {
    public Config {
      tests = List.copyOf(tests);
      configurations = List.copyOf(configurations);
      arguments = List.copyOf(arguments);
    }

    /** A new run with no recorded arguments. */
    public Config(
        List<StringTest> tests,
        List<SolverConfig> configurations,
        int workers,
        RunLimits limits,
        Path outDir,
        boolean progressBar) {
      this(tests, configurations, workers, limits, outDir, progressBar, List.of(), false);
    }
  }

  /**
   * What a run did.
   *
   * @param table the Table 4 counts
   * @param configurations the configurations, with detected versions
   * @param wall wall-clock time of the solving phase (of this session, when resumed)
   * @param solverTime the sum of this session's solver runs' wall-clock times
   * @param workers the number of parallel workers
   * @param runs solver runs finished, including those of earlier sessions
   * @param earlierRuns solver runs finished before the run was resumed (0 for a new run)
   * @param plannedRuns solver runs the suite asked for: more than {@code runs} after a stop
   * @param failures runs whose result is not the expected one
   * @param soundness runs that failed by a soundness issue
   * @param failureGroups the failing runs grouped by configuration, category, subject and column
   */
  public record Result(
      Table4 table,
      List<SolverConfig> configurations,
      Duration wall,
      Duration solverTime,
      int workers,
      long runs,
      long earlierRuns,
      long plannedRuns,
      long failures,
      long soundness,
      FailureGroups failureGroups) {
    /** Whether the run was stopped before every solver run finished. */
    public boolean interrupted() {
      return runs < plannedRuns;
    }

    /** Solver time over the time all workers had: 1.0 means every worker was always busy. */
    public double utilisation() {
      double capacity = (double) wall.toNanos() * workers;
      return capacity == 0 ? 0 : solverTime.toNanos() / capacity;
    }
  }

  public static Result run(Config config, PrintWriter err)
      throws IOException, InterruptedException {
    return run(config, err, () -> false);
  }

  /**
   * Runs the suite until {@code stop} says so (Ctrl-C): the solver runs in flight finish, and the
   * run folder is written for the runs done, marked as interrupted.
   */
  public static Result run(Config config, PrintWriter err, BooleanSupplier stop)
      throws IOException, InterruptedException {
    List<SolverConfig> confs = new ArrayList<>();
    for (SolverConfig c : config.configurations()) {
      confs.add(
          new SolverConfig(c.name(), VersionDetector.withDetectedVersion(c.spec()), c.seed()));
    }
    List<String> names = confs.stream().map(SolverConfig::name).toList();
    Table4 table = new Table4(names, config.tests());
    FailureGroups groups = new FailureGroups(names);
    List<Query> queries = new ArrayList<>();
    for (StringTest t : config.tests()) {
      queries.add(Query.of(t.id(), Printer.print(t.query())));
    }
    Path dir = config.outDir();
    FinishedRuns earlier = openRunFolder(config, confs, queries);
    long[] totals = new long[4]; // solver nanos, failures, soundness, runs done
    long earlierRuns = 0;
    // What the earlier sessions finished goes back into the table; the rest is run now.
    List<SolverPool.Task> tasks = new ArrayList<>();
    List<Integer> taskOf = new ArrayList<>(); // index into the full test x configuration grid
    for (int i = 0; i < config.tests().size(); i++) {
      StringTest test = config.tests().get(i);
      for (int k = 0; k < confs.size(); k++) {
        SolverConfig c = confs.get(k);
        Classification done = recorded(earlier.get(test.id(), c.name()));
        if (done == null) {
          // A kill can come between writing a failure file and logging its run: the run is done
          // again, and the file must not outlive a run that now passes.
          Files.deleteIfExists(failureFile(dir, test, c));
          tasks.add(new SolverPool.Task(c.spec(), queries.get(i)));
          taskOf.add(i * confs.size() + k);
          continue;
        }
        table.add(test, c.name(), done);
        if (!done.cell().passes(test.expected())) {
          totals[1]++;
          totals[2] += done.soundness() ? 1 : 0;
          groups.add(test, c.name(), done);
        }
        earlierRuns++;
      }
    }
    StringsJudge judge = new StringsJudge();
    Progress progress =
        config.progressBar()
            ? Progress.forTerminal(err, tasks.size())
            : Progress.silent(tasks.size());
    long start = System.nanoTime();
    try (ResultsLog log = new ResultsLog(dir.resolve("results.jsonl"), config.resume());
        SolverPool pool = new SolverPool(config.workers(), Solvers.Mode.FRESH, config.limits())) {
      pool.runAll(
          tasks,
          (t, outcome) -> {
            int i = taskOf.get(t);
            StringTest test = config.tests().get(i / confs.size());
            SolverConfig conf = confs.get(i % confs.size());
            Query query = queries.get(i / confs.size());
            StringsJudge.Judged j = judge.judge(test, test.query(), outcome);
            Classification c = j.classification();
            table.add(test, conf.name(), c);
            Execution x = outcome.execution();
            if (x != null) {
              totals[0] += x.wall().toNanos();
            }
            Path failure = null;
            if (!c.cell().passes(test.expected())) {
              totals[1]++;
              if (c.soundness()) {
                totals[2]++;
              }
              failure = writeFailure(dir, test, conf, query, outcome, c);
              groups.add(test, conf.name(), c);
            }
            CaseResult r =
                new CaseResult(
                    test.id(),
                    null,
                    query,
                    conf.spec(),
                    "fresh",
                    StringsJudge.expectation(test),
                    outcome,
                    j.judgement());
            ObjectNode line = ResultsLog.toJson(r, failure);
            line.put("table4", c.cell().name());
            line.put("soundness", c.soundness());
            line.put("table4_detail", c.detail());
            log.add(t, line);
            totals[3]++;
            progress.advance(c.soundness());
          },
          stop);
    } finally {
      progress.finish();
    }
    Duration wall = Duration.ofNanos(System.nanoTime() - start);
    Result result =
        new Result(
            table,
            confs,
            wall,
            Duration.ofNanos(totals[0]),
            config.workers(),
            earlierRuns + totals[3],
            earlierRuns,
            (long) config.tests().size() * confs.size(),
            totals[1],
            totals[2],
            groups);
    Files.writeString(
        config.outDir().resolve("summary.md"),
        summaryMarkdown(result, config),
        StandardCharsets.UTF_8);
    Map<String, Object> run = new LinkedHashMap<>();
    run.put("tests", config.tests().size());
    run.put("runs", result.runs());
    run.put("planned_runs", result.plannedRuns());
    run.put("interrupted", result.interrupted());
    run.put("runs_before_resume", result.earlierRuns());
    run.put("workers", result.workers());
    run.put("timeout_s", config.limits().timeout().toMillis() / 1000.0);
    run.put("wall_s", result.wall().toMillis() / 1000.0);
    run.put("solver_time_s", result.solverTime().toMillis() / 1000.0);
    List<Map<String, Object>> grouped = new ArrayList<>();
    for (FailureGroups.Group g : groups.groups()) {
      Map<String, Object> o = new LinkedHashMap<>();
      o.put("configuration", g.configuration());
      o.put("category", g.category().key() + (g.patterns() ? "+p" : ""));
      o.put("subject", g.subject());
      o.put("result", g.cell().name());
      o.put("soundness", g.soundness());
      o.put("tests", g.count());
      o.put("example", g.example());
      grouped.add(o);
    }
    Map<String, Object> before = new LinkedHashMap<>();
    before.put("run", run);
    before.put("failure_groups", grouped);
    Files.writeString(
        config.outDir().resolve("summary.json"), table.json(before), StandardCharsets.UTF_8);
    return result;
  }

  /**
   * Writes {@code run.json} for a new run, or checks that a resumed run would run what the folder's
   * run ran; returns the runs the folder already has (none for a new run).
   */
  private static FinishedRuns openRunFolder(
      Config config, List<SolverConfig> confs, List<Query> queries) throws IOException {
    Path dir = config.outDir();
    RunManifest now =
        RunManifest.of(
            "strings",
            config.arguments(),
            queries.stream().map(Query::name).toList(),
            queries.stream().map(Query::text).toList(),
            confs.stream().map(SolverConfig::spec).toList());
    now.begin(dir, config.resume() ? ExistingRun.RESUME : ExistingRun.REFUSE, "run");
    return config.resume()
        ? FinishedRuns.recover(dir.resolve("results.jsonl"))
        : FinishedRuns.none();
  }

  /** The Table 4 classification a finished run recorded, or null for a run still to do. */
  private static Classification recorded(JsonNode line) {
    if (line == null || !line.hasNonNull("table4")) {
      return null;
    }
    try {
      return new Classification(
          Table4Cell.valueOf(line.get("table4").asText()),
          line.path("soundness").asBoolean(),
          line.path("table4_detail").asText(""));
    } catch (IllegalArgumentException e) {
      return null; // an unknown column: run it again
    }
  }

  /** The run folder's summary: configurations, timing, then Table 4. */
  static String summaryMarkdown(Result r, Config config) {
    StringBuilder sb = new StringBuilder("# assay strings: results\n\n");
    sb.append("| configuration | version | command |\n|---|---|---|\n");
    for (SolverConfig c : r.configurations()) {
      sb.append("| ")
          .append(c.name())
          .append(" | ")
          .append(c.spec().version())
          .append(" | `")
          .append(
              CommandLines.format(c.spec().fileArgv(Path.of("test.smt2"), false))
                  .replace("|", "\\|"))
          .append("` |\n");
    }
    sb.append('\n');
    if (r.interrupted()) {
      sb.append(
          String.format(
              "**Interrupted** after %d of %d solver runs: the table counts the runs that"
                  + " finished. `assay strings --resume %s` runs the rest.%n%n",
              r.runs(), r.plannedRuns(), config.outDir()));
    }
    if (r.earlierRuns() > 0) {
      sb.append(
          String.format(
              "Resumed: %d solver runs were finished before; the times below are this"
                  + " session's.%n%n",
              r.earlierRuns()));
    }
    sb.append(
        String.format(
            "%d tests, %d solver runs on %d workers, timeout %.0f s: wall %.1f s, solver time %.1f s"
                + " (workers busy %.0f%% of the time); %d failed runs in the table, %d by soundness issues.%n%n",
            config.tests().size(),
            r.runs() - r.earlierRuns(),
            r.workers(),
            config.limits().timeout().toMillis() / 1000.0,
            r.wall().toMillis() / 1000.0,
            r.solverTime().toMillis() / 1000.0,
            100 * r.utilisation(),
            r.failures(),
            r.soundness()));
    sb.append(r.table().markdown());
    String grouped = r.failureGroups().markdown();
    if (!grouped.isEmpty()) {
      sb.append("\n### Failing tests by subject\n\n")
          .append("The subject is the operation under test (sat) or the Table 2 row (unsat); the")
          .append(" example is the first failing test of the group, under `failures/`.\n")
          .append(grouped);
    }
    return sb.toString();
  }

  private static Path writeFailure(
      Path outDir,
      StringTest test,
      SolverConfig conf,
      Query query,
      Outcome outcome,
      Classification c) {
    Path file = failureFile(outDir, test, conf);
    StringBuilder sb = new StringBuilder();
    sb.append("; assay strings failure: ").append(test.id()).append('\n');
    sb.append("; solver:   ")
        .append(conf.name())
        .append(", version ")
        .append(conf.spec().version())
        .append('\n');
    sb.append("; expected: ").append(test.expected().smtName());
    if (!test.expectedCore().isEmpty()) {
      sb.append(" with unsat core (").append(String.join(" ", test.expectedCore())).append(')');
    }
    sb.append('\n');
    sb.append("; got:      ").append(c.cell().meaning());
    if (c.soundness()) {
      sb.append(" [soundness]");
    }
    sb.append(": ").append(oneLine(c.detail())).append('\n');
    sb.append("; command:  ")
        .append(CommandLines.format(conf.spec().fileArgv(file.getFileName(), false)))
        .append('\n');
    sb.append("; made by:  ").append(String.join(" / ", test.provenance())).append('\n');
    sb.append(query.text());
    if (!query.text().endsWith("\n")) {
      sb.append('\n');
    }
    sb.append(SuiteListing.trailer(test));
    if (outcome.execution() != null) {
      sb.append("; solver output:\n");
      outcome
          .execution()
          .stdout()
          .lines()
          .limit(40)
          .forEach(l -> sb.append(";   ").append(l).append('\n'));
    }
    try {
      Files.createDirectories(file.getParent());
      Files.writeString(file, sb.toString(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return file;
  }

  private static Path failureFile(Path outDir, StringTest test, SolverConfig conf) {
    return outDir
        .resolve("failures")
        .resolve(safe(conf.name()))
        .resolve(test.group())
        .resolve(test.name() + ".smt2");
  }

  private static String oneLine(String s) {
    String t = s.replaceAll("\\s+", " ").strip();
    return t.length() > 300 ? t.substring(0, 300) + "..." : t;
  }

  /** A folder name without separators. */
  static String safe(String s) {
    String t = s.replaceAll("[^A-Za-z0-9._+=-]", "_");
    return t.isEmpty() || t.equals(".") || t.equals("..") ? "_" + t : t;
  }
}
