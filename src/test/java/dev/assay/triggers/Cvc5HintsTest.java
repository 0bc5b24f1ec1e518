package dev.assay.triggers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.solver.EMatching;
import dev.assay.solver.RunLimits;
import dev.assay.solver.Solver;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.SolverSpecs;
import dev.assay.solver.Solvers;
import dev.assay.solver.VersionDetector;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The hints of cvc5's refutations ({@code --hints-with cvc5}) with the cvc5 and z3 on PATH (1.0.3
 * and 4.8.12 here): the pattern terms of the instances cvc5's default mode used, and on an input of
 * the SMT-COMP set that neither Z3's default mode nor its E-matching refutes in time, a batch that
 * z3's E-matching refutes the input with.
 */
@Tag("external")
class Cvc5HintsTest {
  private static final Path ISABELLE =
      Path.of(
          "../shared/corpus/triggers/smt-comp/x2015_09_10_16_46_49_217_988796.smt_in_std_unique_aug"
              + "-gt_unsat-full_incomplete-quant.smt2");
  private static final RunLimits LIMITS = RunLimits.DEFAULT.withTimeout(Duration.ofSeconds(30));

  private static SolverSpec onPath(String name) throws InterruptedException {
    return VersionDetector.withDetectedVersion(SolverSpecs.parse(name));
  }

  private static RefutationHints.Hints cvc5Hints(Problem p, SolverSpec cvc5, Solver solver)
      throws Exception {
    ValidationSettings settings = new SolverChoice(cvc5, cvc5, List.of(), false).validation();
    Validator v = new Validator(p, solver, settings, null);
    return RefutationHints.findWithCvc5(p, solver, v, Deadline.in(Duration.ofSeconds(30)), 10_000);
  }

  /** An axiom (f x) != 0 whose pattern (f (g x)) no term matches, and (f 5) = {@code value}. */
  private static Problem fAtFive(int value) {
    return Problems.of(
        "(set-logic UFLIA)(declare-fun f (Int) Int)(declare-fun g (Int) Int)"
            + "(assert (forall ((x Int)) (! (not (= (f x) 0)) :pattern ((f (g x))))))"
            + "(assert (= (f 5) "
            + value
            + "))(check-sat)");
  }

  private static List<String> texts(RefutationHints.Hints h) {
    return h.args().stream().map(TriggerArg::text).toList();
  }

  @Test
  void aPatternNoTermMatches_cvc5sInstance_givesThePatternTermWithItsBinding() throws Exception {
    Problem p = fAtFive(0);
    SolverSpec cvc5 = onPath("cvc5");
    try (Solver solver = Solvers.open(cvc5, Solvers.Mode.FRESH, LIMITS)) {
      RefutationHints.Hints h = cvc5Hints(p, cvc5, solver);
      assertThat(texts(h)).containsExactly("(f (g 5))");
      assertThat(h.fromProof()).isTrue();
      assertThat(h.source()).isEqualTo("cvc5 " + cvc5.version());
    }
  }

  @Test
  void anInputCvc5DoesNotRefute_givesNoBatch() throws Exception {
    Problem p = fAtFive(1);
    SolverSpec cvc5 = onPath("cvc5");
    try (Solver solver = Solvers.open(cvc5, Solvers.Mode.FRESH, LIMITS)) {
      assertThat(cvc5Hints(p, cvc5, solver).isEmpty()).isTrue();
    }
  }

  @Test
  void isabelleInput_cvc5sRefutation_givesABatchZ3sEMatchingRefutesTheInputWith() throws Exception {
    Problem p = Problems.of(Files.readString(ISABELLE));
    SolverSpec cvc5 = onPath("cvc5");
    SolverSpec z3 = onPath("z3");
    try (Solver c = Solvers.open(cvc5, Solvers.Mode.FRESH, LIMITS);
        Solver z = Solvers.open(z3, Solvers.Mode.FRESH, LIMITS)) {
      RefutationHints.Hints h = cvc5Hints(p, cvc5, c);
      assertThat(texts(h)).contains("(?v2!31 s$a s$)", "(?v3!30 s$a s$)");
      Validator onZ3 = new Validator(p, z, new ValidationSettings("z3", EMatching.Z3, false), null);
      assertThat(onZ3.validate(List.of(), Map.of(), 10_000)).isEqualTo(Validator.Result.UNKNOWN);
      assertThat(onZ3.validate(h.args(), h.fresh(), 10_000)).isEqualTo(Validator.Result.UNSAT);
    }
  }
}
