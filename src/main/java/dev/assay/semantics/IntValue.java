package dev.assay.semantics;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.NumeralConstant;
import dev.assay.smtlib.Term;
import java.math.BigInteger;

/** An unbounded integer. */
public record IntValue(BigInteger value) implements Value {
  public IntValue {
    if (value == null) {
      throw new NullPointerException("value");
    }
  }

  public static IntValue of(long v) {
    return new IntValue(BigInteger.valueOf(v));
  }

  /** A numeral, or {@code (- n)} for a negative number. */
  @Override
  public Term toTerm() {
    NumeralConstant n = new NumeralConstant(value.abs());
    return value.signum() < 0 ? Application.of("-", n) : n;
  }

  @Override
  public String toString() {
    return value.toString();
  }
}
