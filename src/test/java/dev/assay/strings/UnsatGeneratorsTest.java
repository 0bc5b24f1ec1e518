package dev.assay.strings;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.SortChecker;
import dev.assay.smtlib.Term;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The unsat side: equivalent formulas, larger unsat cores, redundancy introduction. */
class UnsatGeneratorsTest {
  static List<StringTest> unsat;

  @BeforeAll
  static void generate() {
    unsat =
        StringSuite.generate(
            SuiteConfig.defaults()
                .withCategories(
                    EnumSet.of(
                        Category.EQUIVALENT_FORMULA,
                        Category.LARGER_UNSAT_CORE,
                        Category.REDUNDANCY_INTRODUCTION)));
  }

  private static StringTest byId(String id) {
    return unsat.stream().filter(t -> t.id().equals(id)).findFirst().orElseThrow();
  }

  private static Term formula(StringTest t, String name) {
    int i = t.assertionNames().indexOf(name);
    return t.formulas().get(i);
  }

  private static Term smt(String text) {
    return Parser.parseTerm(text);
  }

  @Test
  void equivalentFormulaE3_isFig3() {
    StringTest e3 = byId("equivalent-formula/E3");
    assertThat(e3.assertionNames()).containsExactly("notA", "B");
    assertThat(e3.expectedCore()).containsExactly("notA", "B");
    assertThat(formula(e3, "notA")).isEqualTo(smt("(not (= (str.replace s t u) res))"));
    assertThat(formula(e3, "B"))
        .isEqualTo(
            smt(
                "(and (= i (str.indexof s t 0)) (=> (<= 0 i) (and (= s (str.++ s1 s2 s3))"
                    + " (= (str.len s1) i) (= s2 t) (= res (str.++ s1 u s3)))) (=> (< i 0) (= res s)))"));
  }

  @Test
  void variableReplacementOfResInE3WithNc1_isFig7() {
    StringTest t = byId("larger-unsat-core/E3-res-NC1");
    assertThat(t.expectedCore()).containsExactly("notA", "B", "C");
    assertThat(formula(t, "B"))
        .isEqualTo(
            smt(
                "(and (= i (str.indexof s t 0)) (=> (<= 0 i) (and (= s (str.++ s1 s2 s3))"
                    + " (= (str.len s1) i) (= s2 t) (= res_fresh (str.++ s1 u s3))))"
                    + " (=> (< i 0) (= res_fresh s)))"));
    assertThat(formula(t, "C"))
        .isEqualTo(smt("(and (= (str.at res 0) res_fresh) (= (str.len res) 1))"));
    assertThat(formula(t, "notA")).isEqualTo(smt("(not (= (str.replace s t u) res))"));
  }

  @Test
  void redundancyForUniversallyBoundT2InE10WithNc7_isFig8() {
    StringTest t = byId("redundancy-introduction+p/E10-t2-NC7");
    assertThat(t.expectedCore()).containsExactly("notA", "B");
    assertThat(t.assertionNames()).containsExactly("notA", "B");
    assertThat(formula(t, "B"))
        .isEqualTo(
            smt(
                "(forall ((t1 String) (t2 String) (t2_fresh String))"
                    + " (! (=> (= (str.substr t2 0 (str.len t2)) t2_fresh)"
                    + " (=> (= t (str.++ t1 t2_fresh)) (not (= t1 s))))"
                    + " :pattern ((str.++ t1 t2_fresh) (str.substr t2 0 (str.len t2)))))"));
  }

  @Test
  void constantReplacement_replacesEveryOccurrence_includingPatterns() {
    StringTest t = byId("larger-unsat-core+p/E5-int0-C20");
    String b = Printer.print(formula(t, "B"));
    assertThat(b).contains(":pattern ((str.substr t c_fresh i))").doesNotContain(" 0)");
    assertThat(formula(t, "C")).isEqualTo(smt("(and (= c_fresh (str.len c_s)) (= c_s \"\"))"));
  }

  @Test
  void redundancyForAFreeVariable_keepsTheClauseOutOfTheCore() {
    StringTest t = byId("redundancy-introduction/E3-s1-NC2");
    assertThat(t.assertionNames()).containsExactly("notA", "B", "C");
    assertThat(t.expectedCore()).containsExactly("notA", "B");
    assertThat(formula(t, "C")).isEqualTo(smt("(= (str.++ s1 \"\") s1_fresh)"));
  }

  @Test
  void redundancyForBoundVariables_onlyUsesRowsReachingEveryRelevantValue() {
    Set<String> ids = new HashSet<>();
    unsat.forEach(t -> ids.add(t.id()));
    assertThat(ids).doesNotContain("redundancy-introduction/E10-t2-NC1");
    assertThat(ids).doesNotContain("redundancy-introduction/E8-s2-NC8");
    assertThat(ids)
        .contains("redundancy-introduction/E5-i-NC8", "redundancy-introduction/E6-j-NC8");
    assertThat(ids).contains("redundancy-introduction/E8-s2-NC5");
  }

  @Test
  void sizes_perCategoryAndFlavour() {
    long eq = unsat.stream().filter(t -> t.group().equals("equivalent-formula")).count();
    long eqP = unsat.stream().filter(t -> t.group().equals("equivalent-formula+p")).count();
    long core = unsat.stream().filter(t -> t.group().equals("larger-unsat-core")).count();
    long red = unsat.stream().filter(t -> t.group().equals("redundancy-introduction")).count();
    assertThat(eq).isEqualTo(12);
    assertThat(eqP).isEqualTo(12);
    // variable replacement 175 + constant replacement 72 (paper: 268 together)
    assertThat(core).isEqualTo(247);
    // free variables 112 + universally bound 24 (paper: 178)
    assertThat(red).isEqualTo(136);
  }

  @Test
  void everyUnsatTest_isWellSorted_namesItsAssertions_andItsCoreIsAmongThem() {
    Set<String> ids = new HashSet<>();
    for (StringTest t : unsat) {
      assertThat(ids.add(t.id())).as(t.id()).isTrue();
      SortChecker.check(t.script());
      assertThat(t.assertionNames()).hasSameSizeAs(t.assertions());
      assertThat(t.assertionNames()).containsAll(t.expectedCore());
      assertThat(t.expectedCore()).contains("notA", "B");
      if (!t.patterns()) {
        assertThat(Printer.print(t.script())).doesNotContain(":pattern");
      }
    }
  }

  @Test
  void patternFlavours_differOnlyInPatterns() {
    for (StringTest t : unsat) {
      if (!t.patterns()) {
        continue;
      }
      StringTest plain = byId(t.category().key() + "/" + t.name());
      List<Term> stripped = t.formulas().stream().map(TermOps::stripPatterns).toList();
      assertThat(stripped).as(t.id()).isEqualTo(plain.formulas());
    }
  }
}
