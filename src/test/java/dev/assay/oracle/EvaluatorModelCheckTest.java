package dev.assay.oracle;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Script;
import org.junit.jupiter.api.Test;

/** The evaluator-only model check on values SMT-LIB leaves unspecified. */
class EvaluatorModelCheckTest {
  private static Script script(String s) {
    return Parser.readScript(s, "t").script();
  }

  private static ModelCheck.Result check(String script, String model) {
    return new EvaluatorModelCheck().check(script(script), 0, model);
  }

  @Test
  void aModelAnsweringWithAnUnspecifiedValue_isUndetermined() {
    // cvc5 1.0.3 answers x = (mod 531 0): any value, as the model chooses (mod 531 0).
    String s =
        "(declare-fun x () Int)\n(assert (> x 7))\n(assert (= x (mod 531 0)))\n(check-sat)\n";
    ModelCheck.Result r = check(s, "((define-fun x () Int (mod 531 0)))");
    assertThat(r).isInstanceOf(ModelCheck.Result.Undetermined.class);
  }

  @Test
  void divisionByZero_comparedWithAValue_isUndetermined_notFalse() {
    String s =
        "(declare-fun x () Int)\n(assert (= (div x 0) 3))\n(assert (not (= (/ 1.0 0.0) 2.0)))\n"
            + "(check-sat)\n";
    assertThat(check(s, "((define-fun x () Int 5))"))
        .isInstanceOf(ModelCheck.Result.Undetermined.class);
  }

  @Test
  void falseWhateverTheUnspecifiedValue_isInvalid() {
    String s = "(declare-fun x () Int)\n(assert (and (= x 1) (= (div x 0) 3)))\n(check-sat)\n";
    assertThat(check(s, "((define-fun x () Int 5))")).isInstanceOf(ModelCheck.Result.Invalid.class);
  }

  @Test
  void aScriptFunctionNamedLikeZ3sDivisionByZero_makesItsModelAmbiguous() {
    // z3 4.8.12 prints the script's mod0 and then its own choice for (mod x 0) under the same
    // name; reading the second as the first made this valid model "invalid".
    String s =
        "(declare-fun mod0 (Int Int) Int)\n(declare-fun x () Int)\n(assert (= (mod0 x 0) 1))\n"
            + "(assert (= (mod x 0) 2))\n(check-sat)\n";
    String z3 =
        "((define-fun x () Int 38) (define-fun mod0 ((x!0 Int) (x!1 Int)) Int 1)"
            + " (define-fun mod0 ((x!0 Int) (x!1 Int)) Int 2))";
    ModelCheck.Result r = check(s, z3);
    assertThat(r).isInstanceOf(ModelCheck.Result.Undetermined.class);
    assertThat(((ModelCheck.Result.Undetermined) r).why()).contains("defines mod0 twice");
  }
}
