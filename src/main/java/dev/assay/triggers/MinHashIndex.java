package dev.assay.triggers;

import dev.assay.core.Rng;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Locality-sensitive hashing over MinHash signatures of the conjuncts' symbol sets, the prefilter
 * the paper uses on large inputs (§4, Setup): instead of comparing a conjunct with every other,
 * only conjuncts that agree on all rows of at least one band are compared exactly. With {@code b}
 * bands of {@code r} rows two sets of similarity J become candidates with probability {@code 1 − (1
 * − J^r)^b}; the bands are chosen per threshold so that this is above 0.95 at J = σ. The hash
 * functions come from a seeded {@link Rng}, so the candidates are the same on every run.
 */
final class MinHashIndex {
  static final int HASHES = 128;

  private final SymbolSets sets;
  private final int[][] signatures;
  private final Map<Double, List<Map<Long, List<Integer>>>> bandsBySigma = new HashMap<>();

  MinHashIndex(SymbolSets sets, long seed) {
    this.sets = sets;
    Rng rng = new Rng(seed);
    long[] a = new long[HASHES];
    long[] b = new long[HASHES];
    for (int h = 0; h < HASHES; h++) {
      a[h] = rng.nextLong() | 1;
      b[h] = rng.nextLong();
    }
    signatures = new int[sets.size()][HASHES];
    for (int i = 0; i < sets.size(); i++) {
      int[] s = sets.of(i);
      for (int h = 0; h < HASHES; h++) {
        int min = Integer.MAX_VALUE;
        for (int x : s) {
          int v = (int) ((a[h] * x + b[h]) >>> 33);
          if (v < min) {
            min = v;
          }
        }
        signatures[i][h] = min;
      }
    }
  }

  /** Rows per band for threshold σ, so that a pair at J = σ collides with probability ≥ 0.95. */
  static int rowsFor(double sigma) {
    int best = 1;
    for (int r = 1; r <= 8; r++) {
      int b = HASHES / r;
      double p = 1 - Math.pow(1 - Math.pow(Math.max(sigma, 0.01), r), b);
      if (p >= 0.95) {
        best = r;
      }
    }
    return best;
  }

  /** The conjuncts that share a band with {@code i} at threshold σ (a superset of the similar). */
  BitSet candidates(int i, double sigma) {
    List<Map<Long, List<Integer>>> bands =
        bandsBySigma.computeIfAbsent(sigma, s -> buildBands(rowsFor(s)));
    int r = rowsFor(sigma);
    BitSet out = new BitSet(sets.size());
    if (sets.of(i).length == 0) {
      return out;
    }
    for (int band = 0; band < bands.size(); band++) {
      List<Integer> bucket = bands.get(band).get(key(signatures[i], band * r, r));
      if (bucket != null) {
        for (int j : bucket) {
          out.set(j);
        }
      }
    }
    out.clear(i);
    return out;
  }

  private List<Map<Long, List<Integer>>> buildBands(int rows) {
    int count = HASHES / rows;
    List<Map<Long, List<Integer>>> bands = new ArrayList<>(count);
    for (int band = 0; band < count; band++) {
      Map<Long, List<Integer>> buckets = new HashMap<>();
      for (int i = 0; i < signatures.length; i++) {
        if (sets.of(i).length > 0) {
          buckets
              .computeIfAbsent(key(signatures[i], band * rows, rows), k -> new ArrayList<>())
              .add(i);
        }
      }
      bands.add(buckets);
    }
    return bands;
  }

  private static long key(int[] sig, int from, int rows) {
    long k = 1125899906842597L;
    for (int x = from; x < from + rows; x++) {
      k = 31 * k + sig[x];
    }
    return k;
  }
}
