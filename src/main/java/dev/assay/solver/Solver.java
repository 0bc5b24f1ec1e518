package dev.assay.solver;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.function.BiConsumer;

/**
 * A solver configuration ready to run queries: a fresh process per query, or a session reusing one.
 * Whatever the solver does (crash, hang, garbage) comes back as an {@link Outcome}; only Assay's
 * environment failing (temp files, interruption) throws. Not thread-safe: one thread drives one
 * solver; a {@link SolverPool} gives each worker its own.
 */
public interface Solver extends AutoCloseable {

  SolverSpec spec();

  /** Runs one query and waits for its outcome. */
  Outcome run(Query query) throws IOException, InterruptedException;

  /**
   * Runs one query under a shorter time limit than the configured one (never a longer one), for
   * callers that must end by a deadline. Solvers that cannot change the limit per query use theirs.
   */
  default Outcome run(Query query, Duration timeout) throws IOException, InterruptedException {
    return run(query);
  }

  /** {@link #runAll(List, BiConsumer)} with each query under at most {@code timeout}. */
  default void runAll(List<Query> queries, Duration timeout, BiConsumer<Integer, Outcome> sink)
      throws IOException, InterruptedException {
    runAll(queries, sink);
  }

  /**
   * Runs the queries in order, handing each outcome with its index to {@code sink} as soon as it is
   * known. Sessions override this to stream queries to the solver ahead of its answers.
   */
  default void runAll(List<Query> queries, BiConsumer<Integer, Outcome> sink)
      throws IOException, InterruptedException {
    for (int i = 0; i < queries.size(); i++) {
      sink.accept(i, run(queries.get(i)));
    }
  }

  /**
   * Starts, in the background, the process the first query will need, where starting one is slow (a
   * bundled Z3 worker is a JVM): a command calls it before its own set-up (the store, the inputs),
   * which then overlaps the start. Solvers that start nothing ahead do nothing.
   */
  default void prestart() {}

  /** Ends every process this solver started; idempotent. */
  @Override
  void close();
}
