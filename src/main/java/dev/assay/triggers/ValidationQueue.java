package dev.assay.triggers;

import dev.assay.smtlib.Sort;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Future;
import java.util.function.LongSupplier;

/**
 * The validations of one file's searches, on a thread of their own beside the model queries. The
 * batches waiting when the thread is free (up to {@link #SCREEN}) are screened together in one
 * incremental run ({@link Validator#screen}): the input's own E-matching work is done once for all
 * of them instead of once per batch, which is most of a validation's time on a large input. A batch
 * the screen refutes is validated again in a fresh run, the paper's validation, and only that
 * answer counts; a batch the screen does not refute counts as not refuted (the incremental run may
 * miss a refutation a fresh one would find; the claim check never relies on it). Before its first
 * batch the thread runs what the file's searches need from it anyway (the runs of the input alone
 * under the other seed settings, which say early whether any term can be missing at all).
 */
final class ValidationQueue implements AutoCloseable {
  /** The most batches screened in one run. */
  static final int SCREEN = 8;

  /**
   * A batch's answer.
   *
   * @param result the fresh run's answer where the screen refuted the batch, else the screen's
   * @param seconds how long the fresh run took (0 when there was none)
   */
  record Checked(Validator.Result result, double seconds) {}

  private record Request(
      List<TriggerArg> args, Map<String, Sort> fresh, CompletableFuture<Checked> result) {}

  private final Validator validator;
  private final LongSupplier limitMillis;
  private final LongSupplier baseMillis;
  private final Deadline until;
  private final ArrayDeque<Request> queue = new ArrayDeque<>();
  private final Thread thread;
  private final Runnable first;
  private final SearchProfile profile;
  private volatile boolean closed;
  private int screened;
  private int screenRefuted;
  private int confirmed;

  /**
   * @param limitMillis the soft limit of one check (read when a run starts)
   * @param baseMillis the soft limit of a screening run's check of the input alone
   * @param until when validations end
   * @param profile where the thread's time is counted (apart from the search threads' phases)
   * @param first what the thread runs before its first batch
   */
  ValidationQueue(
      Validator validator,
      LongSupplier limitMillis,
      LongSupplier baseMillis,
      Deadline until,
      SearchProfile profile,
      Runnable first) {
    this.validator = validator;
    this.limitMillis = limitMillis;
    this.baseMillis = baseMillis;
    this.until = until;
    this.first = first;
    this.profile = profile;
    this.thread = new Thread(this::loop, "assay-triggers-validation");
    thread.setDaemon(true);
    thread.start();
  }

  /** Queues a batch; its answer: a fresh run's where the screen refuted it, else the screen's. */
  synchronized Future<Checked> submit(List<TriggerArg> args, Map<String, Sort> fresh) {
    CompletableFuture<Checked> f = new CompletableFuture<>();
    queue.add(new Request(List.copyOf(args), fresh, f));
    notifyAll();
    return f;
  }

  /** Batches screened, batches the screen refuted, and of those the ones a fresh run confirmed. */
  synchronized int[] counts() {
    return new int[] {screened, screenRefuted, confirmed};
  }

  private List<Request> take() throws InterruptedException {
    synchronized (this) {
      while (queue.isEmpty() && !closed) {
        wait();
      }
      List<Request> out = new ArrayList<>();
      while (!queue.isEmpty() && out.size() < SCREEN) {
        out.add(queue.poll());
      }
      return out;
    }
  }

  private void loop() {
    try {
      first.run();
      while (!closed) {
        List<Request> batch = take();
        if (batch.isEmpty()) {
          continue;
        }
        long t0 = System.nanoTime();
        try {
          run(batch);
        } catch (RuntimeException | java.io.IOException e) {
          for (Request r : batch) {
            r.result().completeExceptionally(e);
          }
        } finally {
          profile.addBackgroundValidation(System.nanoTime() - t0);
        }
      }
    } catch (InterruptedException e) {
      // closed
    } finally {
      synchronized (this) {
        for (Request r : queue) {
          r.result().complete(new Checked(Validator.Result.TIMEOUT, 0));
        }
        queue.clear();
      }
    }
  }

  private void run(List<Request> batch) throws java.io.IOException, InterruptedException {
    long per = until.limit(limitMillis.getAsLong());
    if (until.passed()) {
      batch.forEach(r -> r.result().complete(new Checked(Validator.Result.TIMEOUT, 0)));
      return;
    }
    List<List<TriggerArg>> args = new ArrayList<>();
    List<Map<String, Sort>> fresh = new ArrayList<>();
    for (Request r : batch) {
      args.add(r.args());
      fresh.add(r.fresh());
    }
    long base = until.limit(baseMillis.getAsLong());
    List<Validator.Result> screen = validator.screen(args, fresh, base, per, until);
    synchronized (this) {
      screened += batch.size();
    }
    boolean fallBack = screen.stream().allMatch(r -> r == Validator.Result.ERROR);
    for (int i = 0; i < batch.size(); i++) {
      Request r = batch.get(i);
      Validator.Result s = screen.get(i);
      if (s == Validator.Result.UNSAT || fallBack) {
        if (s == Validator.Result.UNSAT) {
          synchronized (this) {
            screenRefuted++;
          }
        }
        long t0 = System.nanoTime();
        Validator.Result v =
            until.passed()
                ? Validator.Result.TIMEOUT
                : validator.validate(r.args(), r.fresh(), until.limit(limitMillis.getAsLong()));
        double took = (System.nanoTime() - t0) / 1e9;
        if (v == Validator.Result.UNSAT && s == Validator.Result.UNSAT) {
          synchronized (this) {
            confirmed++;
          }
        }
        r.result().complete(new Checked(v, took));
      } else {
        r.result().complete(new Checked(s, 0));
      }
    }
  }

  /**
   * Stops the thread and waits for it to end: a run it was in is interrupted (the solver's state is
   * then dropped), and nothing of the queue uses the fresh-state solver any more, which the worker
   * hands back for the campaign's run of the case.
   */
  @Override
  public void close() {
    synchronized (this) {
      closed = true;
      notifyAll();
    }
    thread.interrupt();
    if (Thread.currentThread() != thread) {
      try {
        thread.join(CLOSE_WAIT_MILLIS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }

  /** How long closing waits for an interrupted run to end (it ends at once but for a hung one). */
  private static final long CLOSE_WAIT_MILLIS = 30_000;
}
