package dev.assay.semantics;

import dev.assay.smtlib.BinaryConstant;
import dev.assay.smtlib.HexConstant;
import dev.assay.smtlib.Term;
import java.math.BigInteger;

/** A bit-vector of {@code width ≥ 1} bits, held as its unsigned value in {@code [0, 2^width)}. */
public record BitVecValue(int width, BigInteger value) implements Value {
  public BitVecValue {
    if (width < 1) {
      throw new IllegalArgumentException("bit-vector width must be positive: " + width);
    }
    value = value.mod(BigInteger.ONE.shiftLeft(width));
  }

  public static BitVecValue of(int width, long value) {
    return new BitVecValue(width, BigInteger.valueOf(value));
  }

  /** The value read as two's complement. */
  public BigInteger signed() {
    return value.testBit(width - 1) ? value.subtract(BigInteger.ONE.shiftLeft(width)) : value;
  }

  /** {@code #x...} when the width is a multiple of 4, else {@code #b...}. */
  @Override
  public Term toTerm() {
    if (width % 4 == 0) {
      return new HexConstant(pad(value.toString(16), width / 4));
    }
    return new BinaryConstant(pad(value.toString(2), width));
  }

  private static String pad(String digits, int length) {
    return "0".repeat(length - digits.length()) + digits;
  }

  @Override
  public String toString() {
    return "#b" + pad(value.toString(2), width);
  }
}
