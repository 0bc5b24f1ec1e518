package dev.assay.solver;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Reading solver output along the script's plan, with real z3 4.8.12 and cvc5 1.0.3 output. */
class AnswerReaderTest {
  private static final String SCRIPT =
      "(declare-const x Int)\n(assert (> x 2))\n(check-sat)\n(get-model)\n"
          + "(get-info :reason-unknown)\n(assert (< x 0))\n(check-sat)\n(get-model)\n";

  private static Responses read(String script, String out) {
    return AnswerReader.read(ResponsePlan.of(script), out);
  }

  @Test
  void read_z3GetModelErrorAfterUnsat_keepsBothAnswers() {
    String z3 =
        "sat\n(\n  (define-fun x () Int\n    3)\n)\n(:reason-unknown \"\")\nunsat\n"
            + "(error \"line 8 column 10: model is not available\")\n";

    Responses r = read(SCRIPT, z3);

    assertThat(r.answers()).hasSize(2);
    assertThat(((Answer.Sat) r.answers().get(0)).model()).contains("(define-fun x () Int");
    assertThat(r.answers().get(1)).isEqualTo(new Answer.Unsat(null));
    // the refused model is kept as an error after the second answer, and changes no answer
    assertThat(r.errorsAfter(1))
        .singleElement()
        .extracting(Responses.RejectedCommand::command)
        .isEqualTo("get-model");
    assertThat(r.rejectedBefore(1)).isEmpty();
    assertThat(r.modelAsked(0)).isTrue();
  }

  @Test
  void read_cvc5ErrorsForGetInfoAndGetModel_keepsBothAnswers() {
    String cvc5 =
        "sat\n(\n(define-fun x () Int 3)\n)\n"
            + "(error \"Can't get-info :reason-unknown when the last result wasn't unknown!\")\n"
            + "unsat\n(error \"Cannot get model unless after a SAT or UNKNOWN response.\")\n";

    Responses r = read(SCRIPT, cvc5);

    assertThat(r.answers()).extracting(Answer::label).containsExactly("sat", "unsat");
    assertThat(((Answer.Sat) r.answers().get(0)).model()).contains("(define-fun x () Int 3)");
  }

  @Test
  void read_errorForAssertion_isChargedToTheAssertionNotTheAnswer() {
    String script = "(assert (foo x))\n(check-sat)\n";
    String z3 = "(error \"line 1 column 14: unknown constant foo (Int) \")\nsat\n";

    Responses r = read(script, z3);

    assertThat(r.answers()).containsExactly(new Answer.Sat(null, null));
    assertThat(r.rejected()).hasSize(1);
    assertThat(r.rejected().get(0).command()).isEqualTo("assert");
    assertThat(r.rejected().get(0).answersBefore()).isZero();
    assertThat(r.rejectedBefore(0)).hasSize(1);
  }

  @Test
  void read_errorInsteadOfAnswer_isErrorAnswer() {
    Responses r = read("(check-sat)\n", "(error \"out of memory\")\n");

    assertThat(r.answers()).containsExactly(new Answer.Error("out of memory"));
    assertThat(r.rejected()).isEmpty();
  }

  @Test
  void read_rejectedSetOption_doesNotTaintLaterAnswers() {
    Responses r =
        read(
            "(set-option :bogus 1)\n(check-sat)\n", "(error \"unknown parameter 'bogus'\")\nsat\n");

    assertThat(r.rejected()).hasSize(1);
    assertThat(r.rejectedBefore(0)).isEmpty();
  }

  @Test
  void read_unknownWithReason_attachesReason() {
    Responses r =
        read(
            "(check-sat)\n(get-info :reason-unknown)\n",
            "unknown\n(:reason-unknown \"(incomplete quantifiers)\")\n");

    assertThat(r.answers()).containsExactly(new Answer.Unknown("(incomplete quantifiers)"));
  }

  @Test
  void read_bareReason_attachesReason() {
    Responses r =
        read(
            "(check-sat)\n(get-info :reason-unknown)\n", "unknown\n(:reason-unknown incomplete)\n");

    assertThat(r.answers()).containsExactly(new Answer.Unknown("incomplete"));
  }

  @Test
  void read_unsatCore_isAttached() {
    Responses r = read("(check-sat)\n(get-unsat-core)\n", "unsat\n(a1 a3)\n");

    assertThat(r.answers()).containsExactly(new Answer.Unsat("(a1 a3)"));
  }

  @Test
  void read_echoOfStatusWord_isNotTakenForAnAnswer() {
    Responses z3 = read("(echo \"unsat\")\n(check-sat)\n", "unsat\nsat\n");
    Responses cvc5 = read("(echo \"unsat\")\n(check-sat)\n", "\"unsat\"\nsat\n");

    assertThat(z3.answers()).containsExactly(new Answer.Sat(null, null));
    assertThat(cvc5.answers()).containsExactly(new Answer.Sat(null, null));
  }

  @Test
  void read_outputEndsEarly_givesOnlyAnswersPrinted() {
    Responses r = read("(check-sat)\n(check-sat)\n(check-sat)\n", "sat\n");

    assertThat(r.answers()).hasSize(1);
  }

  @Test
  void read_printSuccessAndComments_areSkipped() {
    Responses r =
        read(
            "(set-option :print-success true)\n(declare-const x Int)\n(check-sat)\n",
            "success\n; a comment\nsuccess\nunsat\n");

    assertThat(r.answers()).containsExactly(new Answer.Unsat(null));
    assertThat(r.rejected()).isEmpty();
  }

  @Test
  void read_garbageWhereAnswerBelongs_isUnparsable() {
    Responses r = read("(check-sat)\n", "Segmentation fault (core dumped)\n");

    assertThat(r.answers()).containsExactly(new Answer.Unparsable("Segmentation"));
  }

  @Test
  void read_unterminatedList_isOneUnparsableItem() {
    Responses r = read("(check-sat)\n", "(model (define-fun x");

    assertThat(r.answers()).containsExactly(new Answer.Unparsable("(model (define-fun x"));
  }

  @Test
  void read_exitStopsReading() {
    Responses r = read("(check-sat)\n(exit)\n(check-sat)\n", "sat\n");

    assertThat(r.answers()).hasSize(1);
  }

  @Test
  void read_multilineErrorString_isOneItem() {
    Responses r =
        read("(check-sat)\n", "(error \"Parse Error: q.smt2:12.15: x\n\n  (assert (foo x))\n\")\n");

    assertThat(r.answers()).hasSize(1);
    assertThat(((Answer.Error) r.answers().get(0)).message()).startsWith("Parse Error");
  }
}
