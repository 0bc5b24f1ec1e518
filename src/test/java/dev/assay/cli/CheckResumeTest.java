package dev.assay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.testkit.Fixtures;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code assay check --resume}: a run cut short (here: its last items taken out of the store, as
 * after a SIGKILL) is finished from its run folder alone and prints the same summary as a run that
 * was never interrupted; a named folder that holds a run is never overwritten.
 */
class CheckResumeTest {
  @TempDir Path dir;
  private Path cases;
  private Path out;
  private final List<String> solverArgs = new ArrayList<>();

  /** What one run of the command printed and returned. */
  record Run(int exit, String out, String err) {}

  private static Run check(String... args) {
    StringWriter o = new StringWriter();
    StringWriter e = new StringWriter();
    List<String> all = new ArrayList<>(List.of("check"));
    all.addAll(List.of(args));
    int exit =
        Main.run(all.toArray(String[]::new), new PrintWriter(o, true), new PrintWriter(e, true));
    return new Run(exit, o.toString(), e.toString());
  }

  @BeforeEach
  void corpusAndSolvers() throws IOException {
    // four solvers that between them fill five columns: ok, wrong-status, invalid-model, crash,
    // error
    copySolver("/strings-fakes/status-echo.sh");
    copySolver("/fake-solvers/wrong-model.sh");
    copySolver("/fake-solvers/garbage.sh");
    copySolver("/fake-solvers/segfault.sh");
    cases = Fixtures.posNeg(dir.resolve("cases"), 1, 2);
    out = dir.resolve("run");
  }

  private void copySolver(String resource) {
    Path target = Fixtures.fakeSolver(resource, dir);
    solverArgs.add("--solver");
    solverArgs.add("cmd:" + target);
  }

  /** 4 files x 4 solvers, into {@code out}. */
  private Run fullRun() {
    List<String> args = new ArrayList<>(List.of(cases.toString()));
    args.addAll(solverArgs);
    args.addAll(List.of("--out", out.toString(), "-j", "2"));
    return check(args.toArray(String[]::new));
  }

  private List<String> results() throws IOException {
    return Files.readAllLines(out.resolve("results.jsonl"));
  }

  /**
   * Takes items {@code from} and later out of the store, as if Assay had been killed after
   * recording the first {@code from} items.
   */
  private void forgetItemsFrom(long from) throws SQLException {
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + out.resolve("assay.db"));
        Statement st = c.createStatement()) {
      st.executeUpdate("DELETE FROM item WHERE item >= " + from);
      st.executeUpdate("DELETE FROM result WHERE item >= " + from);
      st.executeUpdate("DELETE FROM finding_hit WHERE item >= " + from);
    }
  }

  @Test
  void resume_afterAKillLostTheLastItems_runsTheRestAndPrintsTheSameSummary() throws Exception {
    Run first = fullRun();
    assertThat(first.exit()).as(first.err()).isEqualTo(ExitCodes.FINDINGS);
    assertThat(first.out()).contains("error", "4 files checked on 4 solvers");
    List<String> lines = results();
    assertThat(lines).hasSize(16);
    String manifest = Files.readString(out.resolve("run.json"));
    assertThat(manifest)
        .contains("\"command\" : \"check\"", "\"--timeout\", \"10.0\"")
        .contains("\"" + cases.toAbsolutePath().normalize() + "\"");
    assertThat(manifest).doesNotContain("\"--out\"", "\"-j\"", "\"--jobs\"");

    forgetItemsFrom(2);
    Run resumed = check("--resume", out.toString(), "-j", "1");

    assertThat(resumed.exit()).as(resumed.err()).isEqualTo(first.exit());
    assertThat(resumed.out()).contains("resumed: 8 solver runs finished before");
    // the table, the counts of non-ok results and findings: everything but the resumed line
    assertThat(withoutResumedLine(resumed.out())).isEqualTo(first.out());
    List<String> after = results();
    assertThat(after).hasSize(16);
    assertThat(after.subList(0, 8)).isEqualTo(lines.subList(0, 8));
    assertThat(keys(after)).doesNotHaveDuplicates();
    assertThat(verdicts(after)).containsExactlyInAnyOrderElementsOf(verdicts(lines));
  }

  @Test
  void resume_removesAReproductionWhoseRunWasNotRecordedAndNowPasses() throws Exception {
    fullRun();
    Path crash = out.resolve("failures/segfault.sh/cases/pos1/run.sh");
    assertThat(crash).exists();
    // As if killed after writing a reproduction but before recording its run (which passes).
    forgetItemsFrom(0);
    Path stale = out.resolve("failures/status-echo.sh/cases/pos1");
    Files.createDirectories(stale);
    Files.writeString(stale.resolve("README.txt"), "a failure whose run was never recorded\n");

    Run resumed = check("--resume", out.toString());

    assertThat(resumed.exit()).as(resumed.err()).isEqualTo(ExitCodes.FINDINGS);
    assertThat(stale).doesNotExist();
    assertThat(crash).exists();
    assertThat(results()).hasSize(16);
  }

  @Test
  void resume_ofAFinishedRun_runsNothingAndPrintsTheSameSummary() throws IOException {
    Run first = fullRun();
    String before = Files.readString(out.resolve("results.jsonl"));

    Run again = check("--resume", out.toString());

    assertThat(again.exit()).as(again.err()).isEqualTo(first.exit());
    assertThat(again.out()).contains("resumed: 16 solver runs finished before");
    assertThat(withoutResumedLine(again.out())).isEqualTo(first.out());
    assertThat(Files.readString(out.resolve("results.jsonl"))).isEqualTo(before);
  }

  @Test
  void aNewRun_intoANamedFolderThatHoldsARun_isRefusedWithOneLineAndChangesNothing()
      throws IOException {
    fullRun();
    String results = Files.readString(out.resolve("results.jsonl"));
    String manifest = Files.readString(out.resolve("run.json"));

    Run r = fullRun();

    assertThat(r.exit()).isEqualTo(ExitCodes.USAGE);
    assertThat(r.err()).contains("already holds a campaign: continue it with --resume " + out);
    assertThat(r.err().strip().lines()).hasSize(1);
    assertThat(r.out()).isEmpty();
    assertThat(Files.readString(out.resolve("results.jsonl"))).isEqualTo(results);
    assertThat(Files.readString(out.resolve("run.json"))).isEqualTo(manifest);
  }

  @Test
  void twoRunsWithTheDefaultFolder_keepBothRunsAndTheirFindings() throws IOException {
    // the default folder is new for every run (assay-check-DATE-TIME, -2, ... within a second)
    List<Path> made = new ArrayList<>();
    try {
      for (int i = 0; i < 2; i++) {
        List<String> args = new ArrayList<>(List.of(cases.toString()));
        args.addAll(solverArgs);
        Run r = check(args.toArray(String[]::new));
        assertThat(r.exit()).as(r.err()).isEqualTo(ExitCodes.FINDINGS);
        String listed =
            r.out().replaceAll("(?s).*assay findings list (assay-check-[0-9-]+)\\).*", "$1");
        assertThat(listed).startsWith("assay-check-");
        made.add(Path.of(listed));
      }
      assertThat(made.get(0)).isNotEqualTo(made.get(1));
      for (Path p : made) {
        assertThat(Files.readAllLines(p.resolve("findings.jsonl"))).isNotEmpty();
        assertThat(p.resolve("failures")).isDirectory();
      }
    } finally {
      for (Path p : made) {
        deleteTree(p);
      }
    }
  }

  private static void deleteTree(Path p) throws IOException {
    if (!Files.exists(p)) {
      return;
    }
    try (var walk = Files.walk(p)) {
      for (Path f : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
        Files.delete(f);
      }
    }
  }

  @Test
  void resume_ofAnEditedOrGrownCorpus_isRefusedWithOneLine() throws IOException {
    fullRun();
    String results = Files.readString(out.resolve("results.jsonl"));
    Path pos1 = cases.resolve("pos1.smt2");
    String text = Files.readString(pos1);

    Files.writeString(pos1, text.replace("(> x 1)", "(> x 7)"));
    Run edited = check("--resume", out.toString());
    Files.writeString(pos1, text);
    Files.writeString(cases.resolve("pos3.smt2"), text);
    Run grown = check("--resume", out.toString());

    assertThat(edited.exit()).isEqualTo(ExitCodes.USAGE);
    assertThat(edited.err())
        .contains("the .smt2 files have changed since the run began")
        .contains("a file's name or text differs");
    assertThat(edited.err().strip().lines()).hasSize(1);
    assertThat(grown.exit()).isEqualTo(ExitCodes.USAGE);
    assertThat(grown.err()).contains("(5 readable files now, 4 then)");
    assertThat(Files.readString(out.resolve("results.jsonl"))).isEqualTo(results);
  }

  @Test
  void resume_refusesOtherOptionsPathsAFolderWithoutARunAndAnotherCommandsRun() throws IOException {
    Run noRun = check("--resume", dir.toString());
    assertThat(noRun.exit()).isEqualTo(ExitCodes.USAGE);
    assertThat(noRun.err()).contains("no run.json here").doesNotContain("\tat ");

    fullRun();
    Run timeout = check("--resume", out.toString(), "--timeout", "3");
    assertThat(timeout.exit()).isEqualTo(ExitCodes.USAGE);
    assertThat(timeout.err())
        .contains("only --jobs, --no-progress and --no-report can be given with it, not --timeout");
    Run path = check("--resume", out.toString(), cases.toString());
    assertThat(path.exit()).isEqualTo(ExitCodes.USAGE);
    assertThat(path.err()).contains("takes the run's inputs from");

    Path manifest = out.resolve("run.json");
    Files.writeString(
        manifest,
        Files.readString(manifest).replace("\"command\" : \"check\"", "\"command\" : \"strings\""));
    Run strings = check("--resume", out.toString());
    assertThat(strings.exit()).isEqualTo(ExitCodes.USAGE);
    assertThat(strings.err()).contains("holds an `assay strings` run, not an `assay check` run");
  }

  @Test
  void check_withoutPathOrResume_stillAsksForAPath() {
    Run r = check();
    assertThat(r.exit()).isEqualTo(ExitCodes.USAGE);
    assertThat(r.err()).contains("Missing required parameter: 'PATH'");
  }

  private static String withoutResumedLine(String out) {
    return out.lines()
        .filter(l -> !l.startsWith("resumed: "))
        .collect(Collectors.joining("\n", "", "\n"));
  }

  private static List<String> keys(List<String> lines) {
    return lines.stream().map(l -> field(l, "case") + " @ " + field(l, "solver")).toList();
  }

  private static List<String> verdicts(List<String> lines) {
    return lines.stream()
        .map(l -> field(l, "case") + " @ " + field(l, "solver") + ": " + field(l, "verdict"))
        .toList();
  }

  /** The string value of {@code "key":"value"} in a results line. */
  private static String field(String json, String key) {
    int k = json.indexOf("\"" + key + "\":\"");
    int start = k + key.length() + 4;
    return json.substring(start, json.indexOf('"', start));
  }
}
