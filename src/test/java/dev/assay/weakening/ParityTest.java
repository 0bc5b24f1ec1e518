package dev.assay.weakening;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.core.ExpectedStatus;
import dev.assay.smtlib.CheckedScript;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Printer;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ParityTest {
  /** The parity of every subterm printed as {@code term:P}, in pre-order, for Bool/RegLan ones. */
  static List<String> parities(String decls, String assertion) {
    CheckedScript cs = Parser.readScript(decls + "\n(assert " + assertion + ")", "t");
    FormulaIndex ix = new FormulaIndex(cs.script(), cs.signature());
    List<String> r = new ArrayList<>();
    for (int n = 0; n < ix.size(); n++) {
      if (ix.parity(n) != Parity.NONE) {
        r.add(Printer.print(ix.term(n)) + ":" + ix.parity(n).name().charAt(0));
      }
    }
    return r;
  }

  private static final String D =
      "(declare-const a Bool)(declare-const b Bool)(declare-const c Bool)(declare-const x Int)"
          + "(declare-const s String)(declare-fun g (Bool) Int)";

  @Test
  void parity_notAndOr_followDefinition2() {
    assertThat(parities(D, "(and a (not (or b (not c))))"))
        .containsExactly(
            "(and a (not (or b (not c)))):P",
            "a:P",
            "(not (or b (not c))):P",
            "(or b (not c)):N",
            "b:N",
            "(not c):N",
            "c:P");
  }

  @Test
  void parity_implication_flipsPremisesOnly() {
    assertThat(parities(D, "(=> a b c)")).containsExactly("(=> a b c):P", "a:N", "b:N", "c:P");
  }

  @Test
  void parity_xorEqualityDistinct_areAmbiguous() {
    assertThat(parities(D, "(xor a b)")).containsExactly("(xor a b):P", "a:A", "b:A");
    assertThat(parities(D, "(= a (not b))"))
        .containsExactly("(= a (not b)):P", "a:A", "(not b):A", "b:A");
    assertThat(parities(D, "(distinct a b)")).containsExactly("(distinct a b):P", "a:A", "b:A");
  }

  @Test
  void parity_booleanIte_conditionAmbiguousBranchesKeepParity() {
    assertThat(parities(D, "(not (ite a b c))"))
        .containsExactly("(not (ite a b c)):P", "(ite a b c):N", "a:A", "b:N", "c:N");
  }

  @Test
  void parity_booleanUnderNonBoolean_isAmbiguous() {
    assertThat(parities(D, "(> (g a) (ite b 1 x))"))
        .containsExactly("(> (g a) (ite b 1 x)):P", "a:A", "b:A");
  }

  @Test
  void parity_quantifiers_keepParity() {
    assertThat(parities(D, "(not (forall ((y Int)) (exists ((z Int)) (< y z))))"))
        .containsExactly(
            "(not (forall ((y Int)) (exists ((z Int)) (< y z)))):P",
            "(forall ((y Int)) (exists ((z Int)) (< y z))):N",
            "(exists ((z Int)) (< y z)):N",
            "(< y z):N");
  }

  @Test
  void parity_letBoundBoolean_takesParityOfItsOccurrences() {
    assertThat(parities(D, "(let ((p (< x 1))) (and p (not b)))"))
        .containsExactly(
            "(let ((p (< x 1))) (and p (not b))):P",
            "(< x 1):P",
            "(and p (not b)):P",
            "p:P",
            "(not b):P",
            "b:N");
    assertThat(parities(D, "(let ((p (< x 1))) (not p))"))
        .containsExactly("(let ((p (< x 1))) (not p)):P", "(< x 1):N", "(not p):P", "p:N");
  }

  @Test
  void parity_letBoundBooleanUsedBothWays_isAmbiguous() {
    assertThat(parities(D, "(let ((p (< x 1))) (and (not p) p))"))
        .startsWith("(let ((p (< x 1))) (and (not p) p)):P", "(< x 1):A");
  }

  @Test
  void parity_shadowedLetVariable_resolvesToInnermostBinding() {
    List<String> p = parities(D, "(let ((p a)) (let ((p b)) (not p)))");
    assertThat(p).contains("a:P", "b:N");
  }

  @Test
  void parity_regex_complementAndDifferenceFlip() {
    assertThat(
            parities(
                D, "(not (str.in_re s (re.diff (re.* re.allchar) (re.comp (str.to_re \"a\")))))"))
        .containsExactly(
            "(not (str.in_re s (re.diff (re.* re.allchar) (re.comp (str.to_re \"a\"))))):P",
            "(str.in_re s (re.diff (re.* re.allchar) (re.comp (str.to_re \"a\")))):N",
            "(re.diff (re.* re.allchar) (re.comp (str.to_re \"a\"))):N",
            "(re.* re.allchar):N",
            "re.allchar:N",
            "(re.comp (str.to_re \"a\")):P",
            "(str.to_re \"a\"):N");
  }

  @Test
  void parity_namedAssertion_keepsParityPatternsAmbiguous() {
    List<String> p = parities(D, "(forall ((y Int)) (! (> (g (> y 0)) 0) :pattern ((g (> y 0)))))");
    assertThat(p).contains("(! (> (g (> y 0)) 0) :pattern ((g (> y 0)))):P", "(> (g (> y 0)) 0):P");
    assertThat(p).filteredOn(e -> e.startsWith("(> y 0)")).allMatch(e -> e.endsWith(":A"));
  }

  @Test
  void index_deepTerm_noStackOverflow() {
    StringBuilder sb = new StringBuilder();
    int depth = 100_000;
    for (int i = 0; i < depth; i++) {
      sb.append("(not ");
    }
    sb.append("a");
    sb.append(")".repeat(depth));
    CheckedScript cs = Parser.readScript("(declare-const a Bool)\n(assert " + sb + ")", "deep");
    FormulaIndex ix = new FormulaIndex(cs.script(), cs.signature());
    assertThat(ix.size()).isEqualTo(depth + 1);
    assertThat(ix.parity(depth)).isEqualTo(depth % 2 == 0 ? Parity.POSITIVE : Parity.NEGATIVE);
    dev.assay.smtlib.Term rebuilt = ix.rebuild(0, n -> n == depth ? Make.var("a") : null);
    assertThat(rebuilt).isSameAs(ix.term(0));
    Applicability app = Applicability.of(ix, ExpectedStatus.SAT, RuleCatalogue.standard());
    assertThat(app.ruleCount()).isGreaterThan(0);
  }

  /**
   * Numerals beside a Real in arithmetic are Reals (as SMT-LIB reads them in LRA): a rule that
   * abstracts one makes a Real variable, never an Int inside Real arithmetic; an Int comparison
   * keeps its Int numerals.
   */
  @Test
  void numeralsBesideAReal_areReals() {
    CheckedScript cs =
        Parser.readScript(
            "(declare-const y Real)(declare-const k Int)"
                + "(assert (and (< (* 35 y) (+ 4 (- 38))) (> k 2)))",
            "t");
    FormulaIndex ix = new FormulaIndex(cs.script(), cs.signature());
    List<String> sorts = new ArrayList<>();
    for (int n = 0; n < ix.size(); n++) {
      sorts.add(Printer.print(ix.term(n)) + ":" + ix.sort(n));
    }
    assertThat(sorts)
        .contains("35:Real", "(+ 4 (- 38)):Real", "38:Real", "2:Int")
        .doesNotContain("35:Int", "4:Int");
  }
}
