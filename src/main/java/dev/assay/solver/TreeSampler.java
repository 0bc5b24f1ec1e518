package dev.assay.solver;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Watches a running solver: samples the CPU time of it and its descendants (the JVM cannot read a
 * child's resource usage after reaping it, so the last sample is the measure) and remembers every
 * descendant seen, so that a child that left the process group is still found and killed. Sampling
 * starts every few milliseconds and slows down for long runs.
 */
final class TreeSampler {
  private static final long DESCENDANT_SCAN_NANOS = 250_000_000L;

  private final ProcessHandle root;
  private final Supplier<ProcessHandle> solver;
  private final Map<Long, ProcessHandle> seen = new LinkedHashMap<>();
  private final Map<Long, Duration> cpuByPid = new LinkedHashMap<>();
  private long intervalMillis = 2;
  private long lastScan = System.nanoTime();

  /**
   * @param root the started process
   * @param solver the solver process, when {@code root} is a supervisor whose child it is (sampled
   *     as often as the root, since the solver is what uses the CPU)
   */
  TreeSampler(ProcessHandle root, Supplier<ProcessHandle> solver) {
    this.root = root;
    this.solver = solver;
  }

  /** How long to wait before the next sample. */
  long nextIntervalMillis() {
    long i = intervalMillis;
    intervalMillis = Math.min(intervalMillis * 2, 200);
    return i;
  }

  void sample() {
    record(root);
    ProcessHandle s = solver.get();
    if (s.pid() != root.pid()) {
      seen.putIfAbsent(s.pid(), s);
      record(s);
    }
    if (System.nanoTime() - lastScan >= DESCENDANT_SCAN_NANOS) {
      lastScan = System.nanoTime();
      root.descendants()
          .forEach(
              h -> {
                seen.putIfAbsent(h.pid(), h);
                record(h);
              });
    }
  }

  private void record(ProcessHandle h) {
    h.info().totalCpuDuration().ifPresent(d -> cpuByPid.merge(h.pid(), d, (a, b) -> b));
  }

  /** The CPU time sampled so far, or null if nothing was sampled. */
  Duration cpu() {
    if (cpuByPid.isEmpty()) {
      return null;
    }
    Duration sum = Duration.ZERO;
    for (Duration d : cpuByPid.values()) {
      sum = sum.plus(d);
    }
    return sum;
  }

  List<ProcessHandle> seenDescendants() {
    return new ArrayList<>(seen.values());
  }
}
