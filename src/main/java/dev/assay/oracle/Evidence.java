package dev.assay.oracle;

import java.io.IOException;
import java.util.List;

/**
 * Where the oracle looks for evidence that the runs of a case do not hold: answers of independent
 * solvers (never the same build as a solver under test), and the solver under test asked again for
 * a model. The campaign provides it (the oracle starts no process of its own); asked only when the
 * case's own runs confirm nothing.
 */
public interface Evidence {
  /** Evidence that has nothing to add. */
  Evidence NONE =
      new Evidence() {
        @Override
        public List<RunResult> independentRuns(TestCase c, List<RunResult> runs) {
          return List.of();
        }

        @Override
        public RunResult withModel(RunResult r) {
          return null;
        }
      };

  /**
   * The case run on the independent solvers that are not the same build as any solver of {@code
   * runs}, each judged like a run of the campaign (its model checked by Assay's evaluator).
   */
  List<RunResult> independentRuns(TestCase c, List<RunResult> runs)
      throws IOException, InterruptedException;

  /**
   * {@code r}'s solver asked again on the case with models requested, judged; null when the case
   * asked for models already (the answer would be the same) or the solver cannot be asked.
   */
  RunResult withModel(RunResult r) throws IOException, InterruptedException;
}
