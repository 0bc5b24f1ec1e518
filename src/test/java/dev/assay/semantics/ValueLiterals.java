package dev.assay.semantics;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.NumeralConstant;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.StringConstant;
import dev.assay.smtlib.Term;

/** Recognises the value literals a solver must answer with when cross-checking. */
final class ValueLiterals {
  private ValueLiterals() {}

  /**
   * A string, true/false, a numeral or its negation. Solvers sometimes answer with the term itself
   * (unevaluated); evaluating that with Assay would compare Assay with itself.
   */
  static boolean isLiteral(Term t) {
    if (t instanceof StringConstant || t instanceof NumeralConstant) {
      return true;
    }
    if (t instanceof QualIdentifier id) {
      return id.symbol().equals("true") || id.symbol().equals("false");
    }
    return t instanceof Application a
        && a.name().equals("-")
        && a.args().size() == 1
        && a.arg(0) instanceof NumeralConstant;
  }
}
