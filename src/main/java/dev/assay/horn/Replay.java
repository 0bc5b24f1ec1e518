package dev.assay.horn;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A chain applied again to its seed. A step whose target is gone (after earlier steps were dropped)
 * is skipped and listed, so a reduced chain still replays.
 *
 * @param mutant the result
 * @param skipped indices (in the chain given) of the steps that no longer applied
 */
public record Replay(Mutant mutant, List<Integer> skipped) {
  public Replay {
    skipped = List.copyOf(skipped);
  }

  /** Applies {@code chain} to {@code seed} with the mutations of {@code catalog}. */
  public static Replay of(HornSeed seed, List<MutationStep> chain, MutationCatalog catalog)
      throws IOException, InterruptedException {
    Mutant m = Mutant.seed(seed.script());
    List<Integer> skipped = new ArrayList<>();
    for (int i = 0; i < chain.size(); i++) {
      Optional<Mutant> next = catalog.apply(m, chain.get(i), seed);
      if (next.isPresent()) {
        m = next.get();
      } else {
        skipped.add(i);
      }
    }
    return new Replay(m, skipped);
  }
}
