package dev.assay.solver;

import java.util.List;

/**
 * The mode each solver runs in when the user gives no {@code --mode} ({@link
 * Solvers.Mode#MEASURED}), chosen from the measured table in bench/README.md ({@code
 * bench/session-modes.sh}: fresh, session and push-pop side by side on the corpus seeds and on
 * mutants). A shared process is chosen only where it was faster than fresh on both sets and gave
 * fresh mode's verdicts; a solver without a row runs fresh. A {@code --mode} the user gives always
 * wins.
 *
 * @param solver the preset name
 * @param mode the default mode
 * @param why the measurement behind it, in words
 */
public record ModeChoice(String solver, Solvers.Mode mode, String why) {

  public static final List<ModeChoice> ROWS =
      List.of(
          new ModeChoice("z3", Solvers.Mode.FRESH, "not yet measured"),
          new ModeChoice("cvc5", Solvers.Mode.FRESH, "not yet measured"),
          new ModeChoice("cvc4", Solvers.Mode.FRESH, "not yet measured"));

  /** The default mode of {@code spec}: its row's; fresh for the bundled Z3 and solvers without. */
  public static ModeChoice of(SolverSpec spec) {
    ModeChoice c =
        spec.supportsSession() ? SessionQuirks.rowOf(spec, ROWS, ModeChoice::solver) : null;
    if (c != null) {
      return c;
    }
    return new ModeChoice(
        spec.name(),
        Solvers.Mode.FRESH,
        spec.bundled() ? "its fresh mode already shares one worker process" : "not measured");
  }
}
