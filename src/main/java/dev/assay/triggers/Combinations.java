package dev.assay.triggers;

import java.util.Iterator;
import java.util.NoSuchElementException;

/** The k-element subsets of {0..n−1} as sorted index arrays, in lexicographic order, lazily. */
final class Combinations implements Iterator<int[]> {
  private final int n;
  private final int[] current;
  private boolean hasNext;

  Combinations(int n, int k) {
    this.n = n;
    this.current = new int[k];
    for (int i = 0; i < k; i++) {
      current[i] = i;
    }
    this.hasNext = k <= n;
  }

  @Override
  public boolean hasNext() {
    return hasNext;
  }

  @Override
  public int[] next() {
    if (!hasNext) {
      throw new NoSuchElementException();
    }
    int[] r = current.clone();
    int k = current.length;
    int i = k - 1;
    while (i >= 0 && current[i] == n - k + i) {
      i--;
    }
    if (i < 0) {
      hasNext = false;
    } else {
      current[i]++;
      for (int j = i + 1; j < k; j++) {
        current[j] = current[j - 1] + 1;
      }
    }
    return r;
  }
}
