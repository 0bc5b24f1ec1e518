package dev.assay.triggers;

import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Term;
import java.util.List;

/**
 * One multi-pattern of a quantifier: all its terms must be matched for an instantiation.
 *
 * @param terms the pattern's terms
 * @param nested whether the quantifier is nested inside a conjunct's body
 * @param inferred whether the solver inferred it (the input gave none)
 */
public record TriggerPattern(List<Term> terms, boolean nested, boolean inferred) {
  public TriggerPattern {
    terms = List.copyOf(terms);
    if (terms.isEmpty()) {
      throw new IllegalArgumentException("a pattern needs at least one term");
    }
  }

  /** {@code {t1, t2}}, as the paper writes patterns. */
  public String describe() {
    StringBuilder sb = new StringBuilder("{");
    for (int i = 0; i < terms.size(); i++) {
      sb.append(i == 0 ? "" : ", ").append(Printer.print(terms.get(i)));
    }
    return sb.append('}').toString();
  }
}
