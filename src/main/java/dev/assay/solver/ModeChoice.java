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
          new ModeChoice(
              "z3",
              Solvers.Mode.SESSION_PUSH_POP,
              "push-pop took 0.30 of fresh's wall time on mutants and 0.56 on seeds, with fresh's"
                  + " verdicts but for runs near the time limit"),
          new ModeChoice(
              "cvc5",
              Solvers.Mode.SESSION_RESET,
              "session took 0.79 of fresh's wall time on mutants and 0.92 on seeds, with fresh's"
                  + " verdicts (push-pop: 1.31 on seeds)"),
          new ModeChoice(
              "cvc4",
              Solvers.Mode.FRESH,
              "session was no faster than fresh on mutants (1.02), push-pop slower (1.17)"));

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
