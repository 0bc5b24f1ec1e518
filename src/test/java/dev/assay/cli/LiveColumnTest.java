package dev.assay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.campaign.Store;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The live column: {@code findings list}, {@code show} and {@code report} say unknown until a check
 * is stored and then what it found; {@code check-live} leaves a finding of a solver without a
 * release line unchecked, named on stderr.
 */
class LiveColumnTest {
  @TempDir Path dir;

  private String campaign(Path run) throws IOException {
    Path in = Files.createDirectories(dir.resolve("in"));
    Files.writeString(
        in.resolve("neg.smt2"),
        "(set-info :status unsat)\n(declare-const x Int)\n(assert (> x 0))\n(assert (< x 0))\n"
            + "(check-sat)\n");
    Path liar = dir.resolve("liar.sh");
    Files.writeString(liar, "#!/bin/sh\necho sat; echo '((define-fun x () Int 1))'\n");
    assertThat(liar.toFile().setExecutable(true)).isTrue();
    ParseCommandTest.Result r =
        ParseCommandTest.run(
            "check",
            in.toString(),
            "--solver",
            "cmd:" + liar,
            "--out",
            run.toString(),
            "--no-report");
    assertThat(r.code()).as(r.err()).isEqualTo(ExitCodes.FINDINGS);
    Matcher m =
        Pattern.compile("\\b([0-9a-f]{12})\\b")
            .matcher(ParseCommandTest.run("findings", "list", run.toString()).out());
    assertThat(m.find()).isTrue();
    return m.group(1);
  }

  @Test
  void listShowAndReport_sayWhatTheLastCheckFound() throws Exception {
    Path run = dir.resolve("run");
    String id = campaign(run);

    ParseCommandTest.Result list = ParseCommandTest.run("findings", "list", run.toString());
    assertThat(list.out()).containsPattern("\\blive\\b").containsPattern(id + ".*\\bunknown\\b");
    assertThat(ParseCommandTest.run("findings", "report", id, run.toString()).out())
        .contains(
            "**Live in the newest release:** unknown (not checked: `assay findings"
                + " check-live "
                + id
                + "`)");

    try (Store store = Store.open(Store.defaultUrl(run))) {
      store.setLiveness(id, Store.Live.YES, "liar@2", "2.0", "wrong-status");
    }
    assertThat(ParseCommandTest.run("findings", "list", run.toString()).out())
        .containsPattern(id + ".*\\byes\\b");
    assertThat(ParseCommandTest.run("findings", "show", id, run.toString()).out())
        .contains("live:        yes (liar@2 2.0, wrong-status, 20");
    assertThat(ParseCommandTest.run("findings", "report", id, run.toString()).out())
        .contains("**Live in the newest release:** yes — liar@2 (version 2.0): wrong-status");
  }

  @Test
  void checkLive_leavesASolverWithoutReleasesUnchecked() throws Exception {
    Path run = dir.resolve("run");
    String id = campaign(run);

    ParseCommandTest.Result all =
        ParseCommandTest.run("findings", "check-live", "--all", run.toString());
    assertThat(all.code()).as(all.err()).isEqualTo(ExitCodes.OK);
    assertThat(all.err()).contains("finding " + id + " not checked: no release line for liar.sh");
    assertThat(all.out()).contains("0 of 1 finding live in the newest release");

    ParseCommandTest.Result one =
        ParseCommandTest.run("findings", "check-live", id, run.toString());
    assertThat(one.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(one.err()).contains("no release line for liar.sh");
    assertThat(
            ParseCommandTest.run(
                    "findings", "check-live", "--store", "jdbc:sqlite:" + dir.resolve("x.db"))
                .code())
        .isEqualTo(ExitCodes.USAGE);
  }
}
