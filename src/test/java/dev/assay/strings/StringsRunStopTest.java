package dev.assay.strings;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.solver.RunLimits;
import dev.assay.solver.SolverSpecs;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A strings run stopped part-way (Ctrl-C) still writes its run folder, marked interrupted. */
class StringsRunStopTest {
  @TempDir Path dir;

  @Test
  void run_stoppedAfterFiveRuns_writesTheRunFolderForThoseRunsMarkedInterrupted() throws Exception {
    Path solver = dir.resolve("status-echo.sh");
    try (InputStream in = getClass().getResourceAsStream("/strings-fakes/status-echo.sh")) {
      Files.copy(in, solver);
    }
    assertThat(solver.toFile().setExecutable(true)).isTrue();
    List<StringTest> tests = StringSuite.generate(SuiteConfig.defaults()).subList(0, 12);
    List<SolverConfig> confs =
        SolverConfig.paperSetup(List.of(SolverSpecs.parse("cmd:" + solver)), List.of(0L));
    Path out = dir.resolve("run");
    StringsRun.Config config =
        new StringsRun.Config(
            tests, confs, 1, RunLimits.DEFAULT.withTimeout(Duration.ofSeconds(20)), out, false);

    StringsRun.Result r =
        StringsRun.run(
            config,
            new PrintWriter(new StringWriter()),
            // one worker, which asks before each run: the stop is seen before the sixth starts
            () -> linesOf(out) >= 5);

    assertThat(r.runs()).isEqualTo(5);
    assertThat(r.plannedRuns()).isEqualTo(12);
    assertThat(r.interrupted()).isTrue();
    assertThat(linesOf(out)).isEqualTo(5);
    assertThat(Files.readString(out.resolve("summary.md")))
        .contains("**Interrupted** after 5 of 12 solver runs");
    assertThat(Files.readString(out.resolve("summary.json")))
        .contains("\"interrupted\" : true", "\"runs\" : 5", "\"planned_runs\" : 12");
  }

  private static long linesOf(Path out) {
    try {
      return Files.readAllLines(out.resolve("results.jsonl")).size();
    } catch (IOException e) {
      return 0; // not yet created
    }
  }
}
