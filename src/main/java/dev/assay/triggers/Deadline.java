package dev.assay.triggers;

import java.time.Duration;
import java.util.function.BooleanSupplier;

/**
 * A point in time by which a search ends, and the time left until then; a stop (the campaign's
 * Ctrl-C) makes it pass at once, so that a search polling it ends within its current step instead
 * of running on to its time limit.
 */
public final class Deadline {
  private static final BooleanSupplier NEVER = () -> false;

  private final long end;
  private final BooleanSupplier stop;

  private Deadline(long end, BooleanSupplier stop) {
    this.end = end;
    this.stop = stop;
  }

  public static Deadline in(Duration d) {
    return in(d, NEVER);
  }

  /** A deadline {@code d} from now that also passes once {@code stop} says so. */
  public static Deadline in(Duration d, BooleanSupplier stop) {
    return new Deadline(System.nanoTime() + d.toNanos(), stop);
  }

  /** A deadline {@code millis} before this one, with its stop. */
  public Deadline minus(long millis) {
    return new Deadline(end - millis * 1_000_000L, stop);
  }

  public boolean passed() {
    return stopped() || System.nanoTime() >= end;
  }

  /** Whether the stop, not the time, ended it. */
  private boolean stopped() {
    return stop.getAsBoolean();
  }

  public long millisLeft() {
    return stopped() ? 0 : Math.max(0, (end - System.nanoTime()) / 1_000_000);
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
