package dev.assay.triggers;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The similar conjuncts of each conjunct at a threshold σ (Alg. 2, line 4, with δ = 1), most
 * similar first (ties by position). On inputs with at least {@link #LSH_FROM} conjuncts and σ > 0
 * the candidates come from the {@link MinHashIndex}; every candidate's similarity is then computed
 * exactly, so a pair is never called similar wrongly, only (rarely) missed.
 */
final class Neighborhood {
  static final int LSH_FROM = 300;

  private final SymbolSets sets;
  private final MinHashIndex lsh;
  private final Map<Double, List<int[]>> cache = new HashMap<>();

  Neighborhood(SymbolSets sets, long seed) {
    this.sets = sets;
    this.lsh = sets.size() >= LSH_FROM ? new MinHashIndex(sets, seed) : null;
  }

  boolean usesLsh() {
    return lsh != null;
  }

  double similarity(int a, int b) {
    return sets.jaccard(a, b);
  }

  boolean similar(int a, int b, double sigma) {
    return a != b && sets.jaccard(a, b) >= sigma;
  }

  /** The conjuncts similar to {@code i} at σ, most similar first. */
  int[] of(int i, double sigma) {
    List<int[]> all = cache.computeIfAbsent(sigma, s -> new ArrayList<>());
    while (all.size() < sets.size()) {
      all.add(null);
    }
    int[] known = all.get(i);
    if (known != null) {
      return known;
    }
    List<Integer> found = new ArrayList<>();
    if (lsh != null && sigma > 0) {
      BitSet c = lsh.candidates(i, sigma);
      for (int j = c.nextSetBit(0); j >= 0; j = c.nextSetBit(j + 1)) {
        if (sets.jaccard(i, j) >= sigma) {
          found.add(j);
        }
      }
    } else {
      for (int j = 0; j < sets.size(); j++) {
        if (j != i && sets.jaccard(i, j) >= sigma) {
          found.add(j);
        }
      }
    }
    found.sort(
        Comparator.comparingDouble((Integer j) -> -sets.jaccard(i, j)).thenComparingInt(j -> j));
    int[] r = found.stream().mapToInt(Integer::intValue).toArray();
    all.set(i, r);
    return r;
  }
}
