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

  /** A deadline {@code millis} before this one. */
  public Deadline minus(long millis) {
    return new Deadline(end - millis * 1_000_000L);
  }

  public boolean passed() {
    return System.nanoTime() >= end;
  }

  public long millisLeft() {
    return Math.max(0, (end - System.nanoTime()) / 1_000_000);
  }

  /** Time above a query's soft limit (the solver's own) before its process tree is killed. */
  static final long HARD_MARGIN_MILLIS = 1000;

  /** The hard limit of a query whose soft limit is {@code softMillis}. */
  static java.time.Duration hard(long softMillis) {
    return java.time.Duration.ofMillis(softMillis + HARD_MARGIN_MILLIS);
  }

  /** How long after its deadline a kill may end a run: the budget's own margin. */
  static final long KILL_MARGIN_MILLIS = 500;

  /**
   * The hard limit of a run whose soft limit is {@code softMillis}, within this deadline: the usual
   * margin above the soft limit, but never more than {@link #KILL_MARGIN_MILLIS} past the deadline,
   * so that a solver that ignores its own limit cannot carry a search a second past its budget.
   */
  java.time.Duration hardWithin(long softMillis) {
    return java.time.Duration.ofMillis(
        Math.max(1, Math.min(softMillis + HARD_MARGIN_MILLIS, millisLeft() + KILL_MARGIN_MILLIS)));
  }

  /** A per-query limit: {@code perQuery}, cut to the time left (at least 1 ms). */
  long limit(long perQuery) {
    return Math.max(1, Math.min(perQuery, millisLeft()));
  }
}
