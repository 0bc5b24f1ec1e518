package dev.assay.semantics;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.BinaryConstant;
import dev.assay.smtlib.Identifier;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.Term;
import java.math.BigInteger;
import java.util.List;

/**
 * A value of sort {@code (_ FloatingPoint eb sb)}, held as its IEEE 754-2008 fields: sign, biased
 * exponent ({@code eb} bits) and trailing significand ({@code sb - 1} bits).
 *
 * <p>The theory has exactly one NaN per format, so every NaN bit pattern is kept as one canonical
 * record (sign 0, the top trailing-significand bit set); then record equality is SMT-LIB {@code =}:
 * NaN equals NaN, and +0 and -0 differ. IEEE equality ({@code fp.eq}) is in {@link FpArithmetic}.
 */
public record FloatingPointValue(
    FpFormat format, boolean negative, long exponent, BigInteger significand) implements Value {

  public FloatingPointValue {
    if (format == null || significand == null) {
      throw new NullPointerException();
    }
    if (exponent < 0 || exponent > format.maxExponentField()) {
      throw new IllegalArgumentException("exponent field out of range: " + exponent);
    }
    if (significand.signum() < 0 || significand.bitLength() > format.sb() - 1) {
      throw new IllegalArgumentException("significand field out of range: " + significand);
    }
    if (exponent == format.maxExponentField() && significand.signum() != 0) {
      negative = false;
      significand = BigInteger.ONE.shiftLeft(format.sb() - 2);
    }
  }

  public static FloatingPointValue nan(FpFormat f) {
    return new FloatingPointValue(f, false, f.maxExponentField(), BigInteger.ONE);
  }

  public static FloatingPointValue infinity(FpFormat f, boolean negative) {
    return new FloatingPointValue(f, negative, f.maxExponentField(), BigInteger.ZERO);
  }

  public static FloatingPointValue zero(FpFormat f, boolean negative) {
    return new FloatingPointValue(f, negative, 0, BigInteger.ZERO);
  }

  /** The largest finite magnitude, with the given sign. */
  public static FloatingPointValue maxFinite(FpFormat f, boolean negative) {
    return new FloatingPointValue(
        f,
        negative,
        f.maxExponentField() - 1,
        BigInteger.ONE.shiftLeft(f.sb() - 1).subtract(BigInteger.ONE));
  }

  /** The value whose IEEE 754-2008 interchange encoding (sign, exponent, significand) is bits. */
  public static FloatingPointValue ofBits(FpFormat f, BigInteger bits) {
    int fraction = f.sb() - 1;
    BigInteger significand = bits.and(BigInteger.ONE.shiftLeft(fraction).subtract(BigInteger.ONE));
    long exponent =
        bits.shiftRight(fraction).and(BigInteger.valueOf(f.maxExponentField())).longValueExact();
    return new FloatingPointValue(f, bits.testBit(fraction + f.eb()), exponent, significand);
  }

  /**
   * The finite non-zero number (-1)^negative · m · 2^q, which must be representable as given: 0
   * &lt; m &lt; 2^sb, q at least {@link FpFormat#minQuantum()}, and m with the hidden bit set
   * unless q is the minimum (a subnormal).
   */
  static FloatingPointValue finite(FpFormat f, boolean negative, BigInteger m, long q) {
    BigInteger hidden = BigInteger.ONE.shiftLeft(f.sb() - 1);
    if (m.compareTo(hidden) < 0) {
      if (q != f.minQuantum()) {
        throw new IllegalArgumentException("unnormalised significand " + m + " at 2^" + q);
      }
      return new FloatingPointValue(f, negative, 0, m);
    }
    return new FloatingPointValue(f, negative, q - f.minQuantum() + 1, m.subtract(hidden));
  }

  public boolean isNaN() {
    return exponent == format.maxExponentField() && significand.signum() != 0;
  }

  public boolean isInfinite() {
    return exponent == format.maxExponentField() && significand.signum() == 0;
  }

  public boolean isZero() {
    return exponent == 0 && significand.signum() == 0;
  }

  public boolean isSubnormal() {
    return exponent == 0 && significand.signum() != 0;
  }

  public boolean isNormal() {
    return exponent != 0 && exponent != format.maxExponentField();
  }

  /** Neither infinite nor NaN. */
  public boolean isFinite() {
    return exponent != format.maxExponentField();
  }

  /** The integer significand m of a finite number, hidden bit included: |x| = m · 2^quantum(). */
  public BigInteger integerSignificand() {
    return exponent == 0 ? significand : significand.setBit(format.sb() - 1);
  }

  /** The weight of the last significand bit of a finite number: |x| = m · 2^quantum(). */
  public long quantum() {
    return exponent == 0 ? format.minQuantum() : exponent - 1 + format.minQuantum();
  }

  /** The IEEE 754-2008 interchange encoding (NaN: the canonical one). */
  public BigInteger bits() {
    BigInteger b = BigInteger.valueOf(exponent).shiftLeft(format.sb() - 1).or(significand);
    return negative ? b.setBit(format.eb() + format.sb() - 1) : b;
  }

  /** The same number with the other sign (NaN stays NaN). */
  public FloatingPointValue negate() {
    return isNaN() ? this : new FloatingPointValue(format, !negative, exponent, significand);
  }

  /**
   * {@code (_ NaN eb sb)}, {@code (_ +oo eb sb)}, {@code (_ -oo eb sb)}, else {@code (fp s e m)}.
   */
  @Override
  public Term toTerm() {
    if (isNaN()) {
      return special("NaN");
    }
    if (isInfinite()) {
      return special(negative ? "-oo" : "+oo");
    }
    return Application.of(
        "fp",
        new BinaryConstant(negative ? "1" : "0"),
        new BinaryConstant(binary(BigInteger.valueOf(exponent), format.eb())),
        new BinaryConstant(binary(significand, format.sb() - 1)));
  }

  private QualIdentifier special(String name) {
    return new QualIdentifier(Identifier.indexed(name, format.eb(), format.sb()), null);
  }

  private static String binary(BigInteger v, int width) {
    String digits = v.toString(2);
    return "0".repeat(width - digits.length()) + digits;
  }

  @Override
  public String toString() {
    return dev.assay.smtlib.Printer.print(toTerm());
  }

  /** Every value of a format with at most {@code 2^bits} encodings, in encoding order. */
  static List<Value> all(FpFormat f) {
    int width = f.eb() + f.sb();
    List<Value> out = new java.util.ArrayList<>();
    for (long b = 0; b < (1L << width); b++) {
      FloatingPointValue v = ofBits(f, BigInteger.valueOf(b));
      if (!v.isNaN() || !out.contains(v)) {
        out.add(v);
      }
    }
    return out;
  }
}
