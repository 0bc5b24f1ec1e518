package dev.assay.horn;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.core.Rng;
import dev.assay.smtlib.ChcClause;
import dev.assay.smtlib.ChcSystem;
import dev.assay.smtlib.Printer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Every own mutation on corpus clauses, checked with the bundled Z3: the changed clause is
 * equivalent to the original (Xor unsat) for mutations 1–6, the added clause is valid for 7 and 8,
 * and the solver gives the mutant the seed's status whenever it decides both within a few seconds.
 */
class MutationCorpusTest {
  @Test
  void ownMutations_keepClausesEquivalent_andTheStatus() throws Exception {
    List<String[]> seeds = CorpusSeeds.fast(0.05, 4);
    MutationCatalog cat = new MutationCatalog(Set.of(MutationGroup.OWN), null, null);
    Map<String, int[]> checked = new TreeMap<>();
    List<String> failures = new ArrayList<>();
    try (InProcessZ3 z3 = new InProcessZ3()) {
      for (String[] f : seeds) {
        HornSeed seed = CorpusSeeds.load(f[0]);
        String seedText = Printer.print(seed.script());
        String seedStatus = z3.status(seedText, true, 5000);
        HornContext ctx = new HornContext(ChcSystem.of(seed.script()), seed.signature());
        for (OwnMutation om : OwnMutations.ALL) {
          Optional<MutationStep> step = om.drawStep(ctx, new Rng(f[0].hashCode()));
          if (step.isEmpty()) {
            continue;
          }
          Mutant m = cat.apply(Mutant.seed(seed.script()), step.get(), seed).orElseThrow();
          ChcSystem after = m.system();
          int[] c = checked.computeIfAbsent(om.id(), k -> new int[2]);
          String q;
          if (om.clauseEquivalent()) {
            int i = step.get().clause();
            q = CorpusSeeds.xor(m.script(), ctx.system().clauses().get(i), after.clauses().get(i));
          } else {
            ChcClause added = after.clauses().get(after.clauses().size() - 1);
            q = CorpusSeeds.violation(m.script(), added);
          }
          String eq = z3.status(q, false, 5000);
          if (!eq.equals("unsat")) {
            failures.add(om.id() + " on " + f[0] + ": equivalence query " + eq + " " + step.get());
          }
          c[0]++;
          String st = z3.status(Printer.print(m.script()), true, 5000);
          if (!seedStatus.equals("unknown") && !st.equals("unknown")) {
            if (!st.equals(seedStatus)) {
              failures.add(om.id() + " on " + f[0] + ": status " + st + " for " + seedStatus);
            }
            c[1]++;
          }
        }
      }
    }
    assertThat(failures).isEmpty();
    // every mutation was checked, most of them with a decided status
    assertThat(checked.keySet())
        .containsExactlyInAnyOrderElementsOf(
            OwnMutations.ALL.stream().map(OwnMutation::id).toList());
    checked.forEach((id, c) -> assertThat(c[1]).as(id).isGreaterThanOrEqualTo(1));
  }
}
