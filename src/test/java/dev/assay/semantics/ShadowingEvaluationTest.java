package dev.assay.semantics;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Script;
import org.junit.jupiter.api.Test;

/**
 * A user's function that shadows a theory symbol is an uninterpreted function under a model, never
 * the theory's: z3's models of F*-, Boogie- and VCC-style scripts check out with it.
 */
class ShadowingEvaluationTest {
  private static ModelChecker.Result check(String script, String z3Model) {
    Script s = Parser.readScript(script, "s").script();
    return ModelChecker.check(s, ModelReader.read(z3Model, "z3", s));
  }

  @Test
  void fstarMod_isEvaluatedAsTheModelsFunction() {
    String script = "(declare-fun mod (Int Int) Int)(assert (= (mod 5 3) 7))(check-sat)";
    // z3 4.8.12's own answer (sat) and model for the script
    String model = "(\n  (define-fun mod ((x!0 Int) (x!1 Int)) Int\n    7)\n)";
    assertThat(check(script, model)).isInstanceOf(ModelChecker.Result.AllTrue.class);
    // without a definition the function is open, never Euclidean mod (5 mod 3 = 2 would be false)
    assertThat(check(script, "()")).isInstanceOf(ModelChecker.Result.Undetermined.class);
  }

  @Test
  void theTheorysModBeforeTheDeclaration_staysTheTheorys() {
    String script =
        "(assert (= (mod 5 3) 2))(declare-fun mod (Int Int) Int)(assert (= (mod 5 3) 7))"
            + "(check-sat)";
    String model = "((define-fun mod ((x!0 Int) (x!1 Int)) Int 7))";
    assertThat(check(script, model)).isInstanceOf(ModelChecker.Result.AllTrue.class);
    assertThat(check(script, "((define-fun mod ((x!0 Int) (x!1 Int)) Int 2))"))
        .isInstanceOf(ModelChecker.Result.False.class);
  }

  @Test
  void repeatAndFp_fromBoogieAndVcc() {
    String repeat =
        "(declare-fun repeat (Int) Int)(declare-const b (_ BitVec 2))"
            + "(assert (= (repeat 1) 7))(assert (= ((_ repeat 2) b) #b1010))(check-sat)";
    String model =
        "(\n  (define-fun b () (_ BitVec 2)\n    #b10)\n  (define-fun repeat ((x!0 Int)) Int\n    7)\n)";
    assertThat(check(repeat, model)).isInstanceOf(ModelChecker.Result.AllTrue.class);
    String fp = "(declare-fun fp (Int Int Int) Int)(assert (> (fp 1 2 3) 0))(check-sat)";
    assertThat(check(fp, "((define-fun fp ((x Int) (y Int) (z Int)) Int (+ x y z)))"))
        .isInstanceOf(ModelChecker.Result.AllTrue.class);
    assertThat(check(fp, "((define-fun fp ((x Int) (y Int) (z Int)) Int (- x y z)))"))
        .isInstanceOf(ModelChecker.Result.False.class);
  }

  @Test
  void aDefinedShadowingFunction_isItsBody() {
    String script =
        "(define-fun mod ((x Int) (y Int)) Int (+ (mod x y) 100))(assert (= (mod 5 3) 102))"
            + "(check-sat)";
    assertThat(check(script, "()")).isInstanceOf(ModelChecker.Result.AllTrue.class);
  }
}
