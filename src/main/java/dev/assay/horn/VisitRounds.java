package dev.assay.horn;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.TreeMap;
import java.util.function.BooleanSupplier;

/**
 * The rounds of a HornFuzz campaign and what each learned. Round 0 is the seed phase (items {@code
 * 0..n-1}); round r ≥ 1 is the r-th visit to every seed group (items {@code n·r..n·r+n-1}). The
 * visits of round r read one snapshot, made from rounds {@code 0..r-2} once every item of those is
 * counted, however the items finished (now, in another worker, or in an earlier session), so the
 * visits of a round are the same in any order. The round before last, not the last: a round's
 * visits start while the slowest items of the round before are still running (a seed whose finding
 * is being reduced can take many minutes), and waiting for them would idle every worker; a visit of
 * round r waits only for an item of round r-2 still running when round r starts.
 */
final class VisitRounds {
  private final int seeds;
  private final int period;
  private final double initialWeight;

  /** Counts of the rounds not folded into a snapshot yet. */
  private final TreeMap<Long, HornStatistics> open = new TreeMap<>();

  /** Items counted per round not folded yet. */
  private final TreeMap<Long, Integer> counted = new TreeMap<>();

  /** Snapshot s folds rounds {@code 0..s-1}; the last two are kept. */
  private final TreeMap<Long, Learned> snapshots = new TreeMap<>();

  /** The rounds folded so far: the newest snapshot is {@code snapshots.get(folded)}. */
  private long folded;

  /**
   * @param seeds the number of seed groups, n
   * @param period the runs between weight updates
   * @param initialWeight a mutation's weight before its first update
   */
  VisitRounds(int seeds, int period, double initialWeight) {
    this.seeds = seeds;
    this.period = period;
    this.initialWeight = initialWeight;
    snapshots.put(0L, Learned.NONE);
  }

  /** The round item {@code k} belongs to. */
  long round(long k) {
    return k / seeds;
  }

  /** The snapshot round {@code r} reads: the one of rounds {@code 0..r-2}. */
  private static long snapshotOf(long r) {
    return Math.max(0, r - 1);
  }

  /** The newest snapshot: what the rounds counted in full so far learned. */
  synchronized Learned latest() {
    return snapshots.get(folded);
  }

  /** The number of rounds counted in full (the seed phase is the first). */
  synchronized long completed() {
    return folded;
  }

  /** Counts a finished item's statistics ({@link HornStatistics#toJson}) into its round. */
  synchronized void count(long k, JsonNode statistics) {
    long r = round(k);
    if (r < folded) {
      return; // folded already: an item is counted once
    }
    open.computeIfAbsent(r, x -> new HornStatistics()).merge(statistics);
    counted.merge(r, 1, Integer::sum);
    while (counted.getOrDefault(folded, 0) >= seeds) {
      HornStatistics done = open.remove(folded);
      counted.remove(folded);
      Learned next = snapshots.get(folded).then(done, period, initialWeight);
      folded++;
      snapshots.put(folded, next);
      // a round still starting reads at most the snapshot before the newest
      snapshots.headMap(folded - 1).clear();
    }
    notifyAll();
  }

  /**
   * The snapshot round {@code r} reads, which {@link #await} has seen made.
   *
   * @throws IllegalStateException when the rounds it folds are not all counted yet
   */
  synchronized Learned snapshot(long r) {
    Learned l = snapshots.get(snapshotOf(r));
    if (l == null) {
      throw new IllegalStateException(
          "round "
              + r
              + " read before the rounds it learns from were counted (folded "
              + folded
              + ")");
    }
    return l;
  }

  /**
   * What the visits of round {@code r} read, once the rounds it folds are all counted; null when
   * {@code stop} says so first.
   */
  synchronized Learned await(long r, BooleanSupplier stop) throws InterruptedException {
    long s = snapshotOf(r);
    while (folded < s) {
      if (stop.getAsBoolean()) {
        return null;
      }
      wait(200);
    }
    return snapshot(r);
  }
}
