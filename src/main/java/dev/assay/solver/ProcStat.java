package dev.assay.solver;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

/**
 * CPU time of a live process from {@code /proc/PID/stat} in one small read: cheaper than {@link
 * ProcessHandle.Info}, which reads several files, so sessions can afford it per query.
 */
final class ProcStat {
  /** Linux reports utime/stime in USER_HZ ticks, 100 per second on every mainstream kernel. */
  private static final long NANOS_PER_TICK = 10_000_000L;

  private ProcStat() {}

  /** User plus system CPU time of {@code pid} (children excluded), or null if unreadable. */
  static Duration cpu(long pid) {
    try {
      String stat =
          new String(
              Files.readAllBytes(Path.of("/proc", Long.toString(pid), "stat")),
              StandardCharsets.US_ASCII);
      // After "(comm) ": state is field 3; utime and stime are fields 14 and 15.
      String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
      long ticks = Long.parseLong(f[11]) + Long.parseLong(f[12]);
      return Duration.ofNanos(ticks * NANOS_PER_TICK);
    } catch (IOException | RuntimeException e) {
      return null;
    }
  }
}
