package dev.assay.smtlib;

import java.util.List;

/** A literal: numeral, decimal, hexadecimal, binary or string constant. */
public sealed interface SpecConstant extends Term
    permits NumeralConstant, DecimalConstant, HexConstant, BinaryConstant, StringConstant {

  /**
   * The literal's sort: Int for a numeral, Real for a decimal, String, or a bit-vector of 4 bits
   * per hexadecimal and 1 per binary digit.
   */
  Sort sort();

  @Override
  default List<Term> children() {
    return List.of();
  }

  @Override
  default Term withChildren(List<Term> children) {
    if (!children.isEmpty()) {
      throw new IllegalArgumentException("a constant has no children");
    }
    return this;
  }
}
