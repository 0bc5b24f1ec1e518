package dev.assay.triggers;

import dev.assay.solver.FreshProcessSolver;
import dev.assay.solver.RunLimits;
import dev.assay.solver.Solver;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.Solvers;
import java.time.Duration;

/**
 * The two solvers one search uses (§4, "Setup", and the speed goal of Assay): one long-lived
 * session answers the many small model queries inside {@code (push 1)}/{@code (pop 1)}; validation
 * and pattern inference run from a fresh state each time, so that their answers do not depend on
 * what ran before. Both are the same solver build; Z3's own soft time limit, set in each query,
 * ends a query in time, and the hard limit here (a margin above it) only catches a solver that
 * ignores it.
 */
public final class SearchSolvers implements AutoCloseable {
  /** Kept of a run's standard error: the verbose output of pattern inference can be long. */
  private static final int STDERR_CAP = 16 << 20;

  private final SolverSpec spec;
  private final RunLimits limits;
  private final Solver session;
  private final Solver fresh;
  private Solver inference;

  private SearchSolvers(SolverSpec spec, RunLimits limits, Solver session, Solver fresh) {
    this.spec = spec;
    this.limits = limits;
    this.session = session;
    this.fresh = fresh;
  }

  /**
   * Opens the session and the fresh-state solver for {@code spec}.
   *
   * @param longestQuery the longest soft limit any query of the search will get
   */
  public static SearchSolvers open(SolverSpec spec, Duration longestQuery) {
    RunLimits limits =
        RunLimits.DEFAULT
            .withTimeout(longestQuery.plus(Duration.ofMillis(Deadline.HARD_MARGIN_MILLIS)))
            .withCaps(16 << 20, STDERR_CAP);
    return new SearchSolvers(
        spec,
        limits,
        Solvers.open(spec, Solvers.Mode.SESSION_PUSH_POP, limits),
        Solvers.open(spec, Solvers.Mode.FRESH, limits));
  }

  /**
   * Starts both solver processes at once (for the bundled Z3 each is a JVM, whose start-up is most
   * of a small search's time), instead of one after the other at their first queries.
   */
  public void warmUp(Duration limit) throws InterruptedException {
    Thread other =
        new Thread(
            () -> {
              try {
                fresh.run(dev.assay.solver.Query.of("warm-up", "(check-sat)"), limit);
              } catch (java.io.IOException e) {
                // the first real query reports it
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              }
            },
            "assay-triggers-warm-up");
    other.setDaemon(true);
    other.start();
    try {
      session.run(dev.assay.solver.Query.of("warm-up", "(check-sat)"), limit);
    } catch (java.io.IOException e) {
      // the first real query reports it
    }
    other.join();
  }

  public SolverSpec spec() {
    return spec;
  }

  /** The push/pop session for model queries. */
  Solver session() {
    return session;
  }

  /** The fresh-state solver for validation. */
  Solver fresh() {
    return fresh;
  }

  /**
   * A solver that runs each query in a process of its own, for pattern inference: its answer is on
   * standard error, which is only known to be complete once the process has ended.
   */
  Solver inference() {
    if (inference == null) {
      inference = new FreshProcessSolver(spec, limits);
    }
    return inference;
  }

  @Override
  public void close() {
    try {
      session.close();
    } finally {
      fresh.close();
      if (inference != null) {
        inference.close();
      }
    }
  }
}
