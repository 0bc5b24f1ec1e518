package dev.assay.semantics;

import dev.assay.smtlib.Identifier;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.Term;

/**
 * An element of an uninterpreted sort, named as the solver named it ({@code T!val!0} for z3,
 * {@code @T_0} or {@code @uc_T_0} for cvc5). Two elements are equal iff sort and name are.
 */
public record UninterpretedValue(Sort sort, String name) implements Value {
  public UninterpretedValue {
    if (sort == null || name == null) {
      throw new NullPointerException();
    }
  }

  /** {@code (as name sort)}. */
  @Override
  public Term toTerm() {
    return new QualIdentifier(Identifier.of(name), sort);
  }

  @Override
  public String toString() {
    return name;
  }
}
