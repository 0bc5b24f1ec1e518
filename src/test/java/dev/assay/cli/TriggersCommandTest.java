package dev.assay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.assay.testkit.Fixtures;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code assay triggers}: results, exit codes, bad inputs, explain, a hanging solver. */
class TriggersCommandTest {
  @TempDir Path dir;

  private static final Path FIG5 =
      Path.of("src/test/resources/triggers/fig05-contradictory-f.smt2");

  private static ParseCommandTest.Result run(String... args) {
    return ParseCommandTest.run(args);
  }

  private List<JsonNode> results(Path out) throws IOException {
    List<JsonNode> r = new ArrayList<>();
    for (String line : Files.readAllLines(out.resolve("results.jsonl"))) {
      r.add(new ObjectMapper().readTree(line));
    }
    return r;
  }

  @Test
  void found_exitsOne_andWritesTheResultLineAndAReproduction() throws IOException {
    Path out = dir.resolve("out");
    ParseCommandTest.Result r = run("triggers", FIG5.toString(), "--out", out.toString());
    assertThat(r.code()).as(r.err()).isEqualTo(ExitCodes.FINDINGS);
    assertThat(r.out()).contains("found", "(f (g 7))");
    JsonNode line = results(out).get(0);
    // named as the campaign names its inputs, whatever the working directory
    assertThat(line.get("file").asText()).isEqualTo("fig05-contradictory-f.smt2");
    assertThat(line.get("config").asText()).isEqualTo("C0");
    assertThat(line.get("status").asText()).isEqualTo("found");
    assertThat(line.get("terms").get(0).asText()).isEqualTo("(f (g 7))");
    assertThat(line.get("decls").isArray()).isTrue();
    assertThat(line.get("seconds").asDouble()).isPositive();
    assertThat(line.get("fix").asText()).contains("never matches");
    Path repro = out.resolve(line.get("reproduction").asText());
    assertThat(Files.readString(repro))
        .contains("(set-option :smt.auto_config false)", "(assay_dummy (f (g 7)))", "(check-sat)");
    assertThat(Files.readString(repro.resolveSibling("C0.txt"))).contains("Suggested fix:");
    // a campaign: the input without the term is unknown under E-matching, a finding in the store
    assertThat(out.resolve("run.json")).exists();
    assertThat(out.resolve("assay.db")).exists();
    assertThat(out.resolve("report.html")).exists();
    assertThat(Files.readAllLines(out.resolve("runs.jsonl"))).hasSize(1);
    List<String> findings = Files.readAllLines(out.resolve("findings.jsonl"));
    assertThat(findings).hasSize(1);
    assertThat(findings.get(0)).contains("\"kind\":\"incompleteness\"");
    assertThat(r.out()).contains("1 of 1 (file, configuration) pair found a term");
  }

  @Test
  void configAll_isOnePortfolio_oneLinePerConfiguration_theFirstTermEndsTheOthers()
      throws IOException {
    Path out = dir.resolve("out");
    ParseCommandTest.Result r =
        run("triggers", FIG5.toString(), "--config", "all", "--out", out.toString());
    assertThat(r.code()).as(r.err()).isEqualTo(ExitCodes.FINDINGS);
    List<JsonNode> lines = results(out);
    assertThat(lines)
        .extracting(n -> n.get("config").asText())
        .containsExactly("C0", "C1", "C2", "C3", "C4");
    List<JsonNode> found =
        lines.stream().filter(n -> n.get("status").asText().equals("found")).toList();
    assertThat(found).hasSize(1);
    String finder = found.get(0).get("config").asText();
    for (JsonNode n : lines) {
      if (n != found.get(0)) {
        assertThat(n.get("status").asText()).isIn("stopped", "not-found");
        if (n.get("status").asText().equals("stopped")) {
          assertThat(n.get("reason").asText())
              .isEqualTo(finder + "'s term ended the file's search first");
        }
      }
    }
    // one item: the file, searched once for all configurations
    assertThat(Files.readAllLines(out.resolve("runs.jsonl"))).hasSize(1);
  }

  @Test
  void aRejectedFile_isReported_andTheOthersKeepTheirExitStatus() throws IOException {
    Path bad =
        Files.writeString(dir.resolve("bad.smt2"), "(declare-fun f (Int) Int)\n(assert (f 1 2)\n");
    Path out = dir.resolve("out");
    ParseCommandTest.Result r =
        run("triggers", bad.toString(), FIG5.toString(), "--out", out.toString());
    assertThat(r.code()).as(r.err()).isEqualTo(ExitCodes.FINDINGS);
    assertThat(r.err()).containsPattern("bad\\.smt2:2:\\d+: ");
    List<JsonNode> lines = results(out);
    assertThat(lines.get(0).get("status").asText()).isEqualTo("error");
    assertThat(lines.get(0).get("bad_input").asBoolean()).isTrue();
    assertThat(lines.get(1).get("status").asText()).isEqualTo("found");
  }

  @Test
  void aTimedOutSearch_saysWhereItsTimeWent_phaseByPhaseAndRoundByRound() throws IOException {
    // satisfiable axioms: no term can be found, and the search's bounds outlast its budget
    Path f = Path.of("src/test/resources/triggers-timeout/heap-frames-consistent.smt2");
    Path out = dir.resolve("out");
    ParseCommandTest.Result r =
        run("triggers", f.toString(), "--timeout", "4", "--no-mbqi-hints", "--out", out.toString());
    assertThat(r.code()).as(r.err()).isEqualTo(ExitCodes.OK);
    JsonNode line = results(out).get(0);
    assertThat(line.get("status").asText()).isEqualTo("timeout");
    List<String> phases = new ArrayList<>();
    line.get("phases").fieldNames().forEachRemaining(phases::add);
    assertThat(phases)
        .contains(
            "preprocessing",
            "pattern_inference",
            "baseline",
            "clustering",
            "model_queries",
            "candidates",
            "validation",
            "other");
    double sum = 0;
    for (String p : phases) {
      assertThat(line.get("phases").get(p).asDouble()).as(p).isGreaterThanOrEqualTo(0);
      sum += line.get("phases").get(p).asDouble();
    }
    assertThat(sum)
        .isCloseTo(line.get("seconds").asDouble(), org.assertj.core.data.Offset.offset(0.01));
    assertThat(line.get("rounds")).isNotEmpty();
    JsonNode round = line.get("rounds").get(0);
    assertThat(round.get("depth").asInt()).isZero();
    assertThat(round.get("formulas").asInt()).isPositive();
    assertThat(round.get("model_queries").asInt()).isPositive();
  }

  /** Fig. 5 with the fact its term leads to: E-matching refutes it without a term. */
  private Path refuted(String name) throws IOException {
    return Files.writeString(
        dir.resolve(name),
        Files.readString(FIG5).replace("(check-sat)", "(assert (= (f (g 7)) 0))(check-sat)"));
  }

  @Test
  void noTermNeeded_exitsZero() throws IOException {
    Path f = refuted("refuted.smt2");
    Path out = dir.resolve("out");
    ParseCommandTest.Result r = run("triggers", f.toString(), "--out", out.toString());
    assertThat(r.code()).as(r.err()).isEqualTo(ExitCodes.OK);
    JsonNode line = results(out).get(0);
    assertThat(line.get("status").asText()).isEqualTo("not-found");
    assertThat(line.get("reason").asText()).contains("already refutes");
  }

  @Test
  void malformedInput_exitsTwo_withFileLineColumn() throws IOException {
    Path f =
        Files.writeString(dir.resolve("bad.smt2"), "(declare-fun f (Int) Int)\n(assert (f 1 2)\n");
    Path out = dir.resolve("out");
    ParseCommandTest.Result r = run("triggers", f.toString(), "--out", out.toString());
    assertThat(r.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(r.err()).containsPattern("bad\\.smt2:2:\\d+: ");
    assertThat(r.err()).doesNotContain("Exception");
    assertThat(results(out).get(0).get("status").asText()).isEqualTo("error");
  }

  @Test
  void hugeInput_isRefusedBeforeReading() throws IOException {
    Path f = dir.resolve("huge.smt2");
    try (RandomAccessFile raf = new RandomAccessFile(f.toFile(), "rw")) {
      raf.setLength(20L << 20);
    }
    ParseCommandTest.Result r = run("triggers", f.toString(), "--out", dir.resolve("o").toString());
    assertThat(r.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(r.err()).contains("huge.smt2", "20.0 MB is too large");
  }

  @Test
  void quantifierFreeInput_exitsTwo_withAClearMessage() throws IOException {
    Path f =
        Files.writeString(
            dir.resolve("qf.smt2"), "(declare-const a Int)(assert (> a 0))(check-sat)");
    ParseCommandTest.Result r = run("triggers", f.toString(), "--out", dir.resolve("o").toString());
    assertThat(r.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(r.err()).contains("qf.smt2", "no quantifier");
  }

  @Test
  void aSolverOtherThanZ3OrCvc5_isRefused() {
    ParseCommandTest.Result r = run("triggers", FIG5.toString(), "--solver", "boolector");
    assertThat(r.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(r.err()).contains("known for Z3 and cvc5 only");
  }

  @Test
  void hintsWith_theSearchsOwnZ3_isRefused_inOneLine() {
    ParseCommandTest.Result r = run("triggers", FIG5.toString(), "--hints-with", "bundled");
    assertThat(r.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(r.err())
        .contains("--hints-with bundled: only a cvc5 binary")
        .doesNotContain("\tat ");
    assertThat(r.err().strip().lines()).hasSize(1);
  }

  @Test
  void explain_printsClustersFormulasModelsAndCandidates() {
    ParseCommandTest.Result r =
        run(
            "triggers",
            "src/test/resources/triggers/fig01-boogie-len.smt2",
            "--explain",
            "--no-mbqi-hints",
            "--out",
            dir.resolve("o").toString());
    assertThat(r.code()).as(r.err()).isEqualTo(ExitCodes.FINDINGS);
    assertThat(r.out()).doesNotContain("MBQI hints");
    assertThat(r.out())
        .contains(
            "F0  len_def (line 7)",
            "pattern {(len (nxt x))}",
            "== sigma 0.3, depth 1",
            "cluster {F3}, R = {x = 7}",
            "G [F0:neg F3:0 R:x=7]: sat",
            "candidate dummy((len (nxt 7)))",
            "validation of",
            "minimized",
            "fix: len_def (line 7)'s pattern");
  }

  @Test
  void explain_withMbqiHints_printsTheirBatchAfterTheSearchsBounds() {
    ParseCommandTest.Result r =
        run(
            "triggers",
            "src/test/resources/triggers/fig12-subterm-unification.smt2",
            "--explain",
            "--out",
            dir.resolve("o").toString());
    assertThat(r.code()).as(r.err()).isEqualTo(ExitCodes.FINDINGS);
    assertThat(r.out())
        .containsSubsequence(
            "== sigma",
            "== MBQI hints: ",
            " matching the input's patterns",
            "validation of",
            "minimized",
            "(f (g 2021))");
  }

  @Test
  void aHangingSolver_endsWithTimeout_notAHang() throws IOException {
    JsonNode line = fig5With(fakeZ3("z3-hang", "exec sleep 600"), "2");
    assertThat(line.get("status").asText()).isEqualTo("timeout");
    // the time limit plus the hard margin of one query: never the solver's 600 s
    assertThat(line.get("seconds").asDouble()).isLessThan(30);
  }

  /** The result line of Fig. 5 searched with {@code solver} within {@code timeout} seconds. */
  private JsonNode fig5With(Path solver, String timeout) throws IOException {
    Path out = dir.resolve("out");
    ParseCommandTest.Result r =
        run(
            "triggers",
            FIG5.toString(),
            "--solver",
            "cmd:" + solver,
            "--timeout",
            timeout,
            "--out",
            out.toString());
    assertThat(r.code()).as(r.err()).isEqualTo(ExitCodes.OK);
    return results(out).get(0);
  }

  /** A fake z3: it prints a version, and runs {@code body} (a shell line) on any query. */
  private Path fakeZ3(String name, String body) throws IOException {
    Path solver = dir.resolve(name);
    Files.writeString(
        solver,
        "#!/bin/sh\nif [ \"$1\" = \"--version\" ]; then echo 'Z3 version 9.9.9'; exit 0; fi\n"
            + body
            + "\n");
    Files.setPosixFilePermissions(
        solver,
        Set.of(
            PosixFilePermission.OWNER_READ,
            PosixFilePermission.OWNER_WRITE,
            PosixFilePermission.OWNER_EXECUTE));
    return solver;
  }

  @Test
  void aSolverWithoutAnAnswerInTime_isATimeout_notAnError() throws IOException {
    // past the validation's soft limit (1 s), before its hard one (2 s), it exits without answer
    JsonNode line = fig5With(fakeZ3("z3-silent", "sleep 1.4"), "3");
    assertThat(line.get("status").asText()).as(line.toString()).isEqualTo("timeout");
    assertThat(line.get("baseline").asText()).isEqualTo("timeout");
  }

  /** The result lines without what differs between runs (times, work counts). */
  private List<JsonNode> table(Path out) throws IOException {
    List<JsonNode> t = results(out);
    for (JsonNode n : t) {
      ((com.fasterxml.jackson.databind.node.ObjectNode) n)
          .remove(List.of("seconds", "stats", "phases", "rounds", "background_validation_seconds"));
    }
    return t;
  }

  @Test
  void resume_afterAKill_searchesTheRest_andEndsWithTheSameTable() throws Exception {
    Path refuted = refuted("a-refuted.smt2");
    Path out = dir.resolve("out");
    ParseCommandTest.Result first =
        run("triggers", refuted.toString(), FIG5.toString(), "--out", out.toString());
    assertThat(first.code()).as(first.err()).isEqualTo(ExitCodes.FINDINGS);
    List<JsonNode> table = table(out);
    assertThat(table)
        .extracting(n -> n.get("status").asText())
        .containsExactly("not-found", "found");
    assertThat(Files.readString(out.resolve("run.json"))).contains("\"--config\"", "\"C0\"");

    // killed while it searched the second file: its pair, its run and its line are lost
    Fixtures.forgetItemsFrom(out, 1);
    List<String> lines = Files.readAllLines(out.resolve("results.jsonl"));
    Files.write(out.resolve("results.jsonl"), lines.subList(0, 1));

    ParseCommandTest.Result resumed = run("triggers", "--resume", out.toString());

    assertThat(resumed.code()).as(resumed.err()).isEqualTo(ExitCodes.FINDINGS);
    assertThat(resumed.err()).contains("fig05-contradictory-f.smt2 C0: found");
    assertThat(resumed.err()).doesNotContain("a-refuted.smt2 C0");
    assertThat(table(out)).isEqualTo(table);
    assertThat(Files.readAllLines(out.resolve("results.jsonl")).get(0)).isEqualTo(lines.get(0));
    assertThat(Files.readAllLines(out.resolve("runs.jsonl"))).hasSize(1);
    assertThat(Files.readAllLines(out.resolve("findings.jsonl"))).hasSize(1);

    ParseCommandTest.Result other = run("triggers", "--resume", out.toString(), "--config", "C1");
    assertThat(other.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(other.err()).contains("only --jobs, --no-progress and --no-report");
  }
}
