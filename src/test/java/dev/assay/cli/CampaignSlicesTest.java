package dev.assay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.campaign.Store;
import dev.assay.testkit.Fixtures;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --items FROM..TO} with {@code --campaign NAME}: the tasks of a job array run slices of one
 * campaign into one store, which then holds what one run of every item holds.
 */
class CampaignSlicesTest {
  @TempDir Path dir;
  private Path files;
  private String solver;
  private String store;

  @BeforeEach
  void setUp() throws IOException {
    files = Fixtures.posNeg(dir.resolve("files"), 0, 5); // 10 files: items 0..9
    // sat with x = -1: an invalid model on the sat files, a sat its own model refutes (a confirmed
    // wrong status) on the unsat ones, so every item has a finding
    solver =
        "sat=cmd:"
            + Fixtures.statusFake(dir, "sat", "echo sat\necho '((define-fun x () Int (- 1)))'\n");
    store = "jdbc:sqlite:" + dir.resolve("shared.db");
  }

  private ParseCommandTest.Result check(String out, String... more) {
    List<String> args =
        new ArrayList<>(
            List.of(
                "check",
                files.toString(),
                "--solver",
                solver,
                "-j",
                "2",
                "--store",
                store,
                "--no-report",
                "--out",
                dir.resolve(out).toString()));
    args.addAll(List.of(more));
    return ParseCommandTest.run(args.toArray(String[]::new));
  }

  @Test
  void slicesOfOneCampaign_holdWhatOneRunOfEveryItemHolds() throws IOException {
    ParseCommandTest.Result whole = check("whole", "--campaign", "whole");
    ParseCommandTest.Result first = check("task0", "--campaign", "sliced", "--items", "0..3");
    ParseCommandTest.Result second = check("task1", "--campaign", "sliced", "--items", "4..9");
    assertThat(whole.code()).as(whole.err()).isEqualTo(ExitCodes.FINDINGS);
    assertThat(first.code()).as(first.err()).isEqualTo(ExitCodes.FINDINGS);
    assertThat(second.code()).as(second.err()).isEqualTo(ExitCodes.FINDINGS);
    try (Store s = Store.open(store)) {
      assertThat(s.finishedItems("sliced")).hasSize(10);
      assertThat(rows(s, "sliced")).isEqualTo(rows(s, "whole")).hasSize(10);
      assertThat(s.verdictCounts("sliced")).isEqualTo(s.verdictCounts("whole"));
      assertThat(s.hitCounts("sliced")).isEqualTo(s.hitCounts("whole")).isNotEmpty();
      assertThat(s.sessions("sliced")).hasSize(2);
    }
  }

  @Test
  void aSliceRunAgain_runsNothingItFinished() throws IOException {
    check("task0", "--campaign", "c", "--items", "0..3");
    ParseCommandTest.Result again = check("task0", "--campaign", "c", "--items", "0..3");
    assertThat(again.code()).as(again.err()).isEqualTo(ExitCodes.FINDINGS);
    assertThat(again.out()).contains("resumed: 4 solver runs finished before");
    try (Store s = Store.open(store)) {
      assertThat(s.resultCount("c")).isEqualTo(4);
      assertThat(s.sessions("c")).hasSize(2);
    }
  }

  @Test
  void aSliceOfAnotherCommand_isRefusedWithoutChangingTheCampaign() throws IOException {
    check("task0", "--campaign", "c", "--items", "0..3");
    ParseCommandTest.Result other =
        check("task1", "--campaign", "c", "--items", "4..9", "--timeout", "3");
    assertThat(other.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(other.err()).contains("campaign c in the store was started with other inputs");
    try (Store s = Store.open(store)) {
      assertThat(s.resultCount("c")).isEqualTo(4);
    }
  }

  @Test
  void wrongSlicesAndEngines_areOneLineErrors() {
    ParseCommandTest.Result noName = check("a", "--items", "0..3");
    assertThat(noName.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(noName.err()).contains("give its --campaign NAME");
    ParseCommandTest.Result backwards = check("b", "--campaign", "c", "--items", "7..3");
    assertThat(backwards.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(backwards.err()).contains("--items 7..3");
    ParseCommandTest.Result words = check("c", "--campaign", "c", "--items", "first..last");
    assertThat(words.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(words.err()).contains("whole numbers");
    ParseCommandTest.Result spark = check("d", "--engine", "spark:local[2]");
    assertThat(spark.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(spark.err()).contains("the Spark engine is not on the class path");
    ParseCommandTest.Result unknown = check("e", "--engine", "mpi");
    assertThat(unknown.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(unknown.err()).contains("expected local or spark:MASTER");
    for (ParseCommandTest.Result r : List.of(noName, backwards, words, spark, unknown)) {
      assertThat(r.err().strip().lines()).hasSize(1);
    }
  }

  /** Each run's item, case, solver, verdict and finding. */
  private static Map<String, String> rows(Store s, String campaign) throws IOException {
    Map<String, String> out = new TreeMap<>();
    for (Store.StoredResult r : s.results(campaign)) {
      out.put(r.item() + "/" + r.caseId() + "/" + r.solver(), r.verdict() + " " + r.findingId());
    }
    return out;
  }
}
