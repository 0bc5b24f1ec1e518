package dev.assay.triggers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.solver.SolverSpecs;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * Patterns the solver infers (z3 at verbosity 10) are attached; quantifiers without are dropped.
 */
class PatternInferenceTest {

  @Test
  void missingPatterns_areInferredByZ3_andAQuantifierWithoutAnyIsDropped() throws Exception {
    String text =
        "(declare-fun f (Int) Int)(declare-fun g (Int) Int)(declare-fun h (Int Int) Int)"
            + "(assert (! (forall ((x Int)) (= (f (g x)) x)) :named inverse))"
            + "(assert (forall ((x Int) (y Int)) (> (h x y) (f y))))"
            + "(assert (forall ((x Int) (y Int)) (= x y)))"
            + "(assert (forall ((x Int)) (! (> (f x) 0) :pattern ((f x)))))"
            + "(check-sat)";
    try (WorkerSolvers s =
        WorkerSolvers.open(
            new SolverChoice(
                SolverSpecs.bundledZ3(), SolverSpecs.bundledZ3(), java.util.List.of(), false),
            Duration.ofSeconds(10))) {
      Problem p =
          new Preprocessor(s.inference()).run("<t>", text.getBytes(StandardCharsets.UTF_8), 10_000);
      assertThat(p.inferredQuantifiers()).isEqualTo(2);
      Conjunct inverse = p.conjuncts().get(0);
      assertThat(inverse.origin().label()).isEqualTo("inverse");
      assertThat(inverse.patterns())
          .extracting(TriggerPattern::describe)
          .containsExactly("{(g x)}");
      assertThat(inverse.patterns().get(0).inferred()).isTrue();
      assertThat(p.conjuncts().get(1).patterns()).isNotEmpty();
      assertThat(p.dropped()).hasSize(1);
      assertThat(p.dropped().get(0)).contains("assertion 3", "no pattern");
      assertThat(p.conjuncts().get(2).patterns().get(0).inferred()).isFalse();
    }
  }
}
