package dev.assay.weakening;

/**
 * Which way a rule of §4.1 is implemented. A rule {@code L ⇒ R} applied left to right weakens,
 * right to left strengthens; an equivalence {@code L ⇔ R} does both in either direction.
 */
public enum Direction {
  /** Only {@code L → R}: a weakening. */
  WEAKENING("weakening"),
  /** Only {@code R → L}: a strengthening. */
  STRENGTHENING("strengthening"),
  /** Both directions of an implication. */
  BOTH("both"),
  /** An equivalence: either direction weakens and strengthens. */
  EQUIVALENCE("both (equivalence)");

  private final String label;

  Direction(String label) {
    this.label = label;
  }

  public String label() {
    return label;
  }
}
