package dev.assay.horn;

import java.util.Map;

/** HornFuzz's mutation weights (§4.4). */
final class MutationWeights {
  private MutationWeights() {}

  /**
   * One update: w ← 0.62·w + 0.38·p for every mutation that ran, p the share of its runs that
   * opened a new trace; a mutation that never ran keeps its weight.
   *
   * @param counts per mutation: its runs and the runs that opened a new trace
   */
  static void update(Map<String, Double> weights, Map<String, long[]> counts, double initial) {
    for (Map.Entry<String, long[]> e : counts.entrySet()) {
      long[] c = e.getValue();
      if (c[0] == 0) {
        continue;
      }
      double p = (double) c[1] / c[0];
      weights.put(e.getKey(), 0.62 * weights.getOrDefault(e.getKey(), initial) + 0.38 * p);
    }
  }
}
