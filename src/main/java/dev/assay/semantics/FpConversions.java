package dev.assay.semantics;

import java.math.BigInteger;

/**
 * The conversions of the FloatingPoint theory: the four forms of {@code (_ to_fp eb sb)}, {@code (_
 * to_fp_unsigned eb sb)}, {@code (_ fp.to_ubv m)}, {@code (_ fp.to_sbv m)} and {@code fp.to_real}.
 * The theory leaves every {@code fp.to_*} unspecified for NaN and the infinities, and {@code
 * fp.to_ubv}/{@code fp.to_sbv} for results out of range; those are {@link Unspecified} values.
 */
final class FpConversions {
  /** Largest exponent magnitude fp.to_real writes out as a rational (a 2 MB numerator). */
  private static final long MAX_REAL_EXPONENT = 1L << 24;

  private FpConversions() {}

  /** From the IEEE interchange encoding: sign, then eb exponent bits, then sb - 1 bits. */
  static FloatingPointValue fromBits(FpFormat f, BitVecValue b) {
    if (b.width() != f.eb() + f.sb()) {
      throw new Operator.IllSorted(
          "to_fp " + f.eb() + " " + f.sb() + " of a bit-vector of width " + b.width());
    }
    return FloatingPointValue.ofBits(f, b.value());
  }

  /** From another (or the same) format: NaN, infinities and zeros carry over, numbers round. */
  static FloatingPointValue fromFloat(FpFormat f, RoundingModeValue rm, FloatingPointValue x) {
    if (x.isNaN()) {
      return FloatingPointValue.nan(f);
    }
    if (x.isInfinite()) {
      return FloatingPointValue.infinity(f, x.negative());
    }
    if (x.isZero()) {
      return FloatingPointValue.zero(f, x.negative());
    }
    return FpRounding.round(f, rm, x.negative(), x.integerSignificand(), x.quantum());
  }

  /**
   * From a real number. The real 0 has no sign and becomes +0 ([BTRW15]); a non-zero number that
   * rounds to zero keeps its sign.
   */
  static FloatingPointValue fromReal(FpFormat f, RoundingModeValue rm, Rational r) {
    if (r.signum() == 0) {
      return FloatingPointValue.zero(f, false);
    }
    return FpRounding.roundQuotient(f, rm, r.signum() < 0, r.numerator().abs(), r.denominator(), 0);
  }

  /** From an integer (a signed or unsigned machine integer); 0 becomes +0. */
  static FloatingPointValue fromInteger(FpFormat f, RoundingModeValue rm, BigInteger n) {
    if (n.signum() == 0) {
      return FloatingPointValue.zero(f, false);
    }
    return FpRounding.round(f, rm, n.signum() < 0, n.abs(), 0);
  }

  /**
   * {@code (_ fp.to_ubv m)} ({@code signed} false) or {@code (_ fp.to_sbv m)}: x rounded to an
   * integer as {@code rm} says, if that integer fits m bits unsigned (resp. two's complement).
   */
  static Value toBitVec(int width, boolean signed, RoundingModeValue rm, FloatingPointValue x) {
    String op = signed ? "fp.to_sbv" : "fp.to_ubv";
    if (!x.isFinite()) {
      return unspecified("(_ " + op + " " + width + ") of " + x);
    }
    BigInteger n;
    if (x.isZero()) {
      n = BigInteger.ZERO;
    } else if (x.quantum() >= 0) {
      if (x.quantum() + x.integerSignificand().bitLength() > width + 1L) {
        return unspecified("(_ " + op + " " + width + ") of " + x + ": out of range");
      }
      n = x.integerSignificand().shiftLeft((int) x.quantum());
    } else {
      n = FpRounding.roundToInteger(rm, x.negative(), x.integerSignificand(), x.quantum());
    }
    if (x.negative()) {
      n = n.negate();
    }
    BigInteger lo = signed ? BigInteger.ONE.shiftLeft(width - 1).negate() : BigInteger.ZERO;
    BigInteger hi = BigInteger.ONE.shiftLeft(signed ? width - 1 : width).subtract(BigInteger.ONE);
    if (n.compareTo(lo) < 0 || n.compareTo(hi) > 0) {
      return unspecified(
          "(_ " + op + " " + width + ") " + rm + " " + x + ": " + n + " is out of range");
    }
    return new BitVecValue(width, n);
  }

  /** The real number x denotes; unspecified for infinities and NaN. */
  static Value toReal(FloatingPointValue x) {
    if (!x.isFinite()) {
      return unspecified("fp.to_real of " + x);
    }
    if (x.isZero()) {
      return new RealValue(Rational.ZERO);
    }
    long q = x.quantum();
    if (Math.abs(q) > MAX_REAL_EXPONENT) {
      return new Unspecified(
          Unspecified.Cause.UNSUPPORTED, "fp.to_real of " + x + ": exponent too large");
    }
    BigInteger m = x.negative() ? x.integerSignificand().negate() : x.integerSignificand();
    Rational r =
        q >= 0
            ? Rational.of(m.shiftLeft((int) q))
            : new Rational(m, BigInteger.ONE.shiftLeft((int) -q));
    return new RealValue(r);
  }

  private static Unspecified unspecified(String reason) {
    return new Unspecified(Unspecified.Cause.STANDARD, reason);
  }
}
