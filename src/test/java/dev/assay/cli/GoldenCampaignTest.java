package dev.assay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.testkit.Fixtures;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each campaign command on a small fixed input with fake solvers, its tables pinned by a golden
 * file ({@code golden/campaigns/}). The counts are those the commands gave before they ran on the
 * one engine, with two deliberate changes: a sat answer whose model Assay could not check is
 * counted as {@code unchecked}, not {@code ok} (the {@code check} table's two models of
 * status-echo.sh, which names no value for x); and a wrong status counts only once confirmed, by
 * the campaign's runs or by an independent solver that the oracle asks itself (here the bundled Z3
 * alone): segfault.sh's sat on the unsat files before it dies is confirmed by status-echo.sh and
 * the bundled Z3 agreeing; the fuzz liar's unsat on the sat seed by the bundled Z3's valid model,
 * while its sat on the unsat seed, with one other solver agreeing, stays an unconfirmed
 * disagreement, {@code unchecked}, not a finding.
 */
class GoldenCampaignTest {
  @TempDir Path dir;
  private final List<String> solvers = new ArrayList<>();

  @BeforeEach
  void fakes() throws IOException {
    for (String f :
        List.of(
            "/strings-fakes/status-echo.sh",
            "/fake-solvers/wrong-model.sh",
            "/fake-solvers/garbage.sh",
            "/fake-solvers/segfault.sh")) {
      solvers.add("cmd:" + Fixtures.fakeSolver(f, dir));
    }
    Fixtures.posNeg(dir.resolve("cases"), 1, 2);
  }

  private String run(String... args) {
    StringWriter o = new StringWriter();
    StringWriter e = new StringWriter();
    int code = Main.run(args, new PrintWriter(o, true), new PrintWriter(e, true));
    assertThat(code).as(e.toString()).isIn(ExitCodes.OK, ExitCodes.FINDINGS);
    return o.toString();
  }

  private String golden(String name) throws IOException {
    try (InputStream in = getClass().getResourceAsStream("/golden/campaigns/" + name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  @Test
  void check_givesThePinnedTable() throws IOException {
    List<String> args = new ArrayList<>(List.of("check", dir.resolve("cases").toString()));
    for (String s : solvers) {
      args.add("--solver");
      args.add(s);
    }
    // the bundled Z3 alone as the independent solver, whatever else is on PATH
    args.addAll(
        List.of(
            "--out", dir.resolve("out").toString(), "-j", "2", "--model-check-solver", "bundled"));
    String out = run(args.toArray(String[]::new));
    String table = out.lines().limit(5).collect(Collectors.joining("\n", "", "\n"));
    assertThat(table).isEqualTo(golden("check.txt"));
    assertThat(out).contains("findings: 8 runs with a finding; 4 distinct, 4 new");
  }

  @Test
  void strings_givesThePinnedTable4() throws IOException {
    String out =
        run(
            "strings",
            "--solver",
            solvers.get(0),
            "--operations",
            "replace",
            "--only",
            "operation,equivalent-formula,redundancy-introduction",
            "--patterns",
            "off",
            "-j",
            "2",
            "--out",
            dir.resolve("out").toString());
    String table = out.substring(out.indexOf("| Expected"), out.indexOf("\nIM =") + 1);
    String expected = golden("strings.txt");
    assertThat(table).isEqualTo(expected.substring(0, expected.indexOf("\nIM =") + 1));
  }

  @Test
  void fuzz_givesThePinnedStatistics() throws IOException {
    Path seeds = Files.createDirectories(dir.resolve("seeds"));
    Files.writeString(
        seeds.resolve("a.smt2"),
        "(set-logic QF_LIA)\n(set-info :status sat)\n(declare-const x Int)\n"
            + "(declare-const y Int)\n(assert (and (< x 3) (> y x)))\n"
            + "(assert (or (= x 1) (< y 0)))\n(check-sat)\n(get-model)\n");
    Files.writeString(
        seeds.resolve("b.smt2"),
        "(set-logic QF_LIA)\n(set-info :status unsat)\n(declare-const x Int)\n"
            + "(assert (< x 0))\n(assert (> x 5))\n(check-sat)\n");
    Path liar = dir.resolve("liar.sh");
    Files.writeString(
        liar,
        "#!/bin/sh\nfor last; do :; done\n"
            + "status=$(grep -o -e \":status [a-z]*\" -e \"expected status [a-z]*\" \"$last\""
            + " | head -1 | awk \"{print \\$NF}\")\n"
            + "if [ \"$status\" = sat ]; then echo unsat; else echo sat; fi\n");
    assertThat(liar.toFile().setExecutable(true)).isTrue();
    String out =
        run(
            "fuzz",
            seeds.toString(),
            "--solver",
            "liar=cmd:" + liar,
            "--iterations",
            "10",
            "--model-check-solver",
            "bundled",
            "-j",
            "1",
            "--out",
            dir.resolve("out").toString());
    String stats =
        out.lines()
            .filter(
                l ->
                    !l.startsWith("fuzz after")
                        && !l.startsWith("mutants:")
                        && !l.startsWith("statistics:")
                        && !l.startsWith("to continue")
                        && !l.startsWith("results:")
                        && !l.contains("failed run")
                        && !l.startsWith("report:")
                        && !l.matches("findings: \\d+ run.*")
                        // the unconfirmed disagreements, listed after the statistics
                        && !l.matches("\\d+ unconfirmed disagreements? .*")
                        && !l.startsWith("  liar on ")
                        && !l.startsWith("    unconfirmed: "))
            .collect(Collectors.joining("\n", "", "\n"));
    assertThat(stats).isEqualTo(golden("fuzz.txt"));
    assertThat(out).contains("mutants: 20 generated, 20 unique");
    // sat seeds: the bundled Z3's valid model confirms the expected sat; unsat seeds: the liar's
    // sat comes without a model and one other solver answers unsat, which confirms nothing
    assertThat(out).contains("findings: 11 runs with a finding", "11 unconfirmed disagreements");
  }
}
