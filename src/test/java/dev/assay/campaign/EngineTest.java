package dev.assay.campaign;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.assay.check.CheckProducer;
import dev.assay.core.InputError;
import dev.assay.core.Verdict;
import dev.assay.oracle.Producer;
import dev.assay.oracle.RunResult;
import dev.assay.oracle.TestCase;
import dev.assay.solver.RunLimits;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.SolverSpecs;
import dev.assay.solver.Solvers;
import dev.assay.testkit.Fixtures;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The engine on {@code check}'s producer with fake solvers: a run stopped (Ctrl-C) and resumed
 * counts what an uninterrupted run counts; a replaced run starts over; a refused one changes
 * nothing; findings are deduplicated across campaigns in one store; a failing item is recorded and
 * the campaign goes on.
 */
class EngineTest {
  @TempDir Path dir;
  private Path cases;
  private Path counter;
  private List<SolverSpec> solvers;

  @BeforeEach
  void corpusAndSolvers() throws IOException {
    cases = Files.createDirectories(dir.resolve("cases"));
    Files.writeString(
        cases.resolve("pos.smt2"),
        "(set-info :status sat)\n(declare-const x Int)\n(assert (> x 0))\n(check-sat)\n");
    Files.writeString(
        cases.resolve("neg.smt2"),
        "(set-info :status unsat)\n(declare-const x Int)\n(assert (> x 0))\n(assert (< x 0))\n"
            + "(check-sat)\n");
    Files.writeString(
        cases.resolve("neg2.smt2"),
        "(set-info :status unsat)\n(declare-const x Int)\n(assert (< x x))\n(check-sat)\n");
    counter = dir.resolve("runs.log");
    solvers =
        List.of(
            SolverSpecs.parse("cmd:" + counted(fake("/strings-fakes/status-echo.sh"))),
            SolverSpecs.parse("cmd:" + counted(fake("/fake-solvers/wrong-model.sh"))));
  }

  private Path fake(String resource) {
    return Fixtures.fakeSolver(resource, dir);
  }

  /** A wrapper that logs each start of the solver, so a test can stop after N runs. */
  private Path counted(Path solver) throws IOException {
    Path w = dir.resolve("counted-" + solver.getFileName());
    Files.writeString(w, "#!/bin/sh\necho run >> " + counter + "\nexec " + solver + " \"$@\"\n");
    assertThat(w.toFile().setExecutable(true)).isTrue();
    return w;
  }

  /** A stop asked for once {@code runs} solver runs have started. */
  private BooleanSupplier after(int runs) {
    return () -> {
      try {
        return Files.exists(counter) && Files.readAllLines(counter).size() >= runs;
      } catch (IOException e) {
        throw new AssertionError(e);
      }
    };
  }

  private Engine.Config config(Path out, ExistingRun existing, String store) {
    return Engine.Config.builder("check")
        .arguments(List.of(cases.toString()), "assay check " + cases)
        .solvers(solvers)
        .workers(1)
        .limits(RunLimits.DEFAULT)
        .mode(Solvers.Mode.FRESH)
        .runDir(out, store)
        .existing(existing)
        .reduceTests(20)
        .build();
  }

  private Engine.Result run(Path out, ExistingRun existing, BooleanSupplier stop)
      throws IOException, InterruptedException {
    return run(out, existing, stop, null);
  }

  private Engine.Result run(Path out, ExistingRun existing, BooleanSupplier stop, String store)
      throws IOException, InterruptedException {
    PrintWriter quiet = new PrintWriter(new StringWriter());
    return new Engine(config(out, existing, store))
        .run(CheckProducer.load(List.of(cases), true, quiet), quiet, stop);
  }

  private static String table(Engine.Result r) {
    StringWriter w = new StringWriter();
    r.table().print(new PrintWriter(w));
    return w.toString();
  }

  @Test
  void stoppedThenResumed_countsWhatAnUninterruptedRunCounts() throws Exception {
    Engine.Result whole = run(dir.resolve("whole"), ExistingRun.REFUSE, () -> false);
    Files.deleteIfExists(counter);
    Path out = dir.resolve("out");

    Engine.Result stopped = run(out, ExistingRun.REFUSE, after(2));
    List<String> stoppedLines = Files.readAllLines(out.resolve("results.jsonl"));
    Engine.Result resumed = run(out, ExistingRun.RESUME, () -> false);

    assertThat(whole.runs()).isEqualTo(6);
    assertThat(whole.failureRuns()).isEqualTo(3);
    assertThat(whole.findingRuns()).isEqualTo(3);
    assertThat(stopped.interrupted()).isTrue();
    assertThat(stopped.runs()).isEqualTo(2);
    assertThat(stopped.items()).isEqualTo(1);
    assertThat(stoppedLines).hasSize(2);
    assertThat(resumed.interrupted()).isFalse();
    assertThat(resumed.earlierRuns()).isEqualTo(2);
    assertThat(resumed.runs()).isEqualTo(6);
    assertThat(resumed.campaignId()).isEqualTo(stopped.campaignId());
    assertThat(table(resumed)).isEqualTo(table(whole));
    assertThat(resumed.findings()).hasSameSizeAs(whole.findings());
    assertThat(resumed.failureRuns()).isEqualTo(whole.failureRuns());
    assertThat(Files.readAllLines(out.resolve("results.jsonl")).subList(0, 2))
        .isEqualTo(stoppedLines);
    assertThat(Files.readAllLines(out.resolve("results.jsonl"))).hasSize(6);
  }

  @Test
  void resumingAFinishedCampaign_runsNothingAndRecordsNothingTwice() throws Exception {
    Path out = dir.resolve("out");
    Engine.Result first = run(out, ExistingRun.REFUSE, () -> false);
    long started = Files.readAllLines(counter).size();

    Engine.Result again = run(out, ExistingRun.RESUME, () -> false);

    assertThat(Files.readAllLines(counter)).hasSize((int) started);
    assertThat(again.runs()).isEqualTo(first.runs());
    assertThat(table(again)).isEqualTo(table(first));
    try (Store store = Store.open(Store.defaultUrl(out))) {
      assertThat(store.sessions(first.campaignId())).hasSize(2);
      assertThat(store.hitCounts(first.campaignId()).values().stream().mapToLong(x -> x).sum())
          .isEqualTo(3);
    }
  }

  @Test
  void replace_startsOverAndRefuse_changesNothing() throws Exception {
    Path out = dir.resolve("out");
    run(out, ExistingRun.REFUSE, () -> false);
    String before = Files.readString(out.resolve("results.jsonl"));

    assertThatThrownBy(() -> run(out, ExistingRun.REFUSE, () -> false))
        .isInstanceOf(InputError.class)
        .hasMessageContaining("already holds a campaign: continue it with --resume");
    assertThat(Files.readString(out.resolve("results.jsonl"))).isEqualTo(before);
    Engine.Result replaced = run(out, ExistingRun.REPLACE, () -> false);

    assertThat(replaced.earlierRuns()).isZero();
    assertThat(replaced.runs()).isEqualTo(6);
    assertThat(Files.readAllLines(out.resolve("results.jsonl"))).hasSize(6);
  }

  @Test
  void aCorpusWithNoReadableFile_leavesNoRunBehind() throws Exception {
    Files.writeString(cases.resolve("pos.smt2"), "(assert");
    Files.writeString(cases.resolve("neg.smt2"), "(assert");
    Files.writeString(cases.resolve("neg2.smt2"), "(assert");
    Path out = dir.resolve("out");

    assertThatThrownBy(() -> run(out, ExistingRun.REFUSE, () -> false))
        .isInstanceOf(InputError.class)
        .hasMessageStartingWith("none of the files can be checked (");
    // so that the same command, once the files are fixed, is not refused as a second run
    assertThat(RunManifest.holdsRun(out)).isFalse();
  }

  @Test
  void theSameCampaignTwiceIntoOneStore_reportsTheSecondRunsFindingsAsKnown() throws Exception {
    String store = "jdbc:sqlite:" + dir.resolve("shared.db");

    Engine.Result first = run(dir.resolve("a"), ExistingRun.REFUSE, () -> false, store);
    Engine.Result second = run(dir.resolve("b"), ExistingRun.REFUSE, () -> false, store);

    assertThat(first.findings()).isNotEmpty();
    assertThat(first.newFindings()).isEqualTo(first.findings().size());
    assertThat(second.findings()).hasSameSizeAs(first.findings());
    assertThat(second.newFindings()).isZero();
    assertThat(second.campaignId()).isNotEqualTo(first.campaignId());
    try (Store s = Store.open(store)) {
      assertThat(s.campaigns()).hasSize(2);
      for (Engine.FindingLine f : first.findings()) {
        assertThat(s.hits(f.id())).hasSize((int) (2 * f.hits()));
      }
    }
  }

  @Test
  void aWrongStatusWithAConfirmingSolver_isReducedAndSignedByItsReducedInput() throws Exception {
    Engine.Result r = run(dir.resolve("out"), ExistingRun.REFUSE, () -> false);

    // wrong-model.sh answers sat on both unsat files; status-echo.sh confirms unsat, so both are
    // reduced to the same canonical script and share one signature.
    Engine.FindingLine wrong =
        r.findings().stream()
            .filter(f -> f.kind().equals("wrong-status"))
            .findFirst()
            .orElseThrow();
    assertThat(wrong.hits()).isEqualTo(2);
    assertThat(Files.readString(Path.of(wrong.folder()).resolve("reduced.smt2")))
        .doesNotContain("(> x 0)")
        .doesNotContain("(set-info :status");
    assertThat(Files.readString(Path.of(wrong.folder()).resolve("README.txt")))
        .contains("keeping the reference");
  }

  @Test
  void aCasesFirstLine_recordsTheSolverTimeItsJudgementTookBeyondItsRuns() throws Exception {
    Path out = dir.resolve("out");
    run(out, ExistingRun.REFUSE, () -> false);

    ObjectMapper json = new ObjectMapper();
    Set<String> seen = new HashSet<>();
    double reductionCases = 0;
    for (String line : Files.readAllLines(out.resolve("results.jsonl"))) {
      JsonNode o = json.readTree(line);
      boolean first = seen.add(o.get("case").asText());
      // on the case's first line only, so that the lines add up to all the solver time spent
      assertThat(o.has("other_solver_ms")).as(line).isEqualTo(first);
      if (first) {
        assertThat(o.get("other_solver_ms").asDouble()).isGreaterThanOrEqualTo(0);
        if (o.get("case").asText().startsWith("cases/neg")) {
          reductionCases += o.get("other_solver_ms").asDouble();
        }
      }
    }
    assertThat(seen).hasSize(3);
    // the wrong status on the unsat files was reduced by fresh solver runs, outside the runs
    assertThat(reductionCases).isGreaterThan(0);
  }

  @Test
  void anItemThatThrows_isRecordedAsAToolFailureAndTheCampaignGoesOn() throws Exception {
    Producer failing =
        new Producer() {
          @Override
          public String technique() {
            return "test";
          }

          @Override
          public Inputs inputs() {
            return new Inputs(List.of("x"), List.of("x"));
          }

          @Override
          public long items() {
            return 3;
          }

          @Override
          public Item item(long k) {
            if (k == 1) {
              throw new IllegalStateException("a rule bug");
            }
            return new Item() {
              @Override
              public TestCase next(List<RunResult> previous) {
                return null;
              }

              @Override
              public JsonNode statistics() {
                return null;
              }
            };
          }

          @Override
          public void count(long k, JsonNode statistics) {}
        };
    PrintWriter quiet = new PrintWriter(new StringWriter());

    Engine.Result r =
        new Engine(config(dir.resolve("out"), ExistingRun.REFUSE, null))
            .run(failing, quiet, () -> false);

    assertThat(r.items()).isEqualTo(3);
    assertThat(r.toolFailures())
        .singleElement()
        .asString()
        .contains("item 1")
        .contains("a rule bug");
    assertThat(r.table().count(r.table().solvers().get(0), Verdict.Kind.OK)).isZero();
  }
}
