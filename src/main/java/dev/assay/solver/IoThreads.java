package dev.assay.solver;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.atomic.AtomicInteger;

/** The daemon threads that drain solver output, feed stdin and fire timeouts. */
final class IoThreads {
  private static final AtomicInteger COUNT = new AtomicInteger();

  /** Drains and stdin writers: one short task per stream per run. */
  static final ExecutorService IO =
      Executors.newCachedThreadPool(
          r -> DaemonThreads.of(r, "assay-io-" + COUNT.incrementAndGet()));

  /** Session timeouts. */
  static final ScheduledExecutorService TIMERS = timers();

  private IoThreads() {}

  private static ScheduledExecutorService timers() {
    ScheduledThreadPoolExecutor t =
        new ScheduledThreadPoolExecutor(1, r -> DaemonThreads.of(r, "assay-timeout"));
    t.setRemoveOnCancelPolicy(true);
    return t;
  }
}
