package dev.assay.smtlib;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class TermsTest {
  private static Term t(String s) {
    return Parser.parseTerm(s);
  }

  @Test
  void positions_visitPreOrder_andAddressSubterms() {
    Term root = t("(and (> x 1) (not p))");
    List<Position> ps = new ArrayList<>();
    Terms.forEachWithPosition(root, (p, sub) -> ps.add(p));
    assertThat(ps).hasSize(6);
    assertThat(Terms.at(root, Position.of(1, 0))).isEqualTo(t("p"));
    assertThat(Terms.replace(root, Position.of(0, 1), t("2")))
        .isEqualTo(t("(and (> x 2) (not p))"));
  }

  @Test
  void substitute_respectsShadowing() {
    Term root = t("(and (> x 0) (forall ((x Int)) (> x 1)) (let ((x 5)) (> x y)) (let ((z x)) z))");
    Term r = Terms.substitute(root, Map.of("x", t("(+ a 1)")));
    assertThat(r)
        .isEqualTo(
            t(
                "(and (> (+ a 1) 0) (forall ((x Int)) (> x 1)) (let ((x 5)) (> x y)) (let ((z (+ a 1))) z))"));
  }

  @Test
  void substitute_refusesCapture() {
    Term root = t("(forall ((a Int)) (> x a))");
    assertThatThrownBy(() -> Terms.substitute(root, Map.of("x", t("a"))))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void freeSymbols_excludeBoundOnes_inOrder() {
    assertThat(Terms.freeSymbols(t("(and (p y) (exists ((y Int)) (> y z)) (q x))")))
        .containsExactly("p", "y", "z", "q", "x");
  }

  @Test
  void rewriteBottomUp_rewritesEveryNode() {
    Term r =
        Terms.rewriteBottomUp(
            t("(+ 1 (+ 2 3))"),
            x ->
                x instanceof NumeralConstant n
                    ? NumeralConstant.of(n.value().longValue() * 10)
                    : x);
    assertThat(r).isEqualTo(t("(+ 10 (+ 20 30))"));
  }

  @Test
  void sortAll_givesSortsUnderBinders() {
    CheckedScript s = Parser.readScript("(declare-const x String)", "f");
    Term root = t("(let ((x 1)) (> x 0))");
    assertThat(SortChecker.sortOf(root, s.signature())).isEqualTo(Sort.BOOL);
    assertThat(SortChecker.sortOf(t("(str.len x)"), s.signature())).isEqualTo(Sort.INT);
  }
}
