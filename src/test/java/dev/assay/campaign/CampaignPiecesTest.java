package dev.assay.campaign;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.assay.core.ExpectedStatus;
import dev.assay.core.InputError;
import dev.assay.core.Verdict;
import dev.assay.oracle.Expectation;
import dev.assay.oracle.Judgement;
import dev.assay.oracle.Provenance;
import dev.assay.oracle.RunResult;
import dev.assay.oracle.SolverInput;
import dev.assay.oracle.TestCase;
import dev.assay.smtlib.CaseFiles;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Script;
import dev.assay.solver.Answer;
import dev.assay.solver.Execution;
import dev.assay.solver.Outcome;
import dev.assay.solver.Responses;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.SolverSpecs;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CampaignPiecesTest {
  @TempDir Path dir;

  private static RunResult result(String name, Verdict verdict) {
    String text = "(set-info :status sat)\n(check-sat)\n";
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
    Expectation e = Expectation.of(ExpectedStatus.SAT);
    TestCase c =
        new TestCase(
            name,
            Parser.parseScript(text, name),
            SolverInput.prepare(text, true),
            text,
            e,
            "the file's (set-info :status ...)",
            Provenance.ofFile("check", name, 0));
    return RunResult.judged(c, spec, "fresh", o, new Judgement(List.of(verdict), verdict));
  }

  @Test
  void solverInput_prepare_asksAfterEveryCheckSatAndTakesOutTheStatus() {
    String text =
        "; a comment\n(set-info :status sat)\n(assert (= \"(check-sat)\" \"\"))\n(check-sat)\n"
            + "(push 1)\n(check-sat)\n";

    String out = SolverInput.prepare(text, true);

    assertThat(out)
        .isEqualTo(
            "(set-option :produce-models true) ; expected status sat (Assay's expectation, not"
                + " sent as set-info)\n; a comment\n\n(assert (= \"(check-sat)\" \"\"))\n"
                + "(check-sat)\n(get-model)\n(get-info :reason-unknown)\n(push 1)\n"
                + "(check-sat)\n(get-model)\n(get-info :reason-unknown)\n");
    assertThat(SolverInput.prepare("(check-sat)\n", false)).isEqualTo("(check-sat)\n");
    assertThat(SolverInput.prepare("(set-info :status unsat)(check-sat)", false))
        .isEqualTo(
            "; expected status unsat (Assay's expectation, not sent as set-info)\n\n(check-sat)\n");
  }

  @Test
  void resultLine_hasVerdictVersionOptionsChecksAndFolder() throws Exception {
    ObjectNode b =
        ResultLine.of(
            result("b.smt2", Verdict.wrongStatus("sat", "unsat", "")).withField("table4", "U"),
            7,
            "abc",
            dir.resolve("r"),
            12.5);

    assertThat(b.get("case").asText()).isEqualTo("b.smt2");
    assertThat(b.get("item").asLong()).isEqualTo(7);
    assertThat(b.get("verdict").asText()).isEqualTo("wrong-status");
    assertThat(b.get("finding").asBoolean()).isTrue();
    assertThat(b.get("finding_id").asText()).isEqualTo("abc");
    assertThat(b.get("version").asText()).isEqualTo("4.8.12");
    assertThat(b.get("options").get(0).asText()).isEqualTo("smt.random_seed=3");
    assertThat(b.get("check_sats").get(0).get("expected").asText()).isEqualTo("sat");
    assertThat(b.get("check_sats").get(0).get("answer").asText()).isEqualTo("unsat");
    assertThat(b.get("reproduction").asText()).endsWith("r");
    assertThat(b.get("table4").asText()).isEqualTo("U");
    assertThat(b.get("other_solver_ms").asDouble()).isEqualTo(12.5);
  }

  @Test
  void reproductionFolder_write_hasInputCommandAndExpectedVersusGot() throws Exception {
    Path r =
        ReproductionFolder.write(
            dir.resolve("case"),
            result("LIA/1.smt2", Verdict.wrongStatus("sat", "unsat", "")),
            null);

    assertThat(Files.readString(r.resolve("input.smt2")))
        .startsWith("(set-option :produce-models true)")
        .doesNotContain("(set-info :status");
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
        .contains("because:    the file's (set-info :status ...)")
        .contains("got:        unsat")
        .contains("wrong-status: expected sat, got unsat");
    assertThat(Files.readString(r.resolve("stdout.txt"))).isEqualTo("unsat\n");
  }

  @Test
  void verdictTable_print_alignsCountsPerSolverInGivenOrder() {
    VerdictTable t = new VerdictTable();
    t.addSolver("z3");
    t.addSolver("cvc5");
    t.add("cvc5", Verdict.Kind.TIMEOUT, 1);
    t.add("z3", Verdict.Kind.OK, 1);
    t.add("z3", Verdict.Kind.CRASH, 1);
    t.add("z3", Verdict.Kind.INCOMPLETENESS, 2);
    StringWriter w = new StringWriter();

    t.print(new PrintWriter(w));

    String[] lines = w.toString().split("\n");
    assertThat(lines[0])
        .startsWith("solver  total  ok  wrong-status  invalid-model  incorrect-core  unchecked")
        .endsWith("incompleteness");
    assertThat(lines[1]).startsWith("z3").contains("4   1");
    assertThat(lines[2]).startsWith("cvc5");
    assertThat(t.count("cvc5", Verdict.Kind.TIMEOUT)).isEqualTo(1);
    assertThat(t.findings()).isEqualTo(3);
  }

  @Test
  void canonicalForm_renamesDeclaredSymbolsAndDropsInfo() {
    Script a =
        Parser.parseScript(
            "(set-info :source |x|)(declare-const x Int)(declare-const |y z| Int)"
                + "(assert (> x |y z|))(assert (= \"x\" \"x\"))(check-sat)",
            "a");
    Script b =
        Parser.parseScript(
            "(declare-const p Int)(declare-const q Int)(assert (> p q))"
                + "(assert (= \"x\" \"x\"))(check-sat)",
            "b");

    assertThat(CanonicalForm.of(a)).isEqualTo(CanonicalForm.of(b)).contains("\"x\"");
    assertThat(CanonicalForm.hash(a)).isEqualTo(CanonicalForm.hash(b)).hasSize(16);
  }

  @Test
  void canonicalRename_leavesStringLiteralsWithEscapesAndUnclosedOnesAlone() {
    Map<String, String> names = Map.of("x", "v0");
    assertThat(CanonicalForm.rename("(f \"a \"\"x\"\" b\" x)", names))
        .isEqualTo("(f \"a \"\"x\"\" b\" v0)");
    assertThat(CanonicalForm.rename("(g x \"x", names)).isEqualTo("(g v0 \"x");
    assertThat(CanonicalForm.rename("(g x \"x\"\"", names)).isEqualTo("(g v0 \"x\"\"");
  }

  @Test
  void canonicalForm_leavesOutLogicOutputAndUnusedDeclarations_andOrdersAssertions() {
    Script a =
        Parser.parseScript(
            "(set-option :produce-unsat-cores true)(set-logic QF_LIA)(declare-sort U 0)"
                + "(declare-const x Int)(declare-const y Int)(assert (< y 3))(assert (> x y))"
                + "(check-sat)(get-unsat-core)(exit)",
            "a");
    Script b =
        Parser.parseScript(
            "(set-logic ALL)(declare-const q Int)(declare-const p Int)(assert (> p q))"
                + "(assert (< q 3))(check-sat)(get-model)",
            "b");
    assertThat(CanonicalForm.of(a)).isEqualTo(CanonicalForm.of(b)).doesNotContain("U", "logic");

    // the liar's reductions: (assert false) under other logics, sorts and output options
    Script f1 =
        Parser.parseScript(
            "(set-option :produce-models true)(set-logic QF_AX)(declare-sort Index 0)"
                + "(declare-sort Element 0)(assert false)(check-sat)(get-model)",
            "f1");
    Script f2 =
        Parser.parseScript(
            "(set-option :produce-unsat-cores true)(set-logic QF_LIA)(assert false)(check-sat)"
                + "(get-unsat-core)",
            "f2");
    assertThat(CanonicalForm.hash(f1)).isEqualTo(CanonicalForm.hash(f2));
  }

  @Test
  void canonicalForm_keepsWhatChangesTheAnswer() {
    Script pushed =
        Parser.parseScript(
            "(declare-const x Int)(assert (> x 0))(push 1)(assert (< x 0))(check-sat)(pop 1)"
                + "(check-sat)",
            "p");
    Script moved =
        Parser.parseScript(
            "(declare-const x Int)(assert (< x 0))(push 1)(assert (> x 0))(check-sat)(pop 1)"
                + "(check-sat)",
            "m");
    // an assertion does not move across a push: the second check-sat's answer would change
    assertThat(CanonicalForm.of(pushed)).isNotEqualTo(CanonicalForm.of(moved));
    Script option =
        Parser.parseScript(
            "(set-option :smt.arith.solver 2)(declare-const x Int)(assert (> x 0))(check-sat)",
            "o");
    Script plain = Parser.parseScript("(declare-const x Int)(assert (> x 0))(check-sat)", "n");
    assertThat(CanonicalForm.of(option)).isNotEqualTo(CanonicalForm.of(plain));
  }

  @Test
  void signatures_normaliseNumbersAddressesAndQuotedText() {
    assertThat(
            Signatures.normalise("Assertion `x == 0' failed at /home/u/src/a.cpp:123 0xdeadbeef"))
        .isEqualTo("assertion `x == n' failed at a.cpp:n addr");
    assertThat(Signatures.findingId("crash|z3|x")).hasSize(12);
  }

  @Test
  void crashOfAWorkerJvm_isSignedByItsProblematicFrame() {
    String report =
        "#\n# A fatal error has been detected by the Java Runtime Environment:\n#\n"
            + "#  SIGSEGV (0xb) at pc=0x00007f5f1477d770, pid=16573, tid=16574\n"
            + "# Problematic frame:\n"
            + "# C  [libcvc5jni.so+0x57d770]  cvc5::internal::theory::bv::utils::mkConcat()+0x30\n";
    java.util.function.Function<String, String> sign =
        out ->
            Signatures.crashMessage(
                new dev.assay.solver.Outcome.Crashed(
                    new dev.assay.solver.Execution(
                        List.of("java"), 1, null, java.time.Duration.ZERO, null, out, "", 0, 0, 0),
                    dev.assay.solver.Responses.NONE,
                    "JVM_FATAL"),
                "JVM_FATAL");

    assertThat(sign.apply(report))
        .isEqualTo("c [libcvcnjni.so+addr] cvcn::internal::theory::bv::utils::mkconcat()+addr");
    assertThat(sign.apply(report.replace("mkConcat", "mkExtract")))
        .isNotEqualTo(sign.apply(report));
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
