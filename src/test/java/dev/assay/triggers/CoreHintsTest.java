package dev.assay.triggers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.solver.Answer;
import dev.assay.solver.Outcome;
import dev.assay.solver.Query;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.SolverSpecs;
import dev.assay.solver.VersionDetector;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The unsat core's hints on real solvers (the bundled Z3 and the z3 on PATH): Fig. 5's input run in
 * the default mode with every assertion named gives the core of its two contradictory axioms, and
 * the proof of that core's sub-problem gives the term the paper names, which E-matching refutes the
 * whole input with and, as the baseline shows, not without.
 */
@Tag("external")
class CoreHintsTest {
  @ParameterizedTest
  @ValueSource(strings = {"bundled", "z3"})
  void theCoreOfADefaultModeRefutation_andTheProofOfItsSubProblem_giveTheNeededTerm(String which)
      throws Exception {
    Problem p = Problems.file("fig05-contradictory-f.smt2");
    SolverSpec spec =
        which.equals("bundled")
            ? SolverSpecs.bundledZ3()
            : VersionDetector.withDetectedVersion(SolverSpecs.parse("z3"));
    SolverChoice choice = new SolverChoice(spec, spec, List.of(), false);
    Duration limit = Duration.ofSeconds(30);
    try (WorkerSolvers solvers = WorkerSolvers.open(choice, limit)) {
      Validator v = new Validator(p, solvers.fresh(), choice.validation(), null);
      Outcome named = solvers.fresh().run(Query.of("core", v.coreModeRun(10_000)), limit);
      assertThat(named.answers().get(0)).isInstanceOf(Answer.Unsat.class);
      Set<Integer> core = v.core(named.execution().stdout());
      // F0 and F1 contradict each other; the axioms about h and k play no part
      assertThat(core).containsExactly(0, 1);

      Outcome proof =
          solvers.fresh().run(Query.of("core proof", v.coreProofRun(core, 10_000)), limit);
      assertThat(proof.answers().get(0)).isInstanceOf(Answer.Unsat.class);
      RefutationHints.Hints h =
          RefutationHints.ofProof(
              p, RefutationHints.Z3, proof, RefutationHints.Evidence.CORE_PROOF);
      assertThat(h.ofCore()).isTrue();
      assertThat(h.args()).extracting(TriggerArg::text).contains("(f (g 7))");

      assertThat(v.validate(List.of(), Map.of(), 10_000)).isNotEqualTo(Validator.Result.UNSAT);
      assertThat(v.validate(h.args(), h.fresh(), 10_000)).isEqualTo(Validator.Result.UNSAT);
    }
  }
}
