package dev.assay.generate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Script;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The smallest standard logic of hand-written scripts, as the logic declarations define them. */
class LogicsTest {
  private static Script script(String decls, String assertion) {
    return Parser.readScript(decls + "(assert " + assertion + ")", "t").script();
  }

  @ParameterizedTest(name = "{2}: {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "(declare-fun p () Bool) | (and p (not p)) | QF_UF",
        "(declare-fun x () Int) | (> x 2) | QF_LIA",
        "(declare-fun x () Int) | (> (* 2 x) (- 3)) | QF_LIA",
        "(declare-fun x () Int) | (> (* x x) 2) | QF_NIA",
        "(declare-fun x () Int) | (= (div x 3) 1) | QF_NIA",
        "(declare-fun x () Int) | (= (abs x) 1) | QF_NIA",
        "(declare-fun r () Real) | (> (* 2.0 r) (/ 1 3)) | QF_LRA",
        "(declare-fun r () Real) | (> (/ r 2.0) 1.0) | QF_NRA",
        "(declare-fun r () Real)(declare-fun x () Int) | (> (to_real x) r) | QF_LIRA",
        "(declare-fun s () String) | (= (str.len s) 3) | QF_S",
        "(declare-fun s () String) | (= (str.at s 0) \"a\") | QF_S",
        "(declare-fun s () String) | (< (str.len s) 3) | QF_SLIA",
        "(declare-fun s () String) | (= (str.at s (- 1)) \"\") | QF_SLIA",
        "(declare-fun s () String) | (= (* (str.len s) (str.len s)) 4) | QF_SNIA",
        "(declare-fun v () (_ BitVec 8)) | (bvult v #x10) | QF_BV",
        "(declare-fun f ((_ BitVec 8)) (_ BitVec 8)) | (= (f #x00) #x01) | QF_UFBV",
        "(declare-fun a () (Array (_ BitVec 4) (_ BitVec 8))) | (= (select a #x0) #x01) | QF_ABV",
        "(declare-fun a () (Array Int Int)) | (= (select a 1) 2) | QF_ALIA",
        "(declare-fun a () (Array Int Int)) | (= (select a 1) (* (select a 2) (select a 3))) | QF_ANIA",
        "(declare-fun a () (Array Int Bool)) | (select a 1) | ALL",
        "(declare-fun a () (Array Int Int)) | (= a ((as const (Array Int Int)) 0)) | ALL",
        "(declare-sort U 0)(declare-fun f (U) U)(declare-fun u () U) | (= (f u) u) | QF_UF",
        "(declare-sort U 0)(declare-fun a () (Array U U))(declare-fun u () U) | (= (select a u) u) | QF_AX",
        "(declare-datatype D ((c0) (c1))) (declare-fun d () D) | ((_ is c0) d) | QF_DT",
        "(declare-datatype D ((mk (f Int)) (e))) (declare-fun d () D) | (> (f d) 2) | QF_UFDTLIA",
        "(declare-fun s () String)(declare-fun v () (_ BitVec 8)) | (and (= s \"a\") (= v #x00)) | ALL",
        "(declare-fun v () (_ BitVec 8)) | (= (bv2nat v) 3) | ALL",
        "(declare-fun d () (_ FloatingPoint 3 5)) | (fp.isNaN (fp.add RNE d (_ +oo 3 5))) | QF_FP",
        "(declare-fun d () Float16) | (fp.eq d (fp #b0 #b01111 #b0000000000)) | QF_BVFP",
        "(declare-fun d () Float16)(declare-fun v () (_ BitVec 4)) | (= d ((_ to_fp 5 11) RNE v)) | QF_BVFP",
        "(declare-fun d () Float32)(declare-fun r () Real) | (= (fp.to_real d) r) | QF_FPLRA",
        "(declare-fun d () Float32)(declare-fun r () Real) | (= d ((_ to_fp 8 24) RTZ (* 2.0 r))) | QF_FPLRA",
        "(declare-fun d () Float32)(declare-fun r () Real) | (= (fp #b0 #x00 #b00000000000000000000001) ((_ to_fp 8 24) RTZ r)) | QF_BVFPLRA",
        "(declare-fun d () Float32)(declare-fun x () Int) | (= d ((_ to_fp 8 24) RTZ (to_real x))) | ALL",
        "(declare-fun d () Float32)(declare-fun s () String) | (and (= s \"\") (fp.isZero d)) | ALL",
      })
  void smallestLogic(String decls, String assertion, String logic) {
    Script s = script(decls, assertion);
    assertThat(Logics.smallest(s)).isEqualTo(logic);
    assertThat(Logics.covers(logic, s)).isTrue();
    assertThat(Logics.covers("ALL", s)).isTrue();
  }

  @ParameterizedTest(name = "{2} does not cover {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "(declare-fun x () Int) | (= (div x 3) 1) | QF_LIA",
        "(declare-fun s () String) | (< (str.len s) 3) | QF_S",
        "(declare-fun x () Int) | (> x 2) | QF_LRA",
        "(declare-fun f (Int) Int) | (= (f 1) 2) | QF_LIA",
        "(declare-fun v () (_ BitVec 8)) | (bvult v #x10) | QF_SLIA",
        "(declare-fun d () Float32) | (fp.isZero d) | QF_BV",
        "(declare-fun d () Float32)(declare-fun r () Real) | (= d ((_ to_fp 8 24) RTZ (* r r))) | QF_FPLRA",
      })
  void largerLogicIsNeeded(String decls, String assertion, String logic) {
    assertThat(Logics.covers(logic, script(decls, assertion))).isFalse();
  }
}
