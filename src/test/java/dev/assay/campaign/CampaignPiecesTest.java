package dev.assay.campaign;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.assay.core.InputError;
import dev.assay.oracle.Expectation;
import dev.assay.oracle.Judgement;
import dev.assay.oracle.Verdict;
import dev.assay.solver.Answer;
import dev.assay.solver.Execution;
import dev.assay.solver.Outcome;
import dev.assay.solver.Query;
import dev.assay.solver.Responses;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.SolverSpecs;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CampaignPiecesTest {
  @TempDir Path dir;

  private static CaseResult result(String name, Verdict verdict) {
    String text = "(set-info :status sat)\n(check-sat)\n";
    Query q = Query.of(name, ModelRequests.add(text));
    SolverSpec spec = SolverSpecs.parse("z3 smt.random_seed=3").withVersion("4.8.12");
    Execution x =
        new Execution(
            List.of("z3", "-smt2", "/tmp/q.smt2"),
            0,
            null,
            Duration.ofMillis(12),
            Duration.ofMillis(10),
            "unsat\n",
            "",
            6,
            0,
            0);
    Outcome o = new Outcome.Finished(x, new Responses(List.of(new Answer.Unsat(null)), List.of()));
    Expectation e = Expectation.of(Expectation.Status.SAT);
    return new CaseResult(
        name, text, q, spec, "fresh", e, o, new Judgement(List.of(verdict), verdict));
  }

  @Test
  void modelRequests_add_asksAfterEveryCheckSatAndKeepsTheRest() {
    String text =
        "; keep me\n(assert (= \"(check-sat)\" \"\"))\n(check-sat)\n(push 1)\n(check-sat)\n";

    String out = ModelRequests.add(text);

    assertThat(out)
        .isEqualTo(
            "(set-option :produce-models true)\n; keep me\n(assert (= \"(check-sat)\" \"\"))\n"
                + "(check-sat)\n(get-model)\n(get-info :reason-unknown)\n(push 1)\n"
                + "(check-sat)\n(get-model)\n(get-info :reason-unknown)\n");
  }

  @Test
  void resultsLog_outOfOrderResults_writtenInTaskOrder() throws Exception {
    Path file = dir.resolve("results.jsonl");
    try (ResultsLog log = new ResultsLog(file)) {
      log.add(2, result("c.smt2", new Verdict.Ok("sat")), null);
      log.add(0, result("a.smt2", new Verdict.Ok("sat")), null);
      log.add(1, result("b.smt2", new Verdict.WrongStatus("sat", "unsat")), dir.resolve("r"));
    }

    List<String> lines = Files.readAllLines(file);
    ObjectMapper m = new ObjectMapper();
    assertThat(lines).hasSize(3);
    assertThat(lines.stream().map(l -> readCase(m, l)))
        .containsExactly("a.smt2", "b.smt2", "c.smt2");
    JsonNode b = m.readTree(lines.get(1));
    assertThat(b.get("verdict").asText()).isEqualTo("wrong-status");
    assertThat(b.get("version").asText()).isEqualTo("4.8.12");
    assertThat(b.get("options").get(0).asText()).isEqualTo("smt.random_seed=3");
    assertThat(b.get("check_sats").get(0).get("expected").asText()).isEqualTo("sat");
    assertThat(b.get("check_sats").get(0).get("answer").asText()).isEqualTo("unsat");
    assertThat(b.get("reproduction").asText()).endsWith("r");
  }

  private static String readCase(ObjectMapper m, String line) {
    try {
      return m.readTree(line).get("case").asText();
    } catch (Exception e) {
      throw new AssertionError(e);
    }
  }

  @Test
  void reproduction_write_hasInputCommandAndExpectedVersusGot() throws Exception {
    Path r =
        Reproduction.write(
            dir.resolve("case"), result("LIA/1.smt2", new Verdict.WrongStatus("sat", "unsat")));

    assertThat(Files.readString(r.resolve("input.smt2")))
        .startsWith("(set-option :produce-models true)");
    assertThat(Files.readString(r.resolve("original.smt2"))).startsWith("(set-info :status sat)");
    assertThat(Files.readString(r.resolve("run.sh")))
        .contains("exec z3 -smt2 smt.random_seed=3 input.smt2");
    assertThat(Files.isExecutable(r.resolve("run.sh"))).isTrue();
    String readme = Files.readString(r.resolve("README.txt"));
    assertThat(readme)
        .contains("solver:     z3")
        .contains("version:    4.8.12")
        .contains("options:    smt.random_seed=3")
        .contains("expected:   sat")
        .contains("got:        unsat")
        .contains("wrong-status: expected sat, got unsat");
    assertThat(Files.readString(r.resolve("stdout.txt"))).isEqualTo("unsat\n");
  }

  @Test
  void summaryTable_print_alignsCountsPerSolverInGivenOrder() {
    SummaryTable t = new SummaryTable();
    t.addSolver("z3");
    t.addSolver("cvc5");
    t.add("cvc5", new Verdict.Timeout("x"));
    t.add("z3", new Verdict.Ok("sat"));
    t.add("z3", new Verdict.Crash("signal 11"));
    StringWriter w = new StringWriter();

    t.print(new PrintWriter(w));

    String[] lines = w.toString().split("\n");
    assertThat(lines[0]).startsWith("solver  total  ok  wrong-status");
    assertThat(lines[1]).startsWith("z3").contains("2   1");
    assertThat(lines[2]).startsWith("cvc5");
    assertThat(t.count("cvc5", "timeout")).isEqualTo(1);
    assertThat(t.findings()).isEqualTo(1);
  }

  @Test
  void caseFiles_directory_sortedWithNamesInsideIt() throws Exception {
    Path root = dir.resolve("corpus");
    Files.createDirectories(root.resolve("b"));
    Files.createDirectories(root.resolve("a"));
    Files.writeString(root.resolve("b/2.smt2"), "");
    Files.writeString(root.resolve("a/1.smt2"), "");
    Files.writeString(root.resolve("a/notes.txt"), "");

    List<CaseFiles.CaseFile> files = CaseFiles.collect(List.of(root));

    assertThat(files)
        .extracting(CaseFiles.CaseFile::name)
        .containsExactly("corpus/a/1.smt2", "corpus/b/2.smt2");
    assertThatThrownBy(() -> CaseFiles.collect(List.of(dir.resolve("missing"))))
        .isInstanceOf(InputError.class);
  }
}
