package dev.assay.smtlib;

import java.math.BigDecimal;

/** A decimal such as {@code 1.5}; never negative. */
public record DecimalConstant(BigDecimal value) implements SpecConstant {
  public DecimalConstant {
    if (value.signum() < 0) {
      throw new IllegalArgumentException("decimals are non-negative: " + value);
    }
  }

  @Override
  public Sort sort() {
    return Sort.REAL;
  }

  @Override
  public <R> R accept(TermVisitor<R> visitor) {
    return visitor.visitDecimal(this);
  }

  /** The decimal as written, e.g. {@code 1.50} keeps its trailing zero. */
  public String text() {
    String s = value.toPlainString();
    return s.indexOf('.') < 0 ? s + ".0" : s;
  }

  /** Compares by numeric value, so {@code 1.5} equals {@code 1.50}. */
  @Override
  public boolean equals(Object o) {
    return o instanceof DecimalConstant d && value.compareTo(d.value) == 0;
  }

  @Override
  public int hashCode() {
    return value.stripTrailingZeros().hashCode();
  }

  /** The term in SMT-LIB syntax. */
  @Override
  public String toString() {
    return Printer.print(this);
  }
}
