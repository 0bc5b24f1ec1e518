package dev.assay.solver;

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
    String[] f = ProcFs.fields(Long.toString(pid));
    if (f == null || f.length < 13) {
      return null;
    }
    try {
      // utime and stime: fields 14 and 15 of the stat line, 11 and 12 after the command name.
      long ticks = Long.parseLong(f[11]) + Long.parseLong(f[12]);
      return Duration.ofNanos(ticks * NANOS_PER_TICK);
    } catch (NumberFormatException e) {
      return null;
    }
  }
}
