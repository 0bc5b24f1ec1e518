package dev.assay.core;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;

/** Waiting for a short task that must not be abandoned halfway (a process start, a mutant). */
public final class Uninterruptibly {
  private Uninterruptibly() {}

  /**
   * The task's result, waited for even when the caller is interrupted meanwhile (the interrupt is
   * kept for the caller to act on once the result is in hand).
   *
   * @throws ExecutionException when the task failed
   */
  public static <T> T get(Future<T> f) throws ExecutionException {
    boolean interrupted = false;
    try {
      while (true) {
        try {
          return f.get();
        } catch (InterruptedException e) {
          interrupted = true;
        }
      }
    } finally {
      if (interrupted) {
        Thread.currentThread().interrupt();
      }
    }
  }
}
