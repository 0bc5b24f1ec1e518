package dev.assay.solver;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BiConsumer;
import java.util.function.BooleanSupplier;

/**
 * N workers running (spec, query) tasks in parallel. Each worker owns one {@link Solver} per spec,
 * kept across calls, so sessions and bundled workers are reused; tasks are handed out in order, and
 * results are returned in task order whatever order they finish in.
 */
public final class SolverPool implements AutoCloseable {
  /** One query for one solver configuration. */
  public record Task(SolverSpec spec, Query query) {}

  private final int workers;
  private final Solvers.Mode mode;
  private final RunLimits limits;
  private final List<Map<SolverSpec, Solver>> solvers = new ArrayList<>();

  public SolverPool(int workers, Solvers.Mode mode, RunLimits limits) {
    if (workers < 1) {
      throw new IllegalArgumentException("need at least one worker: " + workers);
    }
    this.workers = workers;
    this.mode = mode;
    this.limits = limits;
    for (int i = 0; i < workers; i++) {
      solvers.add(new LinkedHashMap<>());
    }
  }

  /** The number of processors, the default worker count. */
  public static int defaultWorkers() {
    return Runtime.getRuntime().availableProcessors();
  }

  /**
   * Runs every task; {@code onResult} is called once per task as it finishes (one call at a time,
   * from worker threads).
   *
   * @return the outcomes, in task order
   * @throws IOException when Assay itself cannot run a query (e.g. no temp space)
   */
  public List<Outcome> runAll(List<Task> tasks, BiConsumer<Integer, Outcome> onResult)
      throws IOException, InterruptedException {
    return runAll(tasks, onResult, () -> false);
  }

  /**
   * Runs the tasks until {@code stop} says so: from then on no worker starts a new task, and the
   * ones running finish (within their time limit), so every task is either done and reported to
   * {@code onResult} or not started. This is how a command stops on Ctrl-C without losing what its
   * workers were running.
   *
   * @return the outcomes in task order, {@code null} for the tasks not started
   */
  public List<Outcome> runAll(
      List<Task> tasks, BiConsumer<Integer, Outcome> onResult, BooleanSupplier stop)
      throws IOException, InterruptedException {
    Outcome[] results = new Outcome[tasks.size()];
    AtomicInteger next = new AtomicInteger();
    AtomicReference<Exception> failure = new AtomicReference<>();
    Object sinkLock = new Object();
    List<Thread> threads = new ArrayList<>();
    int n = Math.min(workers, Math.max(1, tasks.size()));
    for (int w = 0; w < n; w++) {
      Map<SolverSpec, Solver> own = solvers.get(w);
      Thread t =
          new Thread(
              () -> {
                int i;
                while (failure.get() == null
                    && !stop.getAsBoolean()
                    && (i = next.getAndIncrement()) < tasks.size()) {
                  Task task = tasks.get(i);
                  try {
                    Solver s =
                        own.computeIfAbsent(task.spec(), sp -> Solvers.open(sp, mode, limits));
                    Outcome o = s.run(task.query());
                    results[i] = o;
                    synchronized (sinkLock) {
                      onResult.accept(i, o);
                    }
                  } catch (IOException | InterruptedException | RuntimeException e) {
                    failure.compareAndSet(null, e);
                  }
                }
              },
              "assay-worker-" + w);
      threads.add(t);
      t.start();
    }
    try {
      for (Thread t : threads) {
        t.join();
      }
    } catch (InterruptedException e) {
      threads.forEach(Thread::interrupt);
      throw e;
    }
    Exception e = failure.get();
    if (e instanceof IOException io) {
      throw io;
    }
    if (e instanceof InterruptedException ie) {
      throw ie;
    }
    if (e instanceof RuntimeException re) {
      throw re;
    }
    return Collections.unmodifiableList(Arrays.asList(results));
  }

  /** Ends every solver process of every worker. */
  @Override
  public void close() {
    for (Map<SolverSpec, Solver> m : solvers) {
      m.values().forEach(Solver::close);
      m.clear();
    }
  }
}
