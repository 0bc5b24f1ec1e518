package dev.assay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Stopping {@code assay check} with SIGTERM (what Ctrl-C does through the same shutdown hook) in a
 * separate JVM: the run in flight finishes, everything done is in results.jsonl, and the summary
 * says how far the run got.
 */
class GracefulStopTest {
  @TempDir Path dir;

  @Test
  void check_terminatedMidRun_keepsEveryFinishedRunAndPrintsThePartialSummary() throws Exception {
    Path solver = dir.resolve("slow-sat.sh");
    Files.writeString(solver, "#!/bin/sh\nsleep 0.3\necho sat\n", StandardCharsets.UTF_8);
    assertThat(solver.toFile().setExecutable(true)).isTrue();
    Path inputs = Files.createDirectories(dir.resolve("in"));
    for (int i = 0; i < 40; i++) {
      Files.writeString(
          inputs.resolve(String.format("f%02d.smt2", i)),
          "(set-info :status sat)\n(declare-const x Int)\n(assert (> x " + i + "))\n(check-sat)\n");
    }
    Path out = dir.resolve("out");
    Path stdout = dir.resolve("stdout.txt");
    Process p =
        new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                System.getProperty("java.class.path"),
                Main.class.getName(),
                "check",
                inputs.toString(),
                "--solver",
                "cmd:" + solver,
                "--no-models",
                "-j",
                "1",
                "--out",
                out.toString())
            .redirectOutput(stdout.toFile())
            .redirectError(dir.resolve("stderr.txt").toFile())
            .start();
    Path results = out.resolve("results.jsonl");
    // Wait for a few finished runs; the bound only keeps a broken build from hanging the suite.
    for (int polls = 0; polls < 1200 && lines(results) < 3; polls++) {
      Thread.sleep(50);
    }
    assertThat(lines(results)).as("runs finished before the stop").isGreaterThanOrEqualTo(3);

    p.destroy(); // SIGTERM
    p.waitFor();

    String printed = Files.readString(stdout);
    Matcher m = Pattern.compile("interrupted after (\\d+) of 40 items").matcher(printed);
    assertThat(m.find()).as(printed).isTrue();
    int done = Integer.parseInt(m.group(1));
    assertThat(done).isBetween(3, 39);
    assertThat(lines(results)).isEqualTo(done);
    assertThat(printed).contains("findings: 0 run(s) with a finding");
  }

  private static int lines(Path file) throws IOException {
    if (!Files.exists(file)) {
      return 0;
    }
    List<String> all = Files.readAllLines(file);
    return all.size();
  }
}
