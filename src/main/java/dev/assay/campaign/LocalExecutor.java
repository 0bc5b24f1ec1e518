package dev.assay.campaign;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Runs a campaign's items on threads of this process, {@code workers} at a time, each thread with
 * its own {@link ItemRunner} and so its own solver processes; every case is recorded as it ends.
 */
public final class LocalExecutor implements ItemExecutor {
  private final int workers;

  public LocalExecutor(int workers) {
    this.workers = workers;
  }

  @Override
  public void run(Work work) throws IOException, InterruptedException {
    List<Thread> threads = new ArrayList<>();
    List<Throwable> failures = new ArrayList<>();
    AtomicBoolean failed = new AtomicBoolean();
    for (int w = 0; w < workers; w++) {
      Thread t =
          new Thread(
              () -> work(work, failed), "assay-" + work.config().invocation().command() + "-" + w);
      t.setUncaughtExceptionHandler(
          (th, e) -> {
            synchronized (failures) {
              failures.add(e);
            }
            failed.set(true);
          });
      threads.add(t);
      t.start();
    }
    boolean interrupted = false;
    for (Thread t : threads) {
      // a Ctrl-C interrupt stops the workers, each after its solver run, and is waited out
      while (t.isAlive()) {
        try {
          t.join();
        } catch (InterruptedException e) {
          failed.set(true);
          interrupted = true;
        }
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
    if (!failures.isEmpty()) {
      Throwable f = failures.get(0);
      if (f instanceof UncheckedIOException u) {
        throw u.getCause();
      }
      if (f instanceof RuntimeException r) {
        throw r;
      }
      throw new IllegalStateException(f);
    }
  }

  private static void work(Work work, AtomicBoolean failed) {
    try (ItemRunner runner =
        new ItemRunner(work.config(), work.producer(), work.reductions(), work::knownFinding)) {
      long k;
      while (!failed.get() && (k = work.take()) >= 0) {
        work.finish(
            runner.run(
                k,
                () -> failed.get() || work.stopping(),
                () -> failed.get() || System.currentTimeMillis() > work.deadlineMillis(),
                work::record));
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      failed.set(true);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
