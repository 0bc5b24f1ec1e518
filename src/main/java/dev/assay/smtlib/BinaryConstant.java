package dev.assay.smtlib;

import java.math.BigInteger;

/** A binary literal {@code #b...}: a bit-vector of one bit per digit. */
public record BinaryConstant(String digits) implements SpecConstant {
  public BinaryConstant {
    if (digits.isEmpty() || !digits.chars().allMatch(c -> c == '0' || c == '1')) {
      throw new IllegalArgumentException("bad binary digits: " + digits);
    }
  }

  public int width() {
    return digits.length();
  }

  public BigInteger value() {
    return new BigInteger(digits, 2);
  }

  @Override
  public Sort sort() {
    return Sort.bitVec(width());
  }

  @Override
  public <R> R accept(TermVisitor<R> visitor) {
    return visitor.visitBinary(this);
  }

  /** The term in SMT-LIB syntax. */
  @Override
  public String toString() {
    return Printer.print(this);
  }
}
