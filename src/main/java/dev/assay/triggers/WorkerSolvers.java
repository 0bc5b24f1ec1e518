package dev.assay.triggers;

import dev.assay.solver.FreshProcessSolver;
import dev.assay.solver.Query;
import dev.assay.solver.RunLimits;
import dev.assay.solver.Solver;
import dev.assay.solver.SolverRegistry;
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
 * first file and kept until the command ends. The fresh-state solver is borrowed from the command's
 * {@link SolverRegistry} under the limits the campaign runs its cases with, and handed back after
 * each file: the campaign's run of the found term's case then takes the same process instead of
 * starting another. The solver's own soft time limit, set in each query, ends a query in time; the
 * hard limit here (a margin above it) only catches a solver that ignores it.
 */
public final class WorkerSolvers implements AutoCloseable {
  /** Kept of a run's standard error: the verbose output of pattern inference can be long. */
  private static final int STDERR_CAP = 16 << 20;

  /**
   * A fresh-state solver other than the search's, with its settings: one a claim is also checked on
   * ({@code --check-with}), or one whose default-mode refutation gives a hints' batch ({@code
   * --hints-with}).
   */
  record OtherSolver(dev.assay.solver.SolverSpec spec, Solver fresh, ValidationSettings settings) {}

  private final SolverChoice choice;
  private final RunLimits limits;
  private final RunLimits caseLimits;
  private final Solver session;
  private Solver fresh;
  private Solver spare;
  private final List<OtherSolver> crossChecks;
  private final List<OtherSolver> hintSources;
  private Solver inference;

  private WorkerSolvers(
      SolverChoice choice,
      RunLimits limits,
      RunLimits caseLimits,
      Solver session,
      List<OtherSolver> crossChecks,
      List<OtherSolver> hintSources) {
    this.choice = choice;
    this.limits = limits;
    this.caseLimits = caseLimits;
    this.session = session;
    this.crossChecks = crossChecks;
    this.hintSources = hintSources;
  }

  /**
   * The limits the campaign runs a found term's case with ({@code --timeout}), which the
   * fresh-state solver is borrowed under, so that the case's run finds it idle.
   */
  public static RunLimits caseLimits(Duration timeout) {
    return RunLimits.DEFAULT.withTimeout(timeout);
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
    return new WorkerSolvers(
        choice,
        limits,
        caseLimits(longestQuery),
        Solvers.open(choice.search(), Solvers.Mode.SESSION_PUSH_POP, limits),
        others(choice, choice.checkWith(), limits),
        others(choice, choice.hintsWith(), limits));
  }

  /** Fresh-state solvers of {@code specs}, each with its validations' settings. */
  private static List<OtherSolver> others(
      SolverChoice choice, List<dev.assay.solver.SolverSpec> specs, RunLimits limits) {
    List<OtherSolver> out = new ArrayList<>();
    for (var spec : specs) {
      out.add(
          new OtherSolver(
              spec, Solvers.open(spec, Solvers.Mode.FRESH, limits), choice.validation(spec)));
    }
    return List.copyOf(out);
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
    Solver fresh = fresh();
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

  /** The fresh-state solver for validation, borrowed again after {@link #handBackFresh}. */
  synchronized Solver fresh() {
    if (fresh == null) {
      fresh = SolverRegistry.shared().borrow(choice.search(), Solvers.Mode.FRESH, caseLimits);
    }
    return fresh;
  }

  /**
   * A second fresh-state solver of the search's kind, for a validation that finds the first busy
   * ({@link Validator}); opened at its first use, handed back with the first.
   */
  synchronized Solver spareFresh() {
    if (spare == null) {
      spare = SolverRegistry.shared().borrow(choice.search(), Solvers.Mode.FRESH, caseLimits);
    }
    return spare;
  }

  /**
   * Hands the fresh-state solvers back to the registry when a file's search has ended (nothing of
   * the search uses them any more), with their processes running, for the campaign's run of the
   * case.
   */
  public synchronized void handBackFresh() {
    // validations run while holding the solver's lock: none may be under way when it goes back
    if (fresh != null) {
      synchronized (fresh) {
        fresh.close();
      }
      fresh = null;
    }
    if (spare != null) {
      synchronized (spare) {
        spare.close();
      }
      spare = null;
    }
  }

  List<OtherSolver> crossChecks() {
    return crossChecks;
  }

  List<OtherSolver> hintSources() {
    return hintSources;
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

  /**
   * The Z3 whose default mode gives the search's own hints: the search's solver when it is a Z3,
   * else the inference Z3.
   */
  dev.assay.solver.SolverSpec hintsZ3() {
    return dev.assay.solver.EMatching.of(choice.search()).infersPatterns()
        ? choice.search()
        : choice.inference();
  }

  /**
   * The Z3 {@code z3} logging its instantiations to {@code traceFile} (global parameters on its
   * command line, so they hold from its first context on), each query in a process of its own: the
   * search's own hints' Z3 ({@link #hintsZ3}) or another release. The caller closes it.
   */
  Solver traced(dev.assay.solver.SolverSpec z3, java.nio.file.Path traceFile) {
    List<String> options = new java.util.ArrayList<>(z3.options());
    options.add("trace=true");
    options.add("trace_file_name=" + traceFile);
    return new FreshProcessSolver(z3.withOptions(options), limits);
  }

  @Override
  public void close() {
    try {
      session.close();
    } finally {
      handBackFresh();
      crossChecks.forEach(c -> c.fresh().close());
      hintSources.forEach(h -> h.fresh().close());
      if (inference != null) {
        inference.close();
      }
    }
  }
}
