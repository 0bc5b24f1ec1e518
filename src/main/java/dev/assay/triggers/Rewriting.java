package dev.assay.triggers;

import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Symbols;
import dev.assay.smtlib.Term;

/**
 * A directed equality {@code x = rhs} between a quantified variable and a term of another formula
 * (§3.2, Step 2): instantiations that satisfy it make two formulas share terms.
 */
record Rewriting(String variable, Term rhs) {

  /** {@code x = rhs}, in SMT-LIB syntax for the term. */
  String describe() {
    return Symbols.print(variable) + " = " + Printer.print(rhs);
  }

  /** A key that identifies the rewriting (for sets and memo tables). */
  String key() {
    return variable + "=" + Printer.print(rhs);
  }
}
