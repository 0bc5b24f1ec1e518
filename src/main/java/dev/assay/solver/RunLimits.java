package dev.assay.solver;

import java.time.Duration;

/**
 * Bounds on one query: wall-clock timeout, optional address-space limit, how much output to keep,
 * and the grace period between SIGTERM and SIGKILL.
 *
 * @param timeout hard wall-clock limit per query
 * @param memoryBytes address-space limit applied with {@code prlimit --as}, or 0 for none
 * @param stdoutCap bytes of standard output kept (the rest is counted and dropped)
 * @param stderrCap bytes of standard error kept
 * @param grace time between SIGTERM and SIGKILL
 */
public record RunLimits(
    Duration timeout, long memoryBytes, int stdoutCap, int stderrCap, Duration grace) {

  public static final RunLimits DEFAULT =
      new RunLimits(Duration.ofSeconds(10), 0, 4 << 20, 64 << 10, Duration.ofMillis(500));

  public RunLimits {
    if (timeout.isNegative() || timeout.isZero()) {
      throw new IllegalArgumentException("timeout must be positive: " + timeout);
    }
    if (memoryBytes < 0 || stdoutCap < 1 || stderrCap < 1 || grace.isNegative()) {
      throw new IllegalArgumentException("invalid limits");
    }
  }

  public RunLimits withTimeout(Duration t) {
    return new RunLimits(t, memoryBytes, stdoutCap, stderrCap, grace);
  }

  public RunLimits withMemoryBytes(long bytes) {
    return new RunLimits(timeout, bytes, stdoutCap, stderrCap, grace);
  }

  public RunLimits withCaps(int stdout, int stderr) {
    return new RunLimits(timeout, memoryBytes, stdout, stderr, grace);
  }

  public RunLimits withGrace(Duration g) {
    return new RunLimits(timeout, memoryBytes, stdoutCap, stderrCap, g);
  }
}
