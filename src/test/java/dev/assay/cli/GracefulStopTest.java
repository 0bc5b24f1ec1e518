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
 * Stopping {@code assay check} in a separate JVM. With SIGTERM (what Ctrl-C does through the same
 * shutdown hook) the run in flight finishes, everything done is in results.jsonl, and the summary
 * says how far the run got; with SIGKILL nothing runs at all, and {@code --resume} still ends with
 * the table of an uninterrupted run.
 */
class GracefulStopTest {
  @TempDir Path dir;

  /** 40 sat files and a solver that answers sat after 0.3 s. */
  private Path slowCorpus() throws IOException {
    Path solver = dir.resolve("slow-sat.sh");
    Files.writeString(solver, "#!/bin/sh\nsleep 0.3\necho sat\n", StandardCharsets.UTF_8);
    assertThat(solver.toFile().setExecutable(true)).isTrue();
    Path inputs = Files.createDirectories(dir.resolve("in"));
    for (int i = 0; i < 40; i++) {
      Files.writeString(
          inputs.resolve(String.format("f%02d.smt2", i)),
          "(set-info :status sat)\n(declare-const x Int)\n(assert (> x " + i + "))\n(check-sat)\n");
    }
    return solver;
  }

  /** {@code assay check} on the slow corpus in a separate JVM, into {@code out}. */
  private Process start(Path solver, Path out, Path stdout) throws IOException {
    return new ProcessBuilder(
            Path.of(System.getProperty("java.home"), "bin", "java").toString(),
            "-cp",
            System.getProperty("java.class.path"),
            Main.class.getName(),
            "check",
            dir.resolve("in").toString(),
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
  }

  /** Waits for a few finished runs; the bound only keeps a broken build from hanging the suite. */
  private static void awaitRuns(Path results, int n) throws Exception {
    for (int polls = 0; polls < 1200 && lines(results) < n; polls++) {
      Thread.sleep(50);
    }
    assertThat(lines(results)).as("runs finished before the stop").isGreaterThanOrEqualTo(n);
  }

  @Test
  void check_terminatedMidRun_keepsEveryFinishedRunAndPrintsThePartialSummary() throws Exception {
    Path solver = slowCorpus();
    Path out = dir.resolve("out");
    Path stdout = dir.resolve("stdout.txt");
    Process p = start(solver, out, stdout);
    Path results = out.resolve("results.jsonl");
    awaitRuns(results, 3);

    p.destroy(); // SIGTERM
    p.waitFor();

    String printed = Files.readString(stdout);
    Matcher m = Pattern.compile("interrupted after (\\d+) of 40 items").matcher(printed);
    assertThat(m.find()).as(printed).isTrue();
    int done = Integer.parseInt(m.group(1));
    assertThat(done).isBetween(3, 39);
    assertThat(lines(results)).isEqualTo(done);
    assertThat(printed).contains("findings: 0 runs with a finding");
  }

  @Test
  void check_killedWithSigkill_resumesToTheTableOfAnUninterruptedRun() throws Exception {
    Path solver = slowCorpus();
    Path out = dir.resolve("out");
    Process p = start(solver, out, dir.resolve("stdout.txt"));
    awaitRuns(out.resolve("results.jsonl"), 3);

    p.destroyForcibly(); // SIGKILL: no hook runs
    p.waitFor();
    int before = lines(out.resolve("results.jsonl"));
    ParseCommandTest.Result resumed = ParseCommandTest.run("check", "--resume", out.toString());

    assertThat(resumed.code()).as(resumed.err()).isEqualTo(ExitCodes.OK);
    assertThat(resumed.out())
        .contains("slow-sat.sh     40  40")
        .containsPattern("resumed: \\d+ solver runs finished before");
    assertThat(before).isBetween(3, 39);
    assertThat(lines(out.resolve("results.jsonl"))).isEqualTo(40);
  }

  private static int lines(Path file) throws IOException {
    if (!Files.exists(file)) {
      return 0;
    }
    List<String> all = Files.readAllLines(file);
    return all.size();
  }
}
