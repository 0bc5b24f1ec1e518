package dev.assay.weakening;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.DecimalConstant;
import dev.assay.smtlib.NumeralConstant;
import dev.assay.smtlib.Term;
import java.math.BigDecimal;

/** Reads numeric literals: numerals, decimals and their negations {@code (- lit)}. */
final class Numbers {
  private Numbers() {}

  /** The value of a numeric literal, or null if {@code t} is not one. */
  static BigDecimal literal(Term t) {
    if (t instanceof NumeralConstant n) {
      return new BigDecimal(n.value());
    }
    if (t instanceof DecimalConstant d) {
      return d.value();
    }
    if (t instanceof Application a && a.name().equals("-") && a.args().size() == 1) {
      Term inner = a.arg(0);
      if (inner instanceof NumeralConstant n) {
        return new BigDecimal(n.value()).negate();
      }
      if (inner instanceof DecimalConstant d) {
        return d.value().negate();
      }
    }
    return null;
  }
}
