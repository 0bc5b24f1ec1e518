package dev.assay.triggers;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The searches of one file's configurations under one budget: they take turns, one step each (a
 * wave of formulas G, or the end of a round), so every configuration gets its share of the time and
 * none repeats a query another made ({@link FileWork}). The first claim that holds ends them all:
 * the others are {@code stopped}, naming the configuration that found it. With one configuration
 * this is just its search.
 */
final class Portfolio {
  private final List<TriggerSearch> searches;
  private final double[] endedAt;

  Portfolio(List<TriggerSearch> searches) {
    this.searches = List.copyOf(searches);
    this.endedAt = new double[searches.size()];
  }

  /**
   * Runs until a search finds a term, every search has ended, or the budget is spent.
   *
   * @param start {@link System#nanoTime()} at the file's start, for the seconds of each search
   */
  void run(Deadline deadline, long start) throws IOException, InterruptedException {
    List<Integer> alive = new ArrayList<>();
    for (int i = 0; i < searches.size(); i++) {
      alive.add(i);
    }
    while (!alive.isEmpty()) {
      List<Integer> still = new ArrayList<>();
      for (int i : alive) {
        TriggerSearch s = searches.get(i);
        boolean more = !deadline.passed() && s.step();
        if (!more || s.ended()) {
          endedAt[i] = seconds(start);
        } else {
          still.add(i);
        }
        if (s.found()) {
          stopOthers(s, start);
          return;
        }
      }
      alive = still;
    }
  }

  private void stopOthers(TriggerSearch finder, long start) {
    for (int i = 0; i < searches.size(); i++) {
      TriggerSearch s = searches.get(i);
      if (s != finder && !s.ended()) {
        s.stop(finder.config().name() + "'s term ended the file's search first");
        endedAt[i] = seconds(start);
      }
    }
  }

  /** Seconds from the file's start to the end of search {@code i}. */
  double endedAt(int i) {
    return endedAt[i];
  }

  private static double seconds(long start) {
    return (System.nanoTime() - start) / 1e9;
  }
}
