package dev.assay.weakening;

/**
 * The parity of a subterm in a formula (Definition 2), extended to the full SMT-LIB language.
 *
 * <p>Only Boolean and {@code RegLan} subterms have a parity: a regular expression is positive when
 * enlarging its language weakens the formula (it sits under {@code str.in_re} at a positive
 * position, and under an even number of complements or {@code re.diff} subtrahends). Terms of other
 * sorts have {@link #NONE}. A subterm whose effect on the formula is not monotone in either
 * direction (under {@code xor}, Boolean {@code =}, {@code distinct}, the condition of an {@code
 * ite}, an uninterpreted function, ...) is {@link #AMBIGUOUS} and is never mutated (§3.1.4).
 */
public enum Parity {
  /** Not a Boolean or RegLan term. */
  NONE,
  /** parity 1: weakening it weakens the formula. */
  POSITIVE,
  /** parity -1: weakening it strengthens the formula. */
  NEGATIVE,
  /** Neither: replacing it by a weaker or stronger term has no known effect. */
  AMBIGUOUS;

  /** The parity under one more negation. */
  public Parity flip() {
    return switch (this) {
      case POSITIVE -> NEGATIVE;
      case NEGATIVE -> POSITIVE;
      default -> this;
    };
  }

  /** True for the parities at which a rule may be applied. */
  public boolean isDefinite() {
    return this == POSITIVE || this == NEGATIVE;
  }
}
