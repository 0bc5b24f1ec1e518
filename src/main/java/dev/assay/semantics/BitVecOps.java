package dev.assay.semantics;

import java.math.BigInteger;
import java.util.function.BinaryOperator;

/**
 * Bit-vector functions of SMT-LIB 2.6 (FixedSizeBitVectors and the QF_BV abbreviations), on
 * unsigned values. Division by zero is defined by the standard since 2.6: {@code bvudiv} gives all
 * ones and {@code bvurem} the dividend; the signed forms follow from their definitions.
 */
public final class BitVecOps {
  private BitVecOps() {}

  private static BitVecValue bv(int w, BigInteger v) {
    return new BitVecValue(w, v);
  }

  private static BigInteger ones(int w) {
    return BigInteger.ONE.shiftLeft(w).subtract(BigInteger.ONE);
  }

  public static BitVecValue neg(BitVecValue a) {
    return bv(a.width(), a.value().negate());
  }

  public static BitVecValue not(BitVecValue a) {
    return bv(a.width(), a.value().xor(ones(a.width())));
  }

  public static BitVecValue udiv(BitVecValue s, BitVecValue t) {
    if (t.value().signum() == 0) {
      return bv(s.width(), ones(s.width()));
    }
    return bv(s.width(), s.value().divide(t.value()));
  }

  public static BitVecValue urem(BitVecValue s, BitVecValue t) {
    if (t.value().signum() == 0) {
      return s;
    }
    return bv(s.width(), s.value().mod(t.value()));
  }

  private static boolean msb(BitVecValue a) {
    return a.value().testBit(a.width() - 1);
  }

  /** {@code bvsdiv} as the standard abbreviates it through {@code bvudiv} and {@code bvneg}. */
  public static BitVecValue sdiv(BitVecValue s, BitVecValue t) {
    return onMagnitudes(s, t, BitVecOps::udiv, msb(s) != msb(t));
  }

  /** {@code bvsrem}: sign follows the dividend. */
  public static BitVecValue srem(BitVecValue s, BitVecValue t) {
    return onMagnitudes(s, t, BitVecOps::urem, msb(s));
  }

  /**
   * {@code op} of the magnitudes of {@code s} and {@code t} (each negated where its sign bit is
   * set), negated if {@code negate}: the four sign cases of the standard's {@code bvsdiv} and
   * {@code bvsrem} abbreviations in one.
   */
  private static BitVecValue onMagnitudes(
      BitVecValue s, BitVecValue t, BinaryOperator<BitVecValue> op, boolean negate) {
    BitVecValue r = op.apply(msb(s) ? neg(s) : s, msb(t) ? neg(t) : t);
    return negate ? neg(r) : r;
  }

  /** {@code bvsmod}: sign follows the divisor. */
  public static BitVecValue smod(BitVecValue s, BitVecValue t) {
    boolean ns = msb(s);
    boolean nt = msb(t);
    BitVecValue absS = ns ? neg(s) : s;
    BitVecValue absT = nt ? neg(t) : t;
    BitVecValue u = urem(absS, absT);
    if (u.value().signum() == 0 || (!ns && !nt)) {
      return u;
    }
    if (ns && !nt) {
      return bv(s.width(), neg(u).value().add(t.value()));
    }
    if (!ns) {
      return bv(s.width(), u.value().add(t.value()));
    }
    return neg(u);
  }

  /** Shift amount as int, or -1 if it is at least the width (everything shifted out). */
  private static int amount(BitVecValue t, int width) {
    return t.value().compareTo(BigInteger.valueOf(width)) >= 0 ? -1 : t.value().intValue();
  }

  public static BitVecValue shl(BitVecValue s, BitVecValue t) {
    int k = amount(t, s.width());
    return bv(s.width(), k < 0 ? BigInteger.ZERO : s.value().shiftLeft(k));
  }

  public static BitVecValue lshr(BitVecValue s, BitVecValue t) {
    int k = amount(t, s.width());
    return bv(s.width(), k < 0 ? BigInteger.ZERO : s.value().shiftRight(k));
  }

  public static BitVecValue ashr(BitVecValue s, BitVecValue t) {
    int k = amount(t, s.width());
    BigInteger signed = s.signed();
    return bv(
        s.width(),
        k < 0
            ? (signed.signum() < 0 ? BigInteger.ONE.negate() : BigInteger.ZERO)
            : signed.shiftRight(k));
  }

  public static BitVecValue concat(BitVecValue a, BitVecValue b) {
    return bv(a.width() + b.width(), a.value().shiftLeft(b.width()).or(b.value()));
  }

  /** {@code ((_ extract i j) a)}: bits i down to j. */
  public static BitVecValue extract(BitVecValue a, int i, int j) {
    return bv(i - j + 1, a.value().shiftRight(j));
  }

  public static BitVecValue zeroExtend(BitVecValue a, int k) {
    return bv(a.width() + k, a.value());
  }

  public static BitVecValue signExtend(BitVecValue a, int k) {
    return bv(a.width() + k, a.signed());
  }

  public static BitVecValue repeat(BitVecValue a, int k) {
    BitVecValue r = a;
    for (int n = 1; n < k; n++) {
      r = concat(r, a);
    }
    return r;
  }

  public static BitVecValue rotateLeft(BitVecValue a, BigInteger k) {
    int w = a.width();
    int s = k.mod(BigInteger.valueOf(w)).intValue();
    if (s == 0) {
      return a;
    }
    return bv(w, a.value().shiftLeft(s).or(a.value().shiftRight(w - s)));
  }

  public static BitVecValue rotateRight(BitVecValue a, BigInteger k) {
    int w = a.width();
    int s = k.mod(BigInteger.valueOf(w)).intValue();
    return rotateLeft(a, BigInteger.valueOf(w - s));
  }
}
