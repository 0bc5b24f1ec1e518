package dev.assay.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.assay.solver.Executables;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code assay check} on the shared SMT corpus gives the answers the solvers really give: the
 * columns z3_4.8.12 and cvc5_1.0.3 of {@code status.tsv} (cvc5's "timeout" there is at 5 s), and
 * never a finding: a model Assay cannot check (a division by zero the model leaves open, a
 * quantifier no independent solver decides) is {@code unchecked}, with its reason.
 */
@Tag("slow")
class CorpusCheckTest {
  private static final Path CORPUS = Path.of("../shared/corpus/smt");

  @TempDir Path dir;

  /** status.tsv: file → column → value. */
  private static Map<String, Map<String, String>> statusTable() throws IOException {
    List<String> lines = Files.readAllLines(CORPUS.resolve("status.tsv"));
    String[] header = lines.get(0).split("\t");
    Map<String, Map<String, String>> t = new LinkedHashMap<>();
    for (String line : lines.subList(1, lines.size())) {
      String[] f = line.split("\t");
      Map<String, String> row = new LinkedHashMap<>();
      for (int i = 0; i < header.length; i++) {
        row.put(header[i], f[i]);
      }
      t.put("smt/" + f[0], row);
    }
    return t;
  }

  /** Runs check and returns case → (solver → answer label or outcome kind), and the exit code. */
  private Map<String, Map<String, String>> run(List<String> args, int[] exit) throws IOException {
    Path out = dir.resolve("out-" + args.hashCode());
    List<String> all =
        new java.util.ArrayList<>(List.of("check", CORPUS.toString(), "--out", out.toString()));
    all.addAll(args);
    StringWriter err = new StringWriter();
    exit[0] =
        Main.run(
            all.toArray(String[]::new),
            new PrintWriter(new StringWriter(), true),
            new PrintWriter(err, true));
    Map<String, Map<String, String>> got = new LinkedHashMap<>();
    ObjectMapper m = new ObjectMapper();
    for (String line : Files.readAllLines(out.resolve("results.jsonl"))) {
      JsonNode n = m.readTree(line);
      JsonNode answer = n.get("check_sats").get(0).get("answer");
      String a = answer.isNull() ? n.get("outcome").asText() : answer.asText();
      got.computeIfAbsent(n.get("case").asText(), k -> new LinkedHashMap<>())
          .put(n.get("solver").asText(), a);
      assertThat(n.get("verdict").asText())
          .as(
              n.get("case").asText()
                  + " on "
                  + n.get("solver").asText()
                  + ": "
                  + n.get("detail").asText())
          .isIn("ok", "timeout", "unknown", "unchecked");
      if (n.get("verdict").asText().equals("unchecked")) {
        // A model Assay could not check is never "ok"; the reason must say why it was not.
        assertThat(n.get("detail").asText()).contains("model not checked");
      }
    }
    return got;
  }

  @Test
  void check_bundledZ3_answersEveryFileAsLabelled() throws Exception {
    assumeTrue(Files.isDirectory(CORPUS), "shared corpus not present");
    Map<String, Map<String, String>> table = statusTable();
    int[] exit = new int[1];

    Map<String, Map<String, String>> got = run(List.of("--timeout", "30"), exit);

    assertThat(exit[0]).isZero();
    assertThat(got).hasSize(table.size());
    table.forEach(
        (file, row) ->
            assertThat(got.get(file).get("bundled-z3")).as(file).isEqualTo(row.get("status")));
  }

  @Tag("external")
  @Test
  void check_debianZ3AndCvc5_matchTheirRecordedAnswers() throws Exception {
    assumeTrue(Files.isDirectory(CORPUS), "shared corpus not present");
    assumeTrue(
        Executables.onPath("z3") != null && Executables.onPath("cvc5") != null,
        "needs z3 and cvc5");
    Map<String, Map<String, String>> table = statusTable();
    int[] exit = new int[1];

    Map<String, Map<String, String>> got =
        run(List.of("--solver", "z3", "--solver", "cvc5", "--timeout", "6"), exit);

    assertThat(exit[0]).isZero();
    assertThat(got).hasSize(table.size());
    table.forEach(
        (file, row) -> {
          assertThat(got.get(file).get("z3")).as("z3 " + file).isEqualTo(row.get("z3_4.8.12"));
          String cvc5 = row.get("cvc5_1.0.3");
          if (cvc5.equals("timeout")) {
            // Recorded at 5 s; at 6 s cvc5 may still finish, but only with the right answer.
            assertThat(got.get(file).get("cvc5"))
                .as("cvc5 " + file)
                .isIn("timeout", row.get("status"));
          } else {
            assertThat(got.get(file).get("cvc5")).as("cvc5 " + file).isEqualTo(cvc5);
          }
        });
  }
}
