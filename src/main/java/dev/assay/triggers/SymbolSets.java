package dev.assay.triggers;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The uninterpreted symbols of each conjunct as sorted integer sets, and their Jaccard similarity
 * (§3.2, Step 1): {@code |Si ∩ Sj| / |Si ∪ Sj|}, 0 for two empty sets.
 */
final class SymbolSets {
  private final int[][] sets;

  SymbolSets(List<Conjunct> conjuncts) {
    Map<String, Integer> ids = new HashMap<>();
    sets = new int[conjuncts.size()][];
    for (int i = 0; i < sets.length; i++) {
      List<String> symbols = conjuncts.get(i).symbols();
      int[] s = new int[symbols.size()];
      for (int k = 0; k < s.length; k++) {
        s[k] = ids.computeIfAbsent(symbols.get(k), x -> ids.size());
      }
      Arrays.sort(s);
      sets[i] = s;
    }
  }

  int size() {
    return sets.length;
  }

  int[] of(int conjunct) {
    return sets[conjunct];
  }

  double jaccard(int a, int b) {
    return jaccard(sets[a], sets[b]);
  }

  static double jaccard(int[] x, int[] y) {
    if (x.length == 0 && y.length == 0) {
      return 0;
    }
    int i = 0;
    int j = 0;
    int common = 0;
    while (i < x.length && j < y.length) {
      if (x[i] == y[j]) {
        common++;
        i++;
        j++;
      } else if (x[i] < y[j]) {
        i++;
      } else {
        j++;
      }
    }
    return (double) common / (x.length + y.length - common);
  }
}
