package dev.assay.smtlib;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.smtlib.Fragment.Feature;
import org.junit.jupiter.api.Test;

class FragmentTest {
  private static Fragment of(String text) {
    return Fragment.of(Parser.readScript(text, "t.smt2"));
  }

  private static String logicOf(String text) {
    return of(text).logicFor(LogicDialect.LENIENT);
  }

  @Test
  void arithmeticOnNumerals_needsANumberTheory_notInQfS() {
    String s =
        "(set-logic QF_S)(declare-fun x () String)(assert (= (str.at x (+ 0 (- 10))) \"a\"))";
    assertThat(of(s).features()).contains(Feature.STRINGS, Feature.INTS);
    assertThat(logicOf(s)).isEqualTo("QF_SLIA");
    assertThat(Fragment.firstViolation(Parser.readScript(s, "t").script(), sig(s))).isNotNull();
  }

  @Test
  void intSymbolsAndLength_comeWithStrings() {
    String s =
        "(set-logic QF_S)(declare-fun x () String)(declare-fun n () Int)"
            + "(assert (= (str.at x n) \"a\"))(assert (= (str.len x) 3))";
    assertThat(of(s).features()).containsExactly(Feature.STRINGS);
    assertThat(logicOf(s)).isEqualTo("QF_S");
  }

  @Test
  void regex_isTrackedApart_butLivesInS() {
    String s = "(declare-fun x () String)(assert (str.in_re x (re.* (str.to_re \"a\"))))";
    assertThat(of(s).features()).containsExactlyInAnyOrder(Feature.STRINGS, Feature.REGEX);
    assertThat(logicOf(s)).isEqualTo("QF_S");
    assertThat(of(s).toString()).isEqualTo("QF_S+regex");
  }

  @Test
  void quantifiedStrings_haveNoStandardLogic_soAll() {
    String s =
        "(declare-fun x () String)(assert (forall ((y String)) (not (= x (str.++ y \"a\")))))";
    assertThat(of(s).has(Feature.QUANTIFIERS)).isTrue();
    assertThat(logicOf(s)).isEqualTo("ALL");
    assertThat(of(s).name()).isEqualTo("S");
  }

  @Test
  void linearity_followsConcreteCoefficients() {
    String decl = "(declare-fun x () Int)(declare-fun y () Int)";
    assertThat(logicOf(decl + "(assert (> (* 2 3 x) (- 7)))")).isEqualTo("QF_LIA");
    assertThat(logicOf(decl + "(assert (> (* x (- 2)) 0))")).isEqualTo("QF_LIA");
    assertThat(logicOf(decl + "(assert (let ((c 3)) (> (* c x) 0)))")).isEqualTo("QF_LIA");
    assertThat(logicOf(decl + "(assert (> (mod x 2) (div y 3)))")).isEqualTo("QF_LIA");
    // z3 rejects these in QF_LIA: the coefficient is a sum, the divisor is not a numeral
    assertThat(logicOf(decl + "(assert (> (* (+ 1 2) x) 0))")).isEqualTo("QF_NIA");
    assertThat(logicOf(decl + "(assert (> (mod x (+ 2 1)) 0))")).isEqualTo("QF_NIA");
    assertThat(logicOf(decl + "(assert (> (* x y) 0))")).isEqualTo("QF_NIA");
    // a quantified variable shadowing a let name is not a coefficient
    assertThat(logicOf(decl + "(assert (let ((c 3)) (forall ((c Int)) (> (* c x) 0))))"))
        .isEqualTo("NIA");
  }

  @Test
  void realsAndMixing() {
    assertThat(logicOf("(declare-fun u () Real)(assert (> u 1))")).isEqualTo("QF_LRA");
    assertThat(logicOf("(declare-fun u () Real)(assert (> (/ 2 u) 1.0))")).isEqualTo("QF_NRA");
    assertThat(logicOf("(declare-fun u () Real)(assert (> (/ u 2) (/ 1 3)))")).isEqualTo("QF_LRA");
    assertThat(logicOf("(declare-fun x () Int)(assert (> (to_real x) 0.5))")).isEqualTo("QF_LIRA");
    assertThat(logicOf("(declare-fun u () Real)(declare-fun n () Int)(assert (> u n))"))
        .isEqualTo("QF_LIRA");
  }

  @Test
  void ufArraysBitVectorsDatatypes() {
    assertThat(logicOf("(declare-fun f (Int) Int)(assert (> (f 1) 0))")).isEqualTo("QF_UFLIA");
    assertThat(logicOf("(declare-sort U 0)(declare-const a U)(assert (= a a))")).isEqualTo("QF_UF");
    assertThat(
            logicOf(
                "(declare-const a (Array Int Int))(declare-const i Int)"
                    + "(assert (= (select a (+ i 1)) 0))"))
        .isEqualTo("QF_ALIA");
    assertThat(logicOf("(declare-const b (_ BitVec 8))(assert (bvult b #x0a))")).isEqualTo("QF_BV");
    assertThat(
            logicOf(
                "(declare-datatypes ((L 0)) (((nil) (cons (hd Int) (tl L)))))"
                    + "(declare-const l L)(assert ((_ is cons) l))"))
        .isEqualTo("QF_UFDTLIA"); // the Int field needs integer arithmetic
    assertThat(logicOf("(define-fun g ((x Int)) Int (+ x 1))(assert (> (g 2) 0))"))
        .isEqualTo("QF_LIA");
  }

  @Test
  void ofLogic_readsNames() {
    assertThat(Fragment.ofLogic("QF_SLIA").features())
        .containsExactlyInAnyOrder(Feature.STRINGS, Feature.REGEX, Feature.INTS);
    assertThat(Fragment.ofLogic("NRA").features())
        .containsExactlyInAnyOrder(Feature.QUANTIFIERS, Feature.REALS, Feature.NONLINEAR);
    assertThat(Fragment.ofLogic("QF_AUFLIRA").features())
        .containsExactlyInAnyOrder(Feature.ARRAYS, Feature.UF, Feature.INTS, Feature.REALS);
    assertThat(Fragment.ofLogic("ALL").features()).hasSize(Feature.values().length);
    assertThat(Fragment.ofLogic("HORN")).isNull();
    for (String name : Fragment.STANDARD) {
      assertThat(Fragment.ofLogic(name)).as(name).isNotNull();
      assertThat(Fragment.ofLogic(name).standardLogic()).as(name).isEqualTo(name);
    }
  }

  @Test
  void withLogic_keepsTheSeedsLogicAsFloor_andWidensOnlyWhenNeeded() {
    Script s = Parser.readScript("(set-logic QF_SLIA)(declare-fun x () String)", "t").script();
    Fragment strings = Fragment.of(Feature.STRINGS);
    Fragment floor = Fragment.ofLogic("QF_SLIA");
    assertThat(Fragment.withLogic(s, strings, floor, LogicDialect.LENIENT)).isSameAs(s);
    Script q =
        Fragment.withLogic(
            s, Fragment.of(Feature.STRINGS, Feature.QUANTIFIERS), floor, LogicDialect.LENIENT);
    assertThat(q.logic()).isEqualTo("ALL");
    Script lia = Parser.readScript("(set-logic QF_LIA)(declare-fun x () Int)", "t").script();
    assertThat(
            Fragment.withLogic(
                    lia,
                    Fragment.of(Feature.INTS, Feature.QUANTIFIERS),
                    Fragment.ofLogic("QF_LIA"),
                    LogicDialect.LENIENT)
                .logic())
        .isEqualTo("LIA");
  }

  private static Signature sig(String text) {
    return Parser.readScript(text, "t").signature();
  }

  /** Arithmetic on numerals only, named by a let or not, is a number of the Real theory here. */
  @Test
  void numeralArithmetic_besideReals_isReal() {
    String decl = "(declare-fun x () Real)";
    assertThat(logicOf(decl + "(assert (< x (+ 4 (- 38))))")).isEqualTo("QF_LRA");
    assertThat(logicOf(decl + "(assert (let ((c (+ 4 5))) (< x c)))")).isEqualTo("QF_LRA");
    assertThat(logicOf(decl + "(assert (< x (* 4 (+ 1 38))))")).isEqualTo("QF_LRA");
    // a sum is still no coefficient z3 accepts in a linear logic
    assertThat(logicOf(decl + "(assert (let ((c (+ 4 5))) (< (* c x) 0)))")).isEqualTo("QF_NRA");
  }
}
