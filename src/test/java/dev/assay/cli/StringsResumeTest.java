package dev.assay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code assay strings --resume}: a run cut short (here: its results file cut back, with a torn
 * last line, as after a SIGKILL) is finished from its run folder alone, and gives the same table as
 * a run that was never interrupted.
 */
class StringsResumeTest {
  @TempDir Path dir;
  private Path solver;
  private Path out;

  private static StringsCommandTest.Result run(String... args) {
    return StringsCommandTest.run(args);
  }

  @BeforeEach
  void fakeSolver() throws IOException {
    solver = dir.resolve("status-echo.sh");
    try (InputStream in = getClass().getResourceAsStream("/strings-fakes/status-echo.sh")) {
      Files.copy(in, solver);
    }
    assertThat(solver.toFile().setExecutable(true)).isTrue();
    out = dir.resolve("run");
  }

  private StringsCommandTest.Result fullRun() {
    return run(
        "strings",
        "--solver",
        "cmd:" + solver,
        "--operations",
        "replace",
        "--only",
        "operation,equivalent-formula,redundancy-introduction",
        "--patterns",
        "off",
        "--seeds",
        "0,1465",
        "--out",
        out.toString(),
        "-j",
        "2");
  }

  /** The Table 4 part of summary.md (from its header row on). */
  private String table() throws IOException {
    String md = Files.readString(out.resolve("summary.md"));
    return md.substring(md.indexOf("#### "));
  }

  @Test
  void resume_afterAKillLostTheLastItems_runsTheRestAndGivesTheSameTable() throws Exception {
    StringsCommandTest.Result first = fullRun();
    assertThat(first.code()).as(first.err()).isEqualTo(ExitCodes.OK);
    String table = table();
    Path results = out.resolve("results.jsonl");
    List<String> lines = Files.readAllLines(results);
    assertThat(lines).hasSize(24);
    String manifest = Files.readString(out.resolve("run.json"));
    assertThat(manifest).contains("\"--operations\", \"replace\"", "\"--timeout\", \"15.0\"");
    assertThat(manifest).doesNotContain("\"--out\"", "\"-j\"", "\"--jobs\"");

    // the first 10 items survive, as after a SIGKILL; the summary is lost
    forgetItemsFrom(10);
    Files.delete(out.resolve("summary.md"));
    Files.delete(out.resolve("summary.json"));

    StringsCommandTest.Result resumed = run("strings", "--resume", out.toString(), "-j", "1");

    assertThat(resumed.code()).as(resumed.err()).isEqualTo(ExitCodes.OK);
    assertThat(resumed.out()).contains("resumed: 10 solver runs finished before");
    assertThat(resumed.out()).contains("14 solver runs on 1 worker:");
    assertThat(table()).isEqualTo(table);
    assertThat(Files.readString(out.resolve("summary.md")))
        .contains("Resumed: 10 solver runs finished before");
    assertThat(Files.readString(out.resolve("summary.json")))
        .contains("\"runs\" : 24", "\"runs_before_resume\" : 10", "\"interrupted\" : false");
    List<String> after = Files.readAllLines(results);
    assertThat(after).hasSize(24);
    assertThat(after.subList(0, 10)).isEqualTo(lines.subList(0, 10));
    // every test and configuration exactly once
    List<String> keys = new ArrayList<>();
    for (String l : after) {
      keys.add(field(l, "case") + " @ " + field(l, "solver"));
    }
    assertThat(keys).doesNotHaveDuplicates();
  }

  @Test
  void resume_removesAFailureFolderWhoseRunWasNotRecordedAndNowPasses() throws Exception {
    assertThat(fullRun().code()).isEqualTo(ExitCodes.OK);
    // As if killed after writing a failure folder but before recording its run (the test passes).
    forgetItemsFrom(0);
    Path stale = out.resolve("failures/status-echo.sh/operation/replace");
    Files.createDirectories(stale);
    Files.writeString(stale.resolve("README.txt"), "a failure whose run was never recorded\n");

    StringsCommandTest.Result r = run("strings", "--resume", out.toString());

    assertThat(r.code()).as(r.err()).isEqualTo(ExitCodes.OK);
    assertThat(stale).doesNotExist();
    assertThat(out.resolve("failures/status-echo.sh/redundancy-introduction")).isDirectory();
    assertThat(Files.readAllLines(out.resolve("results.jsonl"))).hasSize(24);
  }

  @Test
  void resume_ofAFinishedRun_runsNothingAndRewritesTheSameSummary() throws IOException {
    assertThat(fullRun().code()).isEqualTo(ExitCodes.OK);
    String table = table();
    StringsCommandTest.Result again = run("strings", "--resume", out.toString());
    assertThat(again.code()).as(again.err()).isEqualTo(ExitCodes.OK);
    assertThat(again.out()).contains("resumed: 24 solver runs", "0 solver runs on");
    assertThat(table()).isEqualTo(table);
    assertThat(Files.readAllLines(out.resolve("results.jsonl"))).hasSize(24);
  }

  @Test
  void aNewRun_intoAFolderThatHoldsARun_isRefusedAndKeepsIt() throws IOException {
    assertThat(fullRun().code()).isEqualTo(ExitCodes.OK);
    String before = Files.readString(out.resolve("results.jsonl"));
    StringsCommandTest.Result r = fullRun();
    assertThat(r.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(r.err()).contains("already holds a campaign: continue it with --resume");
    assertThat(r.err().strip().lines()).hasSize(1);
    assertThat(Files.readString(out.resolve("results.jsonl"))).isEqualTo(before);
  }

  @Test
  void resume_refusesOtherOptionsAFolderWithoutARunAndAChangedSolver() throws IOException {
    StringsCommandTest.Result r = run("strings", "--resume", dir.toString());
    assertThat(r.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(r.err()).contains("no run.json here").doesNotContain("\tat ");

    assertThat(fullRun().code()).isEqualTo(ExitCodes.OK);
    r = run("strings", "--resume", out.toString(), "--timeout", "3");
    assertThat(r.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(r.err())
        .contains("only --jobs, --no-progress and --no-report can be given with it, not --timeout");

    Path manifest = out.resolve("run.json");
    String text = Files.readString(manifest);
    String version = field(text.replace("\n", ""), "status-echo.sh");
    Files.writeString(
        manifest, text.replace("\"" + version + "\"", "\"9.9.9\""), StandardCharsets.UTF_8);
    r = run("strings", "--resume", out.toString());
    assertThat(r.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(r.err()).contains("was version 9.9.9 when the run began");
  }

  /** Takes items {@code from} and later out of the store, as if killed after the first ones. */
  private void forgetItemsFrom(long from) throws SQLException {
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + out.resolve("assay.db"));
        Statement st = c.createStatement()) {
      st.executeUpdate("DELETE FROM item WHERE item >= " + from);
      st.executeUpdate("DELETE FROM result WHERE item >= " + from);
    }
  }

  /** The string value of {@code "key" : "value"} or {@code "key":"value"} in JSON text. */
  private static String field(String json, String key) {
    int k = json.indexOf("\"" + key + "\"");
    int colon = json.indexOf(':', k);
    int start = json.indexOf('"', colon) + 1;
    return json.substring(start, json.indexOf('"', start));
  }
}
