package dev.assay.smtlib;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The one logic classifier's two questions on hand-written scripts: what the SMT-LIB standard calls
 * the logic ({@link Fragment#standardLogic}) and what z3, cvc5 and CVC4 accept ({@link
 * Fragment#logicFor} with {@link LogicDialect#LENIENT}), each case decided by the logic definitions
 * (docs/generate.md, "Logic").
 */
class LogicQuestionsTest {
  private static Fragment fragment(String decls, String assertion) {
    return Fragment.of(Parser.readScript(decls + "(assert " + assertion + ")", "t"));
  }

  @ParameterizedTest(name = "{2} / {3}: {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "(declare-fun p () Bool) | (and p (not p)) | QF_UF | QF_UF",
        "(declare-fun x () Int) | (> x 2) | QF_LIA | QF_LIA",
        "(declare-fun x () Int) | (> (* 2 x) (- 3)) | QF_LIA | QF_LIA",
        "(declare-fun x () Int) | (> (* 2 (+ x 1)) 3) | QF_LIA | QF_LIA",
        "(declare-fun x () Int) | (> (* x x) 2) | QF_NIA | QF_NIA",
        "(declare-fun x () Int) | (= (div x 3) 1) | QF_NIA | QF_LIA",
        "(declare-fun x () Int) | (= (mod x (- 3)) 1) | QF_NIA | QF_LIA",
        "(declare-fun x () Int) | (= (abs x) 1) | QF_NIA | QF_LIA",
        "(declare-fun x () Int) | (> (* 2 3 x) 0) | QF_NIA | QF_LIA",
        "(declare-fun x () Int) | (let ((c 2)) (> (* c x) 0)) | QF_NIA | QF_LIA",
        "(declare-fun r () Real) | (> (* 2.0 r) (/ 1 3)) | QF_LRA | QF_LRA",
        "(declare-fun r () Real) | (> (/ r 2.0) 1.0) | QF_NRA | QF_LRA",
        "(declare-fun r () Real) | (> (* (- (/ 1 2)) r) 1.0) | QF_NRA | QF_LRA",
        "(declare-fun r () Real) | (and (not (> 3 4)) (> r 1.0)) | QF_LRA | QF_LRA",
        "(declare-fun r () Real)(declare-fun x () Int) | (> (to_real x) r) | QF_LIRA | QF_LIRA",
        "(declare-fun p () Bool) | (and p (= (- 2) (- 2))) | QF_LIA | QF_LIA",
        "(declare-fun s () String) | (= (str.len s) 3) | QF_S | QF_S",
        "(declare-fun s () String) | (< (str.len s) 3) | QF_SLIA | QF_SLIA",
        "(declare-fun s () String) | (= (str.at s (- 1)) \"\") | QF_SLIA | QF_SLIA",
        "(declare-fun s () String) | (= (* (str.len s) (str.len s)) 4) | QF_SNIA | QF_SNIA",
        "(declare-fun v () (_ BitVec 8)) | (bvult v #x10) | QF_BV | QF_BV",
        "(declare-fun f ((_ BitVec 8)) (_ BitVec 8)) | (= (f #x00) #x01) | QF_UFBV | QF_UFBV",
        "(declare-fun a () (Array (_ BitVec 4) (_ BitVec 8))) | (= (select a #x0) #x01) | QF_ABV | QF_ABV",
        "(declare-fun a () (Array Bool Bool))(declare-fun v () (_ BitVec 2)) | (and (select a true) (= v #b00)) | ABV | ABV",
        "(declare-fun a () (Array Int Int)) | (= (select a 1) 2) | QF_ALIA | QF_ALIA",
        "(declare-fun a () (Array Int Bool)) | (select a 1) | QF_ALIA | QF_ALIA",
        "(declare-fun a () (Array Int Int)) | (= (select a 1) (* (select a 2) (select a 3))) | QF_ANIA | QF_ANIA",
        "(declare-fun a () (Array Int Bool))(declare-fun f (Int) Int) | (select a (f 1)) | QF_AUFNIA | QF_AUFLIA",
        "(declare-fun a () (Array Int Real)) | (> (select a 1) 2.5) | AUFLIRA | AUFLIRA",
        "(declare-fun a () (Array Int Int)) | (= a ((as const (Array Int Int)) 0)) | ALL | ALL",
        "(declare-fun a () (Array Int Int)) | (= (select ((as const (Array Int Int)) 1) 0) 1) | ALL | ALL",
        "(declare-sort U 0)(declare-fun f (U) U)(declare-fun u () U) | (= (f u) u) | QF_UF | QF_UF",
        "(declare-sort U 0)(declare-fun a () (Array U U))(declare-fun u () U) | (= (select a u) u) | QF_AX | QF_AX",
        "(declare-sort U 0)(declare-fun a () (Array U U))(declare-fun f (U) U)(declare-fun u () U) | (= (select a (f u)) u) | QF_AUFNIA | QF_AUFLIA",
        "(declare-datatype D ((c0) (c1))) (declare-fun d () D) | ((_ is c0) d) | QF_DT | QF_DT",
        "(declare-datatype D ((mk (f Int)) (e))) (declare-fun d () D) | (= d e) | QF_UFDTLIA | QF_UFDTLIA",
        "(declare-datatype D ((mk (f String)) (e))) (declare-fun d () D) | (= d e) | ALL | ALL",
        "(declare-fun s () String)(declare-fun v () (_ BitVec 8)) | (and (= s \"a\") (= v #x00)) | ALL | ALL",
        "(declare-fun v () (_ BitVec 8)) | (= (bv2nat v) 3) | ALL | ALL",
        "(declare-fun v () (_ BitVec 8))(declare-fun r () Real) | (and (bvult v #x10) (> r 1.0)) | QF_BVFPLRA | QF_BVFPLRA",
        "(define-fun-rec f ((x Int)) Int (ite (<= x 0) 0 (f (- x 1)))) | (= (f 2) 0) | UFLIA | UFLIA",
        "(declare-fun d () (_ FloatingPoint 3 5)) | (fp.isNaN (fp.add RNE d (_ +oo 3 5))) | QF_FP | QF_FP",
        "(declare-fun d () Float16) | (fp.eq d (fp #b0 #b01111 #b0000000000)) | QF_BVFP | QF_BVFP",
        "(declare-fun d () Float16)(declare-fun v () (_ BitVec 4)) | (= d ((_ to_fp 5 11) RNE v)) | QF_BVFP | QF_BVFP",
        "(declare-fun d () Float32)(declare-fun r () Real) | (= (fp.to_real d) r) | QF_FPLRA | QF_FPLRA",
        "(declare-fun d () Float32)(declare-fun x () Int) | (= d ((_ to_fp 8 24) RTZ (to_real x))) | ALL | ALL",
        "(declare-fun d () Float32)(declare-fun s () String) | (and (= s \"\") (fp.isZero d)) | ALL | ALL",
        "(declare-fun x () Int) | (forall ((y Int)) (> (+ x y) (mod y 2))) | NIA | LIA",
      })
  void standardAndLenient(String decls, String assertion, String standard, String lenient) {
    Fragment f = fragment(decls, assertion);
    assertThat(f.standardLogic()).as("standard").isEqualTo(standard);
    assertThat(f.logicFor(LogicDialect.LENIENT)).as("z3, cvc5, CVC4").isEqualTo(lenient);
    if (!standard.equals("ALL")) {
      assertThat(StandardLogic.of(standard).allows(f, LogicDialect.STANDARD)).isTrue();
    }
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "QF_LIA | (declare-fun x () Int)(assert (> (div x 3) 0))",
        "QF_AUFLIA | (declare-fun a () (Array Int Bool))(assert (select a 0))",
      })
  void standardExcludes_whatLenientReadersAccept(String logic, String text) {
    Fragment f = Fragment.of(Parser.readScript(text, "t"));
    assertThat(StandardLogic.of(logic).allows(f, LogicDialect.STANDARD)).isFalse();
    assertThat(StandardLogic.of(logic).allows(f, LogicDialect.LENIENT)).isTrue();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "QF_ABV | (declare-fun a () (Array Bool (_ BitVec 2)))(assert (= (select a true) #b00))",
        "QF_ALIA | (declare-fun a () (Array Int Int))(assert (= a ((as const (Array Int Int)) 0)))",
      })
  void cvc5AndCvc4Accept_whatZ3Rejects(String logic, String text) {
    Fragment f = Fragment.of(Parser.readScript(text, "t"));
    LogicDialect cvc =
        new LogicDialect(
            "cvc5",
            Set.of(Fragment.Detail.ARRAYS_BEYOND_BIT_VECTORS, Fragment.Detail.CONSTANT_ARRAYS),
            Set.of());
    assertThat(StandardLogic.of(logic).allows(f, LogicDialect.LENIENT)).isFalse();
    assertThat(StandardLogic.of(logic).allows(f, cvc)).isTrue();
    assertThat(StandardLogic.of(logic).allows(f, cvc.and(LogicDialect.LENIENT))).isFalse();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "QF_AX | (declare-sort U 0)(declare-fun f (U) U)(declare-fun a () (Array U U))(assert (= a a))",
        "QF_UF | (declare-fun p () Bool)(assert (= (- 2) (- 2)))",
        "QF_DT | (declare-datatype D ((mk (f Int))))(declare-fun d () D)(assert (= d d))",
        "QF_UFLIA | (define-fun-rec f ((x Int)) Int x)(assert (= (f 2) 2))",
        "QF_UF | (declare-fun d () Float32)(assert (fp.isZero d))",
      })
  void noReaderAccepts_whatTheirLogicLacks(String logic, String text) {
    Fragment f = Fragment.of(Parser.readScript(text, "t"));
    assertThat(StandardLogic.of(logic).allows(f, LogicDialect.LENIENT)).isFalse();
    assertThat(
            Fragment.firstViolation(
                Parser.parseScript("(set-logic " + logic + ")" + text, "t"),
                Parser.readScript(text, "t").signature()))
        .isNotNull();
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "(declare-fun s () String)(assert (= (* (str.len s) (str.len s)) 4)) | QF_SNIA | ALL",
        "(declare-datatype D ((mk (f Int))))(declare-fun d () D)(assert (= (f d) 1)) | QF_UFDTLIA | UFDTLIA",
        "(declare-fun x () Int)(assert (= (div x 3) 1)) | QF_LIA | QF_LIA",
      })
  void aReaderThatLacksNames_getsTheNextLogicItKnows(String text, String lenient, String z3) {
    LogicDialect z3_4_8_12 =
        new LogicDialect(
            "a reader without the string and datatype names",
            LogicDialect.LENIENT.ignored(),
            Set.of("QF_SNIA", "QF_UFDTLIA", "QF_UFDTLIRA", "QF_UFDTNIA"));
    Fragment f = Fragment.of(Parser.readScript(text, "t"));
    assertThat(f.logicFor(LogicDialect.LENIENT)).isEqualTo(lenient);
    assertThat(f.logicFor(z3_4_8_12)).isEqualTo(z3);
    assertThat(LogicDialect.LENIENT.and(z3_4_8_12).ignored()).isEqualTo(z3_4_8_12.ignored());
  }
}
