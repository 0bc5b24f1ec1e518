package dev.assay.semantics;

import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.Term;

/**
 * The five rounding modes of the FloatingPoint theory, the values of sort {@code RoundingMode}.
 * Each has a short name (its value, as the theory lists them) and a long name, e.g. {@code RNE} and
 * {@code roundNearestTiesToEven}.
 */
public enum RoundingModeValue implements Value {
  RNE("roundNearestTiesToEven"),
  RNA("roundNearestTiesToAway"),
  RTP("roundTowardPositive"),
  RTN("roundTowardNegative"),
  RTZ("roundTowardZero");

  private final String longName;

  RoundingModeValue(String longName) {
    this.longName = longName;
  }

  public String longName() {
    return longName;
  }

  /** The mode with this short or long name, or null. */
  public static RoundingModeValue named(String name) {
    for (RoundingModeValue m : values()) {
      if (m.name().equals(name) || m.longName.equals(name)) {
        return m;
      }
    }
    return null;
  }

  @Override
  public Term toTerm() {
    return QualIdentifier.of(name());
  }
}
