package dev.assay.triggers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.solver.Answer;
import dev.assay.solver.EMatching;
import dev.assay.solver.Execution;
import dev.assay.solver.Outcome;
import dev.assay.solver.Query;
import dev.assay.solver.Responses;
import dev.assay.solver.Solver;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.SolverSpecs;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Which default-mode runs the MBQI hints make, with a traced solver that answers as told: the
 * proof's instances when the run with proofs (half the limit) refutes the input; a second run
 * without proofs (the whole limit) when the first did not decide the input in time (proofs slow
 * some refutations down several times), whose complete log gives the batch, after the proof of its
 * unsat core's sub-problem where that is smaller; none when the budget has no room for it. Each
 * batch says whether its run refuted the input.
 */
class RefutationHintsTest {
  private static final ValidationSettings SETTINGS =
      new ValidationSettings("scripted", EMatching.Z3, false);

  @TempDir Path dir;

  /** Fig. 5's axiom (f (g x1)) = x1, instantiated by MBQI with x1 := {@code value}. */
  private static String log(int value) {
    return String.join(
        "\n",
        "[tool-version] Z3 4.8.12",
        "[mk-var] #10 0",
        "[mk-app] #11 g #10",
        "[mk-app] #12 f #11",
        "[mk-app] #13 pattern #12",
        "[mk-app] #14 = #12 #10",
        "[mk-quant] #15 q2 1 #13 #14",
        "[attach-var-names] #15 (|x1| ; |Int|)",
        "[mk-app] #21 Int",
        "[attach-meaning] #21 arith " + value,
        "[inst-discovered] MBQI 0x1 #15 #21 ;",
        "");
  }

  /** A traced solver whose runs each write a log and give an answer, in order. */
  private static final class Scripted implements Solver {
    record Run(String log, Answer answer, String stdout) {
      Run(String log, Answer answer) {
        this(log, answer, "");
      }
    }

    final Path trace;
    final List<Run> runs;
    final List<String> queries = new ArrayList<>();

    Scripted(Path trace, Run... runs) {
      this.trace = trace;
      this.runs = List.of(runs);
    }

    @Override
    public SolverSpec spec() {
      return SolverSpecs.parse("z3");
    }

    @Override
    public Outcome run(Query query) throws IOException {
      Run r = runs.get(queries.size());
      queries.add(query.text());
      Files.writeString(trace, r.log()); // each run's log starts afresh
      Execution x =
          new Execution(List.of("z3"), 0, null, Duration.ZERO, null, r.stdout(), "", 0, 0, 0);
      return new Outcome.Finished(x, new Responses(List.of(r.answer()), List.of()));
    }

    @Override
    public void close() {}
  }

  /** The batches of the runs of {@code z3}; the validations' solver is {@code validations}. */
  private List<RefutationHints.Later> findAll(Scripted z3, Solver validations, Duration left)
      throws Exception {
    Problem p = Problems.file("fig05-contradictory-f.smt2");
    Validator v = new Validator(p, validations, SETTINGS, null);
    return RefutationHints.find(p, z3, z3.trace, v, Deadline.in(left), 4500);
  }

  /** The one batch the runs give. */
  private RefutationHints.Hints find(Scripted z3, Duration left) throws Exception {
    List<RefutationHints.Later> all = findAll(z3, null, left);
    assertThat(all).hasSize(1);
    return all.get(0).get();
  }

  @Test
  void aProofRunThatDidNotDecide_isFollowedByARunWithoutProofs_whoseLogGivesTheBatch()
      throws Exception {
    Scripted z3 =
        new Scripted(
            dir.resolve("trace.log"),
            new Scripted.Run(log(3), new Answer.Unknown(null)),
            new Scripted.Run(log(7), new Answer.Unsat(null)));
    RefutationHints.Hints h = find(z3, Duration.ofSeconds(45));

    assertThat(z3.queries).hasSize(2);
    assertThat(z3.queries.get(0))
        .contains("(set-option :produce-proofs true)", "(get-proof)", "(set-option :timeout 2250)");
    assertThat(z3.queries.get(1))
        .doesNotContain("produce-proofs")
        .doesNotContain("get-proof")
        .contains("(set-option :produce-unsat-cores true)", "(get-unsat-core)")
        .contains("(set-option :timeout 4500)");
    assertThat(h.fromProof()).isFalse();
    assertThat(h.evidence()).isEqualTo(RefutationHints.Evidence.REFUTING_LOG);
    assertThat(h.args()).extracting(a -> a.text()).containsExactly("(f (g 7))");
  }

  @Test
  void noSecondRun_whenTheFirstDecided_orTheBudgetHasNoRoomForIt() throws Exception {
    Scripted sat =
        new Scripted(dir.resolve("a.log"), new Scripted.Run(log(3), new Answer.Sat(null, null)));
    RefutationHints.Hints ofSat = find(sat, Duration.ofSeconds(45));
    assertThat(ofSat.args()).extracting(a -> a.text()).containsExactly("(f (g 3))");
    assertThat(ofSat.evidence()).isEqualTo(RefutationHints.Evidence.LOG);
    assertThat(sat.queries).hasSize(1);

    Scripted late =
        new Scripted(dir.resolve("b.log"), new Scripted.Run(log(3), new Answer.Unknown(null)));
    assertThat(find(late, Duration.ofSeconds(4)).args())
        .extracting(a -> a.text())
        .containsExactly("(f (g 3))");
    assertThat(late.queries).hasSize(1); // 4 s left: no room for another 4.5 s run
  }

  @Test
  void aRefutationWithAProof_isTheWholeAnswer_noSecondRun() throws Exception {
    Scripted z3 =
        new Scripted(dir.resolve("c.log"), new Scripted.Run(log(3), new Answer.Unsat(null)));
    // no proof in the output: the log's instances, from this one run
    RefutationHints.Hints h = find(z3, Duration.ofSeconds(45));
    assertThat(z3.queries).hasSize(1);
    assertThat(h.args()).extracting(a -> a.text()).containsExactly("(f (g 3))");
    assertThat(h.evidence()).isEqualTo(RefutationHints.Evidence.REFUTING_LOG);
    assertThat(h.fresh()).isEqualTo(Map.of());
  }

  @Test
  void aRefutationWithoutProofs_namesEveryAssertion_andItsUnsatCoresProofIsTheFirstBatch()
      throws Exception {
    Scripted z3 =
        new Scripted(
            dir.resolve("d.log"),
            new Scripted.Run(log(3), new Answer.Unknown(null)),
            new Scripted.Run(
                log(7), new Answer.Unsat(null), "unsat\n(assay_core_1 assay_core_0)\n"));
    Scripted validations =
        new Scripted(dir.resolve("v.log"), new Scripted.Run("", new Answer.Unknown(null)));
    List<RefutationHints.Later> batches = findAll(z3, validations, Duration.ofSeconds(45));

    assertThat(z3.queries).hasSize(2);
    String named = z3.queries.get(1);
    for (int i = 0; i < 4; i++) {
      assertThat(named).contains(":named assay_core_" + i + ")");
    }
    assertThat(batches).hasSize(2);
    assertThat(validations.queries).isEmpty(); // the core's run only when its batch is asked for

    // first the core's sub-problem with proofs on the validations' solver
    RefutationHints.Hints ofCore = batches.get(0).get();
    assertThat(validations.queries).hasSize(1);
    assertThat(validations.queries.get(0))
        .contains("(set-option :produce-proofs true)", "(get-proof)", "(declare-fun h (Int) Int)")
        .contains("(forall ((x0 Int))", "(forall ((x1 Int))")
        .doesNotContain("(forall ((y Int))")
        .doesNotContain(":named");
    assertThat(ofCore.isEmpty()).isTrue(); // that run gave no proof

    // then the log's batch of the run that refuted, found without another run
    RefutationHints.Hints logged = batches.get(1).get();
    assertThat(logged.evidence()).isEqualTo(RefutationHints.Evidence.REFUTING_LOG);
    assertThat(logged.args()).extracting(a -> a.text()).containsExactly("(f (g 7))");
    assertThat(validations.queries).hasSize(1);
    assertThat(z3.queries).hasSize(2);
  }

  @Test
  void aRefutationWithoutAnyMbqiInstance_isFollowedByMbqiUnderTheValidationsSettings_first()
      throws Exception {
    String noMbqi = "[tool-version] Z3 4.8.12\n";
    Scripted z3 =
        new Scripted(
            dir.resolve("f.log"),
            new Scripted.Run(log(3), new Answer.Unknown(null)),
            new Scripted.Run(
                noMbqi, new Answer.Unsat(null), "unsat\n(assay_core_0 assay_core_1)\n"));
    Scripted validations =
        new Scripted(
            dir.resolve("w.log"),
            new Scripted.Run("", new Answer.Unknown(null)),
            new Scripted.Run("", new Answer.Unknown(null)));
    List<RefutationHints.Later> batches = findAll(z3, validations, Duration.ofSeconds(45));

    assertThat(batches).hasSize(3);
    assertThat(validations.queries).isEmpty();
    RefutationHints.Hints settings = batches.get(0).get();
    assertThat(validations.queries).hasSize(1);
    // the whole input, E-matching's settings but model-based instantiation left on, with proofs
    assertThat(validations.queries.get(0))
        .contains("(set-option :produce-proofs true)", "(get-proof)")
        .contains("(set-option :smt.auto_config false)")
        .doesNotContain("smt.mbqi")
        .contains("(forall ((y Int))")
        .doesNotContain(":named");
    assertThat(settings.isEmpty()).isTrue(); // that run gave no proof
    batches.get(1).get(); // then the core's proof
    assertThat(validations.queries.get(1)).doesNotContain("(forall ((y Int))");
    assertThat(batches.get(2).get().isEmpty()).isTrue(); // the log held no MBQI instance
    assertThat(z3.queries).hasSize(2);
  }

  @Test
  void aCoreOfEveryAssertion_orNoCorePrinted_isNoSubProblem() throws Exception {
    for (String printed :
        List.of("unsat\n(assay_core_0 assay_core_1 assay_core_2 assay_core_3)\n", "unsat\n")) {
      Scripted z3 =
          new Scripted(
              dir.resolve("e.log"),
              new Scripted.Run(log(3), new Answer.Unknown(null)),
              new Scripted.Run(log(7), new Answer.Unsat(null), printed));
      assertThat(find(z3, Duration.ofSeconds(45)).args())
          .extracting(a -> a.text())
          .containsExactly("(f (g 7))");
      assertThat(z3.queries).as(printed).hasSize(2);
    }
  }
}
