package dev.assay.mutate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.core.ExpectedStatus;
import dev.assay.core.Rng;
import dev.assay.smtlib.CheckedScript;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Printer;
import dev.assay.weakening.FormulaIndex;
import dev.assay.weakening.Parity;
import org.junit.jupiter.api.Test;

class PreprocessorTest {
  private static final String D =
      "(declare-const a Bool)(declare-const b Bool)(declare-const x Int)";

  private static Preprocessor.Result run(String assertion, ExpectedStatus status, long seed) {
    CheckedScript cs = Parser.readScript(D + "\n(assert " + assertion + ")\n(check-sat)", "t");
    return Preprocessor.run(cs.script(), cs.signature(), status, new Rng(seed));
  }

  private static String assertion(Preprocessor.Result r) {
    return Printer.print(r.script().assertions().get(0));
  }

  @Test
  void preprocess_equalityWithConstant_becomesEquivalentFormula() {
    assertThat(assertion(run("(= (< x 1) true)", ExpectedStatus.SAT, 0))).isEqualTo("(< x 1)");
    assertThat(assertion(run("(= false (< x 1))", ExpectedStatus.SAT, 0)))
        .isEqualTo("(not (< x 1))");
  }

  @Test
  void preprocess_booleanEqualityInSatSeed_isWeakenedToImplication() {
    for (long seed = 0; seed < 8; seed++) {
      String out = assertion(run("(= a (< x 1))", ExpectedStatus.SAT, seed));
      assertThat(out).isIn("(=> a (< x 1))", "(=> (< x 1) a)");
    }
  }

  @Test
  void preprocess_booleanEqualityInUnsatSeed_isStrengthenedToConjunction() {
    for (long seed = 0; seed < 8; seed++) {
      String out = assertion(run("(= a (< x 1))", ExpectedStatus.UNSAT, seed));
      assertThat(out).isIn("(and a (< x 1))", "(and (not a) (not (< x 1)))");
    }
  }

  @Test
  void preprocess_xorUnderNegationOfSatSeed_isStrengthened() {
    // the xor sits at a negative position: in a sat formula it must be strengthened
    String out = assertion(run("(not (xor a b))", ExpectedStatus.SAT, 3));
    assertThat(out).isIn("(not (and a (not b)))", "(not (and (not a) b))");
  }

  @Test
  void preprocess_nestedAmbiguity_resolvedOutermostFirst() {
    Preprocessor.Result r = run("(xor a (= b (< x 1)))", ExpectedStatus.SAT, 1);
    CheckedScript cs = Parser.readScript(Printer.print(r.script()), "t");
    FormulaIndex ix = new FormulaIndex(cs.script(), cs.signature());
    for (int n = 0; n < ix.size(); n++) {
      if (ix.parity(n) != Parity.NONE) {
        assertThat(ix.parity(n)).as(Printer.print(ix.term(n))).isNotEqualTo(Parity.AMBIGUOUS);
      }
    }
    assertThat(r.steps()).hasSize(2);
  }

  @Test
  void preprocess_iteCondition_staysAmbiguous() {
    Preprocessor.Result r = run("(ite (= a b) (< x 1) (> x 2))", ExpectedStatus.SAT, 0);
    assertThat(assertion(r)).isEqualTo("(ite (= a b) (< x 1) (> x 2))");
  }

  @Test
  void preprocess_letVariableUsedBothWays_getsSecondBinding() {
    Preprocessor.Result r =
        run("(let ((p (< x 1))) (and p (or (not p) a)))", ExpectedStatus.SAT, 0);
    assertThat(assertion(r))
        .isEqualTo("(let ((p (< x 1)) (p_neg (< x 1))) (and p (or (not p_neg) a)))");
    CheckedScript cs = Parser.readScript(Printer.print(r.script()), "t");
    FormulaIndex ix = new FormulaIndex(cs.script(), cs.signature());
    assertThat(ix.parity(1)).isEqualTo(Parity.POSITIVE);
    assertThat(ix.parity(ix.child(0, 1))).isEqualTo(Parity.NEGATIVE);
  }

  @Test
  void preprocess_namedTerms_loseTheirNamesKeepPatterns() {
    Preprocessor.Result r =
        run(
            "(! (and (! (< x 1) :named n1) (forall ((y Int)) (! (> y x) :pattern ((+ y 1))))) :named n0)",
            ExpectedStatus.SAT,
            0);
    assertThat(assertion(r))
        .isEqualTo("(and (< x 1) (forall ((y Int)) (! (> y x) :pattern ((+ y 1)))))");
    assertThat(r.steps()).contains("PRE[drop :named]");
  }
}
