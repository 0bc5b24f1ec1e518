package dev.assay.oracle;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Script;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The quantified/CHC model check with a scripted residue solver: no solver process. */
class QuantifiedModelCheckTest {
  /** Answers the residues from a list and records the scripts it was asked. */
  static final class Scripted implements ResidueSolver {
    final List<ResidueSolver.Kind> answers;
    final List<String> asked = new ArrayList<>();

    Scripted(ResidueSolver.Kind... answers) {
      this.answers = List.of(answers);
    }

    @Override
    public String describe() {
      return "scripted";
    }

    @Override
    public List<Decision> decide(String scriptText) {
      asked.add(scriptText);
      int n = scriptText.split("\\(check-sat\\)", -1).length - 1;
      List<Decision> r = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        r.add(new Decision(answers.get(Math.min(asked.size() - 1 + i, answers.size() - 1)), "why"));
      }
      return r;
    }
  }

  private static final String INT_SYSTEM =
      "(set-logic HORN)\n"
          + "(declare-fun |inv x| (Int) Bool)\n"
          + "(assert (forall ((x Int)) (=> (= x 0) (|inv x| x))))\n"
          + "(assert (forall ((x Int)) (=> (and (|inv x| x) (< x 5)) (|inv x| (+ x 1)))))\n"
          + "(assert (forall ((x Int)) (=> (and (|inv x| x) (> x 10)) false)))\n"
          + "(check-sat)\n";

  private static final String MODEL =
      "(model (define-fun |inv x| ((x!0 Int)) Bool (let ((a!1 (<= x!0 5))) (! (and a!1 (exists"
          + " ((y Int)) (= y x!0))) :weight 1))))";

  private static Script script(String s) {
    return Parser.readScript(s, "t").script();
  }

  @Test
  void residues_goToTheSolver_oneFramePerClause_withPredicatesDefinedByTheModel() {
    Scripted solver =
        new Scripted(ResidueSolver.Kind.UNSAT, ResidueSolver.Kind.UNSAT, ResidueSolver.Kind.UNSAT);
    ModelCheck.Result r = new QuantifiedModelCheck(solver).check(script(INT_SYSTEM), 0, MODEL);
    assertThat(r).isInstanceOf(ModelCheck.Result.Valid.class);
    assertThat(solver.asked).hasSize(1);
    String asked = solver.asked.get(0);
    assertThat(asked)
        .contains("(define-fun |inv x| ((x!0 Int)) Bool")
        .contains("(exists ((y Int))")
        .contains("(declare-const x Int)")
        .contains("(assert (and (and (|inv x| x) (< x 5)) (not (|inv x| (+ x 1)))))")
        .doesNotContain("declare-fun |inv x|")
        .doesNotContain("HORN");
    assertThat(asked.split("\\(push 1\\)", -1)).hasSize(4);
  }

  @Test
  void aSatResidue_isAViolatedClause() {
    Scripted solver =
        new Scripted(ResidueSolver.Kind.UNSAT, ResidueSolver.Kind.SAT, ResidueSolver.Kind.UNSAT);
    ModelCheck.Result r = new QuantifiedModelCheck(solver).check(script(INT_SYSTEM), 0, MODEL);
    assertThat(r).isInstanceOf(ModelCheck.Result.Invalid.class);
    assertThat(((ModelCheck.Result.Invalid) r).falseFormula()).startsWith("assertion 2 violated");
  }

  @Test
  void anUndecidedResidue_keepsTheCheckUndeterminedNeverValid() {
    Scripted solver = new Scripted(ResidueSolver.Kind.UNDECIDED);
    ModelCheck.Result r = new QuantifiedModelCheck(solver).check(script(INT_SYSTEM), 0, MODEL);
    assertThat(r).isInstanceOf(ModelCheck.Result.Undetermined.class);
    assertThat(solver.asked).hasSize(1);
  }

  @Test
  void aRunThatEndsEarly_leavesItsResidueUndecided_andAsksTheRestAgain() {
    // The first run answers one residue and stops (as at a timeout); the next answers the rest.
    ResidueSolver stopping =
        new ResidueSolver() {
          int calls;

          @Override
          public String describe() {
            return "stopping";
          }

          @Override
          public List<Decision> decide(String text) {
            return calls++ == 0
                ? List.of(Decision.of(Kind.UNSAT))
                : List.of(Decision.of(Kind.UNSAT), Decision.of(Kind.UNSAT));
          }
        };
    QuantifiedModelCheck.Report r =
        new QuantifiedModelCheck(stopping).checkQuantifiedUnchecked(script(INT_SYSTEM), MODEL);
    assertThat(r.clauses())
        .containsExactly(
            QuantifiedModelCheck.ClauseStatus.VALID,
            QuantifiedModelCheck.ClauseStatus.UNDECIDED,
            QuantifiedModelCheck.ClauseStatus.VALID);
  }

  @Test
  void aPredicateMissingFromTheModel_isAnInvalidModel() {
    String s =
        "(set-logic HORN)\n(declare-fun P (Int) Bool)\n(declare-fun Q (Int) Bool)\n"
            + "(assert (forall ((x Int)) (=> (P x) (Q x))))\n(check-sat)\n";
    ModelCheck.Result r =
        new QuantifiedModelCheck(new Scripted(ResidueSolver.Kind.UNSAT))
            .check(script(s), 0, "((define-fun P ((x Int)) Bool false))");
    assertThat(r).isInstanceOf(ModelCheck.Result.Invalid.class);
    assertThat(((ModelCheck.Result.Invalid) r).falseFormula()).contains("predicate Q");
  }

  @Test
  void booleanClauses_areDecidedByTheEvaluator_withoutTheSolver() {
    String s =
        "(set-logic HORN)\n(declare-fun S (Bool Bool) Bool)\n"
            + "(assert (forall ((a Bool) (b Bool)) (=> (and a (not b)) (S a b))))\n"
            + "(assert (forall ((a Bool) (b Bool)) (=> (and (S a b) b) false)))\n(check-sat)\n";
    Scripted solver = new Scripted(ResidueSolver.Kind.SAT);
    QuantifiedModelCheck checker = new QuantifiedModelCheck(solver);
    assertThat(checker.check(script(s), 0, "((define-fun S ((x Bool) (y Bool)) Bool (not y)))"))
        .isInstanceOf(ModelCheck.Result.Valid.class);
    assertThat(checker.check(script(s), 0, "((define-fun S ((x Bool) (y Bool)) Bool x))"))
        .isInstanceOf(ModelCheck.Result.Invalid.class);
    assertThat(solver.asked).isEmpty();
  }

  @Test
  void groundFacts_areEvaluated() {
    String s =
        "(set-logic HORN)\n(declare-fun P (Int) Bool)\n(assert (P 3))\n(assert (not (P 4)))\n"
            + "(check-sat)\n";
    Scripted solver = new Scripted(ResidueSolver.Kind.SAT);
    QuantifiedModelCheck checker = new QuantifiedModelCheck(solver);
    assertThat(checker.check(script(s), 0, "((define-fun P ((x Int)) Bool (< x 4)))"))
        .isInstanceOf(ModelCheck.Result.Valid.class);
    assertThat(checker.check(script(s), 0, "((define-fun P ((x Int)) Bool (< x 5)))"))
        .isInstanceOf(ModelCheck.Result.Invalid.class);
    assertThat(solver.asked).isEmpty();
  }

  @Test
  void quantifiedNonHornAssertions_askTheNegation_andOpenSymbolsMakeSatUndecided() {
    String s =
        "(declare-fun f (Int) Int)\n(declare-const c Int)\n"
            + "(assert (forall ((x Int)) (> (f x) c)))\n(check-sat)\n";
    Scripted unsat = new Scripted(ResidueSolver.Kind.UNSAT);
    assertThat(
            new QuantifiedModelCheck(unsat)
                .check(
                    script(s), 0, "((define-fun f ((x Int)) Int (+ x 1)) (define-fun c () Int 0))"))
        .isInstanceOf(ModelCheck.Result.Valid.class);
    assertThat(unsat.asked.get(0)).contains("(assert (not (forall ((x Int)) (> (f x) c))))");
    // c is left open by the model: a counterexample for some c proves nothing about "any c".
    Scripted sat = new Scripted(ResidueSolver.Kind.SAT);
    assertThat(
            new QuantifiedModelCheck(sat)
                .check(script(s), 0, "((define-fun f ((x Int)) Int (+ x 1)))"))
        .isInstanceOf(ModelCheck.Result.Undetermined.class);
  }

  /** z3 gives up quantifier elimination inside push/pop: each quantified residue runs alone. */
  @Test
  void quantifiedResidues_runOneScriptEach_withoutPushOrASecondCheckSat() {
    String s =
        "(declare-const c Int)\n"
            + "(assert (forall ((x Int)) (exists ((y Int)) (> y (+ x c)))))\n"
            + "(assert (forall ((x Int)) (> (* x x) (- c 1))))\n(check-sat)\n";
    Scripted unsat = new Scripted(ResidueSolver.Kind.UNSAT, ResidueSolver.Kind.UNSAT);
    assertThat(new QuantifiedModelCheck(unsat).check(script(s), 0, "((define-fun c () Int 0))"))
        .isInstanceOf(ModelCheck.Result.Valid.class);
    assertThat(unsat.asked).hasSize(2);
    assertThat(unsat.asked)
        .allSatisfy(
            q ->
                assertThat(q)
                    .doesNotContain("(push")
                    .containsOnlyOnce("(check-sat)")
                    .containsOnlyOnce("(assert (not (forall"));
  }

  @Test
  void fixedpointScripts_areCheckedAsTheirHornTranslation() {
    String fp =
        "(declare-rel inv (Int))\n(declare-var x Int)\n(rule (inv 0))\n"
            + "(rule (=> (and (inv x) (< x 3)) (inv (+ x 1))))\n(query inv)\n";
    Scripted solver = new Scripted(ResidueSolver.Kind.UNSAT);
    ModelCheck.Result r =
        new QuantifiedModelCheck(solver)
            .check(Parser.parseScript(fp, "fp"), 0, "((define-fun inv ((x Int)) Bool (>= x 0)))");
    // (inv 0) is ground and true; the step clause goes to the solver; the query clause too.
    assertThat(r).isInstanceOf(ModelCheck.Result.Valid.class);
    assertThat(solver.asked.get(0)).contains("(define-fun inv ((x Int)) Bool (>= x 0))");
  }

  @Test
  void quantifierFreeScripts_keepThePlainEvaluatorCheck() {
    String s = "(declare-const x Int)\n(assert (> x 0))\n(check-sat)\n";
    Scripted solver = new Scripted(ResidueSolver.Kind.SAT);
    assertThat(new QuantifiedModelCheck(solver).check(script(s), 0, "((define-fun x () Int 0))"))
        .isInstanceOf(ModelCheck.Result.Invalid.class);
    assertThat(solver.asked).isEmpty();
  }

  /** A quantified script whose model (cvc5 1.0.3's) answers x with an unspecified value. */
  private static final String MOD_BY_ZERO =
      "(set-logic ALL)\n(declare-fun x () Int)\n"
          + "(assert (forall ((y Int)) (=> (= y (mod 531 0)) (= x y))))\n(check-sat)\n";

  @Test
  void divisionByZero_aResidueSolversOwnChoice_neverMakesAModelInvalid() {
    // The residue solver picks (mod 531 0) as it likes: sat for the residue, and sat again when
    // asked whether the assertion can hold at all.
    Scripted solver = new Scripted(ResidueSolver.Kind.SAT);
    ModelCheck.Result r =
        new QuantifiedModelCheck(solver)
            .check(script(MOD_BY_ZERO), 0, "((define-fun x () Int (mod 531 0)))");
    assertThat(r).isInstanceOf(ModelCheck.Result.Undetermined.class);
    assertThat(((ModelCheck.Result.Undetermined) r).why()).contains("division by zero");
    assertThat(solver.asked.get(0))
        .contains("(declare-fun assay.mod0 (Int) Int)")
        .contains("(define-fun x () Int (assay.mod0 531))")
        .contains("(assay.mod0 531)")
        .doesNotContain("(mod 531 0)");
  }

  @Test
  void divisionByZero_falseForEveryChoice_isAViolation() {
    String s =
        "(declare-fun x () Int)\n"
            + "(assert (forall ((y Int)) (> (+ (mod y y) (- (mod y y))) x)))\n(check-sat)\n";
    Scripted solver = new Scripted(ResidueSolver.Kind.SAT, ResidueSolver.Kind.UNSAT);
    ModelCheck.Result r =
        new QuantifiedModelCheck(solver).check(script(s), 0, "((define-fun x () Int 5))");
    assertThat(r).isInstanceOf(ModelCheck.Result.Invalid.class);
    assertThat(((ModelCheck.Result.Invalid) r).falseFormula()).contains("every value");
    // The divisor is a bound variable: zero only for some instances.
    assertThat(solver.asked.get(0)).contains("(ite (= y 0) (assay.mod0 y) (mod y y))");
    assertThat(solver.asked.get(1)).startsWith("(declare-fun assay.mod0").doesNotContain("(not");
  }

  @Test
  void divisionByZero_theModelsOwnChoice_isTheResiduesChoice() {
    // z3 prints its choice for (mod m 0) as mod0 of (m, 0): with it the residue is decisive.
    Scripted solver = new Scripted(ResidueSolver.Kind.SAT);
    ModelCheck.Result r =
        new QuantifiedModelCheck(solver)
            .check(
                script(MOD_BY_ZERO),
                0,
                "((define-fun x () Int 5) (define-fun mod0 ((a Int) (b Int)) Int 6))");
    assertThat(r).isInstanceOf(ModelCheck.Result.Invalid.class);
    assertThat(solver.asked).hasSize(1);
    assertThat(solver.asked.get(0)).contains("(define-fun assay.mod0 ((x Int)) Int 6)");
  }

  @Test
  void divisorsTheModelMakesNonZero_stayPlainDivisions() {
    String s =
        "(declare-fun x () Int)\n(declare-fun d () Int)\n"
            + "(assert (forall ((y Int)) (= (div (* y d) d) y)))\n(check-sat)\n";
    Scripted solver = new Scripted(ResidueSolver.Kind.SAT);
    ModelCheck.Result r =
        new QuantifiedModelCheck(solver)
            .check(script(s), 0, "((define-fun x () Int 5) (define-fun d () Int 0))");
    // d = 0: every instance divides by zero, and the residue says so without an ite.
    assertThat(solver.asked.get(0)).contains("(assay.div0 (* y d))");
    assertThat(r).isInstanceOf(ModelCheck.Result.Undetermined.class);
    Scripted again = new Scripted(ResidueSolver.Kind.SAT);
    r =
        new QuantifiedModelCheck(again)
            .check(script(s), 0, "((define-fun x () Int 5) (define-fun d () Int 3))");
    assertThat(again.asked.get(0)).doesNotContain("assay.div0");
    assertThat(r).isInstanceOf(ModelCheck.Result.Invalid.class);
  }

  @Test
  void otherUnspecifiedValues_satResidue_isUndetermined_andNotAskedAgain() {
    String s =
        "(declare-datatypes ((L 0)) (((nil) (cons (hd Int) (tl L)))))\n(declare-fun x () Int)\n"
            + "(assert (forall ((y Int)) (= (hd nil) (+ x y y))))\n(check-sat)\n";
    Scripted solver = new Scripted(ResidueSolver.Kind.SAT, ResidueSolver.Kind.UNSAT);
    ModelCheck.Result r =
        new QuantifiedModelCheck(solver).check(script(s), 0, "((define-fun x () Int 5))");
    assertThat(r).isInstanceOf(ModelCheck.Result.Undetermined.class);
    assertThat(solver.asked).hasSize(1);
  }

  @Test
  void aScriptFunctionDefinedThroughAnOpenSymbol_isOpenToo() {
    String s =
        "(declare-fun x () Int)\n(declare-fun c () Int)\n(define-fun f () Int (+ c 1))\n"
            + "(assert (forall ((y Int)) (=> (= y f) (= x y))))\n(check-sat)\n";
    Scripted solver = new Scripted(ResidueSolver.Kind.SAT, ResidueSolver.Kind.SAT);
    ModelCheck.Result r =
        new QuantifiedModelCheck(solver).check(script(s), 0, "((define-fun x () Int 5))");
    assertThat(r).isInstanceOf(ModelCheck.Result.Undetermined.class);
  }
}
