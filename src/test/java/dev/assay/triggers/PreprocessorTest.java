package dev.assay.triggers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.assay.core.InputError;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Quantified;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Preprocessing (§3.1, App. E): normal form, Skolemization, splitting, names, duplicates. */
class PreprocessorTest {

  @Test
  void fig1Axiom_splitsIntoThreeConjunctsWithThePattern_likeFig14() {
    Problem p = Problems.file("fig01-boogie-len.smt2");
    List<Conjunct> q = p.quantified();
    assertThat(q).hasSize(3);
    assertThat(q.get(0).describe()).isEqualTo("(forall ((x Int)) (> (len x) 0))");
    assertThat(q.get(1).describe())
        .isEqualTo("(forall ((x@1 Int)) (or (not (= (nxt x@1) x@1)) (= (len x@1) 1)))");
    assertThat(q.get(2).disjuncts()).hasSize(2);
    for (Conjunct c : q) {
      assertThat(c.patterns()).hasSize(1);
      assertThat(c.origin().label()).isEqualTo("len_def");
      assertThat(c.origin().line()).isEqualTo(7);
    }
    Conjunct goal = p.conjuncts().get(3);
    assertThat(goal.quantified()).isFalse();
    assertThat(Printer.print(goal.body())).isEqualTo("(not (> (len 7) 0))");
    assertThat(goal.origin().line()).isEqualTo(13);
  }

  @Test
  void nestedExistential_becomesSkolemFunctionOfTheOuterVariable_fig13() {
    Problem p = Problems.file("fig13-nested-quantifiers.smt2");
    Conjunct f1 = p.conjuncts().get(1);
    assertThat(f1.describe()).isEqualTo("(forall ((l1 L)) (or (isEmpty l1) (has l1 (el!sk l1))))");
    assertThat(p.isSkolem("el!sk")).isTrue();
    assertThat(p.skolems().get("el!sk").toString()).isEqualTo("[L, Int]");
    Conjunct f2 = p.conjuncts().get(2);
    // the nested universal stays, with its pattern, and its variable is known to the conjunct
    assertThat(f2.disjuncts().get(1)).isInstanceOf(Quantified.class);
    assertThat(f2.patterns()).hasSize(2);
    assertThat(f2.patterns().get(1).nested()).isTrue();
    assertThat(f2.variables()).containsKeys("l2", "el2");
  }

  @Test
  void negatedUniversal_isSkolemized_andImplicationsBecomeDisjunctions() {
    Problem p =
        Problems.of(
            "(declare-fun P (Int) Bool)(declare-fun Q (Int Int) Bool)"
                + "(assert (not (forall ((x Int)) (! (P x) :pattern ((P x))))))"
                + "(assert (forall ((x Int)) (! (=> (P x) (exists ((y Int)) (Q x y))) :pattern ((P x)))))");
    assertThat(p.conjuncts().get(0).describe()).isEqualTo("(not (P x!sk))");
    assertThat(p.conjuncts().get(1).describe())
        .isEqualTo("(forall ((x Int)) (or (not (P x)) (Q x (y!sk x))))");
  }

  @Test
  void booleanEqualityAroundAQuantifier_isExpanded_otherwiseKeptAsAnAtom() {
    Problem p =
        Problems.of(
            "(declare-fun P (Int) Bool)(declare-const b Bool)(declare-const c Bool)"
                + "(assert (= b (forall ((x Int)) (! (P x) :pattern ((P x))))))"
                + "(assert (or (= b c) (xor b c)))");
    // (b ∧ ∀x.P) ∨ (¬b ∧ ¬P(sk)), distributed; the clause b ∨ ¬b is dropped
    assertThat(p.conjuncts())
        .extracting(Conjunct::describe)
        .containsExactly(
            "(or b (not (P x!sk)))",
            "(or (forall ((x Int)) (! (P x) :pattern ((P x)))) (not b))",
            "(or (forall ((x@1 Int)) (! (P x@1) :pattern ((P x@1)))) (not (P x!sk)))",
            "(or (= b c) (xor b c))");
  }

  @Test
  void topLevelDisjunctionOfConjunctions_isDistributed_once() {
    Problem p =
        Problems.of(
            "(declare-fun P (Int) Bool)(declare-fun Q (Int) Bool)(declare-fun R (Int) Bool)"
                + "(assert (forall ((x Int)) (! (or (and (P x) (Q x)) (R x)) :pattern ((P x)))))");
    assertThat(p.conjuncts())
        .extracting(Conjunct::describe)
        .containsExactly(
            "(forall ((x Int)) (or (P x) (R x)))", "(forall ((x@1 Int)) (or (Q x@1) (R x@1)))");
  }

  @Test
  void duplicateConjuncts_upToBoundNames_areRemoved_andLetsAndMacrosExpanded() {
    Problem p =
        Problems.of(
            "(declare-fun f (Int) Int)(define-fun pos ((z Int)) Bool (> z 0))"
                + "(assert (forall ((x Int)) (! (pos (f x)) :pattern ((f x)))))"
                + "(assert (forall ((y Int)) (! (let ((w (f y))) (> w 0)) :pattern ((f y)))))");
    assertThat(p.conjuncts()).hasSize(1);
    assertThat(p.conjuncts().get(0).describe()).isEqualTo("(forall ((x Int)) (> (f x) 0))");
  }

  @Test
  void boundNames_areGloballyUnique_andAvoidDeclaredSymbols() {
    Problem p =
        Problems.of(
            "(declare-fun f (Int) Int)(declare-const x Int)"
                + "(assert (forall ((x Int)) (! (> (f x) 0) :pattern ((f x)))))"
                + "(assert (forall ((x Int)) (! (< (f x) 9) :pattern ((f x)))))");
    assertThat(p.conjuncts().get(0).vars().get(0).name()).isEqualTo("x@1");
    assertThat(p.conjuncts().get(1).vars().get(0).name()).isEqualTo("x@2");
  }

  @Test
  void symbols_areTheUninterpretedOnes_ofBodyAndPatterns() {
    Problem p = Problems.file("fig16-synonym-sum.smt2");
    assertThat(p.conjuncts().get(1).symbols()).containsExactly("sum", "sum_syn");
    assertThat(p.conjuncts().get(3).symbols()).containsExactly("empty", "seq_nth");
  }

  @Test
  void quantifierFreeInput_isRefusedWithAClearMessage() {
    assertThatThrownBy(() -> Problems.of("(declare-const a Int)(assert (> a 0))(check-sat)"))
        .hasRootCauseInstanceOf(InputError.class)
        .rootCause()
        .hasMessageContaining("no quantifier");
  }

  @Test
  void deepTerm_isNormalizedWithoutStackOverflow() {
    StringBuilder sb = new StringBuilder("(declare-fun P (Int) Bool)(assert (forall ((x Int)) (! ");
    int depth = 100_000;
    for (int i = 0; i < depth; i++) {
      sb.append("(not ");
    }
    sb.append("(P x)");
    sb.append(")".repeat(depth));
    sb.append(" :pattern ((P x)))))");
    Problem p = Problems.of(sb.toString());
    assertThat(p.conjuncts().get(0).describe()).isEqualTo("(forall ((x Int)) (P x))");
    assertThat(Parser.parseTerm("(P x)")).isNotNull();
  }

  @Test
  void commandStarts_skipCommentsStringsAndQuotedSymbols() {
    byte[] text = "; (a comment\n(set-info :x \"(\n\")\n\n(assert |(|)\n(check-sat)".getBytes();
    assertThat(CommandStarts.lines(text)).containsExactly(2, 5, 6);
  }
}
