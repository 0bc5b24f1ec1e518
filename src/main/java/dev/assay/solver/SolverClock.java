package dev.assay.solver;

import java.time.Duration;
import java.util.concurrent.atomic.LongAdder;

/**
 * The wall-clock time of every solver query this process has run, summed over threads: fresh
 * processes from start to exit, session queries from sent to answered (a session's or worker's
 * start-up is not a query). A campaign compares it with the time its recorded runs took, to say how
 * much went to solver calls outside them (model checks, fresh confirmations, reductions, a
 * technique's own queries) and how much was Assay's own.
 */
public final class SolverClock {
  private static final LongAdder NANOS = new LongAdder();

  /**
   * The same sum for the calling thread alone: a campaign's runner reads it around one case to
   * record what the case's judgement cost beyond its runs (a solver call is timed on the thread
   * that waits for its answer).
   */
  private static final ThreadLocal<long[]> THREAD = ThreadLocal.withInitial(() -> new long[1]);

  private SolverClock() {}

  static void add(Duration wall) {
    NANOS.add(wall.toNanos());
    THREAD.get()[0] += wall.toNanos();
  }

  /** Nanoseconds of solver queries so far, summed over threads. */
  public static long nanos() {
    return NANOS.sum();
  }

  /** Nanoseconds of the solver queries the calling thread has waited for so far. */
  public static long threadNanos() {
    return THREAD.get()[0];
  }
}
