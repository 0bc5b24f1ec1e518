package dev.assay.horn;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.core.Rng;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ChainReducerTest {
  @Test
  void reducesTheChainToTheStepsTheBugNeeds_skippingStepsWhoseTargetIsGone() throws Exception {
    HornSeed seed = OwnMutationsTest.seed();
    MutationCatalog cat = new MutationCatalog(Set.of(MutationGroup.OWN), null, null);
    // a chain of 12 random own steps, with one ADD_NONLIN_RULE in the middle
    List<MutationStep> chain = new ArrayList<>();
    Mutant m = Mutant.seed(seed.script());
    Rng rng = new Rng(11);
    for (int i = 0; i < 12; i++) {
      String id = i == 6 ? "ADD_NONLIN_RULE" : i % 2 == 0 ? "DUP_AND" : "BREAK_AND";
      HornContext ctx = new HornContext(m.system(), seed.signature());
      MutationStep st = OwnMutations.byId(id).orElseThrow().drawStep(ctx, rng).orElseThrow();
      m = cat.apply(m, st, seed).orElseThrow();
      chain.add(st);
    }
    // "the bug": the system has a clause with an existential body
    ChainReducer.Result r =
        new ChainReducer(cat).reduce(seed, chain, x -> x.script().toString().contains("(exists "));
    assertThat(r.chain()).extracting(MutationStep::mutation).containsExactly("ADD_NONLIN_RULE");
    assertThat(Replay.of(seed, r.chain(), cat).mutant().script()).isEqualTo(r.mutant().script());
    assertThat(r.tests()).isLessThan(40);
  }
}
