package dev.assay.semantics;

import dev.assay.smtlib.Term;

/**
 * A result the evaluator does not determine, with the cause and a one-line reason. Strict operators
 * propagate it; {@code and}, {@code or}, {@code =>} and {@code ite} absorb it where every
 * interpretation gives the same result.
 */
public record Unspecified(Cause cause, String reason) implements Value {
  /** Why there is no value. */
  public enum Cause {
    /** The standard leaves the result open, e.g. {@code (div x 0)}, {@code (/ x 0.0)}. */
    STANDARD,
    /** A quantifier over a domain the evaluator cannot enumerate. */
    QUANTIFIER,
    /** A symbol the model (and the script) does not interpret. */
    MODEL,
    /** The term is ill-sorted, e.g. a model gives a string to an Int constant. */
    ILL_SORTED,
    /** Outside what this evaluator covers (an unknown operator, a size limit). */
    UNSUPPORTED
  }

  public Unspecified {
    if (cause == null || reason == null) {
      throw new NullPointerException();
    }
  }

  @Override
  public boolean isSpecified() {
    return false;
  }

  /** There is no term for an unspecified value. */
  @Override
  public Term toTerm() {
    throw new IllegalStateException("unspecified value has no term: " + reason);
  }

  @Override
  public String toString() {
    return "unspecified(" + cause.name().toLowerCase(java.util.Locale.ROOT) + ": " + reason + ")";
  }
}
