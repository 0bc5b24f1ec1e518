package dev.assay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.assay.testkit.Fixtures;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every count a campaign prints comes from its store: after a fuzz campaign with timeouts and
 * errors, killed and resumed, the summary's solver calls and timeouts, statistics.json, the lines
 * of results.jsonl and the store's result rows all agree.
 */
@Tag("slow")
class CountsAgreeTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path dir;

  @Test
  void fuzz_withTimeoutsErrorsAndAResume_printsTheStoresCounts() throws Exception {
    Path seeds = Files.createDirectories(dir.resolve("seeds"));
    Files.writeString(
        seeds.resolve("a.smt2"),
        "(set-logic QF_LIA)\n(set-info :status sat)\n(declare-const x Int)\n"
            + "(assert (> x 3))\n(check-sat)\n");
    Files.writeString(
        seeds.resolve("b.smt2"),
        "(set-logic QF_LIA)\n(set-info :status unsat)\n(declare-const y Int)\n"
            + "(assert (< y 0))\n(assert (> y 2))\n(check-sat)\n");
    // hangs on seed a's mutants (a timeout), rejects seed b's (an error)
    Path fake =
        Fixtures.statusFake(
            dir,
            "slow-or-error",
            "if grep -q 'declare-const x' \"$last\"; then sleep 5; echo sat; else echo"
                + " '(error \"no\")'; fi\n");
    Path out = dir.resolve("out");
    List<String> args =
        List.of(
            "fuzz",
            seeds.toString(),
            "--solver",
            "cmd:" + fake,
            "--iterations",
            "2",
            "--timeout",
            "1",
            "-j",
            "1",
            "--no-report",
            "--out",
            out.toString());
    ParseCommandTest.Result first = ParseCommandTest.run(args.toArray(String[]::new));
    assertThat(first.code()).as(first.err()).isIn(ExitCodes.OK, ExitCodes.FINDINGS);
    // as if killed before its second walk was stored
    Fixtures.forgetItemsFrom(out, 1);
    ParseCommandTest.Result resumed =
        ParseCommandTest.run("fuzz", "--resume", out.toString(), "--no-report");
    assertThat(resumed.code()).as(resumed.err()).isIn(ExitCodes.OK, ExitCodes.FINDINGS);

    List<JsonNode> lines = new ArrayList<>();
    for (String l : Files.readAllLines(out.resolve("results.jsonl"))) {
      lines.add(JSON.readTree(l));
    }
    long timeouts =
        lines.stream().filter(l -> l.path("verdict").asText().equals("timeout")).count();
    long errors = lines.stream().filter(l -> l.path("verdict").asText().equals("error")).count();
    assertThat(timeouts).isPositive();
    assertThat(errors).isPositive();

    long stored;
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + out.resolve("assay.db"));
        Statement st = c.createStatement();
        ResultSet r = st.executeQuery("SELECT count(*) FROM result")) {
      r.next();
      stored = r.getLong(1);
    }
    assertThat((long) lines.size()).isEqualTo(stored);

    Matcher m = Pattern.compile("solver calls: (\\d+), timeouts (\\d+)").matcher(resumed.out());
    assertThat(m.find()).as(resumed.out()).isTrue();
    assertThat(Long.parseLong(m.group(1))).isEqualTo(stored);
    assertThat(Long.parseLong(m.group(2))).isEqualTo(timeouts);

    JsonNode stats = JSON.readTree(out.resolve("statistics.json").toFile());
    assertThat(stats.path("solver_calls").path("total").asLong()).isEqualTo(stored);
    assertThat(stats.path("solver_calls").path("timeouts").asLong()).isEqualTo(timeouts);
  }
}
