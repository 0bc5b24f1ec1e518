package dev.assay.mutate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.assay.core.Rng;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.SortChecker;
import dev.assay.weakening.RuleCatalogue;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** Walks over every corpus seed: every mutant is well sorted, and nearly every rule gets used. */
class RandomWalkCorpusTest {
  @Test
  void walk_everyCorpusSeed_mutantsSortCheck() {
    assumeTrue(CorpusSeeds.available());
    Map<String, Integer> used = new TreeMap<>();
    int mutants = 0;
    for (Seed seed : CorpusSeeds.all()) {
      RandomWalk w = new RandomWalk(seed, RuleCatalogue.standard(), 30, 10, new Rng(7));
      while (w.hasNext()) {
        Mutant m = w.next();
        mutants++;
        MutationStep last = m.chain().get(m.chain().size() - 1);
        used.merge(last.ruleId(), 1, Integer::sum);
        String text = Printer.print(m.script());
        SortChecker.check(m.script());
        assertThat(text).isNotEmpty();
      }
    }
    assertThat(mutants).isGreaterThan(5000);
    // the corpus has no bit-vectors, str.<, or unary functions: the rest of the rules all fire
    assertThat(used.size()).isGreaterThan(RuleCatalogue.standard().size() - 25);
  }
}
