package dev.assay.semantics;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.Let;
import dev.assay.smtlib.NumeralConstant;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.StringConstant;
import dev.assay.smtlib.Term;
import dev.assay.smtlib.VarBinding;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Terms 100 000 levels deep evaluate without recursion (the JVM stack would overflow). */
class DeepTermTest {
  private static final int DEPTH = 100_000;

  private static Value eval(Term t) {
    return new Evaluator(Model.EMPTY).evaluate(t);
  }

  @Test
  void deepArithmetic_evaluates() {
    Term t = NumeralConstant.of(0);
    for (int i = 0; i < DEPTH; i++) {
      t = Application.of("+", NumeralConstant.of(1), t);
    }
    assertThat(eval(t)).isEqualTo(IntValue.of(DEPTH));
  }

  @Test
  void deepIteAndNot_evaluate() {
    Term t = QualIdentifier.of("true");
    for (int i = 0; i < DEPTH; i++) {
      t = Application.of("not", t);
    }
    Term ite = NumeralConstant.of(7);
    for (int i = 0; i < DEPTH; i++) {
      ite = Application.of("ite", QualIdentifier.of("c"), ite, NumeralConstant.of(i));
    }
    // the deep condition is evaluated once, through a let
    Term t2 = new Let(List.of(new VarBinding("c", t)), ite);
    assertThat(eval(t2)).isEqualTo(IntValue.of(7));
  }

  @Test
  void deepFloatingPointSum_evaluates() {
    Term one = dev.assay.smtlib.Parser.parseTerm("((_ to_fp 8 24) RNE 1.0)");
    Term t = one;
    for (int i = 0; i < DEPTH; i++) {
      t = Application.of(i % 2 == 0 ? "fp.add" : "fp.sub", QualIdentifier.of("RNE"), t, one);
    }
    assertThat(eval(t)).isEqualTo(eval(one)); // + 1 - 1 + 1 ... ends where it started
  }

  @Test
  void deepLetChain_evaluates() {
    Term body = QualIdentifier.of("x");
    for (int i = 0; i < DEPTH; i++) {
      body =
          new Let(
              List.of(
                  new VarBinding(
                      "x", Application.of("+", QualIdentifier.of("x"), NumeralConstant.of(1)))),
              body);
    }
    Term t = new Let(List.of(new VarBinding("x", NumeralConstant.of(0))), body);
    assertThat(eval(t)).isEqualTo(IntValue.of(DEPTH));
  }

  @Test
  void deepStringConcatenation_evaluates() {
    // Mostly empty pieces: the depth is what is tested, not quadratic copying of a long string.
    Term t = StringConstant.of("");
    for (int i = 0; i < DEPTH; i++) {
      t = Application.of("str.++", StringConstant.of(i % 100 == 0 ? "a" : ""), t);
    }
    assertThat(eval(Application.of("str.len", t))).isEqualTo(IntValue.of(DEPTH / 100));
  }

  @Test
  void deepRegularExpression_membershipAndEquality() {
    Term re = Application.of("str.to_re", StringConstant.of("b"));
    for (int i = 0; i < DEPTH; i++) {
      // R(k+1) = (re.* (re.++ "a" (re.union R(k) "c"))), R(0) = "b": "b" only at the bottom
      re =
          Application.of(
              "re.*",
              Application.of(
                  "re.++",
                  Application.of("str.to_re", StringConstant.of("a")),
                  Application.of(
                      "re.union", re, Application.of("str.to_re", StringConstant.of("c")))));
    }
    Value v1 = eval(re);
    Evaluator ev = new Evaluator(Model.EMPTY);
    Term r = QualIdentifier.of("r");
    assertThat(
            ev.evaluate(
                Application.of("str.in_re", StringConstant.of("aaacaca"), r),
                java.util.Map.of("r", v1)))
        .isEqualTo(BoolValue.TRUE);
    assertThat(
            ev.evaluate(
                Application.of("str.in_re", StringConstant.of("aaab"), r),
                java.util.Map.of("r", v1)))
        .isEqualTo(BoolValue.FALSE);
    Value v2 = eval(re);
    assertThat(v1).isEqualTo(v2);
    assertThat(v1.hashCode()).isEqualTo(v2.hashCode());
    assertThat(v1.toTerm()).isNotNull();
  }
}
