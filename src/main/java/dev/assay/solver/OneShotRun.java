package dev.assay.solver;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * One process from start to reaped: start under the limits, feed stdin (or close it), drain both
 * outputs with bounded capture, wait until exit or the timeout, end the whole tree, and classify.
 * Leaves nothing running: after an ordinary exit the process group is checked for leftovers too.
 */
final class OneShotRun {
  /** How long to wait for the output pipes to close once every process of the tree is gone. */
  private static final long DRAIN_MILLIS = 2000;

  private OneShotRun() {}

  /**
   * Runs {@code argv} and reads its output along {@code plan}.
   *
   * @param stdinText text written to stdin, or null to close stdin at once
   */
  static Outcome run(List<String> argv, String stdinText, ResponsePlan plan, RunLimits limits)
      throws InterruptedException {
    Launcher.Started started;
    long t0 = System.nanoTime();
    try {
      // The operating system ends the run a grace period after Assay would have.
      started = Launcher.INSTANCE.start(argv, limits, limits.timeout().plus(limits.grace()));
    } catch (IOException e) {
      return new Outcome.FailedToStart(argv, e.getMessage());
    }
    Process p = started.process();
    try {
      OutputCapture out = new OutputCapture(p.getInputStream(), limits.stdoutCap());
      OutputCapture err = new OutputCapture(p.getErrorStream(), limits.stderrCap());
      IoThreads.IO.execute(out);
      IoThreads.IO.execute(err);
      feed(p, stdinText);
      TreeSampler sampler = new TreeSampler(p.toHandle(), started::solver);
      long deadline = t0 + limits.timeout().toNanos();
      boolean timedOut = false;
      try {
        while (true) {
          long left = deadline - System.nanoTime();
          if (left <= 0) {
            timedOut = true;
            break;
          }
          long wait =
              Math.min(TimeUnit.NANOSECONDS.toMillis(left) + 1, sampler.nextIntervalMillis());
          if (p.waitFor(wait, TimeUnit.MILLISECONDS)) {
            break;
          }
          sampler.sample();
        }
      } catch (InterruptedException e) {
        // the caller gave up on the run: its processes end now, not at their limit
        endTree(p, started, sampler, limits);
        throw e;
      }
      // A run that ended after its limit is a timeout, though it ended by itself: the backstop or
      // the solver's own limit flag ended it because Assay was late to (a loaded machine).
      timedOut |= System.nanoTime() - deadline >= 0;
      Duration wall = Duration.ofNanos(System.nanoTime() - t0);
      SolverClock.add(wall);
      int leftovers = endTree(p, started, sampler, limits);
      p.waitFor();
      out.await(DRAIN_MILLIS);
      err.await(DRAIN_MILLIS);
      int exitValue = p.exitValue();
      Execution exec =
          new Execution(
              argv,
              timedOut ? null : Outcomes.exitCodeOf(exitValue),
              timedOut ? null : Outcomes.signalOf(exitValue),
              wall,
              sampler.cpu(),
              out.text(),
              err.text(),
              out.total(),
              err.total(),
              timedOut ? 0 : leftovers);
      return Outcomes.classify(exec, plan, timedOut, limits.timeout());
    } finally {
      Launcher.INSTANCE.release(started);
    }
  }

  /**
   * Ends every process of the run's tree (its group and the descendants seen), SIGKILL a grace
   * period after SIGTERM; the number that outlived the kill.
   */
  private static int endTree(
      Process p, Launcher.Started started, TreeSampler sampler, RunLimits limits)
      throws InterruptedException {
    return ProcessTree.terminate(
        () -> ProcessTree.snapshot(p.toHandle(), started.pgid(), sampler.seenDescendants()),
        limits.grace());
  }

  /** Writes stdin on an I/O thread, so a solver that floods its output cannot block us. */
  private static void feed(Process p, String text) {
    OutputStream in = p.getOutputStream();
    if (text == null) {
      closeQuietly(in);
      return;
    }
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    IoThreads.IO.execute(
        () -> {
          try {
            in.write(bytes);
          } catch (IOException e) {
            // The solver exited without reading everything: its output says what happened.
          } finally {
            closeQuietly(in);
          }
        });
  }

  private static void closeQuietly(OutputStream s) {
    try {
      s.close();
    } catch (IOException e) {
      // Already closed by the solver's exit.
    }
  }
}
