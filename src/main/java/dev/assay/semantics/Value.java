package dev.assay.semantics;

import dev.assay.smtlib.Term;

/**
 * The value of a term under a model: one record per kind of SMT-LIB value.
 *
 * <p>{@link Unspecified} stands for results the standard leaves open (division by zero, a selector
 * on the wrong constructor) and for what this evaluator cannot decide (a quantifier over an
 * infinite sort, a symbol the model does not interpret); it propagates through strict operators
 * instead of being guessed.
 */
public sealed interface Value
    permits BoolValue,
        IntValue,
        RealValue,
        BitVecValue,
        FloatingPointValue,
        RoundingModeValue,
        StringValue,
        RegLanValue,
        ArrayValue,
        UninterpretedValue,
        DatatypeValue,
        Unspecified {

  /** The value as a ground SMT-LIB term (a literal where the theory has one). */
  Term toTerm();

  /** False only for {@link Unspecified}. */
  default boolean isSpecified() {
    return true;
  }
}
