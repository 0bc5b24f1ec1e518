package dev.assay.triggers;

import dev.assay.solver.FreshProcessSolver;
import dev.assay.solver.Query;
import dev.assay.solver.RunLimits;
import dev.assay.solver.Solver;
import dev.assay.solver.Solvers;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The solvers one worker uses for every file it searches, opened once per command (§4, "Setup", and
 * Assay's speed): one long-lived session answers the many small model queries inside {@code (push
 * 1)}/{@code (pop 1)}; validations, the claim checks and pattern inference run from a fresh state
 * each time, so that their answers do not depend on what ran before. With the bundled Z3 the
 * session and the fresh-state solver are two JVM workers, started side by side on the worker's
 * first file and kept until the command ends. The solver's own soft time limit, set in each query,
 * ends a query in time; the hard limit here (a margin above it) only catches a solver that ignores
 * it.
 */
public final class WorkerSolvers implements AutoCloseable {
  /** Kept of a run's standard error: the verbose output of pattern inference can be long. */
  private static final int STDERR_CAP = 16 << 20;

  /** A fresh-state solver a claim is also checked on, with its settings. */
  record CrossCheck(Solver fresh, ValidationSettings settings) {}

  private final SolverChoice choice;
  private final RunLimits limits;
  private final Solver session;
  private final Solver fresh;
  private final List<CrossCheck> crossChecks;
  private Solver inference;

  private WorkerSolvers(
      SolverChoice choice,
      RunLimits limits,
      Solver session,
      Solver fresh,
      List<CrossCheck> crossChecks) {
    this.choice = choice;
    this.limits = limits;
    this.session = session;
    this.fresh = fresh;
    this.crossChecks = crossChecks;
  }

  /**
   * Opens the session and the fresh-state solvers (processes start at their first query, or at
   * {@link #warmUp}).
   *
   * @param longestQuery the longest soft limit any query of a search will get
   */
  public static WorkerSolvers open(SolverChoice choice, Duration longestQuery) {
    RunLimits limits =
        RunLimits.DEFAULT
            .withTimeout(longestQuery.plus(Duration.ofMillis(Deadline.HARD_MARGIN_MILLIS)))
            .withCaps(16 << 20, STDERR_CAP);
    List<CrossCheck> cross = new ArrayList<>();
    for (var spec : choice.checkWith()) {
      cross.add(
          new CrossCheck(Solvers.open(spec, Solvers.Mode.FRESH, limits), choice.validation(spec)));
    }
    return new WorkerSolvers(
        choice,
        limits,
        Solvers.open(choice.search(), Solvers.Mode.SESSION_PUSH_POP, limits),
        Solvers.open(choice.search(), Solvers.Mode.FRESH, limits),
        List.copyOf(cross));
  }

  /**
   * Starts the session and the fresh-state solver at once (for the bundled Z3 each is a JVM, whose
   * start-up is most of a small search's time), instead of one after the other at their first
   * queries. The session's warm-up query has the options of every model query, so the process it
   * starts is the one they share.
   *
   * @param modelMillis the soft limit of a model query
   */
  public void warmUp(Duration limit, long modelMillis) throws InterruptedException {
    Thread other =
        new Thread(
            () -> {
              try {
                fresh.run(Query.of("warm-up", "(check-sat)"), limit);
              } catch (IOException e) {
                // the first real query reports it
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              }
            },
            "assay-triggers-warm-up");
    other.setDaemon(true);
    other.start();
    try {
      session.run(
          Query.of(
              "warm-up",
              ModelQueries.header(choice.validation().dialect(), modelMillis) + "(check-sat)\n"),
          limit);
    } catch (IOException e) {
      // the first real query reports it
    }
    other.join();
  }

  public SolverChoice choice() {
    return choice;
  }

  /** The settings of the search solver's validations. */
  ValidationSettings validation() {
    return choice.validation();
  }

  /** The push/pop session for model queries. */
  Solver session() {
    return session;
  }

  /** The fresh-state solver for validation. */
  Solver fresh() {
    return fresh;
  }

  List<CrossCheck> crossChecks() {
    return crossChecks;
  }

  /**
   * A solver that runs each query in a process of its own, for pattern inference: its answer is on
   * standard error, which is only known to be complete once the process has ended.
   */
  Solver inference() {
    if (inference == null) {
      inference = new FreshProcessSolver(choice.inference(), limits);
    }
    return inference;
  }

  @Override
  public void close() {
    try {
      session.close();
    } finally {
      fresh.close();
      crossChecks.forEach(c -> c.fresh().close());
      if (inference != null) {
        inference.close();
      }
    }
  }
}
