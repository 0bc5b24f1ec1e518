package dev.assay.solver;

/** Opens a {@link Solver} for a spec in the asked execution mode. */
public final class Solvers {
  /** How queries share processes. */
  public enum Mode {
    /**
     * Every query from a fresh state: a new process per query for binaries ({@code solver
     * file.smt2}); for the bundled Z3, a fresh Z3 context per query in a long-lived worker.
     */
    FRESH,
    /** One process for many queries, {@code (reset)} between them; restarted when it dies. */
    SESSION_RESET,
    /** One process for many queries, each inside {@code (push 1)} ... {@code (pop 1)}. */
    SESSION_PUSH_POP,
    /** Each solver in its measured default mode ({@link ModeChoice}): when no mode is given. */
    MEASURED
  }

  /** The mode {@code spec} runs in when {@code mode} is asked for. */
  public static Mode resolve(Mode mode, SolverSpec spec) {
    return mode == Mode.MEASURED ? ModeChoice.of(spec).mode() : mode;
  }

  private Solvers() {}

  /**
   * A solver for {@code spec}.
   *
   * @throws IllegalArgumentException when a session mode is asked of a solver that has none
   */
  public static Solver open(SolverSpec spec, Mode mode, RunLimits limits) {
    switch (mode) {
      case FRESH:
        return spec.bundled()
            ? new SessionSolver(spec, SessionSolver.Mode.FRESH_CONTEXT, limits)
            : new FreshProcessSolver(spec, limits);
      case SESSION_RESET:
        return new SessionSolver(spec, SessionSolver.Mode.RESET, limits);
      case SESSION_PUSH_POP:
        return new SessionSolver(spec, SessionSolver.Mode.PUSH_POP, limits);
      case MEASURED:
        return open(spec, resolve(mode, spec), limits);
      default:
        throw new AssertionError(mode);
    }
  }
}
