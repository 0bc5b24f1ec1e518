package dev.assay.solver.z3;

import com.microsoft.z3.Native;
import dev.assay.solver.DaemonThreads;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * The time limit of the worker's current query: when it passes, a timer thread interrupts Z3 in the
 * query's context ({@code Z3_interrupt}: the running command gives up at its next check), so that
 * the worker ends the query itself and stays for the next one, instead of Assay killing the worker
 * and waiting for a new JVM.
 *
 * <p>The interrupt never reaches a context that is being replaced or deleted: the context is handed
 * over under a lock, and a timer task of an earlier query that fires late finds another generation
 * and does nothing.
 */
final class QueryDeadline {
  private final ScheduledThreadPoolExecutor timer = DaemonThreads.scheduler("z3-deadline");
  private final Object lock = new Object();

  /** The query's context to interrupt, or 0 while there is none (not armed, contexts swapped). */
  private long ctx;

  /** Counts the queries armed, so that a late timer task of an earlier one does nothing. */
  private long generation;

  private boolean armed;
  private volatile boolean passed;
  private ScheduledFuture<?> task;

  /** Starts the limit of a query that runs in {@code context}; 0 millis means no limit. */
  void arm(long context, long millis) {
    if (millis <= 0) {
      return;
    }
    long g;
    synchronized (lock) {
      ctx = context;
      passed = false;
      armed = true;
      g = ++generation;
    }
    task = timer.schedule(() -> pass(g), millis, TimeUnit.MILLISECONDS);
  }

  private void pass(long g) {
    synchronized (lock) {
      if (!armed || g != generation) {
        return;
      }
      passed = true;
      if (ctx != 0) {
        Native.interrupt(ctx);
      }
    }
  }

  /**
   * Whether the current query's limit has passed: its commands stop, and nothing more is printed.
   */
  boolean passed() {
    return passed;
  }

  /**
   * Points the interrupt at another context (0: none while the query's contexts are swapped by a
   * {@code (reset)}); before the old context is deleted.
   */
  void retarget(long context) {
    synchronized (lock) {
      if (armed) {
        ctx = passed ? 0 : context;
      }
    }
  }

  /**
   * Stops watching the query: no interrupt reaches its context once this returns.
   *
   * @return whether its limit passed
   */
  boolean disarm() {
    if (task != null) {
      task.cancel(false);
      task = null;
    }
    synchronized (lock) {
      boolean p = passed;
      armed = false;
      passed = false;
      ctx = 0;
      return p;
    }
  }
}
