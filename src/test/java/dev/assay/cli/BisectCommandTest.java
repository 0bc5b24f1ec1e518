package dev.assay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code assay bisect} on a wrong status found by {@code assay check}: fake "releases" that answer
 * right, give up, and answer wrong stand for a solver's history; the boundary is named by id and by
 * reproduction folder, and bad input is one line with exit 2.
 */
class BisectCommandTest {
  @TempDir Path dir;

  private Path fake(String name, String answer) throws IOException {
    Path p = dir.resolve(name);
    Files.writeString(
        p,
        "#!/bin/sh\nif [ \"$1\" = --version ]; then echo \""
            + name
            + " version 1.0\"; exit 0; fi\necho "
            + answer
            + "\n");
    assertThat(p.toFile().setExecutable(true)).isTrue();
    return p;
  }

  /**
   * Sat with a model that makes (< x 0) false: the wrong status is confirmed by the solver's own
   * model, so it is a finding with no other solver in the campaign.
   */
  private static final String REFUTED_SAT = "sat; echo '((define-fun x () Int 1))'";

  /** A campaign with one wrong-status finding of the fake that says sat on an unsat file. */
  private String campaign(Path run) throws IOException {
    Path in = Files.createDirectories(dir.resolve("in"));
    Files.writeString(
        in.resolve("neg.smt2"),
        "(set-info :status unsat)\n(declare-const x Int)\n(assert (> x 0))\n(assert (< x 0))\n"
            + "(check-sat)\n");
    ParseCommandTest.Result r =
        ParseCommandTest.run(
            "check",
            in.toString(),
            "--solver",
            "cmd:" + fake("new.sh", REFUTED_SAT),
            "--out",
            run.toString(),
            "--no-report");
    assertThat(r.code()).as(r.err()).isEqualTo(ExitCodes.FINDINGS);
    ParseCommandTest.Result list = ParseCommandTest.run("findings", "list", run.toString());
    Matcher m = Pattern.compile("\\b([0-9a-f]{12})\\b").matcher(list.out());
    assertThat(m.find()).as(list.out()).isTrue();
    return m.group(1);
  }

  @Test
  void namesTheFirstFailingReleaseAfterAPassingOne() throws IOException {
    Path run = dir.resolve("run");
    String id = campaign(run);
    String old = "cmd:" + fake("old.sh", "unsat");
    String gaveUp = "cmd:" + fake("mid.sh", "unknown");
    String bad = "cmd:" + dir.resolve("new.sh");

    ParseCommandTest.Result r =
        ParseCommandTest.run(
            "bisect", id, run.toString(), "--release", old, "--release", gaveUp, "--release", bad);

    assertThat(r.code()).as(r.err()).isEqualTo(ExitCodes.OK);
    assertThat(r.out())
        .containsPattern("old.sh\\s+1.0\\s+passes\\s+ok")
        .containsPattern("mid.sh\\s+1.0\\s+undecided\\s+unknown")
        .containsPattern("new.sh\\s+1.0\\s+fails\\s+wrong-status")
        .contains("first failing release: new.sh 1.0; last passing before it: old.sh 1.0");

    // the same from the finding's reproduction folder
    Path folder;
    try (Stream<Path> s = Files.walk(run.resolve("failures"))) {
      folder = s.filter(p -> Files.exists(p.resolve("README.txt"))).findFirst().orElseThrow();
    }
    ParseCommandTest.Result byFolder =
        ParseCommandTest.run("bisect", folder.toString(), "--release", old, "--release", bad);
    assertThat(byFolder.code()).as(byFolder.err()).isEqualTo(ExitCodes.OK);
    assertThat(byFolder.out()).contains("first failing release: new.sh 1.0");

    // failing everywhere: no boundary, exit 1
    ParseCommandTest.Result none =
        ParseCommandTest.run("bisect", id, run.toString(), "--release", bad);
    assertThat(none.code()).isEqualTo(ExitCodes.FINDINGS);
    assertThat(none.out()).contains("fails on every release that decided it (1 of 1)");
  }

  @Test
  void badInput_oneLineAndExit2() throws IOException {
    Path run = dir.resolve("run");
    String id = campaign(run);
    for (List<String> args :
        List.of(
            List.of("bisect", "ffffffffffff", run.toString(), "--release", "z3"),
            List.of("bisect", dir.toString()),
            List.of("bisect", "0", run.toString(), "--timeout", "0"))) {
      ParseCommandTest.Result r = ParseCommandTest.run(args.toArray(String[]::new));
      assertThat(r.code()).as(args.toString()).isEqualTo(ExitCodes.USAGE);
      assertThat(r.err().strip().lines().count()).as(r.err()).isEqualTo(1);
      assertThat(r.err()).doesNotContain("Exception");
    }
    // a finding of a solver without known releases needs --release
    ParseCommandTest.Result r = ParseCommandTest.run("bisect", id, run.toString());
    assertThat(r.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(r.err()).contains("--release");
  }
}
