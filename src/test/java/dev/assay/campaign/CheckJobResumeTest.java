package dev.assay.campaign;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.assay.core.InputError;
import dev.assay.oracle.EvaluatorModelCheck;
import dev.assay.oracle.Oracle;
import dev.assay.solver.RunLimits;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.SolverSpecs;
import dev.assay.solver.Solvers;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link CheckJob} with a run already in its folder: a run stopped (Ctrl-C) and resumed counts what
 * an uninterrupted run counts; a replaced run starts over; a refused one changes nothing.
 */
class CheckJobResumeTest {
  @TempDir Path dir;
  private Path cases;
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
    solvers =
        List.of(
            SolverSpecs.parse("cmd:" + fake("/strings-fakes/status-echo.sh")),
            SolverSpecs.parse("cmd:" + fake("/fake-solvers/wrong-model.sh")));
  }

  private Path fake(String resource) throws IOException {
    Path target = dir.resolve(resource.substring(resource.lastIndexOf('/') + 1));
    try (InputStream in = getClass().getResourceAsStream(resource)) {
      Files.copy(in, target);
    }
    assertThat(target.toFile().setExecutable(true)).isTrue();
    return target;
  }

  private CheckJob.Summary run(Path out, ExistingRun existing, BooleanSupplier stop)
      throws IOException, InterruptedException {
    CheckJob.Config config =
        new CheckJob.Config(
            List.of(cases),
            solvers,
            1,
            RunLimits.DEFAULT,
            Solvers.Mode.FRESH,
            out,
            true,
            List.of(cases.toString()),
            existing);
    return new CheckJob(new Oracle(new EvaluatorModelCheck()))
        .run(config, new PrintWriter(new StringWriter()), false, stop);
  }

  /** A stop that is asked for after {@code runs} solver runs have started (one worker). */
  private static BooleanSupplier after(int runs) {
    AtomicInteger polls = new AtomicInteger();
    return () -> polls.incrementAndGet() > runs;
  }

  private static String table(CheckJob.Summary s) {
    StringWriter w = new StringWriter();
    s.table().print(new PrintWriter(w));
    return w.toString();
  }

  @Test
  void stoppedThenResumed_countsWhatAnUninterruptedRunCounts() throws Exception {
    CheckJob.Summary whole = run(dir.resolve("whole"), ExistingRun.REFUSE, () -> false);
    Path out = dir.resolve("out");

    CheckJob.Summary stopped = run(out, ExistingRun.REFUSE, after(2));
    List<String> stoppedLines = Files.readAllLines(out.resolve("results.jsonl"));
    CheckJob.Summary resumed = run(out, ExistingRun.RESUME, () -> false);

    assertThat(whole.runs()).isEqualTo(6);
    assertThat(whole.failures()).isEqualTo(3);
    assertThat(stopped.interrupted()).isTrue();
    assertThat(stopped.runs()).isEqualTo(2);
    assertThat(stoppedLines).hasSize(2);
    assertThat(resumed.interrupted()).isFalse();
    assertThat(resumed.earlierRuns()).isEqualTo(2);
    assertThat(resumed.runs()).isEqualTo(6);
    assertThat(table(resumed)).isEqualTo(table(whole));
    assertThat(resumed.findings()).isEqualTo(whole.findings());
    assertThat(resumed.failures()).isEqualTo(whole.failures());
    assertThat(Files.readAllLines(out.resolve("results.jsonl")).subList(0, 2))
        .isEqualTo(stoppedLines);
    assertThat(Files.readAllLines(out.resolve("results.jsonl"))).hasSize(6);
  }

  @Test
  void aRecordedVerdictWithoutAColumn_isRunAgain() throws Exception {
    Path out = dir.resolve("out");
    run(out, ExistingRun.REFUSE, after(2)); // neg.smt2 on both solvers: ok, wrong-status
    Path results = out.resolve("results.jsonl");
    String lines = Files.readString(results);
    assertThat(lines).contains("\"verdict\":\"wrong-status\"");
    // a line from a build with another verdict kind: this build cannot count it, so it runs again
    Files.writeString(
        results, lines.replaceFirst("\"verdict\":\"wrong-status\"", "\"verdict\":\"novel\""));

    CheckJob.Summary resumed = run(out, ExistingRun.RESUME, () -> false);

    assertThat(resumed.earlierRuns()).isEqualTo(1);
    assertThat(resumed.runs()).isEqualTo(6);
    assertThat(resumed.table().count("wrong-model.sh", "wrong-status")).isEqualTo(2);
    assertThat(resumed.table().count("status-echo.sh", "ok")).isEqualTo(3);
  }

  @Test
  void replace_startsOverAndRefuse_changesNothing() throws Exception {
    Path out = dir.resolve("out");
    run(out, ExistingRun.REFUSE, () -> false);
    String before = Files.readString(out.resolve("results.jsonl"));

    assertThatThrownBy(() -> run(out, ExistingRun.REFUSE, () -> false))
        .isInstanceOf(InputError.class)
        .hasMessageContaining("already holds a run: continue it with --resume");
    assertThat(Files.readString(out.resolve("results.jsonl"))).isEqualTo(before);
    CheckJob.Summary replaced = run(out, ExistingRun.REPLACE, () -> false);

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
        .hasMessage("none of the files could be read");
    // so that the same command, once the files are fixed, is not refused as a second run
    assertThat(RunManifest.holdsRun(out)).isFalse();
  }
}
