package dev.assay.horn;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Reduces a mutation chain that triggers a bug to a short subsequence that still does (§4.5): the
 * chain is cut into chunks of half its length; each chunk, from the end, is dropped if the bug
 * stays; then the chunk size halves, down to single steps. Dropped steps may leave later steps
 * without their target; those are skipped on replay ({@link Replay}).
 */
public final class ChainReducer {

  /** The bug test: does the mutant made by a chain still show the bug? */
  @FunctionalInterface
  public interface Test {
    boolean stillFails(Mutant mutant) throws IOException, InterruptedException;
  }

  /** The reduced chain, the mutant it makes, and how many tests it took. */
  public record Result(List<MutationStep> chain, Mutant mutant, int tests) {
    public Result {
      chain = List.copyOf(chain);
    }
  }

  private final MutationCatalog catalog;

  public ChainReducer(MutationCatalog catalog) {
    this.catalog = catalog;
  }

  /** The shortest chain found; {@code chain} itself must make a mutant that fails. */
  public Result reduce(HornSeed seed, List<MutationStep> chain, Test test)
      throws IOException, InterruptedException {
    List<MutationStep> current = new ArrayList<>(chain);
    Mutant made = Replay.of(seed, current, catalog).mutant();
    int tests = 0;
    int chunk = Math.max(1, current.size() / 2);
    while (chunk >= 1 && !current.isEmpty()) {
      for (int end = current.size(); end > 0; end -= chunk) {
        int from = Math.max(0, end - chunk);
        List<MutationStep> candidate = new ArrayList<>(current.subList(0, from));
        candidate.addAll(current.subList(Math.min(end, current.size()), current.size()));
        Replay r = Replay.of(seed, candidate, catalog);
        tests++;
        if (test.stillFails(r.mutant())) {
          // keep only the steps that applied, so the result replays exactly
          List<MutationStep> applied = new ArrayList<>();
          for (int i = 0; i < candidate.size(); i++) {
            if (!r.skipped().contains(i)) {
              applied.add(candidate.get(i));
            }
          }
          current = applied;
          made = r.mutant();
          end = Math.min(from, current.size()) + chunk;
        }
      }
      if (chunk == 1) {
        break;
      }
      chunk /= 2;
    }
    return new Result(current, made, tests);
  }
}
