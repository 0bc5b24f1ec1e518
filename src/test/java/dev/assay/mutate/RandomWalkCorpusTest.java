package dev.assay.mutate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.assay.core.Rng;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.SortChecker;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class RandomWalkCorpusTest {
  @Test
  void walk_everyCorpusSeed_mutantsSortCheck() {
    assumeTrue(CorpusSeeds.available());
    Map<String, Integer> used = new TreeMap<>();
    int mutants = 0;
    for (Seed seed : CorpusSeeds.all()) {
      RandomWalk w = new RandomWalk(seed, RuleCatalogue.standard(), 60, 20, new Rng(7));
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
    System.out.println(
        "mutants "
            + mutants
            + " rules used "
            + used.size()
            + " of "
            + RuleCatalogue.standard().size());
    for (var r : RuleCatalogue.standard().rules()) {
      if (!used.containsKey(r.id())) System.out.println("  unused " + r.id());
    }
    assertThat(mutants).isGreaterThan(1000);
  }
}
