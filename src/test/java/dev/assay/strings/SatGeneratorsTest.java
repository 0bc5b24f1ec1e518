package dev.assay.strings;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.SortChecker;
import dev.assay.smtlib.SortedVar;
import dev.assay.smtlib.Term;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The sat side: step 1, constant assignment and term synthesis. */
class SatGeneratorsTest {
  static List<StringTest> paperSat;
  static List<StringTest> allSat;

  @BeforeAll
  static void generate() {
    EnumSet<Category> sat =
        EnumSet.of(Category.OPERATION, Category.CONSTANT_ASSIGNMENT, Category.TERM_SYNTHESIS);
    paperSat =
        StringSuite.generate(
            SuiteConfig.defaults().withOperations(StringOp.table1()).withCategories(sat));
    allSat = StringSuite.generate(SuiteConfig.defaults().withCategories(sat));
  }

  private static Map<Category, Integer> counts(List<StringTest> tests) {
    Map<Category, Integer> r = new LinkedHashMap<>();
    for (StringTest t : tests) {
      r.merge(t.category(), 1, Integer::sum);
    }
    return r;
  }

  @Test
  void everySatTest_isSatisfiedByItsWitness() {
    ExecutableSemantics sem = new ExecutableSemantics();
    List<String> failing = new ArrayList<>();
    for (StringTest t : allSat) {
      assertThat(t.witness().keySet())
          .containsExactlyElementsOf(t.variables().stream().map(SortedVar::name).toList());
      if (!sem.holds(t.formulas(), t.witness())) {
        failing.add(t.id());
      }
    }
    assertThat(failing).isEmpty();
    assertThat(allSat).hasSizeGreaterThan(10_000);
  }

  @Test
  void constantAssignment_withThePaperPoolsAndTable1_givesThePapersCount() {
    // Table 4: 12 operation tests, 4714 constant assignments.
    assertThat(counts(paperSat).get(Category.OPERATION)).isEqualTo(12);
    assertThat(counts(paperSat).get(Category.CONSTANT_ASSIGNMENT)).isEqualTo(4714);
    long at =
        paperSat.stream()
            .filter(t -> t.category() == Category.CONSTANT_ASSIGNMENT)
            .filter(t -> t.provenance().get(0).equals("at"))
            .count();
    assertThat(at).isEqualTo(93); // 8 strings x 3 ints x 7 subsets, duplicates dropped
  }

  @Test
  void termSynthesis_withTable1_isOfThePapersOrderOfMagnitude() {
    int n = counts(paperSat).get(Category.TERM_SYNTHESIS);
    assertThat(n).isBetween(1394, 13_940);
  }

  private static boolean containsFormula(List<StringTest> tests, Category c, String smt) {
    Term wanted = Parser.parseTerm(smt);
    return tests.stream()
        .filter(t -> t.category() == c)
        .anyMatch(t -> t.formulas().get(0).equals(wanted));
  }

  @Test
  void constantAssignment_producesListing1AndFig9() {
    assertThat(
            containsFormula(
                paperSat, Category.CONSTANT_ASSIGNMENT, "(= (str.replace \"\" t u) \"a\")"))
        .isTrue();
    assertThat(
            containsFormula(paperSat, Category.CONSTANT_ASSIGNMENT, "(= (str.indexof s t off) 0)"))
        .isTrue();
  }

  @Test
  void operationTest_isFig1() {
    StringTest replace =
        paperSat.stream().filter(t -> t.id().equals("operation/replace")).findFirst().orElseThrow();
    assertThat(Printer.print(replace.formulas().get(0))).isEqualTo("(= (str.replace s t u) res)");
    assertThat(replace.variables().stream().map(SortedVar::name))
        .containsExactly("s", "t", "u", "res");
  }

  @Test
  void termSynthesis_abstractsEqualConstantsToOneVariable_asInFig5() {
    StringTest first =
        paperSat.stream()
            .filter(t -> t.category() == Category.TERM_SYNTHESIS)
            .findFirst()
            .orElseThrow();
    // at(at("a", -1), indexOf("a", "a", -1)) = at("a", -1), abstracted
    assertThat(Printer.print(first.formulas().get(0)))
        .isEqualTo(
            "(= (str.at (str.at tmp_str0 tmp_int1) (str.indexof tmp_str0 tmp_str0 tmp_int1))"
                + " (str.at tmp_str0 tmp_int1))");
    assertThat(first.witness()).containsEntry("tmp_str0", ConstantPools.str("a"));
    assertThat(first.witness()).containsEntry("tmp_int1", ConstantPools.integer(-1));
    // Fig. 5 equates such a term with concat("", ""): here each argument combination gets one
    // pool term of equal value, so the concat of one constant with itself appears elsewhere.
    assertThat(paperSat)
        .filteredOn(t -> t.category() == Category.TERM_SYNTHESIS)
        .anyMatch(
            t -> {
              Term rhs = ((dev.assay.smtlib.Application) t.formulas().get(0)).arg(1);
              return rhs instanceof dev.assay.smtlib.Application a
                  && a.name().equals("str.++")
                  && a.arg(0).equals(a.arg(1));
            });
  }

  @Test
  void satTests_areQuantifierFree_wellSorted_andUnique() {
    java.util.Set<String> ids = new java.util.HashSet<>();
    java.util.Set<Term> formulas = new java.util.HashSet<>();
    for (StringTest t : allSat) {
      assertThat(ids.add(t.id())).as(t.id()).isTrue();
      assertThat(t.formulas()).hasSize(1);
      assertThat(Printer.print(t.formulas().get(0))).doesNotContain("forall", "exists");
      if (t.category() != Category.OPERATION) {
        assertThat(formulas.add(t.formulas().get(0))).as(t.id()).isTrue();
      }
    }
    for (int i = 0; i < allSat.size(); i += 97) {
      SortChecker.check(allSat.get(i).script());
    }
  }

  @Test
  void extensionOperations_areIncludedByDefault_andRestrictable() {
    assertThat(counts(allSat).get(Category.OPERATION)).isEqualTo(18);
    assertThat(allSat).anyMatch(t -> t.provenance().get(0).equals("replaceAll"));
    assertThat(paperSat).noneMatch(t -> t.provenance().get(0).equals("replaceAll"));
  }

  @Test
  void generation_isDeterministic() {
    List<StringTest> again =
        StringSuite.generate(
            SuiteConfig.defaults()
                .withCategories(
                    EnumSet.of(
                        Category.OPERATION,
                        Category.CONSTANT_ASSIGNMENT,
                        Category.TERM_SYNTHESIS)));
    assertThat(again).isEqualTo(allSat);
  }

  @Test
  void largerBound_growsThePool_andWitnessesStillHold() {
    SuiteConfig c =
        SuiteConfig.defaults()
            .withOperations(List.of(StringOp.AT, StringOp.CONCAT, StringOp.LENGTH))
            .withCategories(EnumSet.of(Category.TERM_SYNTHESIS))
            .withBound(2)
            .withSynthesisLimit(300);
    List<StringTest> two = StringSuite.generate(c);
    List<StringTest> one = StringSuite.generate(c.withBound(1));
    assertThat(two.size()).isGreaterThan(one.size());
    ExecutableSemantics sem = new ExecutableSemantics();
    for (StringTest t : two) {
      assertThat(sem.holds(t.formulas(), t.witness())).as(t.id()).isTrue();
    }
  }
}
