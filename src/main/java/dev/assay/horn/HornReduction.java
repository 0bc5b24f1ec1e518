package dev.assay.horn;

import dev.assay.reduce.Reducer;
import dev.assay.smtlib.Script;
import java.io.IOException;
import java.util.List;

/**
 * The whole reduction of a HornFuzz finding: the chain first ({@link ChainReducer}), then the
 * clause system ({@link ClauseReducer}), then Assay's generic reducer ({@link Reducer}) for what is
 * left (it may break equivalence with the seed, so it runs last and only under the bug test).
 */
public final class HornReduction {
  /** What each stage left. */
  public record Result(ChainReducer.Result chain, Script clauses, Script generic, int tests) {}

  private final ChainReducer chains;
  private final ClauseReducer clauses;
  private final int genericTests;

  public HornReduction(ChainReducer chains, ClauseReducer clauses, int genericTests) {
    this.chains = chains;
    this.clauses = clauses;
    this.genericTests = genericTests;
  }

  /**
   * Reduces the finding made by {@code chain} from {@code seed}. {@code test} says whether a system
   * (run with the parameters of the reduced chain) still shows the bug.
   */
  public Result reduce(HornSeed seed, List<MutationStep> chain, Mutant.Test test)
      throws IOException, InterruptedException {
    ChainReducer.Result c = chains.reduce(seed, chain, test::stillFails);
    Mutant reduced = c.mutant();
    ClauseReducer.Result h =
        clauses.reduce(
            seed.script(),
            reduced.script(),
            s -> test.stillFails(new Mutant(s, reduced.chain(), reduced.params())));
    Reducer.Result g =
        new Reducer(genericTests)
            .reduce(
                h.script(),
                s -> {
                  try {
                    return test.stillFails(new Mutant(s, reduced.chain(), reduced.params()));
                  } catch (IOException e) {
                    return false;
                  }
                });
    return new Result(c, h.script(), g.script(), c.tests() + h.tests() + g.tests());
  }
}
