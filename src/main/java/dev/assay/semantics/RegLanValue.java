package dev.assay.semantics;

import dev.assay.smtlib.Term;

/**
 * A regular language, given by a normalised {@link Regex}. Record equality is equality of the
 * normal forms; SMT-LIB equality (same language) is decided by {@link Values#smtEquals}.
 */
public record RegLanValue(Regex regex) implements Value {
  public RegLanValue {
    if (regex == null) {
      throw new NullPointerException("regex");
    }
  }

  @Override
  public Term toTerm() {
    return RegexTerms.toTerm(regex);
  }

  @Override
  public String toString() {
    return regex.toString();
  }
}
