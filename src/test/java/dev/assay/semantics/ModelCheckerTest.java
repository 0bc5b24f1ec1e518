package dev.assay.semantics;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Script;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ModelCheckerTest {

  /** Real models against their own scripts: the verdict and the assertion it names. */
  @ParameterizedTest(name = "{0} {1} -> {2} {3}")
  @CsvSource({
    "z3, ints, all-true, -1",
    "cvc5, ints, all-true, -1",
    "cvc4, ints, all-true, -1",
    "z3, strings, all-true, -1",
    "cvc5, strings, all-true, -1",
    "cvc4, strings, all-true, -1",
    // z3 lists the universe of T, so the forall is enumerated
    "z3, uf, all-true, -1",
    "cvc5fmf, uf, all-true, -1",
    "cvc4, uf, all-true, -1",
    // cvc5 answered unknown and printed a one-element universe: a = b
    "cvc5, uf, false, 0",
    // forall over Int: undetermined (no assertion is false)
    "z3, arrays, undetermined, 3",
    "cvc4, arrays, undetermined, 3",
    // cvc5 answered unknown; its model has (select a 1) = 0
    "cvc5, arrays, false, 0",
    // z3's model needs (hd nil) = 4, which the standard leaves open
    "z3, dt, undetermined, 1",
    "cvc5, dt, all-true, -1",
    "cvc4, dt, all-true, -1",
    "z3, fp, all-true, -1",
    "bundled, fp, all-true, -1",
    "cvc5, fp, all-true, -1",
    "z3, fpsmall, all-true, -1",
    "bundled, fpsmall, all-true, -1",
    "cvc5fpexp, fpsmall, all-true, -1",
    // cvc5 defines w as fp.to_real of -oo, which the standard leaves open
    "cvc5, fpunspecified, undetermined, 17"
  })
  void realModels(String solver, String problem, String verdict, int index) {
    Script script = ModelReaderTest.script(problem);
    ModelChecker.Result r = ModelChecker.check(script, ModelReaderTest.model(solver, problem));
    switch (verdict) {
      case "all-true":
        assertThat(r).isInstanceOf(ModelChecker.Result.AllTrue.class);
        break;
      case "false":
        assertThat(r).isInstanceOf(ModelChecker.Result.False.class);
        assertThat(((ModelChecker.Result.False) r).index()).isEqualTo(index);
        break;
      default:
        assertThat(r).isInstanceOf(ModelChecker.Result.Undetermined.class);
        assertThat(((ModelChecker.Result.Undetermined) r).index()).isEqualTo(index);
    }
  }

  @Test
  void undetermined_saysWhy() {
    ModelChecker.Result r =
        ModelChecker.check(ModelReaderTest.script("dt"), ModelReaderTest.model("z3", "dt"));
    ModelChecker.Result.Undetermined u = (ModelChecker.Result.Undetermined) r;
    assertThat(u.why().cause()).isEqualTo(Unspecified.Cause.STANDARD);
    assertThat(u.printed()).isEqualTo("(= (hd (tl l)) 4)");
  }

  @Test
  void scriptDefinitionsPushPopAndNames() {
    Script s =
        Parser.parseScript(
            """
        (declare-const x Int)
        (define-fun double ((y Int)) Int (* 2 y))
        (assert (! (= (double x) 6) :named six))
        (push 1)
        (assert (= x 4))
        (pop 1)
        (assert six)
        (check-sat)
        (assert (= x 5))
        (check-sat-assuming ((> x 10)))
        """,
            "s");
    Model m = new Model.Builder().constant("x", IntValue.of(3)).build();
    assertThat(ModelChecker.check(s, m)).isEqualTo(new ModelChecker.Result.AllTrue(2));
    ModelChecker.Result second = ModelChecker.check(s, m, 1);
    assertThat(second).isInstanceOf(ModelChecker.Result.False.class);
    assertThat(((ModelChecker.Result.False) second).printed()).isEqualTo("(= x 5)");
    assertThat(((ModelChecker.Result.False) second).index()).isEqualTo(2);
  }

  @Test
  void falseWinsOverEarlierUndetermined() {
    Script s =
        Parser.parseScript(
            "(declare-const x Int)(assert (= x (div 1 0)))(assert (= x 2))(check-sat)", "s");
    Model m = new Model.Builder().constant("x", IntValue.of(3)).build();
    ModelChecker.Result r = ModelChecker.check(s, m);
    assertThat(r)
        .isEqualTo(new ModelChecker.Result.False(1, Parser.parseTerm("(= x 2)"), "(= x 2)"));
  }

  @Test
  void missingSymbol_isUndetermined() {
    Script s = Parser.parseScript("(declare-const x Int)(assert (> x 0))(check-sat)", "s");
    ModelChecker.Result r = ModelChecker.check(s, Model.EMPTY);
    assertThat(((ModelChecker.Result.Undetermined) r).why().cause())
        .isEqualTo(Unspecified.Cause.MODEL);
  }

  @Test
  void recursiveDefinitions_evaluateAndRunawayRecursionIsUnsupported() {
    Script s =
        Parser.parseScript(
            """
        (define-fun-rec fact ((n Int)) Int (ite (<= n 0) 1 (* n (fact (- n 1)))))
        (define-fun-rec loop ((n Int)) Int (loop n))
        (assert (= (fact 20) 2432902008176640000))
        (assert (= (fact 5) 120))
        (check-sat)
        """,
            "s");
    assertThat(ModelChecker.check(s, Model.EMPTY)).isEqualTo(new ModelChecker.Result.AllTrue(2));
    Model m =
        Model.EMPTY.withScript(
            List.of(
                Model.Definition.of(
                    new dev.assay.smtlib.Command.DefineFun(
                        new dev.assay.smtlib.Command.FunctionDec(
                            "loop",
                            List.of(new dev.assay.smtlib.SortedVar("n", dev.assay.smtlib.Sort.INT)),
                            dev.assay.smtlib.Sort.INT),
                        Parser.parseTerm("(loop n)")))),
            Datatypes.EMPTY);
    Value v = new Evaluator(m).evaluate(Parser.parseTerm("(loop 1)"));
    assertThat(((Unspecified) v).cause()).isEqualTo(Unspecified.Cause.UNSUPPORTED);
  }

  @Test
  void cyclicConstantDefinition_isUnsupportedNotALoop() {
    Model m = ModelReader.read("((define-fun a () Int (+ b 1)) (define-fun b () Int a))", "m");
    Value v = new Evaluator(m).evaluate(Parser.parseTerm("a"));
    assertThat(((Unspecified) v).cause()).isEqualTo(Unspecified.Cause.UNSUPPORTED);
  }

  @Test
  void quantifiers_overListedUniversesAndEnumerations() {
    Script s =
        Parser.parseScript(
            """
        (declare-sort U 0)
        (declare-datatype Color ((red) (green) (blue)))
        (declare-fun f (U) Color)
        (assert (forall ((u U)) (not (= (f u) blue))))
        (assert (exists ((c Color)) (= c blue)))
        (assert (forall ((c Color) (u U)) (or (= c blue) (distinct c (f u)) (= (f u) c))))
        (check-sat)
        """,
            "s");
    String model =
        """
        (
          (declare-fun U!val!0 () U)
          (declare-fun U!val!1 () U)
          (define-fun f ((x!0 U)) Color (ite (= x!0 U!val!0) red green))
        )
        """;
    assertThat(ModelChecker.check(s, ModelReader.read(model, "m", s)))
        .isEqualTo(new ModelChecker.Result.AllTrue(3));
    String bad = model.replace("red green", "red blue");
    ModelChecker.Result r = ModelChecker.check(s, ModelReader.read(bad, "m", s));
    assertThat(((ModelChecker.Result.False) r).index()).isZero();
  }

  /** z3 prints its choice for division by zero as /0, div0 and mod0; without them it stays open. */
  @Test
  void divisionByZero_usesZ3sTotalFunctionsWhenTheModelGivesThem() {
    Script s =
        Parser.parseScript(
            """
            (declare-const x Real)
            (declare-const y Int)
            (assert (> (/ x 0.0) 3.0))
            (assert (> (div y 0) 5))
            (assert (< (mod y 0) 2))
            (check-sat)
            """,
            "s");
    String model =
        """
        (
          (define-fun x () Real 38.0)
          (define-fun y () Int 7719)
          (define-fun /0 ((x!0 Real) (x!1 Real)) Real 4.0)
          (define-fun div0 ((x!0 Int) (x!1 Int)) Int 6)
          (define-fun mod0 ((x!0 Int) (x!1 Int)) Int (ite (= x!0 7719) 1 5))
        )
        """;
    assertThat(ModelChecker.check(s, ModelReader.read(model, "m", s)))
        .isEqualTo(new ModelChecker.Result.AllTrue(3));
    String wrong = model.replace("(ite (= x!0 7719) 1 5)", "(ite (= x!0 7719) 5 1)");
    assertThat(ModelChecker.check(s, ModelReader.read(wrong, "m", s)))
        .isInstanceOf(ModelChecker.Result.False.class);
    String open = "((define-fun x () Real 38.0) (define-fun y () Int 7719))";
    assertThat(ModelChecker.check(s, ModelReader.read(open, "m", s)))
        .isNotInstanceOf(ModelChecker.Result.AllTrue.class)
        .isNotInstanceOf(ModelChecker.Result.False.class);
  }
}
