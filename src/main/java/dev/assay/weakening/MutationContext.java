package dev.assay.weakening;

import dev.assay.core.Rng;
import dev.assay.smtlib.Quantified.Quantifier;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.Term;
import java.util.function.UnaryOperator;

/**
 * What a rewrite may draw on besides its site: the random generator of this mutation, random terms
 * (§4.2) and fresh variable names.
 */
public final class MutationContext {
  private final FormulaIndex index;
  private final Rng rng;
  private final RandomTerms randomTerms;
  private int nextFresh;

  public MutationContext(FormulaIndex index, Rng rng) {
    this.index = index;
    this.rng = rng;
    this.randomTerms = new RandomTerms(index);
  }

  public Rng rng() {
    return rng;
  }

  public FormulaIndex index() {
    return index;
  }

  /** A random term of {@code sort} usable at the site (§4.2), or null if there is none. */
  public Term randomTerm(Site site, Sort sort) {
    return randomTerms.pick(site.node(), sort, rng);
  }

  /** True if {@link #randomTerm} can find a term of {@code sort} at the site. */
  public boolean hasRandomTerm(Site site, Sort sort) {
    return randomTerms.available(site.node(), sort);
  }

  /**
   * {@code (quantifier ((x sort)) body)} over a fresh variable x starting with {@code base}; {@code
   * body} receives x as a term.
   */
  public Term quantifyFresh(
      Quantifier quantifier, String base, Sort sort, UnaryOperator<Term> body) {
    String x = fresh(base);
    return Make.quantified(quantifier, x, sort, body.apply(Make.var(x)));
  }

  /** A symbol used nowhere in the script, starting with {@code base}. */
  public String fresh(String base) {
    while (true) {
      String name = base + nextFresh++;
      if (!index.isUsedSymbol(name)) {
        return name;
      }
    }
  }
}
