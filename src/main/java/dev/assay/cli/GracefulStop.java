package dev.assay.cli;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Ctrl-C (or SIGTERM) for long-running commands. The JVM's shutdown hook raises {@link
 * #requested()} and then holds the JVM open until the command has closed this object, at most for
 * {@code grace}: the command stops handing out work, lets the solver runs in flight finish (their
 * own time limit bounds them), writes its summary, and only then does the JVM go away. Solvers run
 * in their own process groups, so the terminal's SIGINT does not reach them.
 */
final class GracefulStop implements AutoCloseable {
  private final AtomicBoolean requested = new AtomicBoolean();
  private final CountDownLatch finished = new CountDownLatch(1);
  private final Thread hook;

  /**
   * Installs the hook.
   *
   * @param command the command's name, for the hook thread
   * @param grace how long a stop may wait for the command: a solver run's time limit and a margin
   *     for writing
   */
  GracefulStop(String command, Duration grace) {
    hook =
        new Thread(
            () -> {
              requested.set(true);
              try {
                finished.await(grace.toMillis(), TimeUnit.MILLISECONDS);
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              }
            },
            "assay-" + command + "-stop");
    Runtime.getRuntime().addShutdownHook(hook);
  }

  /** The grace of a command whose solver runs have {@code timeoutSeconds}: the limit plus 30 s. */
  static Duration graceFor(double timeoutSeconds) {
    return Durations.fromSeconds(timeoutSeconds).plusSeconds(30);
  }

  /** Whether a stop was asked for; the flag the command's workers poll. */
  AtomicBoolean flag() {
    return requested;
  }

  boolean requested() {
    return requested.get();
  }

  /** The command is done (normally or not): a waiting stop may let the JVM exit now. */
  @Override
  public void close() {
    finished.countDown();
    try {
      Runtime.getRuntime().removeShutdownHook(hook);
    } catch (IllegalStateException e) {
      // already shutting down: the hook is running and has just been released
    }
  }
}
