package dev.assay.smtlib;

import java.math.BigInteger;

/** A hexadecimal literal {@code #x...}: a bit-vector of 4 bits per digit. */
public record HexConstant(String digits) implements SpecConstant {
  public HexConstant {
    if (digits.isEmpty() || !digits.chars().allMatch(c -> Character.digit(c, 16) >= 0)) {
      throw new IllegalArgumentException("bad hexadecimal digits: " + digits);
    }
  }

  public int width() {
    return digits.length() * 4;
  }

  public BigInteger value() {
    return new BigInteger(digits, 16);
  }

  @Override
  public Sort sort() {
    return Sort.bitVec(width());
  }

  @Override
  public <R> R accept(TermVisitor<R> visitor) {
    return visitor.visitHex(this);
  }

  /** The term in SMT-LIB syntax. */
  @Override
  public String toString() {
    return Printer.print(this);
  }
}
