package dev.assay.horn;

import dev.assay.core.Verdict;
import dev.assay.oracle.ModelCheck;
import dev.assay.oracle.QuantifiedModelCheck;
import dev.assay.oracle.SolverInput;
import dev.assay.oracle.SolverResidue;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Script;
import dev.assay.solver.Answer;
import dev.assay.solver.Outcome;
import dev.assay.solver.Query;
import dev.assay.solver.Solver;
import java.io.IOException;
import java.util.function.BooleanSupplier;

/**
 * Confirms and reduces one HornFuzz finding (§4.5). A finding is confirmed when its chain, applied
 * again to the seed, gives the same system and parameters, and the solver under test run again on
 * that replay still fails in the same way, judged with an independent solver: an invalid model's
 * clause residues are decided by it ({@link QuantifiedModelCheck}), and a wrong status holds only
 * when it answers the seed's status on the mutant. A confirmed finding is reduced by {@link
 * HornReduction} under the same test, bounded by a number of bug tests.
 *
 * @param underTest the solver that failed (a fresh process per run)
 * @param independent a different solver or release, or null (then nothing is confirmed)
 * @param catalog the mutations the chain was made with
 * @param maxTests bug tests allowed for the reduction (0: no reduction)
 * @param stop whether the campaign stops: the reduction then ends with what it has
 */
record FindingCheck(
    Solver underTest,
    Solver independent,
    MutationCatalog catalog,
    int maxTests,
    BooleanSupplier stop) {
  /** What the check found. */
  record Result(boolean confirmed, String note, Mutant reduced, Script reducedScript, int tests) {}

  /**
   * Checks the finding of kind {@code kind} (an invalid model or a wrong status) on {@code mutant},
   * made from {@code seed}; {@code expected} is the seed's status on the same solver (for a wrong
   * status).
   */
  Result check(HornSeed seed, Mutant mutant, Verdict.Kind kind, HornSearch.Status expected)
      throws IOException, InterruptedException {
    if (independent == null) {
      return new Result(false, "no independent solver to confirm it", null, null, 0);
    }
    Replay replay = Replay.of(seed, mutant.chain(), catalog);
    if (!replay.skipped().isEmpty()
        || !replay.mutant().params().equals(mutant.params())
        || !Printer.print(replay.mutant().script()).equals(Printer.print(mutant.script()))) {
      return new Result(false, "the chain does not replay to the same system", null, null, 0);
    }
    Mutant.Test test = m -> fails(m, kind, expected);
    if (!test.stillFails(replay.mutant())) {
      return new Result(
          false,
          "run again on the replayed chain, "
              + (kind == Verdict.Kind.INVALID_MODEL
                  ? "the model was not shown invalid"
                  : "the wrong status was not confirmed by " + independent.spec().name()),
          null,
          null,
          1);
    }
    if (maxTests == 0) {
      return new Result(true, "confirmed; not reduced", mutant, mutant.script(), 1);
    }
    int[] budget = {0};
    Mutant.Test bounded =
        m -> {
          if (budget[0] >= maxTests || stop.getAsBoolean()) {
            return false;
          }
          budget[0]++;
          return test.stillFails(m);
        };
    HornReduction.Result r =
        new HornReduction(
                new ChainReducer(catalog),
                new ClauseReducer(new Equivalence(independent), maxTests, stop),
                maxTests)
            .reduce(seed, mutant.chain(), bounded);
    Mutant reduced = r.chain().mutant();
    return new Result(
        true,
        "confirmed; reduced to "
            + r.chain().chain().size()
            + " of "
            + mutant.chain().size()
            + " steps, "
            + r.generic().assertions().size()
            + " of "
            + mutant.script().assertions().size()
            + " clauses",
        reduced,
        r.generic(),
        budget[0] + 1);
  }

  /** Whether {@code m}, run on the solver under test, still fails as {@code kind}. */
  private boolean fails(Mutant m, Verdict.Kind kind, HornSearch.Status expected)
      throws IOException, InterruptedException {
    Outcome o = run(underTest, m, true);
    HornSearch.Status got = HornRun.status(o);
    if (kind == Verdict.Kind.WRONG_STATUS) {
      if (got != HornSearch.Status.SAT && got != HornSearch.Status.UNSAT || got == expected) {
        return false;
      }
      return HornRun.status(run(independent, Mutant.seed(m.script()), false)) == expected;
    }
    if (got != HornSearch.Status.SAT) {
      return false;
    }
    String model = ((Answer.Sat) o.answers().get(0)).model();
    if (model == null) {
      return false;
    }
    ModelCheck.Result r =
        new QuantifiedModelCheck(new SolverResidue(independent)).check(m.script(), 0, model);
    return r instanceof ModelCheck.Result.Invalid;
  }

  private static Outcome run(Solver s, Mutant m, boolean models)
      throws IOException, InterruptedException {
    return s.run(Query.of("check", SolverInput.prepare(HornRun.caseText(m, false), models)));
  }
}
