package dev.assay.triggers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.solver.SolverSpec;
import dev.assay.solver.SolverSpecs;
import dev.assay.solver.VersionDetector;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The hints of another Z3 release ({@code --hints-with z3} beside a search on the bundled Z3, and
 * the reverse): on an Isabelle input of the SMT-COMP set that z3 4.8.12's default mode (on PATH)
 * refutes in under a second (the bundled Z3 4.14.1's gives no answer on it in 20 s without proofs),
 * the instances of z3 4.8.12's proof are a batch the bundled Z3's E-matching refutes the input
 * with; the batch is named by the release that gave it.
 */
@Tag("external")
class OtherZ3HintsTest {
  private static final Path ISABELLE =
      Path.of(
          "../shared/corpus/triggers/smt-comp/x2015_09_10_16_54_46_764_1495036.smt_in_std_unique"
              + "_aug-gt_unsat-full_incomplete-quant.smt2");

  @Test
  void z3s_proof_givesABatch_theBundledZ3sEMatchingRefutesTheInputWith() throws Exception {
    Problem p = Problems.of(Files.readString(ISABELLE));
    SolverSpec bundled = SolverSpecs.bundledZ3();
    SolverSpec z3 = VersionDetector.withDetectedVersion(SolverSpecs.parse("z3"));
    SolverChoice choice = new SolverChoice(bundled, bundled, List.of(), false, List.of(z3));
    try (WorkerSolvers solvers = WorkerSolvers.open(choice, Duration.ofSeconds(30))) {
      WorkerSolvers.OtherSolver other = solvers.hintSources().get(0);
      Validator onZ3 = new Validator(p, other.fresh(), other.settings(), null);
      List<RefutationHints.Later> batches =
          RefutationHints.findWithOtherZ3(
              p, solvers, other.spec(), onZ3, Deadline.in(Duration.ofSeconds(60)), 10_000);
      assertThat(batches).hasSize(1); // the proof's: no second run
      RefutationHints.Hints h = batches.get(0).get();
      assertThat(h.source()).isEqualTo("z3 " + z3.version());
      assertThat(h.fromProof()).as("z3 4.8.12 refutes the input with proofs on").isTrue();
      assertThat(h.args()).isNotEmpty();

      Validator onBundled = new Validator(p, solvers.fresh(), choice.validation(), null);
      assertThat(onBundled.validate(List.of(), Map.of(), 10_000))
          .isEqualTo(Validator.Result.UNKNOWN);
      assertThat(onBundled.validate(h.args(), h.fresh(), 10_000)).isEqualTo(Validator.Result.UNSAT);
    }
  }
}
