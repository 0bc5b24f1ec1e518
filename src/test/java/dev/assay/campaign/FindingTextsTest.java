package dev.assay.campaign;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.core.ExpectedStatus;
import dev.assay.core.Verdict;
import dev.assay.oracle.Expectation;
import dev.assay.oracle.Judgement;
import dev.assay.oracle.Provenance;
import dev.assay.oracle.RunResult;
import dev.assay.oracle.SolverInput;
import dev.assay.oracle.TestCase;
import dev.assay.report.IssueText;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Script;
import dev.assay.solver.Answer;
import dev.assay.solver.Execution;
import dev.assay.solver.Outcome;
import dev.assay.solver.Responses;
import dev.assay.solver.SolverSpecs;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The texts of a finding of every kind — its folder's README.txt and its issue text — say what was
 * expected and why only as the oracle recorded it: a status only where the verdict rests on one
 * (with its evidence), what any answer owes otherwise, never "unknown" as an expectation, and the
 * kind the command prints.
 */
class FindingTextsTest {
  private static RunResult run(Verdict v, Expectation e, String basis, Answer a) {
    String text = "(declare-const x Int)\n(assert (> x 0))\n(check-sat)\n";
    Script s = Parser.parseScript(text, "t.smt2");
    TestCase c =
        new TestCase(
            "t.smt2",
            s,
            SolverInput.prepare(text, true),
            text,
            e,
            basis,
            Provenance.ofFile("check", "t.smt2", 0));
    Execution x =
        new Execution(List.of("z3"), 0, null, Duration.ofMillis(1), null, "", "", 0, 0, 0);
    Outcome o =
        new Outcome.Finished(x, new Responses(a == null ? List.of() : List.of(a), List.of()));
    return RunResult.judged(c, SolverSpecs.parse("z3"), "fresh", o, new Judgement(List.of(v), v));
  }

  private static String readme(RunResult r) {
    return ReproductionFolder.files(r, null).get("README.txt");
  }

  private static String issue(RunResult r) {
    Store.Finding f = FindingRecords.finding("abc", "sig", r, "c", null, null);
    return IssueText.of(f, List.of());
  }

  @Test
  void everyKind_saysWhatWasExpectedAsTheOracleRecordedIt() {
    Expectation unsat = Expectation.of(ExpectedStatus.UNSAT);
    Expectation none = Expectation.of(ExpectedStatus.UNKNOWN);
    String label = "the file's (set-info :status ...)";
    for (Verdict.Kind k : Verdict.Kind.values()) {
      if (!k.isFinding()) {
        continue;
      }
      RunResult r = run(new Verdict(k, "detail of " + k.label()), none, "none", null);
      assertThat(readme(r)).as(k.label()).doesNotContain("expected:   unknown");
      assertThat(issue(r)).as(k.label()).doesNotContain("**Expected:** unknown");
      assertThat(issue(r)).as(k.label()).contains(k.label());
      assertThat(readme(r)).as(k.label()).contains("verdict:    " + k.label());
    }

    RunResult wrong =
        run(Verdict.wrongStatus("unsat", "sat", ""), unsat, label, new Answer.Sat(null, null));
    assertThat(readme(wrong)).contains("expected:   unsat", "because:    " + label);
    assertThat(issue(wrong)).contains("**Expected:** unsat — " + label);

    // a crash on a reduced script that is sat: no expected status is claimed for it
    RunResult crash = run(Verdict.crash("killed by signal 11"), unsat, label, null);
    assertThat(readme(crash)).contains("expected:   an answer (any status), not a crash");
    assertThat(readme(crash)).doesNotContain("because:", "expected:   unsat");
    assertThat(issue(crash)).doesNotContain("**Expected:** unsat");

    RunResult model = run(Verdict.invalidModel("(> x 0)"), none, "none (a seed run)", null);
    assertThat(readme(model)).contains("expected:   a sat answer's model satisfies every");
    assertThat(readme(model)).doesNotContain("none (a seed run)");
  }
}
