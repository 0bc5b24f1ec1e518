package dev.assay.semantics;

import dev.assay.smtlib.IntArrayValue;
import dev.assay.smtlib.SmtString;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A set of characters (code points {@code 0..0x2FFFF}) as sorted, disjoint, non-adjacent closed
 * ranges. The character classes of regular expressions: {@code re.allchar}, {@code re.range} and
 * single characters.
 */
public final class CharSet extends IntArrayValue<CharSet> {
  public static final CharSet EMPTY = new CharSet(new int[0]);
  public static final CharSet ALL = new CharSet(new int[] {0, SmtString.MAX_CODE_POINT});

  /** Pairs {@code lo0, hi0, lo1, hi1, ...}, inclusive, strictly increasing with gaps. */
  private final int[] bounds;

  private CharSet(int[] bounds) {
    this.bounds = bounds;
  }

  public static CharSet of(int c) {
    return range(c, c);
  }

  /** The characters {@code lo..hi}; empty if {@code lo > hi}. */
  public static CharSet range(int lo, int hi) {
    lo = Math.max(lo, 0);
    hi = Math.min(hi, SmtString.MAX_CODE_POINT);
    return lo > hi ? EMPTY : new CharSet(new int[] {lo, hi});
  }

  public boolean isEmpty() {
    return bounds.length == 0;
  }

  public boolean isAll() {
    return equals(ALL);
  }

  public boolean contains(int c) {
    // Binary search over range starts.
    int lo = 0;
    int hi = bounds.length / 2 - 1;
    while (lo <= hi) {
      int mid = (lo + hi) >>> 1;
      if (c < bounds[2 * mid]) {
        hi = mid - 1;
      } else if (c > bounds[2 * mid + 1]) {
        lo = mid + 1;
      } else {
        return true;
      }
    }
    return false;
  }

  /** Number of ranges. */
  public int rangeCount() {
    return bounds.length / 2;
  }

  public int rangeLow(int i) {
    return bounds[2 * i];
  }

  public int rangeHigh(int i) {
    return bounds[2 * i + 1];
  }

  /** The smallest character of a non-empty set. */
  public int first() {
    return bounds[0];
  }

  /** Number of characters in the set. */
  public long size() {
    long n = 0;
    for (int i = 0; i < bounds.length; i += 2) {
      n += bounds[i + 1] - bounds[i] + 1L;
    }
    return n;
  }

  public CharSet union(CharSet o) {
    if (isEmpty()) {
      return o;
    }
    if (o.isEmpty()) {
      return this;
    }
    List<int[]> ranges = new ArrayList<>();
    for (int i = 0; i < bounds.length; i += 2) {
      ranges.add(new int[] {bounds[i], bounds[i + 1]});
    }
    for (int i = 0; i < o.bounds.length; i += 2) {
      ranges.add(new int[] {o.bounds[i], o.bounds[i + 1]});
    }
    ranges.sort((a, b) -> Integer.compare(a[0], b[0]));
    int[] out = new int[ranges.size() * 2];
    int n = 0;
    for (int[] r : ranges) {
      if (n > 0 && r[0] <= out[n - 1] + 1) {
        out[n - 1] = Math.max(out[n - 1], r[1]);
      } else {
        out[n++] = r[0];
        out[n++] = r[1];
      }
    }
    return new CharSet(Arrays.copyOf(out, n));
  }

  public CharSet complement() {
    int[] out = new int[bounds.length + 2];
    int n = 0;
    int next = 0;
    for (int i = 0; i < bounds.length; i += 2) {
      if (bounds[i] > next) {
        out[n++] = next;
        out[n++] = bounds[i] - 1;
      }
      next = bounds[i + 1] + 1;
    }
    if (next <= SmtString.MAX_CODE_POINT) {
      out[n++] = next;
      out[n++] = SmtString.MAX_CODE_POINT;
    }
    return new CharSet(Arrays.copyOf(out, n));
  }

  public CharSet intersect(CharSet o) {
    return complement().union(o.complement()).complement();
  }

  public CharSet minus(CharSet o) {
    return intersect(o.complement());
  }

  /** The ints whose equality, hash and order are this value's ({@link IntArrayValue}). */
  @Override
  protected int[] ints() {
    return bounds;
  }

  /** Ranges as {@code [lo-hi, c, ...]} in hexadecimal, for messages. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder("[");
    for (int i = 0; i < bounds.length; i += 2) {
      if (i > 0) {
        sb.append(", ");
      }
      sb.append(Integer.toHexString(bounds[i]));
      if (bounds[i + 1] != bounds[i]) {
        sb.append('-').append(Integer.toHexString(bounds[i + 1]));
      }
    }
    return sb.append(']').toString();
  }
}
