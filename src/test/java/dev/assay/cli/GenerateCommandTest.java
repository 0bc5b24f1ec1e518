package dev.assay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.assay.core.ExpectedStatus;
import dev.assay.oracle.Expectation;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Script;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GenerateCommandTest {
  @TempDir Path dir;

  private static List<Path> files(Path d) throws IOException {
    try (Stream<Path> s = Files.list(d)) {
      return s.sorted().toList();
    }
  }

  @Test
  void generate_writesStandaloneFilesWithStatusAndTheSameFilesAgain() throws IOException {
    Path a = dir.resolve("a");
    ParseCommandTest.Result r =
        ParseCommandTest.run("generate", "--out", a.toString(), "--count", "12", "--seed", "5");
    assertThat(r.code()).isEqualTo(ExitCodes.OK);
    assertThat(r.out()).contains("wrote 12 formulas").contains("assay check");
    List<Path> fs = files(a);
    assertThat(fs).hasSize(12);
    for (Path f : fs) {
      Script s = Parser.readScript(Files.readString(f), f.toString()).script();
      assertThat(Expectation.fromScript(s).statuses())
          .hasSize(1)
          .doesNotContain(ExpectedStatus.UNKNOWN);
      assertThat(s.logic()).isNotNull();
    }
    Path b = dir.resolve("b");
    ParseCommandTest.run(
        "generate", "--out", b.toString(), "--count", "2", "--seed", "5", "--first", "3");
    assertThat(Files.readString(b.resolve("gen-5-3.smt2")))
        .isEqualTo(Files.readString(a.resolve("gen-5-3.smt2")));
  }

  @Test
  void generate_incremental_writesAStatusPerCheckSat() throws IOException {
    ParseCommandTest.Result r =
        ParseCommandTest.run(
            "generate", "--out", dir.toString(), "--count", "3", "--incremental", "--checks", "4");
    assertThat(r.code()).isEqualTo(ExitCodes.OK);
    for (Path f : files(dir)) {
      Script s = Parser.readScript(Files.readString(f), f.toString()).script();
      assertThat(Expectation.fromScript(s).statuses()).hasSize(4);
    }
  }

  @Test
  void generate_badKnobs_exitTwoWithAReason() {
    ParseCommandTest.Result r =
        ParseCommandTest.run("generate", "--out", dir.toString(), "--theories", "ints,qubits");
    assertThat(r.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(r.err()).contains("unknown theory 'qubits'").doesNotContain("\tat ");
    r = ParseCommandTest.run("generate", "--out", dir.toString(), "--theories", "fp:-1");
    assertThat(r.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(r.err()).contains("negative weight for fp");
    r = ParseCommandTest.run("generate", "--out", dir.toString(), "--assertions", "9..3");
    assertThat(r.code()).isEqualTo(ExitCodes.USAGE);
    r = ParseCommandTest.run("generate", "--out", dir.toString(), "--depth", "40");
    assertThat(r.code()).isEqualTo(ExitCodes.USAGE);
  }

  /**
   * A campaign on a solver that answers every single check-sat against the expectation Assay sends
   * in its first-line comment: every run is a wrong status, each confirmed (sat by the witness
   * under the evaluator, unsat by construction), each with a reproduction folder; the same campaign
   * is the same in a second folder.
   */
  @Test
  void generate_campaign_confirmsEveryWrongStatus() throws IOException {
    Path liar = dir.resolve("liar.sh");
    Files.writeString(
        liar,
        "#!/bin/sh\nfor f; do :; done\n"
            + "if head -1 \"$f\" | grep -q 'expected status sat'; then echo unsat;"
            + " else echo sat; echo '()'; fi\n");
    assertThat(liar.toFile().setExecutable(true)).isTrue();
    Path out = dir.resolve("run");
    ParseCommandTest.Result r =
        ParseCommandTest.run(
            "generate",
            "--solver",
            "liar=cmd:" + liar,
            "--count",
            "6",
            "--seed",
            "5",
            "--out",
            out.toString(),
            "--no-progress",
            "--reduce-tests",
            "0");
    assertThat(r.code()).as(r.out() + r.err()).isEqualTo(ExitCodes.FINDINGS);
    assertThat(r.out()).contains("6 generated cases");
    List<JsonNode> lines = new ArrayList<>();
    ObjectMapper json = new ObjectMapper();
    for (String l : Files.readAllLines(out.resolve("results.jsonl"))) {
      lines.add(json.readTree(l));
    }
    assertThat(lines).hasSize(6);
    List<String> how = new ArrayList<>();
    for (JsonNode l : lines) {
      assertThat(l.path("verdict").asText()).as(l.toString()).isEqualTo("wrong-status");
      String c = l.toString();
      assertThat(c).containsAnyOf("unsat by construction", "the witness satisfies every assertion");
      how.add(c.contains("unsat by construction") ? "unsat" : "sat");
      assertThat(out.resolve(l.path("reproduction").asText()).resolve("original.smt2")).exists();
    }
    assertThat(how).contains("sat", "unsat");
  }
}
