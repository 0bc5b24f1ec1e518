package dev.assay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.testkit.Fixtures;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An item the time budget cuts short is recorded as cut, with its runs: a resumed campaign goes on
 * with items it has not run, and runs the cut one again only with --retry-timeouts. The budget (3
 * s) ends in the middle of the first walk, whose solver takes half a second per mutant.
 */
@Tag("slow")
class BudgetCutTest {
  @TempDir Path dir;

  private static long count(Path out, String sql) throws Exception {
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + out.resolve("assay.db"));
        Statement st = c.createStatement();
        ResultSet r = st.executeQuery(sql)) {
      r.next();
      return r.getLong(1);
    }
  }

  @Test
  void anItemTheBudgetCut_isNotRunAgainOnResume_unlessAsked() throws Exception {
    Path seeds = Files.createDirectories(dir.resolve("seeds"));
    Files.writeString(
        seeds.resolve("a.smt2"),
        "(set-logic QF_LIA)\n(set-info :status sat)\n(declare-const x Int)\n"
            + "(assert (> x 3))\n(check-sat)\n");
    Path slow = Fixtures.statusFake(dir, "slow", "sleep 0.5; echo $status\n");
    Path out = dir.resolve("out");
    List<String> args =
        new ArrayList<>(
            List.of(
                "fuzz",
                seeds.toString(),
                "--solver",
                "cmd:" + slow,
                "--iterations",
                "200",
                "--time",
                "3s",
                "-j",
                "1",
                "--no-report",
                "--out",
                out.toString()));
    ParseCommandTest.Result first = ParseCommandTest.run(args.toArray(String[]::new));
    assertThat(first.code()).as(first.err()).isEqualTo(ExitCodes.OK);
    assertThat(count(out, "SELECT count(*) FROM item WHERE item = 0 AND cut = 1")).isEqualTo(1);
    long firstWalk = count(out, "SELECT count(*) FROM result WHERE item = 0");
    assertThat(firstWalk).isPositive();

    ParseCommandTest.Result resumed =
        ParseCommandTest.run("fuzz", "--resume", out.toString(), "--time", "3s", "--no-report");
    assertThat(resumed.code()).as(resumed.err()).isEqualTo(ExitCodes.OK);
    assertThat(count(out, "SELECT count(*) FROM result WHERE item = 0")).isEqualTo(firstWalk);
    assertThat(count(out, "SELECT count(*) FROM result WHERE item = 1")).isPositive();

    ParseCommandTest.Result retried =
        ParseCommandTest.run(
            "fuzz", "--resume", out.toString(), "--time", "8s", "--retry-timeouts", "--no-report");
    assertThat(retried.code()).as(retried.err()).isEqualTo(ExitCodes.OK);
    // the walk runs again from its start (its first runs are already stored) and, with more
    // time than the first session had, gets further
    assertThat(count(out, "SELECT count(*) FROM result WHERE item = 0")).isGreaterThan(firstWalk);
  }
}
