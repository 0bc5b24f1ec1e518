package dev.assay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.testkit.Fixtures;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A campaign command writes its report and prints the path (unless {@code --no-report}); {@code
 * assay report} writes the same page again from the run folder or from the store.
 */
class ReportCommandTest {
  @TempDir Path dir;

  private record Run(int code, String out, String err) {}

  private static Run run(String... args) {
    StringWriter o = new StringWriter();
    StringWriter e = new StringWriter();
    int code = Main.run(args, new PrintWriter(o, true), new PrintWriter(e, true));
    return new Run(code, o.toString(), e.toString());
  }

  private Path check(String out, String... extra) throws IOException {
    Fixtures.posNeg(dir.resolve("cases"), 1, 1);
    String liar = "cmd:" + Fixtures.fakeSolver("/fake-solvers/wrong-model.sh", dir);
    String echo = "cmd:" + Fixtures.fakeSolver("/strings-fakes/status-echo.sh", dir);
    Path runDir = dir.resolve(out);
    String[] base = {
      "check",
      dir.resolve("cases").toString(),
      "--solver",
      liar,
      "--solver",
      echo,
      "--out",
      runDir.toString(),
      "-j",
      "1"
    };
    String[] args = new String[base.length + extra.length];
    System.arraycopy(base, 0, args, 0, base.length);
    System.arraycopy(extra, 0, args, base.length, extra.length);
    Run r = run(args);
    assertThat(r.code()).as(r.err()).isEqualTo(ExitCodes.FINDINGS);
    if (extra.length == 0) {
      assertThat(r.out().strip()).endsWith("report: " + runDir.resolve("report.html"));
    } else {
      assertThat(r.out()).doesNotContain("report:");
    }
    return runDir;
  }

  @Test
  void check_writesItsReport_andAssayReportWritesTheSamePageAgain() throws IOException {
    Path runDir = check("run");
    String page = Files.readString(runDir.resolve("report.html"));
    assertThat(page).contains("<table class=\"findings\" id=\"findings\">");
    assertThat(page).contains("<span class=\"kind\">invalid-model</span>");
    assertThat(page.split("<svg ", -1)).hasSize(4);

    Path again = dir.resolve("again.html");
    Run r = run("report", runDir.toString(), "--out", again.toString());
    assertThat(r.code()).as(r.err()).isEqualTo(ExitCodes.OK);
    assertThat(r.out()).isEqualTo("report: " + again + System.lineSeparator());
    assertThat(Files.readString(again)).isEqualTo(page);

    Path fromStore = dir.resolve("store.html");
    String url = "jdbc:sqlite:" + runDir.resolve("assay.db");
    r = run("report", "--store", url, "--out", fromStore.toString());
    assertThat(r.code()).as(r.err()).isEqualTo(ExitCodes.OK);
    assertThat(Files.readString(fromStore)).isEqualTo(page);
  }

  @Test
  void noReport_writesNoPage() throws IOException {
    Path runDir = check("quiet", "--no-report");
    assertThat(runDir.resolve("report.html")).doesNotExist();
  }

  @Test
  void unknownCampaign_isAOneLineUsageError() throws IOException {
    Path runDir = check("other", "--no-report");
    String url = "jdbc:sqlite:" + runDir.resolve("assay.db");
    Run r =
        run("report", "--store", url, "--campaign", "nope", "--out", dir.resolve("x").toString());
    assertThat(r.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(r.err().strip()).startsWith("assay: no campaign nope in").doesNotContain("\n");
  }
}
