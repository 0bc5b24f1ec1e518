package dev.assay.solver;

import java.util.List;

/**
 * The mode each solver runs in when the user gives no {@code --mode} ({@link
 * Solvers.Mode#MEASURED}), chosen from the measured table in bench/README.md ({@code
 * bench/session-modes.sh}: fresh, session and push-pop side by side on the corpus seeds and on
 * mutants). A shared process is chosen only where it was faster than fresh on both sets and gave
 * fresh mode's verdicts, and of two such modes the one whose slower set was faster; a solver
 * without a row runs fresh. A {@code --mode} the user gives always wins.
 *
 * @param solver the preset name
 * @param mode the default mode
 * @param why the measurement behind it, in words
 */
public record ModeChoice(String solver, Solvers.Mode mode, String why) {

  public static final List<ModeChoice> ROWS =
      List.of(
          new ModeChoice(
              "z3",
              Solvers.Mode.SESSION_RESET,
              "session took 0.89 of fresh's wall time on 420 mutants and 0.76 on 229 seeds, with"
                  + " fresh's verdicts (push-pop: 1.16 on mutants, 0.53 on seeds)"),
          new ModeChoice(
              "cvc5",
              Solvers.Mode.SESSION_RESET,
              "session took 0.49 of fresh's wall time on 420 mutants and 0.84 on 229 seeds, with"
                  + " fresh's verdicts (push-pop: 0.50 and 0.84)"),
          new ModeChoice(
              "cvc4",
              Solvers.Mode.SESSION_RESET,
              "session took 0.50 of fresh's wall time on 420 mutants and 0.49 on 229 seeds, with"
                  + " fresh's verdicts but for one run near the time limit (push-pop: 1.41 on"
                  + " mutants)"));

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
