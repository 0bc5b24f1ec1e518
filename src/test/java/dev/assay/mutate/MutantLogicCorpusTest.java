package dev.assay.mutate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.assay.core.Rng;
import dev.assay.smtlib.Fragment;
import dev.assay.smtlib.LogicDialect;
import dev.assay.weakening.RuleCatalogue;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Long walks over every corpus seed: each mutant's {@code set-logic} covers what it contains (no
 * term outside the logic it declares), and the logic is a standard one, {@code ALL}, or the seed's.
 */
@Tag("slow")
class MutantLogicCorpusTest {
  @Test
  void longWalks_everyMutantsLogicCoversItsTerms() {
    assumeTrue(CorpusSeeds.available());
    List<String> violations = new ArrayList<>();
    Map<String, Integer> logics = new TreeMap<>();
    int mutants = 0;
    for (Seed seed : CorpusSeeds.all()) {
      RandomWalk w = new RandomWalk(seed, RuleCatalogue.standard(), 60, 60, new Rng(11));
      assertThat(Fragment.firstViolation(w.start(), seed.signature())).as(seed.name()).isNull();
      while (w.hasNext()) {
        Mutant m = w.next();
        mutants++;
        String logic = m.script().logic();
        logics.merge(seed.script().logic() + "->" + logic, 1, Integer::sum);
        String v = Fragment.firstViolation(m.script(), seed.signature());
        if (v != null && violations.size() < 10) {
          violations.add(seed.name() + " i" + m.iteration() + " (" + logic + "): " + v);
        }
        assertThat(Fragment.ofLogic(logic).covers(m.fragment())).isTrue();
        assertThat(
                logic.equals("ALL")
                    || logic.equals(seed.script().logic())
                    || logic.equals(
                        m.fragment()
                            .union(Fragment.ofLogic(seed.script().logic()))
                            .logicFor(LogicDialect.LENIENT)))
            .isTrue();
      }
    }
    assertThat(violations).isEmpty();
    assertThat(mutants).isGreaterThan(10_000);
    // the walks do leave their seeds' logics: quantifiers and arithmetic come in
    assertThat(logics.keySet()).anyMatch(k -> k.startsWith("QF_S->") && !k.endsWith("QF_S"));
    assertThat(logics.keySet()).contains("QF_LIA->LIA");
  }
}
