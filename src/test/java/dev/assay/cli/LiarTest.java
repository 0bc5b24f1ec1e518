package dev.assay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A solver that answers sat to everything, on the example files: caught alone (its models refuted,
 * or the expected unsat confirmed by independent solvers), caught between solvers on files without
 * a status (z3 and cvc5 on PATH have no finding), and one finding per distinct reduced formula.
 * Tagged external: it uses the z3 and cvc5 on PATH.
 */
@Tag("external")
class LiarTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path dir;

  /** Answers sat to every check-sat; with {@code models}, every Int constant is 0. */
  private Path liar(boolean models) throws IOException {
    Path p = dir.resolve(models ? "liar-models.sh" : "liar.sh");
    Files.writeString(
        p,
        "#!/bin/sh\nfor last; do :; done\n"
            + "n=$(grep -c '(check-sat' \"$last\")\ni=0\n"
            + "while [ $i -lt \"$n\" ]; do echo sat; i=$((i+1)); done\n"
            + (models
                ? "if grep -q '(get-model' \"$last\"; then echo '('; grep -o '(declare-const [^ ]*"
                    + " Int)' \"$last\" | awk '{print \"  (define-fun \" $2 \" () Int 0)\"}';"
                    + " echo ')'; fi\n"
                : ""));
    assertThat(p.toFile().setExecutable(true)).isTrue();
    return p;
  }

  private static Path examples() {
    return Path.of("examples/smt").toAbsolutePath();
  }

  private static List<JsonNode> lines(Path file) throws IOException {
    List<JsonNode> out = new ArrayList<>();
    for (String l : Files.readAllLines(file)) {
      out.add(JSON.readTree(l));
    }
    return out;
  }

  /** The runs of the example files whose status is unsat. */
  private static List<JsonNode> onUnsatFiles(List<JsonNode> runs) {
    return runs.stream().filter(r -> r.path("case").asText().endsWith("-unsat.smt2")).toList();
  }

  @Test
  void aLiarWithModels_aloneIsCaught_everyWrongAnswerConfirmed() throws IOException {
    Path out = dir.resolve("with-models");
    ParseCommandTest.Result r =
        ParseCommandTest.run(
            "check",
            examples().toString(),
            "--solver",
            "cmd:" + liar(true),
            "--no-report",
            "--out",
            out.toString());
    assertThat(r.code()).as(r.out() + r.err()).isEqualTo(ExitCodes.FINDINGS);
    List<JsonNode> unsat = onUnsatFiles(lines(out.resolve("results.jsonl")));
    assertThat(unsat).isNotEmpty();
    for (JsonNode run : unsat) {
      assertThat(run.path("verdict").asText()).as(run.toString()).isEqualTo("wrong-status");
      assertThat(run.path("confirmation").asText()).as(run.toString()).isNotEmpty();
    }
  }

  @Test
  void aLiarWithoutModels_isConfirmedByIndependentSolvers_orListedAsUnconfirmed()
      throws IOException {
    Path out = dir.resolve("without-models");
    ParseCommandTest.Result r =
        ParseCommandTest.run(
            "check",
            examples().toString(),
            "--solver",
            "cmd:" + liar(false),
            "--no-report",
            "--out",
            out.toString());
    assertThat(r.code()).as(r.out() + r.err()).isEqualTo(ExitCodes.FINDINGS);
    for (JsonNode run : onUnsatFiles(lines(out.resolve("results.jsonl")))) {
      String v = run.path("verdict").asText();
      if (v.equals("wrong-status")) {
        assertThat(run.path("confirmation").asText()).contains("agree");
      } else {
        assertThat(v).as(run.toString()).isEqualTo("unchecked");
        assertThat(run.path("confirmation").asText()).contains("would be confirmed by");
        assertThat(r.out()).contains("unconfirmed disagreement");
      }
    }
    // every wrong answer reduces to a formula false by itself: one signature
    assertThat(lines(out.resolve("findings.jsonl"))).hasSize(1);
  }

  @Test
  void betweenSolvers_onFilesWithoutStatus_theLiarsAnswersAreFindings_z3AndCvc5HaveNone()
      throws IOException {
    Path unlabelled = Files.createDirectories(dir.resolve("unlabelled"));
    try (Stream<Path> files = Files.list(examples())) {
      for (Path f : files.filter(p -> p.toString().endsWith(".smt2")).toList()) {
        String text = Files.readString(f).replaceAll("\\(set-info :status [a-z]+\\)", "");
        Files.writeString(unlabelled.resolve(f.getFileName()), text);
      }
    }
    Path out = dir.resolve("differential");
    ParseCommandTest.Result r =
        ParseCommandTest.run(
            "check",
            unlabelled.toString(),
            "--solver",
            "cmd:" + liar(false),
            "--solver",
            "z3",
            "--solver",
            "cvc5",
            "--no-report",
            "--out",
            out.toString());
    assertThat(r.code()).as(r.out() + r.err()).isEqualTo(ExitCodes.FINDINGS);
    List<JsonNode> runs = lines(out.resolve("results.jsonl"));
    for (JsonNode run : runs) {
      String solver = run.path("solver").asText();
      boolean finding = run.path("finding").asBoolean();
      if (solver.equals("z3") || solver.equals("cvc5")) {
        assertThat(finding).as(run.toString()).isFalse();
        assertThat(run.path("detail").asText()).doesNotContain("unconfirmed");
      } else if (run.path("case").asText().endsWith("-unsat.smt2")) {
        assertThat(run.path("verdict").asText()).as(run.toString()).isEqualTo("wrong-status");
      }
    }
    assertThat(lines(out.resolve("findings.jsonl"))).hasSize(1);
  }
}
