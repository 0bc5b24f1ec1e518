package dev.assay.reduce;

import dev.assay.smtlib.Script;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.function.IntFunction;

/**
 * A pass's numbered candidates, each made only when the {@link Tester} draws it: the tester takes
 * the first interesting one and draws no further than its batch, so the scripts after it are never
 * built.
 */
final class Candidates {
  private Candidates() {}

  /** Candidates {@code 0 .. count-1}, candidate {@code k} made by {@code make}. */
  static Iterator<Script> drawn(int count, IntFunction<Script> make) {
    return new Iterator<>() {
      private int k;

      @Override
      public boolean hasNext() {
        return k < count;
      }

      @Override
      public Script next() {
        if (!hasNext()) {
          throw new NoSuchElementException();
        }
        return make.apply(k++);
      }
    };
  }
}
