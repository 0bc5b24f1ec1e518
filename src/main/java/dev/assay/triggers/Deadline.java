package dev.assay.triggers;

import java.time.Duration;

/** A point in time by which a search ends, and the time left until then. */
public final class Deadline {
  private final long end;

  private Deadline(long end) {
    this.end = end;
  }

  public static Deadline in(Duration d) {
    return new Deadline(System.nanoTime() + d.toNanos());
  }

  public boolean passed() {
    return System.nanoTime() >= end;
  }

  public long millisLeft() {
    return Math.max(0, (end - System.nanoTime()) / 1_000_000);
  }

  /** A per-query limit: {@code perQuery}, cut to the time left (at least 1 ms). */
  long limit(long perQuery) {
    return Math.max(1, Math.min(perQuery, millisLeft()));
  }
}
