package dev.assay.oracle;

import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Script;
import dev.assay.solver.Outcome;
import dev.assay.solver.Query;
import dev.assay.solver.Solver;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * Runs a script Assay made (a reduction candidate, a reference's check of one) on a solver, sent as
 * a case is ({@link SolverInput}). The solver failing to run is an environment problem the caller
 * cannot mend mid-reduction, and a reduction's test may throw only {@link InterruptedException}, so
 * it is rethrown unchecked.
 */
public final class ScriptRun {
  private ScriptRun() {}

  /**
   * The outcome of {@code script}, printed and prepared for the solver (model requests added when
   * {@code askForModels}), run on {@code solver} as query {@code name}.
   */
  public static Outcome run(Solver solver, String name, Script script, boolean askForModels)
      throws InterruptedException {
    String text = SolverInput.prepare(Printer.print(script), askForModels);
    try {
      return solver.run(Query.of(name, text));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
