package dev.assay.smtlib;

import java.util.Arrays;

/**
 * A path from a root term to one of its subterms: the child indices (as in {@link Term#children()})
 * taken at each step. The empty position is the root.
 */
public final class Position extends IntArrayValue<Position> {
  public static final Position ROOT = new Position(new int[0]);

  private final int[] steps;

  private Position(int[] steps) {
    this.steps = steps;
  }

  public static Position of(int... steps) {
    return steps.length == 0 ? ROOT : new Position(steps.clone());
  }

  public int depth() {
    return steps.length;
  }

  public int step(int i) {
    return steps[i];
  }

  /** This position extended by one child index. */
  public Position child(int index) {
    int[] s = Arrays.copyOf(steps, steps.length + 1);
    s[steps.length] = index;
    return new Position(s);
  }

  /** The enclosing position; the root has none. */
  public Position parent() {
    if (steps.length == 0) {
      throw new IllegalStateException("the root has no parent");
    }
    return steps.length == 1 ? ROOT : new Position(Arrays.copyOf(steps, steps.length - 1));
  }

  public boolean isPrefixOf(Position other) {
    if (steps.length > other.steps.length) {
      return false;
    }
    for (int i = 0; i < steps.length; i++) {
      if (steps[i] != other.steps[i]) {
        return false;
      }
    }
    return true;
  }

  /** The ints whose equality, hash and order are this value's ({@link IntArrayValue}). */
  @Override
  protected int[] ints() {
    return steps;
  }

  @Override
  public String toString() {
    return Arrays.toString(steps);
  }
}
