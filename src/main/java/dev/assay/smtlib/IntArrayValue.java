package dev.assay.smtlib;

import java.util.Arrays;

/**
 * A value that is an immutable array of ints ({@link SmtString}'s code points, {@link Position}'s
 * steps, a character set's range bounds): equal to a value of its own class with the same ints,
 * hashed as the array, ordered lexicographically. The hash is computed once and kept, as {@link
 * String} does.
 */
public abstract class IntArrayValue<T extends IntArrayValue<T>> implements Comparable<T> {
  private int hash;

  /** The ints, which never change; not a copy. */
  protected abstract int[] ints();

  @Override
  public final int compareTo(T o) {
    return Arrays.compare(ints(), o.ints());
  }

  @Override
  public final boolean equals(Object o) {
    return o != null
        && o.getClass() == getClass()
        && Arrays.equals(ints(), ((IntArrayValue<?>) o).ints());
  }

  @Override
  public final int hashCode() {
    int h = hash;
    if (h == 0) {
      h = Arrays.hashCode(ints());
      hash = h;
    }
    return h;
  }
}
