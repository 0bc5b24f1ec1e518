package dev.assay.horn;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.TreeMap;
import java.util.function.BooleanSupplier;

/**
 * The rounds of a HornFuzz campaign and what each learned. Round 0 is the seed phase (items {@code
 * 0..n-1}); round r ≥ 1 is the r-th visit to every seed group (items {@code n·r..n·r+n-1}). The
 * snapshot a round's visits read is made once every item of the earlier rounds is counted, however
 * those items finished (now, in another worker, or in an earlier session), so the visits of a round
 * are the same in any order. A visit of round r therefore waits for the last item of round r-1;
 * with as many seeds as workers or more, that is at most the tail of one visit per worker and
 * round.
 */
final class VisitRounds {
  private final int seeds;
  private final int period;
  private final double initialWeight;

  /** Counts of the rounds not folded into {@link #latest} yet. */
  private final TreeMap<Long, HornStatistics> open = new TreeMap<>();

  /** Items counted per round not folded yet. */
  private final TreeMap<Long, Integer> counted = new TreeMap<>();

  private Learned latest = Learned.NONE;

  /** The round {@link #latest} is for: it folds rounds {@code 0..latestRound-1}. */
  private long latestRound;

  /**
   * @param seeds the number of seed groups, n
   * @param period the runs between weight updates
   * @param initialWeight a mutation's weight before its first update
   */
  VisitRounds(int seeds, int period, double initialWeight) {
    this.seeds = seeds;
    this.period = period;
    this.initialWeight = initialWeight;
  }

  /** The latest snapshot: what the rounds counted in full so far learned. */
  synchronized Learned latest() {
    return latest;
  }

  /** The number of rounds counted in full (the seed phase is the first). */
  synchronized long completed() {
    return latestRound;
  }

  /** The round item {@code k} belongs to. */
  long round(long k) {
    return k / seeds;
  }

  /** Counts a finished item's statistics ({@link HornStatistics#toJson}) into its round. */
  synchronized void count(long k, JsonNode statistics) {
    long r = round(k);
    if (r < latestRound) {
      return; // folded already: an item is counted once
    }
    open.computeIfAbsent(r, x -> new HornStatistics()).merge(statistics);
    counted.merge(r, 1, Integer::sum);
    while (counted.getOrDefault(latestRound, 0) >= seeds) {
      HornStatistics done = open.remove(latestRound);
      counted.remove(latestRound);
      latest = latest.then(done, period, initialWeight);
      latestRound++;
    }
    notifyAll();
  }

  /**
   * The snapshot the visits of round {@code r} read, which {@link #await} has seen made.
   *
   * @throws IllegalStateException when the earlier rounds are not all counted yet
   */
  synchronized Learned snapshot(long r) {
    if (latestRound != r) {
      throw new IllegalStateException(
          "round "
              + r
              + " read before its earlier rounds were counted (at round "
              + latestRound
              + ")");
    }
    return latest;
  }

  /**
   * What the visits of round {@code r} read: the snapshot of rounds {@code 0..r-1}, once all of
   * them are counted; null when {@code stop} says so first.
   */
  synchronized Learned await(long r, BooleanSupplier stop) throws InterruptedException {
    while (latestRound < r) {
      if (stop.getAsBoolean()) {
        return null;
      }
      wait(200);
    }
    if (latestRound > r) {
      throw new IllegalStateException("round " + r + " is over: all of its items are counted");
    }
    return latest;
  }
}
