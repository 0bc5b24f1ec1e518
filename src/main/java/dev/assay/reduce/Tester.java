package dev.assay.reduce;

import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Script;
import dev.assay.smtlib.SortChecker;
import dev.assay.smtlib.SortError;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Runs the interestingness test on candidates, at most {@code budget} times; rejects ill-sorted
 * candidates without running it, and never tests the same printed script twice.
 *
 * <p>Passes hand it their candidates in order and take the first interesting one. With one test
 * that is all; with {@code j} tests (one per thread, each with its own solvers) it tests the next
 * {@code j} candidates side by side and still takes the first interesting one in the passes' order,
 * whichever finished first. Its bookkeeping follows that order too: the budget counts the tests the
 * one-test reducer would have made, and a candidate tested ahead but not reached is forgotten (its
 * answer is kept, so it is not run again if it comes back). So the reduced script is the same for
 * every {@code j}, given a test whose answer depends on the script alone.
 */
final class Tester implements AutoCloseable {
  private final List<Interestingness> tests;
  private final int budget;
  private final Set<String> seen = new HashSet<>();

  /** Answers of candidates tested ahead of the one accepted, by printed text. */
  private final Map<String, Boolean> ahead = new HashMap<>();

  private final ExecutorService pool;
  private final BlockingQueue<Interestingness> idle;
  private int runs;
  private int accepted;
  private int executed;

  Tester(Interestingness test, int budget) {
    this(List.of(test), budget);
  }

  /** A tester that runs up to {@code tests.size()} candidates at once, each on its own test. */
  Tester(List<Interestingness> tests, int budget) {
    if (tests.isEmpty()) {
      throw new IllegalArgumentException("at least one test");
    }
    this.tests = List.copyOf(tests);
    this.budget = budget;
    this.idle = new ArrayBlockingQueue<>(tests.size(), false, tests);
    this.pool = tests.size() == 1 ? null : Executors.newFixedThreadPool(tests.size(), daemon());
  }

  boolean exhausted() {
    return runs >= budget;
  }

  /** The reduction's result for {@code script}, with this tester's counts. */
  Reducer.Result result(Script script) {
    return new Reducer.Result(script, runs, accepted, executed);
  }

  /** True if {@code candidate} is well-sorted and interesting. */
  boolean interesting(Script candidate) throws InterruptedException {
    return firstInteresting(List.of(candidate).iterator()) != null;
  }

  /**
   * The first of {@code candidates} (in their order) that is well-sorted and interesting, or null
   * when none is or the budget ran out first. Candidates after the one returned are not drawn
   * beyond the batch in flight.
   */
  Script firstInteresting(Iterator<Script> candidates) throws InterruptedException {
    while (!exhausted()) {
      // draw the next batch as the one-test reducer would meet it: skipping printed texts it
      // tested already and ill-sorted ones (which it marks as seen without a run)
      List<Script> batch = new ArrayList<>();
      List<String> texts = new ArrayList<>();
      List<String> drawn = new ArrayList<>();
      while (batch.size() < tests.size() && runs + batch.size() < budget && candidates.hasNext()) {
        Script c = candidates.next();
        String text = Printer.print(c);
        if (!seen.add(text)) {
          continue;
        }
        drawn.add(text);
        if (!wellSorted(c)) {
          continue;
        }
        batch.add(c);
        texts.add(text);
      }
      if (batch.isEmpty()) {
        return null;
      }
      boolean[] answers = answers(batch, texts);
      for (int k = 0; k < batch.size(); k++) {
        runs++;
        if (answers[k]) {
          accepted++;
          // the one-test reducer stops here: what it never met stays unmet
          seen.removeAll(drawn.subList(drawn.indexOf(texts.get(k)) + 1, drawn.size()));
          ahead.clear();
          for (int m = k + 1; m < batch.size(); m++) {
            ahead.put(texts.get(m), answers[m]);
          }
          return batch.get(k);
        }
      }
    }
    return null;
  }

  private static boolean wellSorted(Script candidate) {
    try {
      SortChecker.check(candidate);
      return true;
    } catch (SortError | IllegalArgumentException e) {
      return false;
    }
  }

  /** The answers for a batch: known ones from earlier batches, the rest run side by side. */
  private boolean[] answers(List<Script> batch, List<String> texts) throws InterruptedException {
    boolean[] out = new boolean[batch.size()];
    List<Integer> toRun = new ArrayList<>();
    for (int k = 0; k < batch.size(); k++) {
      Boolean known = ahead.remove(texts.get(k));
      if (known != null) {
        out[k] = known;
      } else {
        toRun.add(k);
      }
    }
    executed += toRun.size();
    if (pool == null || toRun.size() == 1) {
      for (int k : toRun) {
        out[k] = tests.get(0).test(batch.get(k));
      }
      return out;
    }
    List<Future<Boolean>> futures = new ArrayList<>();
    for (int k : toRun) {
      Script s = batch.get(k);
      futures.add(
          pool.submit(
              () -> {
                Interestingness t = idle.take();
                try {
                  return t.test(s);
                } finally {
                  idle.put(t);
                }
              }));
    }
    try {
      for (int i = 0; i < toRun.size(); i++) {
        out[toRun.get(i)] = futures.get(i).get();
      }
    } catch (ExecutionException e) {
      futures.forEach(f -> f.cancel(true));
      Throwable cause = e.getCause();
      if (cause instanceof InterruptedException ie) {
        throw ie;
      }
      if (cause instanceof RuntimeException re) {
        throw re;
      }
      if (cause instanceof Error err) {
        throw err;
      }
      throw new IllegalStateException(cause);
    } catch (InterruptedException e) {
      futures.forEach(f -> f.cancel(true));
      throw e;
    }
    return out;
  }

  private static java.util.concurrent.ThreadFactory daemon() {
    return r -> {
      Thread t = new Thread(r, "assay-reduce-test");
      t.setDaemon(true);
      return t;
    };
  }

  @Override
  public void close() {
    if (pool != null) {
      pool.shutdownNow();
    }
  }
}
