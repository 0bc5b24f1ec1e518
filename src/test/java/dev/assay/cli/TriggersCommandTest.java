package dev.assay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
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
    assertThat(line.get("file").asText()).isEqualTo(FIG5.toString());
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
  }

  @Test
  void configAll_writesOneLinePerConfiguration() throws IOException {
    Path out = dir.resolve("out");
    ParseCommandTest.Result r =
        run("triggers", FIG5.toString(), "--config", "all", "--out", out.toString());
    assertThat(r.code()).as(r.err()).isEqualTo(ExitCodes.FINDINGS);
    assertThat(results(out))
        .extracting(n -> n.get("config").asText())
        .containsExactly("C0", "C1", "C2", "C3", "C4");
  }

  @Test
  void noTermNeeded_exitsZero() throws IOException {
    Path f =
        Files.writeString(
            dir.resolve("refuted.smt2"),
            Files.readString(FIG5).replace("(check-sat)", "(assert (= (f (g 7)) 0))(check-sat)"));
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
  void aSolverOtherThanZ3_isRefused() {
    ParseCommandTest.Result r = run("triggers", FIG5.toString(), "--solver", "cvc5");
    assertThat(r.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(r.err()).contains("known for Z3 only");
  }

  @Test
  void explain_printsClustersFormulasModelsAndCandidates() {
    ParseCommandTest.Result r =
        run(
            "triggers",
            "src/test/resources/triggers/fig01-boogie-len.smt2",
            "--explain",
            "--out",
            dir.resolve("o").toString());
    assertThat(r.code()).as(r.err()).isEqualTo(ExitCodes.FINDINGS);
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
  void aHangingSolver_endsWithTimeout_notAHang() throws IOException {
    Path solver = dir.resolve("z3-hang");
    Files.writeString(
        solver,
        "#!/bin/sh\nif [ \"$1\" = \"--version\" ]; then echo 'Z3 version 9.9.9'; exit 0; fi\n"
            + "exec sleep 600\n");
    Files.setPosixFilePermissions(
        solver,
        Set.of(
            PosixFilePermission.OWNER_READ,
            PosixFilePermission.OWNER_WRITE,
            PosixFilePermission.OWNER_EXECUTE));
    Path out = dir.resolve("out");
    ParseCommandTest.Result r =
        run(
            "triggers",
            FIG5.toString(),
            "--solver",
            "cmd:" + solver,
            "--timeout",
            "2",
            "--out",
            out.toString());
    assertThat(r.code()).as(r.err()).isEqualTo(ExitCodes.OK);
    JsonNode line = results(out).get(0);
    assertThat(line.get("status").asText()).isEqualTo("timeout");
    // the time limit plus the hard margin of one query: never the solver's 600 s
    assertThat(line.get("seconds").asDouble()).isLessThan(30);
  }
}
