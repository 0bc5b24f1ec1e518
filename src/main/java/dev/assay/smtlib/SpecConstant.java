package dev.assay.smtlib;

/** A literal: numeral, decimal, hexadecimal, binary or string constant. */
public sealed interface SpecConstant extends Leaf
    permits NumeralConstant, DecimalConstant, HexConstant, BinaryConstant, StringConstant {

  /**
   * The literal's sort: Int for a numeral, Real for a decimal, String, or a bit-vector of 4 bits
   * per hexadecimal and 1 per binary digit.
   */
  Sort sort();
}
