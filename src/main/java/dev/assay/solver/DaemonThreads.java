package dev.assay.solver;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledThreadPoolExecutor;

/**
 * Named daemon threads for the solver layer's helpers (output drains, timers, the spawner, a
 * worker's background work): they end with the JVM and never keep it alive after the work is done.
 *
 * <p>The bundled workers run it on their own class path ({@link BundledReleases}): it uses nothing
 * else of Assay.
 */
public final class DaemonThreads {
  private DaemonThreads() {}

  /** A daemon thread called {@code name} that runs {@code r}, not started. */
  public static Thread of(Runnable r, String name) {
    Thread t = new Thread(r, name);
    t.setDaemon(true);
    return t;
  }

  /** An executor whose one thread is a daemon called {@code name}. */
  public static ExecutorService single(String name) {
    return Executors.newSingleThreadExecutor(r -> of(r, name));
  }

  /**
   * A scheduler whose one thread is a daemon called {@code name}; a cancelled task leaves its queue
   * at once, so timers set and cancelled per query do not pile up.
   */
  public static ScheduledThreadPoolExecutor scheduler(String name) {
    ScheduledThreadPoolExecutor s = new ScheduledThreadPoolExecutor(1, r -> of(r, name));
    s.setRemoveOnCancelPolicy(true);
    return s;
  }
}
