package dev.assay.campaign;

import dev.assay.core.Verdict;
import dev.assay.oracle.Judgement;
import dev.assay.oracle.Oracle;
import dev.assay.oracle.RunResult;
import dev.assay.oracle.SolverInput;
import dev.assay.oracle.TestCase;
import dev.assay.solver.Answer;
import dev.assay.solver.Outcome;
import dev.assay.solver.Query;
import dev.assay.solver.Solver;
import dev.assay.solver.SolverMessages;
import dev.assay.solver.SolverSpec;
import java.io.IOException;

/**
 * A case run again without Assay's model requests, for a solver that refuses to make models with
 * the options it was given: its status is still judged; a sat answer's model is unchecked. Used by
 * every run of a campaign and by the fresh re-run of a shared process's error.
 */
final class WithoutModels {
  private WithoutModels() {}

  static RunResult rerun(
      TestCase c,
      SolverSpec spec,
      Solver solver,
      Oracle oracle,
      SolverMessages.Message why,
      String mode)
      throws IOException, InterruptedException {
    TestCase plain =
        new TestCase(
            c.id(),
            c.script(),
            SolverInput.prepare(c.original(), false),
            c.original(),
            c.expectation(),
            c.basis(),
            c.provenance());
    Outcome o = solver.run(Query.of(c.id(), plain.sent()));
    Judgement j = oracle.judge(plain.script(), plain.expectation(), o, spec);
    RunResult r = RunResult.judged(plain, spec, mode, o, j);
    if (j.overall().is(Verdict.Kind.OK)
        && o.answers().stream().anyMatch(a -> a instanceof Answer.Sat)) {
      r =
          r.withVerdict(
                  Verdict.unchecked(
                      "sat; the model was not checked: the solver cannot make models with"
                          + " these options ("
                          + why.pattern().pattern()
                          + ")"))
              .withFailure(false);
    }
    return r.withField("models", "not asked: the solver refuses models with these options");
  }
}
