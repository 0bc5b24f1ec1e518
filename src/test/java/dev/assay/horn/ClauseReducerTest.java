package dev.assay.horn;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Script;
import dev.assay.solver.RunLimits;
import dev.assay.solver.Solver;
import dev.assay.solver.SolverSpecs;
import dev.assay.solver.Solvers;
import dev.assay.testkit.Fixtures;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** Hierarchical reduction with the Xor check on the bundled Z3. */
class ClauseReducerTest {
  static final String SEED =
      "(set-logic HORN)(declare-fun P (Int) Bool)"
          + "(assert (forall ((x Int)) (=> (= x 0) (P x))))"
          + "(assert (forall ((x Int)) (=> (and (P x) (< x 5)) (P (+ x 1)))))"
          + "(assert (forall ((x Int)) (=> (and (P x) (> x 10)) false)))(check-sat)";

  @Test
  void dropsClausesAndUndoesEquivalentAdditions_butNeverChangesAClausesMeaning() throws Exception {
    Script seed = Parser.readScript(SEED, "seed").script();
    // the mutant: DUP_AND and ADD_INEQ on clause 1, BREAK_AND-like nesting on clause 2
    Script mutant =
        Parser.readScript(
                "(set-logic HORN)(declare-fun P (Int) Bool)"
                    + "(assert (forall ((x Int)) (=> (= x 0) (P x))))"
                    + "(assert (forall ((x Int)) (=> (and (P x) (and (< x 5) (< x (+ 5 1))) (P"
                    + " x)) (P (+ x 1)))))"
                    + "(assert (forall ((x Int)) (=> (and (P x) (> x 10)) false)))(check-sat)",
                "mutant")
            .script();
    try (Solver z3 =
        Solvers.open(
            SolverSpecs.bundledZ3(),
            Solvers.Mode.SESSION_RESET,
            RunLimits.DEFAULT.withTimeout(Duration.ofSeconds(20)))) {
      // "the bug" needs clause 1 with a (< x 5) in it
      ClauseReducer.Result r =
          new ClauseReducer(new Equivalence(z3), 200, () -> false)
              .reduce(
                  seed,
                  mutant,
                  s ->
                      s.assertions().size() >= 2
                          && Printer.print(s).contains("(< x 5)")
                          && Printer.print(s).contains("(P (+ x 1))"));
      String out = Printer.print(r.script());
      // the query clause is gone; the step clause lost what the mutations added, and is still
      // equivalent to the seed's
      assertThat(r.script().assertions()).hasSize(2);
      assertThat(out).doesNotContain("(+ 5 1)").doesNotContain("> x 10");
      assertThat(r.script().assertions().get(1).toString()).hasSizeLessThan(60);
      assertThat(
              new Equivalence(z3)
                  .equivalent(seed, seed.assertions().get(1), r.script().assertions().get(1)))
          .isTrue();
    }
  }

  @Test
  void aStoppedCampaign_endsTheReductionBeforeAnyEquivalenceCheckOrBugTest() throws Exception {
    Script seed = Parser.readScript(SEED, "seed").script();
    int[] tests = {0};
    Solver none =
        Fixtures.answering(
            q -> {
              throw new AssertionError("an equivalence check after the stop: " + q.text());
            });
    ClauseReducer.Result r =
        new ClauseReducer(new Equivalence(none), 200, () -> true)
            .reduce(
                seed,
                seed,
                s -> {
                  tests[0]++;
                  return true;
                });
    assertThat(tests[0]).isZero();
    assertThat(r.tests()).isZero();
    assertThat(r.script()).isSameAs(seed);
  }
}
