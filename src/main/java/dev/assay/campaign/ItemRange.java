package dev.assay.campaign;

import dev.assay.core.InputError;

/**
 * The items a run takes on: all of them, or {@code FROM..TO} (both ends included), so that the
 * tasks of a job array (Slurm, Kubernetes indexed jobs) each run one slice of one campaign into a
 * shared store.
 */
public record ItemRange(long from, long to) {
  /** Every item. */
  public static final ItemRange ALL = new ItemRange(0, Long.MAX_VALUE - 1);

  public ItemRange {
    if (from < 0 || to < from) {
      throw new InputError(
          "--items " + from + ".." + to + ": FROM must be at least 0 and TO at least FROM");
    }
  }

  /** Parses {@code FROM..TO}. */
  public static ItemRange parse(String text) {
    int dots = text.indexOf("..");
    if (dots < 0) {
      throw new InputError("--items " + text + ": expected FROM..TO, e.g. 0..99");
    }
    try {
      return new ItemRange(
          Long.parseLong(text.substring(0, dots).trim()),
          Long.parseLong(text.substring(dots + 2).trim()));
    } catch (NumberFormatException e) {
      throw new InputError("--items " + text + ": FROM and TO must be whole numbers, e.g. 0..99");
    }
  }

  /** The first item after the range, among a producer's {@code items}. */
  long endBefore(long items) {
    return to == Long.MAX_VALUE - 1 ? items : Math.min(items, to + 1);
  }

  public boolean isAll() {
    return equals(ALL);
  }

  @Override
  public String toString() {
    return isAll() ? "all" : from + ".." + to;
  }
}
