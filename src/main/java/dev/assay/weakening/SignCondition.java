package dev.assay.weakening;

import java.math.BigDecimal;

/** The sign a constant {@code c} of rules 29–31 must have for the rule to hold. */
public enum SignCondition {
  POSITIVE("c > 0"),
  NEGATIVE("c < 0"),
  NON_NEGATIVE("c ≥ 0"),
  NON_POSITIVE("c ≤ 0"),
  NON_ZERO("c ≠ 0"),
  ANY("any c");

  private final String text;

  SignCondition(String text) {
    this.text = text;
  }

  public String text() {
    return text;
  }

  public boolean test(BigDecimal c) {
    int s = c.signum();
    return switch (this) {
      case POSITIVE -> s > 0;
      case NEGATIVE -> s < 0;
      case NON_NEGATIVE -> s >= 0;
      case NON_POSITIVE -> s <= 0;
      case NON_ZERO -> s != 0;
      case ANY -> true;
    };
  }

  /** The condition on {@code -c}. */
  public SignCondition negated() {
    return switch (this) {
      case POSITIVE -> NEGATIVE;
      case NEGATIVE -> POSITIVE;
      case NON_NEGATIVE -> NON_POSITIVE;
      case NON_POSITIVE -> NON_NEGATIVE;
      default -> this;
    };
  }
}
