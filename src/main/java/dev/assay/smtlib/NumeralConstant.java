package dev.assay.smtlib;

import java.math.BigInteger;

/** A numeral such as {@code 42}; never negative (negation is the function {@code -}). */
public record NumeralConstant(BigInteger value) implements SpecConstant {
  public NumeralConstant {
    if (value.signum() < 0) {
      throw new IllegalArgumentException("numerals are non-negative: " + value);
    }
  }

  public static NumeralConstant of(long v) {
    return new NumeralConstant(BigInteger.valueOf(v));
  }

  @Override
  public Sort sort() {
    return Sort.INT;
  }

  @Override
  public <R> R accept(TermVisitor<R> visitor) {
    return visitor.visitNumeral(this);
  }

  /** The term in SMT-LIB syntax. */
  @Override
  public String toString() {
    return Printer.print(this);
  }
}
