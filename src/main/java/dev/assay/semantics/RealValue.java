package dev.assay.semantics;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.DecimalConstant;
import dev.assay.smtlib.NumeralConstant;
import dev.assay.smtlib.Term;
import java.math.BigDecimal;

/** An exact rational number of sort Real. */
public record RealValue(Rational value) implements Value {
  public RealValue {
    if (value == null) {
      throw new NullPointerException("value");
    }
  }

  public static RealValue of(long numerator, long denominator) {
    return new RealValue(Rational.of(numerator, denominator));
  }

  /** {@code n.0}, {@code (/ n d)}, wrapped in {@code (- ...)} when negative. */
  @Override
  public Term toTerm() {
    Rational a = value.abs();
    Term t =
        a.isInteger()
            ? new DecimalConstant(new BigDecimal(a.numerator()).setScale(1))
            : Application.of(
                "/", new NumeralConstant(a.numerator()), new NumeralConstant(a.denominator()));
    return value.signum() < 0 ? Application.of("-", t) : t;
  }

  @Override
  public String toString() {
    return value.toString();
  }
}
