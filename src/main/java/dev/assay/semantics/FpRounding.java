package dev.assay.semantics;

import java.math.BigInteger;

/**
 * Rounding of exact real numbers into a floating-point format (IEEE 754-2008 §4.3 and §7.4): the
 * one place where the five rounding modes act. Every arithmetic operation computes its exact result
 * (or, for division and square root, a stand-in that provably rounds the same way) and hands it
 * here.
 *
 * <p>All arithmetic is on {@link BigInteger}s and {@code long} exponents; nothing goes through a
 * Java {@code double}.
 */
final class FpRounding {
  private FpRounding() {}

  /**
   * Whether truncating to {@code kept} must be corrected upwards (in magnitude) under {@code rm}:
   * {@code half} is the first dropped bit, {@code sticky} whether any later dropped bit is set.
   */
  static boolean roundsUp(
      RoundingModeValue rm, boolean negative, boolean keptOdd, boolean half, boolean sticky) {
    return switch (rm) {
      case RNE -> half && (sticky || keptOdd);
      case RNA -> half;
      case RTP -> !negative && (half || sticky);
      case RTN -> negative && (half || sticky);
      case RTZ -> false;
    };
  }

  /**
   * The integer nearest to m · 2^e (m &gt; 0, e &lt; 0) in the direction {@code rm} says, as a
   * magnitude; {@code negative} is the sign of the number being rounded.
   */
  static BigInteger roundToInteger(RoundingModeValue rm, boolean negative, BigInteger m, long e) {
    if (e >= 0) {
      throw new IllegalArgumentException("already an integer");
    }
    return shiftRound(rm, negative, m, -e);
  }

  /** m / 2^shift (m &gt; 0, shift &gt; 0) rounded to an integer as {@code rm} says. */
  private static BigInteger shiftRound(
      RoundingModeValue rm, boolean negative, BigInteger m, long shift) {
    BigInteger kept;
    boolean half;
    boolean sticky;
    if (shift > m.bitLength() + 1L) {
      kept = BigInteger.ZERO;
      half = false;
      sticky = true;
    } else {
      int s = (int) shift;
      kept = m.shiftRight(s);
      half = m.testBit(s - 1);
      sticky = m.getLowestSetBit() < s - 1;
    }
    return roundsUp(rm, negative, kept.testBit(0), half, sticky) ? kept.add(BigInteger.ONE) : kept;
  }

  /**
   * The number (-1)^negative · m · 2^e (m &gt; 0) rounded into {@code f} under {@code rm}: rounded
   * as if the exponent range were unbounded above, with subnormals below, then infinity or the
   * largest finite number on overflow as the mode says (IEEE 754-2008 §7.4). A non-zero number that
   * rounds to zero keeps its sign.
   */
  static FloatingPointValue round(
      FpFormat f, RoundingModeValue rm, boolean negative, BigInteger m, long e) {
    if (m.signum() <= 0) {
      throw new IllegalArgumentException("round needs a positive significand");
    }
    int p = f.sb();
    long lead = e + m.bitLength() - 1; // |x| lies in [2^lead, 2^(lead+1))
    if (lead > f.emax() + 1) {
      return overflow(f, rm, negative); // beyond every rounding of the largest binade
    }
    long q = Math.max(lead - p + 1, f.minQuantum()); // weight of the last kept bit
    BigInteger kept;
    if (q <= e) {
      kept = m.shiftLeft((int) (e - q)); // exact; the shift is below sb (see the bounds of q)
    } else {
      kept = shiftRound(rm, negative, m, q - e);
    }
    if (kept.bitLength() > p) { // rounded up to the next binade
      kept = kept.shiftRight(1);
      q++;
    }
    if (kept.signum() == 0) {
      return FloatingPointValue.zero(f, negative);
    }
    if (q + kept.bitLength() - 1 > f.emax()) {
      return overflow(f, rm, negative);
    }
    return FloatingPointValue.finite(f, negative, kept, q);
  }

  /** The result of an overflow: infinity, or the largest finite number for directed modes. */
  static FloatingPointValue overflow(FpFormat f, RoundingModeValue rm, boolean negative) {
    boolean toInfinity =
        switch (rm) {
          case RNE, RNA -> true;
          case RTP -> !negative;
          case RTN -> negative;
          case RTZ -> false;
        };
    return toInfinity
        ? FloatingPointValue.infinity(f, negative)
        : FloatingPointValue.maxFinite(f, negative);
  }

  /**
   * The number (-1)^negative · n/d · 2^exp (n, d &gt; 0) rounded into {@code f}.
   *
   * <p>The quotient is computed to an exponent e at least two bits below the weight of the last bit
   * the result keeps (and below the least subnormal); a non-zero remainder becomes one more low
   * bit. No rounding boundary (a representable number or a midpoint, all multiples of half the kept
   * weight) lies strictly between two consecutive multiples of 2^e, so that stand-in rounds exactly
   * as n/d does, in every mode.
   */
  static FloatingPointValue roundQuotient(
      FpFormat f, RoundingModeValue rm, boolean negative, BigInteger n, BigInteger d, long exp) {
    long l0 = n.bitLength() - (long) d.bitLength(); // floor(log2(n/d)) is l0 or l0 - 1
    if (shiftCompare(n, d, l0) < 0) {
      l0--;
    }
    long lead = l0 + exp;
    if (lead < f.minQuantum() - 1) {
      // below half the least subnormal: every such number rounds like 2^(minQuantum - 2)
      return round(f, rm, negative, BigInteger.ONE, f.minQuantum() - 2);
    }
    if (lead > f.emax() + 1) {
      return overflow(f, rm, negative);
    }
    long e = Math.max(lead - f.sb() - 1, f.minQuantum() - 1);
    long k = e - exp; // bounded by the sizes of n and d (see above)
    BigInteger[] qr =
        k >= 0
            ? n.divideAndRemainder(d.shiftLeft((int) k))
            : n.shiftLeft((int) -k).divideAndRemainder(d);
    if (qr[1].signum() == 0) {
      return round(f, rm, negative, qr[0], e);
    }
    return round(f, rm, negative, qr[0].shiftLeft(1).setBit(0), e - 1);
  }

  /** The sign of n - d · 2^k. */
  private static int shiftCompare(BigInteger n, BigInteger d, long k) {
    return k >= 0 ? n.compareTo(d.shiftLeft((int) k)) : n.shiftLeft((int) -k).compareTo(d);
  }
}
