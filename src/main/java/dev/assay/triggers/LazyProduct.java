package dev.assay.triggers;

import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * The Cartesian product of Alg. 1 (line 9), computed lazily (App. E): index vectors over lists of
 * the given sizes, in order of increasing index sum, so that every disjunct of every formula is
 * covered early rather than only the last formula's.
 */
final class LazyProduct implements Iterator<int[]> {
  private final int[] sizes;
  private final int maxSum;
  private int sum;
  private int[] next;
  private final int[] odometer;
  private boolean started;

  LazyProduct(int[] sizes) {
    this.sizes = sizes.clone();
    int m = 0;
    boolean empty = false;
    for (int s : sizes) {
      m += s - 1;
      empty |= s == 0;
    }
    this.maxSum = empty ? -1 : m;
    this.odometer = new int[Math.max(0, sizes.length - 1)];
    advance();
  }

  @Override
  public boolean hasNext() {
    return next != null;
  }

  @Override
  public int[] next() {
    if (next == null) {
      throw new NoSuchElementException();
    }
    int[] r = next;
    advance();
    return r;
  }

  /** Finds the next vector: the first n−1 coordinates run as an odometer, the last is implied. */
  private void advance() {
    next = null;
    if (maxSum < 0) {
      return;
    }
    if (sizes.length == 0) {
      if (!started) {
        started = true;
        next = new int[0];
      }
      return;
    }
    while (sum <= maxSum) {
      if (!started) {
        started = true;
      } else if (!tick()) {
        sum++;
        java.util.Arrays.fill(odometer, 0);
        started = sum <= maxSum;
        if (!started) {
          return;
        }
      }
      int partial = 0;
      for (int x : odometer) {
        partial += x;
      }
      int last = sum - partial;
      if (last >= 0 && last < sizes[sizes.length - 1]) {
        int[] v = new int[sizes.length];
        System.arraycopy(odometer, 0, v, 0, odometer.length);
        v[sizes.length - 1] = last;
        next = v;
        return;
      }
    }
  }

  /**
   * Advances the odometer over the first n−1 sizes to its next state whose coordinates add up to at
   * most the current sum; false when it wraps around. States above the sum imply a negative last
   * coordinate: skipping them (with every state that only raises a coordinate after them) leaves
   * the vectors and their order as they are, and keeps the cost per sum to the states that can give
   * one, where a full odometer over many large lists never ends.
   */
  private boolean tick() {
    int partial = 0;
    for (int x : odometer) {
      partial += x;
    }
    for (int i = odometer.length - 1; i >= 0; i--) {
      odometer[i]++;
      partial++;
      if (odometer[i] < sizes[i] && partial <= sum) {
        return true;
      }
      partial -= odometer[i];
      odometer[i] = 0;
    }
    return false;
  }
}
