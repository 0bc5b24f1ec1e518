package dev.assay.triggers;

import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Term;

/**
 * One argument of the dummy function (Alg. 3, line 9): a pattern of a cluster formula with the
 * rewritings and the model's values substituted, and where it came from.
 *
 * @param term the ground term
 * @param conjunct the formula whose pattern it instantiates
 * @param pattern that pattern, as the paper writes it ({@code {f(x)}})
 * @param patternTerm the pattern term it instantiates
 */
public record TriggerArg(Term term, Conjunct conjunct, String pattern, Term patternTerm) {
  public String text() {
    return Printer.print(term);
  }
}
