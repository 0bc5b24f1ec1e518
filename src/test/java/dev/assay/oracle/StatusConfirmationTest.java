package dev.assay.oracle;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.core.Verdict;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Script;
import dev.assay.solver.Answer;
import dev.assay.solver.Execution;
import dev.assay.solver.Outcome;
import dev.assay.solver.Responses;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.SolverSpecs;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A wrong status counts only when confirmed: by the witness, by a model Assay's evaluator checks
 * (another solver's for an expected sat, the solver's own refuting its sat for an expected unsat),
 * or by two other solvers; else it is an unconfirmed disagreement, never a finding. A sat whose
 * model satisfies every assertion proves an expected unsat wrong.
 */
class StatusConfirmationTest {
  private static final String SAT =
      "(set-info :status sat)\n(declare-const x Int)\n(assert (> x 2))\n(check-sat)\n";
  private static final String UNSAT =
      "(set-info :status unsat)\n(declare-const x Int)\n(assert (> x 2))\n(assert (< x 0))\n"
          + "(check-sat)\n";
  private static final String GOOD_MODEL = "((define-fun x () Int 3))";
  private static final String BAD_MODEL = "((define-fun x () Int 1))";

  private final Oracle oracle = new Oracle(new EvaluatorModelCheck());

  private RunResult run(String text, String solver, Answer a) {
    Script s = Parser.parseScript(text, "t.smt2");
    Expectation e = Expectation.fromScript(s);
    if (text.contains(WitnessComment.HEADER)) {
      e = e.withWitness(WitnessComment.read(text, s, "t.smt2"));
    }
    TestCase c =
        new TestCase(
            "t.smt2",
            s,
            SolverInput.prepare(text, true),
            text,
            e,
            "the file's (set-info :status ...)",
            Provenance.ofFile("check", "t.smt2", 0));
    Execution x =
        new Execution(List.of(solver), 0, null, Duration.ofMillis(1), null, "", "", 0, 0, 0);
    Outcome o = new Outcome.Finished(x, new Responses(List.of(a), List.of()));
    // "z3~p1" stands for z3 under an option profile, named as OptionProfiles names it
    int tilde = solver.indexOf('~');
    SolverSpec spec =
        tilde < 0
            ? SolverSpecs.parse(solver)
            : SolverSpecs.parse(solver.substring(0, tilde)).withName(solver);
    return RunResult.judged(c, spec, "fresh", o, oracle.judge(s, e, o));
  }

  private static List<RunResult> confirmed(RunResult... runs) {
    return new StatusConfirmation().confirm(new ArrayList<>(List.of(runs)));
  }

  private static Answer sat(String model) {
    return new Answer.Sat(model, null);
  }

  private static final Answer UNSAT_ANSWER = new Answer.Unsat(null);

  @Test
  void wrongUnsat_aloneAndWithOneAgreeingSolver_isAnUnconfirmedDisagreement() {
    RunResult wrong = run(SAT, "z3", UNSAT_ANSWER);
    assertThat(wrong.verdict().is(Verdict.Kind.WRONG_STATUS)).isTrue();
    RunResult alone = confirmed(wrong).get(0);
    assertThat(alone.verdict().is(Verdict.Kind.UNCHECKED)).isTrue();
    assertThat(alone.verdict().detail()).startsWith(StatusConfirmation.UNCONFIRMED + "1");
    assertThat(alone.isFinding()).isFalse();
    RunResult one = confirmed(wrong, run(SAT, "cvc5", sat(null))).get(0);
    assertThat(one.isFinding()).isFalse();
  }

  @Test
  void wrongUnsat_isConfirmedByTheWitnessAnotherSolversValidModelOrTwoSolvers() {
    String withWitness = SAT + WitnessComment.format(List.of("(define-fun x () Int 7)"));
    RunResult byWitness = confirmed(run(withWitness, "z3", UNSAT_ANSWER)).get(0);
    assertThat(byWitness.verdict().is(Verdict.Kind.WRONG_STATUS)).isTrue();
    assertThat(byWitness.fields().get(StatusConfirmation.FIELD)).contains("witness");

    RunResult byModel =
        confirmed(run(SAT, "z3", UNSAT_ANSWER), run(SAT, "cvc5", sat(GOOD_MODEL))).get(0);
    assertThat(byModel.verdict().is(Verdict.Kind.WRONG_STATUS)).isTrue();
    assertThat(byModel.fields().get(StatusConfirmation.FIELD)).contains("cvc5's model");

    RunResult invalidOther =
        confirmed(run(SAT, "z3", UNSAT_ANSWER), run(SAT, "cvc5", sat(BAD_MODEL))).get(0);
    assertThat(invalidOther.isFinding()).as("an invalid model confirms nothing").isFalse();

    RunResult byTwo =
        confirmed(
                run(SAT, "z3", UNSAT_ANSWER),
                run(SAT, "cvc5", sat(null)),
                run(SAT, "cvc4", sat(null)))
            .get(0);
    assertThat(byTwo.verdict().is(Verdict.Kind.WRONG_STATUS)).isTrue();
    assertThat(byTwo.fields().get(StatusConfirmation.FIELD)).isEqualTo("sat: cvc5, cvc4 agree");
  }

  @Test
  void optionProfilesOfTheSameSolver_confirmNothing() {
    RunResult r =
        confirmed(
                run(SAT, "z3", UNSAT_ANSWER),
                run(SAT, "z3~p1", sat(null)),
                run(SAT, "z3~p2", sat(null)))
            .get(0);
    assertThat(r.isFinding()).isFalse();
  }

  @Test
  void wrongSat_isConfirmedByItsOwnRefutedModelOrTwoSolvers() {
    RunResult refuted = run(UNSAT, "z3", sat(BAD_MODEL));
    assertThat(refuted.verdict().detail()).contains(Oracle.MODEL_REFUTES_SAT);
    assertThat(confirmed(refuted).get(0).verdict().is(Verdict.Kind.WRONG_STATUS)).isTrue();

    RunResult noModel = run(UNSAT, "z3", sat(null));
    assertThat(confirmed(noModel).get(0).isFinding()).isFalse();
    RunResult byTwo =
        confirmed(noModel, run(UNSAT, "cvc5", UNSAT_ANSWER), run(UNSAT, "cvc4", UNSAT_ANSWER))
            .get(0);
    assertThat(byTwo.verdict().is(Verdict.Kind.WRONG_STATUS)).isTrue();
    assertThat(byTwo.fields().get(StatusConfirmation.FIELD)).isEqualTo("unsat: cvc5, cvc4 agree");
  }

  @Test
  void satWithAValidModel_provesTheExpectedUnsatWrong() {
    String wrongLabel =
        "(set-info :status unsat)\n(declare-const x Int)\n(assert (> x 2))\n(check-sat)\n";
    RunResult r = run(wrongLabel, "z3", sat(GOOD_MODEL));
    assertThat(r.verdict().is(Verdict.Kind.UNCHECKED)).isTrue();
    assertThat(r.verdict().detail()).contains("the expected unsat is wrong");
    assertThat(confirmed(r).get(0)).isEqualTo(r);
  }
}
