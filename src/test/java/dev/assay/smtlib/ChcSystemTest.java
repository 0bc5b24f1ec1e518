package dev.assay.smtlib;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class ChcSystemTest {
  private static final String DECLS =
      "(set-logic HORN)\n"
          + "(declare-fun |inv x| (Int Int) Bool)\n"
          + "(declare-fun Q (Bool (Array Int Int)) Bool)\n"
          + "(declare-fun R () Bool)\n";

  private static ChcSystem read(String asserts) {
    return ChcSystem.of(Parser.readScript(DECLS + asserts, "t").script());
  }

  private static Term t(String s) {
    return Parser.parseTerm(s);
  }

  @Test
  void implication_underForall_withLetInBody_splitsBodyAndHead() {
    ChcSystem s =
        read(
            "(assert (forall ((x Int) (y Int)) (=> (and (|inv x| x y) (let ((a (+ x 1))) (< a"
                + " 10))) (|inv x| (+ x 1) y))))");
    ChcClause c = s.clauses().get(0);
    assertThat(c.form()).isEqualTo(ChcClause.Form.IMPLICATION);
    assertThat(c.vars()).extracting(SortedVar::name).containsExactly("x", "y");
    assertThat(c.bodyPredicateNames()).containsExactly("inv x");
    assertThat(c.headPredicate()).isEqualTo(t("(|inv x| (+ x 1) y)"));
    assertThat(c.isRule()).isTrue();
    assertThat(c.isLinear()).isTrue();
    assertThat(Terms.at(c.assertion(), c.bodyPositions().get(0))).isEqualTo(c.body());
    assertThat(Terms.at(c.assertion(), c.headPosition())).isEqualTo(c.head());
  }

  @Test
  void negatedExists_isQuery_withItsVariables() {
    ChcSystem s =
        read("(assert (not (exists ((x Int) (y Int)) (and (|inv x| x y) (|inv x| y x)))))");
    ChcClause c = s.clauses().get(0);
    assertThat(c.form()).isEqualTo(ChcClause.Form.NEGATED_EXISTS);
    assertThat(c.isQuery()).isTrue();
    assertThat(c.vars()).hasSize(2);
    assertThat(c.isLinear()).isFalse();
    assertThat(s.isLinear()).isFalse();
    assertThat(Terms.at(c.assertion(), c.bodyPositions().get(0))).isEqualTo(c.body());
  }

  @Test
  void groundFacts_negatedFacts_andNullaryPredicates() {
    ChcSystem s =
        read("(assert (|inv x| 0 0))\n(assert (not (|inv x| 5 6)))\n(assert (=> R false))");
    ChcClause fact = s.clauses().get(0);
    assertThat(fact.form()).isEqualTo(ChcClause.Form.ATOM);
    assertThat(fact.vars()).isEmpty();
    assertThat(fact.isRule()).isTrue();
    assertThat(fact.bodyPredicates()).isEmpty();
    ChcClause neg = s.clauses().get(1);
    assertThat(neg.form()).isEqualTo(ChcClause.Form.NEGATION);
    assertThat(neg.isQuery()).isTrue();
    assertThat(neg.bodyPredicateNames()).containsExactly("inv x");
    ChcClause nullary = s.clauses().get(2);
    assertThat(nullary.bodyPredicateNames()).containsExactly("R");
  }

  @Test
  void booleanAndArrayArguments_andNonPredicateHead() {
    ChcSystem s =
        read("(assert (forall ((b Bool) (a (Array Int Int))) (=> (Q b a) (>= (select a 0) 0))))");
    ChcClause c = s.clauses().get(0);
    assertThat(c.hasConstraintHead()).isTrue();
    assertThat(c.headPredicate()).isNull();
    assertThat(c.bodyPredicateNames()).containsExactly("Q");
    assertThat(s.predicates().get("Q")).containsExactly(Sort.BOOL, Sort.array(Sort.INT, Sort.INT));
  }

  @Test
  void disjunctiveForm_negatedLiteralsAreTheBody() {
    ChcSystem s =
        read("(assert (forall ((x Int) (y Int)) (or (not (|inv x| x y)) (> x 3) (|inv x| y x))))");
    ChcClause c = s.clauses().get(0);
    assertThat(c.form()).isEqualTo(ChcClause.Form.DISJUNCTION);
    assertThat(c.headPredicate()).isEqualTo(t("(|inv x| y x)"));
    assertThat(c.body()).isEqualTo(t("(and (|inv x| x y) (not (> x 3)))"));
  }

  @Test
  void nestedForalls_merge_andLetAroundMatrix_isKeptForTheViolation() {
    ChcSystem s =
        read(
            "(assert (forall ((x Int)) (forall ((y Int)) (let ((z (+ x y))) (=> (|inv x| x z)"
                + " (|inv x| z y))))))");
    ChcClause c = s.clauses().get(0);
    assertThat(c.vars()).extracting(SortedVar::name).containsExactly("x", "y");
    assertThat(c.lets()).hasSize(1);
    assertThat(c.violation())
        .isEqualTo(t("(let ((z (+ x y))) (and (|inv x| x z) (not (|inv x| z y))))"));
  }

  @Test
  void letBoundName_isNoNullaryPredicate() {
    ChcSystem s =
        read("(assert (forall ((x Int)) (=> (let ((R (> x 0))) (and R (|inv x| x x))) R)))");
    assertThat(s.clauses().get(0).bodyPredicateNames()).containsExactly("inv x");
  }

  @Test
  void quotedSymbols_surviveThePrinter() {
    ChcSystem s = read("(assert (forall ((x Int)) (=> (|inv x| x x) false)))");
    String printed = Printer.print(s.script());
    assertThat(printed).contains("(|inv x| x x)");
    assertThat(ChcSystem.of(Parser.readScript(printed, "again").script()).clauses()).hasSize(1);
  }

  @Test
  void fixedpointFormat_translatesRelationsRulesAndQueries_flippingTheStatus() {
    String text =
        "(set-info :status sat)\n"
            + "(declare-rel |inv x| (Int Int))\n"
            + "(declare-rel err ())\n"
            + "(declare-var x Int)\n"
            + "(declare-var y Int)\n"
            + "(rule (|inv x| 0 0))\n"
            + "(rule (=> (and (|inv x| x y) (< x 10)) (|inv x| (+ x 1) (+ y 1))) step)\n"
            + "(rule (=> (and (|inv x| x y) (not (= x y))) err))\n"
            + "(query err)\n";
    Script fp = Parser.parseScript(text, "fp");
    assertThat(FixedpointFormat.isFixedpoint(fp)).isTrue();
    Script horn = FixedpointFormat.toHorn(fp);
    String printed = Printer.print(horn);
    assertThat(printed)
        .contains("(set-logic HORN)")
        .contains("(set-info :status unsat)")
        .contains("(declare-fun |inv x| (Int Int) Bool)")
        .contains("(assert (|inv x| 0 0))")
        .contains(
            "(assert (forall ((x Int) (y Int)) (=> (and (|inv x| x y) (< x 10)) (|inv x| (+ x 1)"
                + " (+ y 1)))))")
        .contains("(assert (=> err false))")
        .endsWith("(check-sat)\n");
    // The translation is a well-sorted Horn script, and the view reads it directly.
    Parser.readScript(printed, "translated");
    ChcSystem s = ChcSystem.of(fp);
    assertThat(s.clauses()).hasSize(4);
    assertThat(s.clauses().get(3).isQuery()).isTrue();
    assertThat(s.predicateNames()).containsExactly("inv x", "err");
  }

  @Test
  void fixedpointQueryOfRelationWithArguments_quantifiesFreshVariables() {
    Script fp =
        Parser.parseScript(
            "(declare-rel inv (Int))\n(declare-var x Int)\n(rule (inv 0))\n(query inv)\n", "fp");
    String printed = Printer.print(FixedpointFormat.toHorn(fp));
    assertThat(printed).contains("(assert (forall ((q!0 Int)) (=> (inv q!0) false)))");
  }

  @Test
  void everyCorpusFile_readsAsHornClauses_withAPredicateInEveryRuleHead() throws IOException {
    List<Path> files;
    try (Stream<Path> s = Files.walk(Path.of("../shared/corpus/chc"))) {
      files = s.filter(p -> p.toString().endsWith(".smt2")).sorted().toList();
    }
    assertThat(files).hasSizeGreaterThan(100);
    int queries = 0;
    int withLet = 0;
    for (Path f : files) {
      ChcSystem s = ChcSystem.of(Parser.readScript(Files.readAllBytes(f), f.toString()).script());
      assertThat(s.clauses()).as(f.toString()).isNotEmpty();
      for (ChcClause c : s.clauses()) {
        assertThat(c.isRule() || c.isQuery() || c.hasConstraintHead()).isTrue();
        for (Position p : c.bodyPositions()) {
          assertThat(Terms.at(c.assertion(), p)).isNotNull();
        }
        queries += c.isQuery() ? 1 : 0;
        withLet += c.body().toString().contains("(let ") ? 1 : 0;
      }
    }
    assertThat(queries).isGreaterThanOrEqualTo(files.size());
    assertThat(withLet).isPositive();
  }
}
