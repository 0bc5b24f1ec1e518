package dev.assay.oracle;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.core.ExpectedStatus;
import dev.assay.core.Verdict;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Script;
import dev.assay.solver.Answer;
import dev.assay.solver.AnswerReader;
import dev.assay.solver.Execution;
import dev.assay.solver.Outcome;
import dev.assay.solver.ResponsePlan;
import dev.assay.solver.Responses;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Expectation + outcome → verdict, one check-sat at a time. */
class OracleTest {
  private static final String TWO =
      "(set-info :status sat)\n(declare-const x Int)\n(assert (> x 0))\n(check-sat)\n"
          + "(set-info :status unsat)\n(assert (< x 0))\n(check-sat)\n";

  /** Models are judged by a check that says what the test wants, whatever the model. */
  private static Oracle oracle(ModelCheck.Result modelResult) {
    return new Oracle(
        new ModelCheck() {
          @Override
          public Result check(Script script, int k, String text) {
            return modelResult;
          }

          @Override
          public Result check(Script script, int k, dev.assay.semantics.Model model) {
            return modelResult;
          }
        });
  }

  private static final Oracle VALID = oracle(new ModelCheck.Result.Valid());

  private static Script script(String text) {
    return Parser.parseScript(text, "test");
  }

  private static Execution exec(Integer exit, Integer signal, String stderr) {
    return new Execution(
        List.of("solver", "q.smt2"),
        exit,
        signal,
        Duration.ofMillis(5),
        null,
        "",
        stderr,
        0,
        stderr.length(),
        0);
  }

  private static Outcome finished(Answer... answers) {
    return new Outcome.Finished(exec(0, null, ""), new Responses(List.of(answers), List.of()));
  }

  private static Judgement judge(Oracle o, String text, Outcome out) {
    Script s = script(text);
    return o.judge(s, Expectation.fromScript(s), out);
  }

  @Test
  void fromScript_statusBeforeEachCheckSat_givesOnePerCheckSat() {
    assertThat(Expectation.fromScript(script(TWO)).statuses())
        .containsExactly(ExpectedStatus.SAT, ExpectedStatus.UNSAT);
  }

  @Test
  void judge_rightAnswers_areOk() {
    Judgement j = judge(VALID, TWO, finished(new Answer.Sat(null, null), new Answer.Unsat(null)));

    assertThat(j.perCheckSat()).extracting(Verdict::label).containsExactly("ok", "ok");
    assertThat(j.overall().label()).isEqualTo("ok");
    assertThat(j.isFinding()).isFalse();
  }

  @Test
  void judge_unsatWhereSatIsKnown_isWrongStatusFinding() {
    Judgement j = judge(VALID, TWO, finished(new Answer.Unsat(null), new Answer.Unsat(null)));

    assertThat(j.perCheckSat().get(0)).isEqualTo(Verdict.wrongStatus("sat", "unsat", ""));
    assertThat(j.overall().label()).isEqualTo("wrong-status");
    assertThat(j.isFinding()).isTrue();
  }

  @Test
  void judge_unsatWithConfirmedWitness_saysSo() {
    Script s = script(TWO);
    Expectation e = Expectation.fromScript(s).withWitness(dev.assay.semantics.Model.EMPTY);

    Judgement j = VALID.judge(s, e, finished(new Answer.Unsat(null), new Answer.Unsat(null)));

    assertThat(j.perCheckSat().get(0).detail())
        .isEqualTo("expected sat, got unsat (the witness model satisfies every assertion)");
  }

  @Test
  void judge_modelMakesAssertionFalse_isInvalidModel() {
    Oracle o = oracle(new ModelCheck.Result.Invalid("(> x 0)"));

    Judgement j = judge(o, TWO, finished(new Answer.Sat("((define-fun x () Int 0))", null)));

    assertThat(j.perCheckSat().get(0).label()).isEqualTo("invalid-model");
    assertThat(j.perCheckSat().get(0).detail()).contains("(> x 0)");
    assertThat(j.isFinding()).isTrue();
  }

  @Test
  void judge_undeterminedModel_isUncheckedNeitherOkNorInvalid() {
    Oracle o = oracle(new ModelCheck.Result.Undetermined("quantifier over Int"));

    Judgement j = judge(o, TWO, finished(new Answer.Sat("(model)", null), new Answer.Unsat(null)));

    assertThat(j.overall().label()).isEqualTo("unchecked");
    assertThat(j.overall().isFinding()).isFalse();
    assertThat(j.perCheckSat().get(0).detail()).contains("not checked");
  }

  @Test
  void judge_secondAnswerMissingAfterTimeout_firstStillJudged() {
    Outcome out =
        new Outcome.TimedOut(
            exec(null, null, ""),
            new Responses(List.of(new Answer.Sat(null, null)), List.of()),
            Duration.ofSeconds(2));

    Judgement j = judge(VALID, TWO, out);

    assertThat(j.perCheckSat()).extracting(Verdict::label).containsExactly("ok", "timeout");
    assertThat(j.overall().label()).isEqualTo("timeout");
  }

  @Test
  void judge_crashAfterLastAnswer_isCrashOverall() {
    Outcome out =
        new Outcome.Crashed(
            exec(null, 11, ""),
            new Responses(List.of(new Answer.Sat(null, null), new Answer.Unsat(null)), List.of()),
            "killed by signal 11 (SIGSEGV)");

    Judgement j = judge(VALID, TWO, out);

    assertThat(j.perCheckSat()).extracting(Verdict::label).containsExactly("ok", "ok");
    assertThat(j.overall()).isEqualTo(Verdict.crash("killed by signal 11 (SIGSEGV)"));
  }

  @Test
  void judge_answerAfterRejectedAssertion_isErrorNotWrongStatus() {
    Outcome out =
        new Outcome.Finished(
            exec(1, null, ""),
            new Responses(
                List.of(new Answer.Sat(null, null), new Answer.Sat(null, null)),
                List.of(new Responses.RejectedCommand("assert", 1, "unknown constant y"))));

    Judgement j = judge(VALID, TWO, out);

    assertThat(j.perCheckSat().get(0).label()).isEqualTo("ok");
    assertThat(j.perCheckSat().get(1).label()).isEqualTo("error");
    assertThat(j.perCheckSat().get(1).detail()).contains("unknown constant y");
    assertThat(j.isFinding()).isFalse();
  }

  @Test
  void judge_unknownGarbageAndErrors_haveTheirKinds() {
    String one = "(set-info :status sat)\n(check-sat)\n";

    assertThat(judge(VALID, one, finished(new Answer.Unknown("incomplete"))).overall())
        .isEqualTo(Verdict.unknown("unknown: incomplete"));
    assertThat(judge(VALID, one, finished(new Answer.Unparsable("banana"))).overall().detail())
        .isEqualTo("unparsable answer: banana");
    assertThat(judge(VALID, one, finished(new Answer.Error("bad"))).overall())
        .isEqualTo(Verdict.error("bad"));
    assertThat(judge(VALID, one, finished()).overall().label()).isEqualTo("error");
    assertThat(judge(VALID, one, new Outcome.FailedToStart(List.of("nope"), "not found")).overall())
        .isEqualTo(Verdict.error("could not start: not found"));
  }

  @Test
  void judge_noStatusGiven_anyAnswerIsOk() {
    String one = "(check-sat)\n";

    assertThat(judge(VALID, one, finished(new Answer.Unsat(null))).overall().label())
        .isEqualTo("ok");
    assertThat(judge(VALID, one, finished(new Answer.Sat(null, null))).overall().label())
        .isEqualTo("ok");
  }

  @Test
  void judge_coreNamingUnknownAssertion_isIncorrectCore() {
    String text =
        "(set-option :produce-unsat-cores true)\n(declare-const x Int)\n"
            + "(assert (! (> x 0) :named a1))\n(assert (! (< x 0) :named a2))\n(check-sat)\n";

    Judgement bad = judge(VALID, text, finished(new Answer.Unsat("(a1 a3)")));
    Judgement good = judge(VALID, text, finished(new Answer.Unsat("(a1 a2)")));

    assertThat(bad.overall().label()).isEqualTo("incorrect-core");
    assertThat(bad.overall().detail()).contains("a3");
    assertThat(good.overall().label()).isEqualTo("ok");
  }

  @Test
  void judge_coreMissingNecessaryAssertion_isIncorrectCore() {
    String text =
        "(declare-const x Int)\n(assert (! (> x 0) :named a1))\n(assert (! (< x 0) :named a2))\n"
            + "(check-sat)\n";
    Script s = script(text);
    Expectation e = Expectation.of(ExpectedStatus.UNSAT).withNecessaryCore(List.of("a1", "a2"));

    Judgement j = VALID.judge(s, e, finished(new Answer.Unsat("(a2)")));

    assertThat(j.overall().label()).isEqualTo("incorrect-core");
    assertThat(j.overall().detail()).contains("omits a1");
  }

  @Test
  void scopes_pushPop_assertionsInForceAtEachCheckSat() {
    Script s =
        script(
            "(declare-const x Int)\n(assert (> x 0))\n(push 1)\n(assert (< x 0))\n(check-sat)\n"
                + "(pop 1)\n(check-sat)\n(check-sat-assuming (p))\n");

    List<Scopes.AtCheckSat> at = Scopes.of(s);

    assertThat(at).hasSize(3);
    assertThat(at.get(0).assertions()).hasSize(2);
    assertThat(at.get(1).assertions()).hasSize(1);
    assertThat(at.get(2).assumptions()).hasSize(1);
    assertThat(at.get(2).named()).containsKey("p");
  }

  private static Outcome read(String text, String stdout) {
    return new Outcome.Finished(
        exec(0, null, ""),
        AnswerReader.read(ResponsePlan.of(SolverInput.prepare(text, true)), stdout));
  }

  private static final String SAT_ONE =
      "(set-info :status sat)\n(declare-const x Int)\n(assert (> x 0))\n(check-sat)\n";

  @Test
  void judge_z3ModelValidateError_isSolverInvalidModelNotOk() {
    Outcome out =
        read(
            SAT_ONE,
            "sat\n(error \"line 4 column 10: an invalid model was generated\")\n"
                + "(\n  (define-fun x () Int 1)\n)\n(:reason-unknown \"\")\n");

    Judgement j = judge(VALID, SAT_ONE, out);

    assertThat(j.overall().label()).isEqualTo("solver-invalid-model");
    assertThat(j.isFinding()).isTrue();
  }

  @Test
  void judge_cvcCheckModelsAbort_isSolverInvalidModelNotCrash() {
    Execution x =
        new Execution(
            List.of("cvc4", "--check-models", "q.smt2"),
            null,
            6,
            Duration.ofMillis(5),
            null,
            "",
            "Fatal failure within void CVC4::SmtEngine::checkModel(bool)\nInternal error"
                + " detectedSmtEngine::checkModel(): ERRORS SATISFYING ASSERTIONS WITH MODEL:\n",
            0,
            120,
            0);
    Outcome out = new Outcome.Crashed(x, Responses.NONE, "killed by signal 6 (SIGABRT)");

    Judgement j = judge(VALID, SAT_ONE, out);

    assertThat(j.overall().label()).isEqualTo("solver-invalid-model");
  }

  @Test
  void judge_modelAskedButRefused_isUncheckedNeverOk() {
    Outcome out =
        read(SAT_ONE, "sat\n(error \"model is not available\")\n(:reason-unknown \"\")\n");

    Judgement j = judge(VALID, SAT_ONE, out);

    assertThat(j.overall().label()).isEqualTo("unchecked");
    assertThat(j.overall().detail()).contains("no model was given", "model is not available");
  }

  @Test
  void judge_checkSatUsing_isJudgedAsACheckSat() {
    String text =
        "(set-info :status unsat)\n(declare-const x Int)\n(assert (> x 0))\n(assert (< x 0))\n"
            + "(check-sat-using smt)\n";

    Judgement j = judge(VALID, text, read(text, "sat\n()\n(:reason-unknown \"\")\n"));

    assertThat(j.perCheckSat()).hasSize(1);
    assertThat(j.overall().label()).isEqualTo("wrong-status");
  }
}
