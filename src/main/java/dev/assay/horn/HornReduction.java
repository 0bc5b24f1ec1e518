package dev.assay.horn;

import dev.assay.reduce.Reducer;
import dev.assay.smtlib.Script;
import java.io.IOException;
import java.util.List;

/**
 * The whole reduction of a HornFuzz finding: the chain first ({@link ChainReducer}), then the
 * clause system ({@link ClauseReducer}), then Assay's generic reducer ({@link Reducer}) for what is
 * left (it may break equivalence with the seed, so it runs last and only under the bug test).
 *
 * @param chains the reducer of the chain, the first stage
 * @param clauses the reducer of the clause system, the second stage
 * @param genericTests bug tests allowed for the generic reducer, the last stage
 */
public record HornReduction(ChainReducer chains, ClauseReducer clauses, int genericTests) {
  /** What each stage left. */
  public record Result(ChainReducer.Result chain, Script clauses, Script generic, int tests) {}

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
