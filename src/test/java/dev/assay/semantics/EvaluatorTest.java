package dev.assay.semantics;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Printer;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class EvaluatorTest {

  static Value eval(String term) {
    return new Evaluator(Model.EMPTY).evaluate(Parser.parseTerm(term));
  }

  /** The value printed as a term, for compact expectations. */
  static String show(String term) {
    Value v = eval(term);
    return v.isSpecified() ? Printer.print(v.toTerm()) : "unspecified";
  }

  @ParameterizedTest(name = "{0} = {1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
      (and true true false)                 | false
      (or false false true)                 | true
      (=> true false)                       | false
      (=> false true false)                 | true
      (=> true true false)                  | false
      (xor true true true)                  | true
      (= 1 1 2)                             | false
      (= 1 1 1)                             | true
      (distinct 1 2 1)                      | false
      (distinct 1 2 3)                      | true
      (ite (< 1 2) 10 20)                   | 10
      (- 5)                                 | (- 5)
      (- 10 3 2)                            | 5
      (* 2 3 4)                             | 24
      (div 7 2)                             | 3
      (div (- 7) 2)                         | (- 4)
      (div 7 (- 2))                         | (- 3)
      (div (- 7) (- 2))                     | 4
      (mod 7 2)                             | 1
      (mod (- 7) 2)                         | 1
      (mod 7 (- 2))                         | 1
      (mod (- 7) (- 2))                     | 1
      (div 100 5 2)                         | 10
      (abs (- 12))                          | 12
      (< 1 2 3)                             | true
      (< 1 3 2)                             | false
      (<= 2 2 3)                            | true
      (/ 1 3)                               | (/ 1 3)
      (- (/ 1 3))                           | (- (/ 1 3))
      (/ 6 3)                               | 2.0
      (+ 0.5 (/ 1 2))                       | 1.0
      (to_real 3)                           | 3.0
      (to_int (- (/ 1 2)))                  | (- 1)
      (to_int 2.5)                          | 2
      (is_int 2.0)                          | true
      (is_int 2.5)                          | false
      (* 100000000000 100000000000 100000000000) | 1000000000000000000000000000000000
      """)
  void coreAndArithmetic(String term, String expected) {
    assertThat(show(term)).isEqualTo(expected);
  }

  @ParameterizedTest(name = "{0} = {1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
      (str.++ "ab" "" "c")                  | "abc"
      (str.len "a\\u{1F600}b")              | 3
      (str.at "abc" 1)                      | "b"
      (str.at "abc" 3)                      | ""
      (str.at "abc" (- 1))                  | ""
      (str.substr "abcdef" 1 3)             | "bcd"
      (str.substr "abcdef" 4 10)            | "ef"
      (str.substr "abcdef" (- 1) 2)         | ""
      (str.substr "abcdef" 6 1)             | ""
      (str.substr "abcdef" 2 0)             | ""
      (str.substr "abcdef" 2 (- 1))         | ""
      (str.substr "abc" 0 100000000000000000000) | "abc"
      (str.prefixof "" "abc")               | true
      (str.prefixof "ab" "abc")             | true
      (str.prefixof "abc" "ab")             | false
      (str.suffixof "bc" "abc")             | true
      (str.suffixof "ab" "abc")             | false
      (str.contains "abc" "")               | true
      (str.contains "abc" "bc")             | true
      (str.contains "" "a")                 | false
      (str.indexof "abcabc" "c" 0)          | 2
      (str.indexof "abcabc" "c" 3)          | 5
      (str.indexof "abcabc" "c" 6)          | (- 1)
      (str.indexof "abc" "" 0)              | 0
      (str.indexof "abc" "" 2)              | 2
      (str.indexof "abc" "" 3)              | 3
      (str.indexof "abc" "" 4)              | (- 1)
      (str.indexof "abc" "" (- 1))          | (- 1)
      (str.indexof "abc" "a" (- 1))         | (- 1)
      (str.indexof "abc" "d" 0)             | (- 1)
      (str.replace "abcabc" "b" "X")        | "aXcabc"
      (str.replace "abc" "" "X")            | "Xabc"
      (str.replace "abc" "d" "X")           | "abc"
      (str.replace "" "" "X")               | "X"
      (str.replace_all "abcabc" "b" "X")    | "aXcaXc"
      (str.replace_all "aaa" "aa" "b")      | "ba"
      (str.replace_all "abc" "" "X")        | "abc"
      (str.is_digit "7")                    | true
      (str.is_digit "77")                   | false
      (str.is_digit "")                     | false
      (str.is_digit "a")                    | false
      (str.to_code "a")                     | 97
      (str.to_code "ab")                    | (- 1)
      (str.to_code "")                      | (- 1)
      (str.from_code 97)                    | "a"
      (str.from_code 196607)                | "\\u{2ffff}"
      (str.from_code 196608)                | ""
      (str.from_code (- 1))                 | ""
      (str.to_int "0042")                   | 42
      (str.to_int "")                       | (- 1)
      (str.to_int "4a")                     | (- 1)
      (str.to_int "-4")                     | (- 1)
      (str.from_int 42)                     | "42"
      (str.from_int 0)                      | "0"
      (str.from_int (- 3))                  | ""
      (str.< "a" "b")                       | true
      (str.< "a" "a")                       | false
      (str.< "" "a")                        | true
      (str.< "ab" "b")                      | true
      (str.< "a" "ab" "b")                  | true
      (str.<= "a" "a")                      | true
      (str.<= "b" "a")                      | false
      (str.< "Z" "a")                       | true
      """)
  void strings(String term, String expected) {
    assertThat(show(term)).isEqualTo(expected);
  }

  @ParameterizedTest(name = "{0} = {1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
      (str.in_re "abc" (str.to_re "abc"))                          | true
      (str.in_re "" re.none)                                        | false
      (str.in_re "" re.all)                                         | true
      (str.in_re "a" re.allchar)                                    | true
      (str.in_re "ab" re.allchar)                                   | false
      (str.in_re "b" (re.range "a" "c"))                            | true
      (str.in_re "d" (re.range "a" "c"))                            | false
      (str.in_re "b" (re.range "c" "a"))                            | false
      (str.in_re "a" (re.range "ab" "c"))                           | false
      (str.in_re "" (re.range "" "c"))                              | false
      (str.in_re "abab" (re.* (str.to_re "ab")))                    | true
      (str.in_re "" (re.+ (str.to_re "ab")))                        | false
      (str.in_re "" (re.opt (str.to_re "ab")))                      | true
      (str.in_re "ab" (re.comp (str.to_re "ab")))                   | false
      (str.in_re "abc" (re.comp (str.to_re "ab")))                  | true
      (str.in_re "b" (re.diff (re.range "a" "c") (str.to_re "b")))  | false
      (str.in_re "ab" (re.inter (re.* re.allchar) (re.++ (str.to_re "a") re.allchar))) | true
      (str.in_re "aaa" ((_ re.loop 2 3) (str.to_re "a")))           | true
      (str.in_re "a" ((_ re.loop 2 3) (str.to_re "a")))             | false
      (str.in_re "aaaa" ((_ re.loop 2 3) (str.to_re "a")))          | false
      (str.in_re "" ((_ re.loop 3 2) (str.to_re "a")))              | false
      (str.in_re "" ((_ re.loop 0 0) (str.to_re "a")))              | true
      (str.in_re "aa" ((_ re.^ 2) (str.to_re "a")))                 | true
      (str.in_re "" ((_ re.^ 0) re.none))                           | true
      (str.in_re "x" (re.union (str.to_re "x") re.none))            | true
      (str.replace_re "abcabc" (str.to_re "bc") "X")                | "aXabc"
      (str.replace_re "abc" (re.* (str.to_re "b")) "X")             | "Xabc"
      (str.replace_re "abc" (re.+ (str.to_re "b")) "X")             | "aXc"
      (str.replace_re "abbc" (re.+ (str.to_re "b")) "X")            | "aXbc"
      (str.replace_re "abc" re.none "X")                            | "abc"
      (str.replace_re_all "abcabc" (str.to_re "bc") "X")            | "aXaX"
      (str.replace_re_all "abc" (re.* (str.to_re "b")) "X")         | "aXc"
      (str.replace_re_all "abbc" (re.+ (str.to_re "b")) "X")        | "aXXc"
      (str.replace_re_all "abc" (str.to_re "") "X")                 | "abc"
      (str.replace_re_all "aaa" (re.union (str.to_re "a") (str.to_re "aa")) "X") | "XXX"
      """)
  void regularExpressions(String term, String expected) {
    assertThat(show(term)).isEqualTo(expected);
  }

  @ParameterizedTest(name = "{0} = {1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
      (bvadd #xFF #x01)                     | #x00
      (bvsub #x00 #x01)                     | #xff
      (bvmul #x10 #x10)                     | #x00
      (bvudiv #x07 #x00)                    | #xff
      (bvurem #x07 #x00)                    | #x07
      (bvsdiv #xF9 #x02)                    | #xfd
      (bvsdiv #xF9 #x00)                    | #x01
      (bvsdiv #x07 #x00)                    | #xff
      (bvsrem #xF9 #x02)                    | #xff
      (bvsrem #xF9 #x00)                    | #xf9
      (bvsmod #xF9 #x02)                    | #x01
      (bvsmod #x07 #xFE)                    | #xff
      (bvsmod #xF9 #x00)                    | #xf9
      (bvand #x0F #x3C)                     | #x0c
      (bvor #x0F #x30)                      | #x3f
      (bvxor #x0F #xFF)                     | #xf0
      (bvnot #x0F)                          | #xf0
      (bvneg #x01)                          | #xff
      (bvshl #x01 #x04)                     | #x10
      (bvshl #x01 #x08)                     | #x00
      (bvlshr #x80 #x07)                    | #x01
      (bvashr #x80 #x07)                    | #xff
      (bvashr #x80 #xFF)                    | #xff
      (concat #b1 #b01)                     | #b101
      ((_ extract 3 0) #xAB)                | #xb
      ((_ zero_extend 4) #xA)               | #x0a
      ((_ sign_extend 4) #xA)               | #xfa
      ((_ rotate_left 1) #b100)             | #b001
      ((_ rotate_right 1) #b100)            | #b010
      ((_ repeat 2) #b10)                   | #xa
      (bvult #x01 #xFF)                     | true
      (bvslt #x01 #xFF)                     | false
      (bvsge #x01 #xFF)                     | true
      (bvcomp #x01 #x01)                    | #b1
      (_ bv10 8)                            | #x0a
      """)
  void bitVectors(String term, String expected) {
    assertThat(show(term)).isEqualTo(expected);
  }

  @ParameterizedTest(name = "{0} = {1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
      (select (store ((as const (Array Int Int)) 0) 1 5) 1)         | 5
      (select (store ((as const (Array Int Int)) 0) 1 5) 2)         | 0
      (= (store ((as const (Array Int Int)) 0) 1 0) ((as const (Array Int Int)) 0)) | true
      (= (store ((as const (Array Int Int)) 0) 1 1) ((as const (Array Int Int)) 0)) | false
      (= (store (store ((as const (Array Bool Int)) 0) true 1) false 1) ((as const (Array Bool Int)) 1)) | true
      (select (store ((as const (Array Int Real)) 0.0) 1 5) 1)      | 5.0
      (let ((x 1) (y 2)) (let ((x y) (y x)) (- x y)))               | 1
      (! (+ 1 2) :named three)                                      | 3
      (forall ((b Bool)) (or b (not b)))                            | true
      (exists ((b Bool) (c Bool)) (and b (not c)))                  | true
      (forall ((x (_ BitVec 4))) (bvule x #xF))                     | true
      (forall ((x (_ BitVec 4))) (bvult x #xF))                     | false
      (forall ((x Int)) true)                                       | true
      (= (re.* (str.to_re "a")) (re.* (re.* (str.to_re "a"))))      | true
      (= (re.union (str.to_re "a") (str.to_re "b")) (re.range "a" "b")) | true
      (= (re.+ re.allchar) (re.comp (str.to_re "")))                | true
      (= (re.* (str.to_re "a")) (re.+ (str.to_re "a")))             | false
      """)
  void arraysBindersAndLanguages(String term, String expected) {
    assertThat(show(term)).isEqualTo(expected);
  }

  @Test
  void divisionByZero_isUnspecifiedByTheStandard() {
    for (String t :
        new String[] {
          "(div 1 0)",
          "(mod 1 0)",
          "(/ 1 0)",
          "(/ 1.5 0.0)",
          "(+ 1 (div 1 0))",
          "(str.len (str.from_int (div 3 0)))"
        }) {
      Value v = eval(t);
      assertThat(v).as(t).isInstanceOf(Unspecified.class);
      assertThat(((Unspecified) v).cause()).as(t).isEqualTo(Unspecified.Cause.STANDARD);
    }
  }

  @Test
  void connectives_absorbUnspecifiedWhereTheResultIsDecided() {
    assertThat(eval("(and false (= (div 1 0) 2))")).isEqualTo(BoolValue.FALSE);
    assertThat(eval("(and (= (div 1 0) 2) false)")).isEqualTo(BoolValue.FALSE);
    assertThat(eval("(or (= (div 1 0) 2) true)")).isEqualTo(BoolValue.TRUE);
    assertThat(eval("(=> (= (div 1 0) 2) true)")).isEqualTo(BoolValue.TRUE);
    assertThat(eval("(ite (= (div 1 0) 2) 7 7)")).isEqualTo(IntValue.of(7));
    assertThat(eval("(ite (= (div 1 0) 2) 7 8)")).isInstanceOf(Unspecified.class);
    assertThat(eval("(and true (= (div 1 0) 2))")).isInstanceOf(Unspecified.class);
    assertThat(eval("(not (= (div 1 0) 2))")).isInstanceOf(Unspecified.class);
  }

  @Test
  void quantifierOverInfiniteSort_isUndeterminedNotAnException() {
    Value v = eval("(forall ((x Int)) (> (* x x) (- 1)))");
    assertThat(v).isInstanceOf(Unspecified.class);
    assertThat(((Unspecified) v).cause()).isEqualTo(Unspecified.Cause.QUANTIFIER);
  }

  @Test
  void illSortedAndUnknownSymbols_areValuesNotExceptions() {
    assertThat(((Unspecified) eval("(+ 1 \"a\")")).cause()).isEqualTo(Unspecified.Cause.ILL_SORTED);
    assertThat(((Unspecified) eval("(str.len 1 2)")).cause())
        .isEqualTo(Unspecified.Cause.ILL_SORTED);
    assertThat(((Unspecified) eval("(f 1)")).cause()).isEqualTo(Unspecified.Cause.MODEL);
    assertThat(((Unspecified) eval("x")).cause()).isEqualTo(Unspecified.Cause.MODEL);
    assertThat(((Unspecified) eval("(str.rev \"ab\")")).cause()).isEqualTo(Unspecified.Cause.MODEL);
  }

  @Test
  void freeVariables_takeTheGivenBindings() {
    Value v =
        new Evaluator(Model.EMPTY)
            .evaluate(Parser.parseTerm("(str.++ x x)"), Map.of("x", StringValue.of("ab")));
    assertThat(v).isEqualTo(StringValue.of("abab"));
  }

  @Test
  void stringsKeepLoneSurrogatesAsCodePoints() {
    assertThat(eval("(str.len (str.++ (str.from_code 55296) (str.from_code 56320)))"))
        .isEqualTo(IntValue.of(2));
  }
}
