package dev.assay.semantics;

import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * An exact rational number in lowest terms with a positive denominator, so that equal numbers are
 * equal records.
 */
public record Rational(BigInteger numerator, BigInteger denominator)
    implements Comparable<Rational> {
  public static final Rational ZERO = new Rational(BigInteger.ZERO, BigInteger.ONE);
  public static final Rational ONE = new Rational(BigInteger.ONE, BigInteger.ONE);

  public Rational {
    if (denominator.signum() == 0) {
      throw new ArithmeticException("zero denominator");
    }
    if (denominator.signum() < 0) {
      numerator = numerator.negate();
      denominator = denominator.negate();
    }
    BigInteger g = numerator.gcd(denominator);
    if (!g.equals(BigInteger.ONE) && g.signum() != 0) {
      numerator = numerator.divide(g);
      denominator = denominator.divide(g);
    }
    if (numerator.signum() == 0) {
      denominator = BigInteger.ONE;
    }
  }

  public static Rational of(BigInteger integer) {
    return new Rational(integer, BigInteger.ONE);
  }

  public static Rational of(long numerator, long denominator) {
    return new Rational(BigInteger.valueOf(numerator), BigInteger.valueOf(denominator));
  }

  /** The exact value of a decimal literal such as {@code 0.125}. */
  public static Rational of(BigDecimal decimal) {
    if (decimal.scale() <= 0) {
      return of(decimal.toBigIntegerExact());
    }
    return new Rational(decimal.unscaledValue(), BigInteger.TEN.pow(decimal.scale()));
  }

  public int signum() {
    return numerator.signum();
  }

  public boolean isInteger() {
    return denominator.equals(BigInteger.ONE);
  }

  public Rational add(Rational o) {
    return new Rational(
        numerator.multiply(o.denominator).add(o.numerator.multiply(denominator)),
        denominator.multiply(o.denominator));
  }

  public Rational subtract(Rational o) {
    return add(o.negate());
  }

  public Rational multiply(Rational o) {
    return new Rational(numerator.multiply(o.numerator), denominator.multiply(o.denominator));
  }

  /** {@code this / o}; the caller handles a zero divisor (the standard leaves it unspecified). */
  public Rational divide(Rational o) {
    return new Rational(numerator.multiply(o.denominator), denominator.multiply(o.numerator));
  }

  public Rational negate() {
    return new Rational(numerator.negate(), denominator);
  }

  public Rational abs() {
    return signum() < 0 ? negate() : this;
  }

  /** The greatest integer not above this number ({@code to_int} of Reals_Ints). */
  public BigInteger floor() {
    BigInteger[] qr = numerator.divideAndRemainder(denominator);
    return qr[1].signum() < 0 ? qr[0].subtract(BigInteger.ONE) : qr[0];
  }

  @Override
  public int compareTo(Rational o) {
    return numerator.multiply(o.denominator).compareTo(o.numerator.multiply(denominator));
  }

  /** {@code n} or {@code n/d}. */
  @Override
  public String toString() {
    return isInteger() ? numerator.toString() : numerator + "/" + denominator;
  }
}
