package dev.assay.smtlib;

import java.util.List;

/** A literal: numeral, decimal, hexadecimal, binary or string constant. */
public sealed interface SpecConstant extends Term
    permits NumeralConstant, DecimalConstant, HexConstant, BinaryConstant, StringConstant {

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
