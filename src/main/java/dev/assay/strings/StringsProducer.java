package dev.assay.strings;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.assay.core.Plurals;
import dev.assay.oracle.Producer;
import dev.assay.oracle.Provenance;
import dev.assay.oracle.RunResult;
import dev.assay.oracle.SolverInput;
import dev.assay.oracle.TestCase;
import dev.assay.smtlib.Printer;
import dev.assay.solver.CommandLines;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The strings-by-construction suite as the campaign engine runs it (Fig. 4 and Fig. 6, lines
 * "invokeSolver" and "assert"): one item per test, run on every solver configuration, each run
 * classified as Table 4 does (the shared oracle decides status, model and crash; this technique
 * compares an unsat core with the test's expected unique minimal core). Keeps Table 4 and the
 * failure groups, rebuilt from the items' statistics when a run is resumed, and writes {@code
 * summary.md} and {@code summary.json}.
 */
public final class StringsProducer implements Producer {

  private final List<StringTest> tests;
  private final List<SolverConfig> configurations;
  private final List<String> texts = new ArrayList<>();
  private final Table4 table;
  private final FailureGroups groups;
  private long failures;
  private long soundness;

  /**
   * @param tests the suite
   * @param configurations the solver configurations (columns of Table 4), with the names and
   *     versions the campaign runs them under, in run order
   */
  public StringsProducer(List<StringTest> tests, List<SolverConfig> configurations) {
    this.tests = List.copyOf(tests);
    this.configurations = List.copyOf(configurations);
    List<String> names = configurations.stream().map(SolverConfig::name).toList();
    this.table = new Table4(names, tests);
    this.groups = new FailureGroups(names);
    for (StringTest t : tests) {
      texts.add(Printer.print(t.query()));
    }
  }

  @Override
  public String technique() {
    return "strings";
  }

  @Override
  public Inputs inputs() {
    return new Inputs(tests.stream().map(StringTest::id).toList(), texts);
  }

  @Override
  public long items() {
    return tests.size();
  }

  @Override
  public Item item(long k) {
    StringTest test = tests.get((int) k);
    TestCase c =
        new TestCase(
            test.id(),
            test.query(),
            SolverInput.prepare(texts.get((int) k), false),
            SuiteListing.text(test),
            StringsJudge.expectation(test),
            test.expected().smtlib()
                + " by construction ("
                + test.category().label()
                + (test.expectedCore().isEmpty()
                    ? ")"
                    : "; the expected core is the unique minimal one)"),
            new Provenance("strings", test.group(), 0, k, test.provenance()));
    return Item.of(
        c,
        (runs, stats) -> {
          List<RunResult> out = new ArrayList<>();
          for (RunResult r : runs) {
            Classification cl = StringsJudge.classify(test, r.judgement().overall(), r.outcome());
            ObjectNode o = stats.putObject(r.solver().name());
            o.put("cell", cl.cell().name());
            o.put("soundness", cl.soundness());
            o.put("detail", cl.detail());
            out.add(
                r.withFailure(!cl.cell().passes(test.expected()))
                    .withField("table4", cl.cell().name())
                    .withField("soundness", Boolean.toString(cl.soundness()))
                    .withField("table4_detail", cl.detail())
                    .withSignatureHint(
                        r.verdict().kind().isSoundness() || r.isFinding()
                            ? ""
                            : test.group() + "|" + cl.cell().name()));
          }
          return out;
        });
  }

  @Override
  public synchronized void count(long k, JsonNode statistics) {
    if (statistics == null || !statistics.isObject()) {
      return;
    }
    StringTest test = tests.get((int) k);
    statistics
        .fields()
        .forEachRemaining(
            e -> {
              JsonNode o = e.getValue();
              Table4Cell cell;
              try {
                cell = Table4Cell.valueOf(o.path("cell").asText());
              } catch (IllegalArgumentException ex) {
                return; // a column this build does not know
              }
              Classification c =
                  new Classification(
                      cell, o.path("soundness").asBoolean(), o.path("detail").asText(""));
              table.add(test, e.getKey(), c);
              if (!cell.passes(test.expected())) {
                failures++;
                soundness += c.soundness() ? 1 : 0;
                groups.add(test, e.getKey(), c);
              }
            });
  }

  public Table4 table() {
    return table;
  }

  public FailureGroups failureGroups() {
    return groups;
  }

  /** Runs that failed in the table (all sessions). */
  public synchronized long failures() {
    return failures;
  }

  /** Of them, runs that failed by a soundness issue. */
  public synchronized long soundness() {
    return soundness;
  }

  /**
   * Facts of the campaign for the summary.
   *
   * @param runs solver runs recorded, all sessions
   * @param earlierRuns of them, before this session
   * @param plannedRuns runs the suite asks for
   * @param workers parallel workers
   * @param timeout time limit per run
   * @param wall this session's wall-clock time
   * @param solverTime this session's summed solver time
   */
  public record RunFacts(
      long runs,
      long earlierRuns,
      long plannedRuns,
      int workers,
      Duration timeout,
      Duration wall,
      Duration solverTime) {
    public boolean interrupted() {
      return runs < plannedRuns;
    }

    /** Solver time over the time all workers had: 1.0 means every worker was always busy. */
    public double utilisation() {
      double capacity = (double) wall.toNanos() * workers;
      return capacity == 0 ? 0 : solverTime.toNanos() / capacity;
    }
  }

  /**
   * Writes the summary into the run folder and returns what the campaign prints: Table 4 and one
   * line on the runs.
   */
  public String finish(Path dir, RunFacts facts) throws IOException {
    writeSummary(dir, facts);
    return table.markdown()
        + "\n"
        + String.format(
            Locale.ROOT,
            "%s on %s: wall %.1f s, solver time %.1f s (workers busy %.0f%%);"
                + " %s in the table, %d by soundness issues.%n",
            Plurals.count(facts.runs() - facts.earlierRuns(), "solver run"),
            Plurals.count(facts.workers(), "worker"),
            facts.wall().toMillis() / 1000.0,
            facts.solverTime().toMillis() / 1000.0,
            100 * facts.utilisation(),
            Plurals.count(failures(), "failed run"),
            soundness())
        + "run folder: "
        + dir
        + "\n";
  }

  /** Writes {@code summary.md} and {@code summary.json} into the run folder. */
  public void writeSummary(Path dir, RunFacts facts) throws IOException {
    Files.writeString(
        dir.resolve("summary.md"), summaryMarkdown(dir, facts), StandardCharsets.UTF_8);
    Map<String, Object> run = new LinkedHashMap<>();
    run.put("tests", tests.size());
    run.put("runs", facts.runs());
    run.put("planned_runs", facts.plannedRuns());
    run.put("interrupted", facts.interrupted());
    run.put("runs_before_resume", facts.earlierRuns());
    run.put("workers", facts.workers());
    run.put("timeout_s", facts.timeout().toMillis() / 1000.0);
    run.put("wall_s", facts.wall().toMillis() / 1000.0);
    run.put("solver_time_s", facts.solverTime().toMillis() / 1000.0);
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
    Files.writeString(dir.resolve("summary.json"), table.json(before), StandardCharsets.UTF_8);
  }

  /** The run folder's summary: configurations, timing, then Table 4. */
  String summaryMarkdown(Path dir, RunFacts r) {
    StringBuilder sb = new StringBuilder("# assay strings: results\n\n");
    sb.append("| configuration | version | command |\n|---|---|---|\n");
    for (SolverConfig c : configurations) {
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
              "**Interrupted** after %d of %s: the table counts the runs that"
                  + " finished. `assay strings --resume %s` runs the rest.%n%n",
              r.runs(), Plurals.count(r.plannedRuns(), "solver run"), dir));
    }
    if (r.earlierRuns() > 0) {
      sb.append(
          String.format(
              "Resumed: %s finished before; the times below are this session's.%n%n",
              Plurals.count(r.earlierRuns(), "solver run")));
    }
    sb.append(
        String.format(
            Locale.ROOT,
            "%s, %s on %s, timeout %.0f s: wall %.1f s, solver time %.1f s"
                + " (workers busy %.0f%% of the time); %s in the table, %d by"
                + " soundness issues.%n%n",
            Plurals.count(tests.size(), "test"),
            Plurals.count(r.runs() - r.earlierRuns(), "solver run"),
            Plurals.count(r.workers(), "worker"),
            r.timeout().toMillis() / 1000.0,
            r.wall().toMillis() / 1000.0,
            r.solverTime().toMillis() / 1000.0,
            100 * r.utilisation(),
            Plurals.count(failures(), "failed run"),
            soundness()));
    sb.append(table.markdown());
    String grouped = groups.markdown();
    if (!grouped.isEmpty()) {
      sb.append("\n### Failing tests by subject\n\n")
          .append("The subject is the operation under test (sat) or the Table 2 row (unsat); the")
          .append(" example is the first failing test of the group, under `failures/`.\n")
          .append(grouped);
    }
    return sb.toString();
  }

  /** Expected statuses here are established: sat and unsat by construction (ICSE 2020, Table 2). */
  @Override
  public boolean establishesExpectations() {
    return true;
  }
}
