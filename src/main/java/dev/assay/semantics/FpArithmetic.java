package dev.assay.semantics;

import java.math.BigInteger;

/**
 * The arithmetic and comparisons of the FloatingPoint theory on {@link FloatingPointValue}s, as
 * IEEE 754-2008 defines them for binary formats and [BTRW15] fixes them for SMT-LIB: NaN in, NaN
 * out; the signs of zero results as §6.3 says; every finite result computed exactly and rounded
 * once by {@link FpRounding}.
 *
 * <p>Operands of one operation have one format (the sort checker sees to that; the operator rows
 * check it again).
 */
final class FpArithmetic {
  private FpArithmetic() {}

  /** An exact number (-1)^negative · m · 2^e with m &ge; 0. */
  record Exact(boolean negative, BigInteger m, long e) {
    static Exact of(FloatingPointValue x) {
      return new Exact(x.negative(), x.integerSignificand(), x.quantum());
    }

    /** floor(log2 |x|) for m &gt; 0. */
    long lead() {
      return e + m.bitLength() - 1;
    }
  }

  // ------------------------------------------------------------------ sign and magnitude

  static FloatingPointValue abs(FloatingPointValue x) {
    return x.negative() ? x.negate() : x;
  }

  static FloatingPointValue neg(FloatingPointValue x) {
    return x.negate();
  }

  // ------------------------------------------------------------------ add, sub

  static FloatingPointValue add(RoundingModeValue rm, FloatingPointValue x, FloatingPointValue y) {
    FpFormat f = x.format();
    if (x.isNaN() || y.isNaN()) {
      return FloatingPointValue.nan(f);
    }
    if (x.isInfinite()) {
      return y.isInfinite() && y.negative() != x.negative() ? FloatingPointValue.nan(f) : x;
    }
    if (y.isInfinite()) {
      return y;
    }
    if (x.isZero() && y.isZero()) {
      // §6.3: x + x keeps the sign of x; (+0) + (-0) is +0, except -0 when rounding down
      return x.negative() == y.negative()
          ? x
          : FloatingPointValue.zero(f, rm == RoundingModeValue.RTN);
    }
    if (x.isZero()) {
      return y;
    }
    if (y.isZero()) {
      return x;
    }
    return roundSum(f, rm, sum(f, Exact.of(x), Exact.of(y)));
  }

  static FloatingPointValue sub(RoundingModeValue rm, FloatingPointValue x, FloatingPointValue y) {
    return add(rm, x, y.negate());
  }

  /** An exact sum that is zero is +0, or -0 when rounding toward negative (§6.3). */
  private static FloatingPointValue roundSum(FpFormat f, RoundingModeValue rm, Exact s) {
    if (s.m().signum() == 0) {
      return FloatingPointValue.zero(f, rm == RoundingModeValue.RTN);
    }
    return FpRounding.round(f, rm, s.negative(), s.m(), s.e());
  }

  /**
   * a + b (both non-zero), exactly or as a stand-in that rounds into {@code f} as the exact sum
   * does.
   *
   * <p>When the smaller operand t lies below both half the weight q of the sum's last kept bit and
   * the lowest set bit of the larger operand a, it only says on which side of a the sum falls: no
   * representable number or midpoint lies strictly between a and a ± |t|. It is then replaced by
   * ±2^(t-1) for such a bound t, which keeps the aligned integers small however far apart the
   * exponents are (exponent widths up to 60 bits).
   */
  static Exact sum(FpFormat f, Exact a, Exact b) {
    if (b.lead() > a.lead()) {
      Exact t = a;
      a = b;
      b = t;
    }
    // q >= max(lead(a) - sb, minQuantum): the sum is at least half of |a|
    long keptBound = Math.max(a.lead() - f.sb(), f.minQuantum()) - 1;
    long bound = Math.min(keptBound, a.e() + a.m().getLowestSetBit());
    if (b.lead() < bound) {
      b = new Exact(b.negative(), BigInteger.ONE, bound - 1);
    }
    long e = Math.min(a.e(), b.e());
    BigInteger x = a.m().shiftLeft((int) (a.e() - e));
    BigInteger y = b.m().shiftLeft((int) (b.e() - e));
    BigInteger s = (a.negative() ? x.negate() : x).add(b.negative() ? y.negate() : y);
    return new Exact(s.signum() < 0, s.abs(), e);
  }

  // ------------------------------------------------------------------ mul, div, fma

  static FloatingPointValue mul(RoundingModeValue rm, FloatingPointValue x, FloatingPointValue y) {
    FpFormat f = x.format();
    boolean sign = x.negative() != y.negative();
    if (x.isNaN() || y.isNaN()) {
      return FloatingPointValue.nan(f);
    }
    if (x.isInfinite() || y.isInfinite()) {
      return x.isZero() || y.isZero()
          ? FloatingPointValue.nan(f)
          : FloatingPointValue.infinity(f, sign);
    }
    if (x.isZero() || y.isZero()) {
      return FloatingPointValue.zero(f, sign);
    }
    return FpRounding.round(
        f,
        rm,
        sign,
        x.integerSignificand().multiply(y.integerSignificand()),
        x.quantum() + y.quantum());
  }

  static FloatingPointValue div(RoundingModeValue rm, FloatingPointValue x, FloatingPointValue y) {
    FpFormat f = x.format();
    boolean sign = x.negative() != y.negative();
    if (x.isNaN() || y.isNaN()) {
      return FloatingPointValue.nan(f);
    }
    if (x.isInfinite()) {
      return y.isInfinite() ? FloatingPointValue.nan(f) : FloatingPointValue.infinity(f, sign);
    }
    if (y.isInfinite()) {
      return FloatingPointValue.zero(f, sign);
    }
    if (y.isZero()) {
      return x.isZero() ? FloatingPointValue.nan(f) : FloatingPointValue.infinity(f, sign);
    }
    if (x.isZero()) {
      return FloatingPointValue.zero(f, sign);
    }
    return FpRounding.roundQuotient(
        f, rm, sign, x.integerSignificand(), y.integerSignificand(), x.quantum() - y.quantum());
  }

  /** (x · y) + z computed exactly and rounded once (§5.4.1 fusedMultiplyAdd). */
  static FloatingPointValue fma(
      RoundingModeValue rm, FloatingPointValue x, FloatingPointValue y, FloatingPointValue z) {
    FpFormat f = x.format();
    boolean sign = x.negative() != y.negative();
    if (x.isNaN() || y.isNaN() || z.isNaN()) {
      return FloatingPointValue.nan(f);
    }
    if (x.isInfinite() || y.isInfinite()) {
      if (x.isZero() || y.isZero()) {
        return FloatingPointValue.nan(f); // invalid even when z is infinite
      }
      return z.isInfinite() && z.negative() != sign
          ? FloatingPointValue.nan(f)
          : FloatingPointValue.infinity(f, sign);
    }
    if (z.isInfinite()) {
      return z;
    }
    if (x.isZero() || y.isZero()) {
      if (z.isZero()) {
        return z.negative() == sign ? z : FloatingPointValue.zero(f, rm == RoundingModeValue.RTN);
      }
      return z;
    }
    Exact product =
        new Exact(
            sign,
            x.integerSignificand().multiply(y.integerSignificand()),
            x.quantum() + y.quantum());
    if (z.isZero()) {
      return FpRounding.round(f, rm, sign, product.m(), product.e());
    }
    return roundSum(f, rm, sum(f, product, Exact.of(z)));
  }

  // ------------------------------------------------------------------ sqrt, rem, roundToIntegral

  static FloatingPointValue sqrt(RoundingModeValue rm, FloatingPointValue x) {
    FpFormat f = x.format();
    if (x.isNaN() || (x.negative() && !x.isZero())) {
      return FloatingPointValue.nan(f);
    }
    if (x.isZero() || x.isInfinite()) {
      return x; // sqrt(-0) is -0
    }
    BigInteger m = x.integerSignificand();
    long e = x.quantum();
    if ((e & 1) != 0) {
      m = m.shiftLeft(1);
      e--;
    }
    // root = isqrt(m · 4^j) · 2^(e/2 - j), with at least sb + 2 bits
    int j = Math.max(0, (2 * f.sb() + 5 - m.bitLength()) / 2);
    BigInteger scaled = m.shiftLeft(2 * j);
    BigInteger root = scaled.sqrt();
    long re = e / 2 - j;
    if (root.multiply(root).equals(scaled)) {
      return FpRounding.round(f, rm, false, root, re);
    }
    // an inexact root lies strictly between root and root + 1: one more low bit stands for it
    return FpRounding.round(f, rm, false, root.shiftLeft(1).setBit(0), re - 1);
  }

  /**
   * IEEE remainder x - y · n, n the integer nearest x / y (ties to even); always exact. A zero
   * result has the sign of x.
   */
  static FloatingPointValue rem(FloatingPointValue x, FloatingPointValue y) {
    FpFormat f = x.format();
    if (x.isNaN() || y.isNaN() || x.isInfinite() || y.isZero()) {
      return FloatingPointValue.nan(f);
    }
    if (y.isInfinite() || x.isZero()) {
      return x;
    }
    // rem(x, y) = sign(x) · rem(|x|, |y|): n rounds symmetrically
    BigInteger mx = x.integerSignificand();
    BigInteger my = y.integerSignificand();
    long qx = x.quantum();
    long qy = y.quantum();
    BigInteger r;
    long unit;
    if (qx >= qy) {
      // in units of 2^qy: X = mx · 2^(qx-qy), reduced modulo 2·my without forming X
      BigInteger twoY = my.shiftLeft(1);
      BigInteger xMod =
          mx.multiply(BigInteger.TWO.modPow(BigInteger.valueOf(qx - qy), twoY)).mod(twoY);
      r = nearest(xMod, my);
      unit = qy;
    } else {
      long leadX = qx + mx.bitLength() - 1;
      long leadY = qy + my.bitLength() - 1;
      if (leadX < leadY - 1) {
        return x; // |x| < |y| / 2: n = 0
      }
      BigInteger yy = my.shiftLeft((int) (qy - qx)); // qy - qx <= bits of mx + 1 here
      r = nearest(mx.mod(yy.shiftLeft(1)), yy);
      unit = qx;
    }
    if (r.signum() == 0) {
      return FloatingPointValue.zero(f, x.negative());
    }
    boolean negative = x.negative() != (r.signum() < 0);
    return FpRounding.round(f, RoundingModeValue.RNE, negative, r.abs(), unit);
  }

  /**
   * X - Y · n for n nearest X / Y (ties to the even n), given xMod = X mod 2Y: the parity of
   * floor(X / Y) is whether xMod &ge; Y.
   */
  private static BigInteger nearest(BigInteger xMod, BigInteger y) {
    boolean floorOdd = xMod.compareTo(y) >= 0;
    BigInteger r = floorOdd ? xMod.subtract(y) : xMod;
    int c = r.shiftLeft(1).compareTo(y);
    if (c > 0 || (c == 0 && floorOdd)) {
      return r.subtract(y);
    }
    return r;
  }

  /** x rounded to an integral value in its own format; a zero result keeps the sign of x. */
  static FloatingPointValue roundToIntegral(RoundingModeValue rm, FloatingPointValue x) {
    if (!x.isFinite() || x.isZero() || x.quantum() >= 0) {
      return x;
    }
    BigInteger n = FpRounding.roundToInteger(rm, x.negative(), x.integerSignificand(), x.quantum());
    if (n.signum() == 0) {
      return FloatingPointValue.zero(x.format(), x.negative());
    }
    // exact, except that in formats with emax < sb the next integer may overflow
    return FpRounding.round(x.format(), rm, x.negative(), n, 0);
  }

  // ------------------------------------------------------------------ min, max, comparisons

  /**
   * fp.min: the other operand if one is NaN; unspecified for +0 and -0 in either order, which
   * [BTRW15] leaves open (IEEE 754-2008 §5.3.1 allows either zero).
   */
  static Value min(FloatingPointValue x, FloatingPointValue y) {
    return minMax(x, y, true);
  }

  static Value max(FloatingPointValue x, FloatingPointValue y) {
    return minMax(x, y, false);
  }

  private static Value minMax(FloatingPointValue x, FloatingPointValue y, boolean min) {
    if (x.isNaN()) {
      return y;
    }
    if (y.isNaN()) {
      return x;
    }
    if (x.isZero() && y.isZero() && x.negative() != y.negative()) {
      return new Unspecified(
          Unspecified.Cause.STANDARD,
          "(" + (min ? "fp.min " : "fp.max ") + x + " " + y + ") of zeros of both signs");
    }
    int c = compare(x, y);
    return (min ? c <= 0 : c >= 0) ? x : y;
  }

  /** The numeric order of two non-NaN values; -0 and +0 are equal. */
  static int compare(FloatingPointValue x, FloatingPointValue y) {
    int sx = x.isZero() ? 0 : x.negative() ? -1 : 1;
    int sy = y.isZero() ? 0 : y.negative() ? -1 : 1;
    if (sx != sy || sx == 0) {
      return Integer.compare(sx, sy);
    }
    // within one sign the encoding orders magnitudes (IEEE 754-2008 §3.4)
    int c = Long.compare(x.exponent(), y.exponent());
    if (c == 0) {
      c = x.significand().compareTo(y.significand());
    }
    return sx > 0 ? c : -c;
  }

  /** IEEE equality: false with NaN, true for -0 and +0. */
  static boolean ieeeEquals(FloatingPointValue x, FloatingPointValue y) {
    return !x.isNaN() && !y.isNaN() && compare(x, y) == 0;
  }
}
