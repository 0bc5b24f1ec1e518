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
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A new technique added through exactly the steps of docs/HOW-TO-EXTEND.md, "Add a technique": a
 * package with a producer ({@code dev.assay.toy.ToyProducer}), one recipe row ({@link ToyCommand}
 * in the registry). It gets what every campaign has without a line of its own: a run folder with
 * {@code run.json}, the store, the closing lines, the exit code, resume after a kill.
 */
class NewTechniqueTest {
  @TempDir Path dir;

  private record Run(int code, String out, String err) {}

  private Run toy(String... args) {
    StringWriter o = new StringWriter();
    StringWriter e = new StringWriter();
    String[] all = new String[args.length + 1];
    all[0] = "toy";
    System.arraycopy(args, 0, all, 1, args.length);
    int code =
        Main.commandLine(
                new PrintWriter(o, true),
                new PrintWriter(e, true),
                Campaigns.standard().with(ToyCommand::new))
            .execute(all);
    return new Run(code, o.toString(), e.toString());
  }

  @Test
  void aRecipeRow_runsAsACampaign_andResumes() throws Exception {
    Path echo = Fixtures.fakeSolver("/strings-fakes/status-echo.sh", dir);
    Path out = dir.resolve("run");
    Run r = toy("--solver", "cmd:" + echo, "--count", "3", "--no-report", "--out", out.toString());
    assertThat(r.code()).as(r.err()).isEqualTo(ExitCodes.OK);
    assertThat(r.out()).contains("toy: 3 sat answers", "findings: 0 runs with a finding");
    assertThat(Files.readString(out.resolve("run.json")))
        .contains("\"command\" : \"toy\"", "\"--count\", \"3\"");
    assertThat(Files.readAllLines(out.resolve("results.jsonl"))).hasSize(3);

    // as if killed after the first item: the resumed campaign runs the other two and counts all
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + out.resolve("assay.db"));
        Statement st = c.createStatement()) {
      st.executeUpdate("DELETE FROM item WHERE item >= 1");
      st.executeUpdate("DELETE FROM result WHERE item >= 1");
    }
    Run resumed = toy("--resume", out.toString());
    assertThat(resumed.code()).as(resumed.err()).isEqualTo(ExitCodes.OK);
    assertThat(resumed.out())
        .contains("resumed: 1 solver run finished before", "toy: 3 sat answers");
    assertThat(Files.readAllLines(out.resolve("results.jsonl"))).hasSize(3);
  }

  @Test
  void theStandardRegistry_doesNotKnowTheToy() throws IOException {
    StringWriter e = new StringWriter();
    int code =
        Main.run(new String[] {"toy"}, new PrintWriter(new StringWriter()), new PrintWriter(e));
    assertThat(code).isEqualTo(ExitCodes.USAGE);
  }
}
