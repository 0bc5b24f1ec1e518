package dev.assay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.testkit.Fixtures;
import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A campaign killed outright (SIGKILL of its JVM: the out-of-memory killer, a batch scheduler)
 * loses at most the batch of runs its writer had not stored yet; {@code --resume} runs those again,
 * and the campaign ends with every run recorded once and the verdicts of a run never interrupted.
 */
@Tag("slow")
class KilledCampaignResumeTest {
  @TempDir Path dir;

  private record Run(int exit, String out, String err) {}

  private static Run check(List<String> args) {
    StringWriter o = new StringWriter();
    StringWriter e = new StringWriter();
    List<String> all = new ArrayList<>(List.of("check"));
    all.addAll(args);
    int exit =
        Main.run(all.toArray(String[]::new), new PrintWriter(o, true), new PrintWriter(e, true));
    return new Run(exit, o.toString(), e.toString());
  }

  @Test
  void sigkillMidCampaign_resumeRecordsEveryRunOnceWithTheUninterruptedVerdicts() throws Exception {
    Path cases = Fixtures.posNeg(dir.resolve("cases"), 1, 30);
    // Wrong on every third unsat case (a finding with a reproduction folder), slow enough that
    // the kill comes mid-campaign.
    Path solver =
        Fixtures.statusFake(
            dir,
            "slow",
            "sleep 0.1\n"
                + "if grep -q '(< x 0)' \"$last\" && grep -q '(> x [0-9]*[036])' \"$last\"; then\n"
                + "  echo sat; echo '((define-fun x () Int 50))'; exit 0\n"
                + "fi\n"
                + "if [ \"$status\" = sat ]; then echo sat; echo '((define-fun x () Int 50))';"
                + " else echo unsat; fi\n");
    List<String> common =
        List.of(cases.toString(), "--solver", "cmd:" + solver, "-j", "2", "--no-progress");
    Path reference = dir.resolve("reference");
    List<String> args = new ArrayList<>(common);
    args.addAll(List.of("--out", reference.toString()));
    Run uninterrupted = check(args);
    assertThat(uninterrupted.exit()).as(uninterrupted.err()).isEqualTo(ExitCodes.FINDINGS);

    Path out = dir.resolve("killed");
    List<String> argv =
        new ArrayList<>(
            List.of(
                ProcessHandle.current().info().command().orElseThrow(),
                "-cp",
                System.getProperty("java.class.path"),
                Main.class.getName(),
                "check",
                "--no-report",
                "--out",
                out.toString()));
    argv.addAll(common);
    Process p =
        new ProcessBuilder(argv)
            .redirectErrorStream(true)
            .redirectOutput(dir.resolve("killed.log").toFile())
            .start();
    long storedAtKill;
    List<String> linesAtKill;
    try {
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
      while (stored(out) < 10 && p.isAlive() && System.nanoTime() < deadline) {
        Thread.sleep(20);
      }
      p.destroyForcibly(); // SIGKILL: no shutdown hook, no final batch
      assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
      storedAtKill = stored(out);
      linesAtKill = Files.readAllLines(out.resolve("results.jsonl"));
    } finally {
      p.destroyForcibly();
    }
    assertThat(storedAtKill).as("killed mid-campaign").isBetween(10L, 59L);
    // results.jsonl grows only by stored runs
    assertThat((long) linesAtKill.size()).isLessThanOrEqualTo(storedAtKill);

    Run resumed = check(List.of("--resume", out.toString()));

    assertThat(resumed.exit()).as(resumed.err()).isEqualTo(uninterrupted.exit());
    assertThat(resumed.out()).contains("resumed: " + storedAtKill + " solver runs finished before");
    List<String> lines = Files.readAllLines(out.resolve("results.jsonl"));
    assertThat(lines).hasSize(60);
    assertThat(keys(lines)).doesNotHaveDuplicates().hasSize(60);
    assertThat(verdicts(lines))
        .isEqualTo(verdicts(Files.readAllLines(reference.resolve("results.jsonl"))));
    assertThat(folders(out)).isEqualTo(folders(reference));
  }

  /** Result rows the killed campaign's store holds (0 before it exists). */
  private static long stored(Path out) {
    Path db = out.resolve("assay.db");
    if (!Files.exists(db)) {
      return 0;
    }
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
        Statement s = c.createStatement();
        ResultSet r = s.executeQuery("SELECT COUNT(*) FROM result")) {
      return r.next() ? r.getLong(1) : 0;
    } catch (SQLException e) {
      return 0; // not made yet
    }
  }

  private static TreeSet<String> keys(List<String> lines) {
    TreeSet<String> out = new TreeSet<>();
    lines.forEach(l -> out.add(field(l, "case") + " @ " + field(l, "solver")));
    return out;
  }

  private static TreeSet<String> verdicts(List<String> lines) {
    TreeSet<String> out = new TreeSet<>();
    lines.forEach(l -> out.add(field(l, "case") + ": " + field(l, "verdict")));
    return out;
  }

  /** The reproduction folders under a run folder, relative to it. */
  private static TreeSet<String> folders(Path run) throws IOException {
    TreeSet<String> out = new TreeSet<>();
    Path failures = run.resolve("failures");
    if (Files.isDirectory(failures)) {
      try (var s = Files.walk(failures)) {
        s.filter(f -> f.getFileName().toString().equals("README.txt"))
            .forEach(
                f ->
                    out.add(
                        run.relativize(f.getParent()).toString().replace(File.separatorChar, '/')));
      }
    }
    return out;
  }

  /** The string value of {@code "key":"value"} in a results line. */
  private static String field(String json, String key) {
    int k = json.indexOf("\"" + key + "\":\"");
    int start = k + key.length() + 4;
    return json.substring(start, json.indexOf('"', start));
  }
}
