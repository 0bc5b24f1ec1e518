package dev.assay.mutate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.core.Rng;
import dev.assay.oracle.SolverInput;
import dev.assay.weakening.RuleCatalogue;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Mutants made ahead on a helper thread are the mutants the walk makes on demand, in order. */
class MutantsAheadTest {
  private static final String SEED =
      "(set-logic QF_LRA)\n(set-info :status sat)\n(declare-const a Real)\n(declare-const b Real)\n"
          + "(assert (or (<= (+ a b) 2.5) (> a (* 2 b))))\n(assert (distinct a b))\n(check-sat)";

  private static RandomWalk walk() {
    return new RandomWalk(
        Seed.parse(SEED, "seed.smt2", null), RuleCatalogue.standard(), 40, 8, new Rng(7));
  }

  @Test
  void next_madeAheadOrOnDemand_sameMutantsSameOrderThenTheEnd() {
    RandomWalk onDemand = walk();
    List<String> expected = new ArrayList<>();
    while (onDemand.hasNext()) {
      expected.add(MutantText.render(onDemand.next()));
    }

    MutantsAhead ahead = new MutantsAhead(walk());
    List<String> got = new ArrayList<>();
    MutantsAhead.Step step = ahead.next(); // the first on demand, the rest made ahead
    while (!step.end()) {
      assertThat(step.stuck()).isFalse();
      assertThat(step.sent()).isEqualTo(SolverInput.prepare(step.text(), true));
      got.add(step.text());
      ahead.startNext();
      ahead.startNext(); // a second start while one is pending makes no second step
      step = ahead.next();
    }
    assertThat(got).hasSize(40).isEqualTo(expected);
    assertThat(ahead.next().end()).isTrue();
  }
}
