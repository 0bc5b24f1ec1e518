package dev.assay.generate;

import dev.assay.core.EnumLabels;

/**
 * How an unsat formula is made unsat. Each construction yields a group of assertions: pieces that
 * are true under the planted model and one <em>killer</em> that, together with the pieces, has no
 * model at all. Why each group is unsat in every model is said here and in docs/generate.md.
 */
public enum Construction {
  /**
   * A ground formula the evaluator decides false. It mentions no declared symbol, so its value is
   * the same in every model; the evaluator absorbs an unspecified subterm (division by zero, a
   * selector on another constructor) only where every interpretation of it gives the same result,
   * so "false" holds for all of them.
   */
  GROUND_FALSE("a ground formula the evaluator decides false"),
  /**
   * Pieces {@code (= a b)} with a and b equal under the planted model; killer {@code (distinct C[a]
   * C[b])} for a random context C with one or more holes, none under a binder. Every function of a
   * model is total (also division by zero and selectors on other constructors), so a = b forces
   * C[a] = C[b]: no model satisfies both.
   */
  CONGRUENCE("(= a b) and (distinct C[a] C[b]) for a random context C"),
  /**
   * Killer {@code (distinct C[g] C[v])} where g is a ground term, v the literal of its value and C
   * a random context over declared symbols. g = v in every model (g is ground, decided by the
   * evaluator), hence C[g] = C[v] as in {@link #CONGRUENCE}.
   */
  GROUND_SUBSTITUTION("(distinct C[g] C[v]) for a ground g whose value is the literal v"),
  /**
   * Pieces {@code (= h(x) v)} pinning each declared constant x of a formula F: h is a chain of
   * injective operations ({@code (+ x c)}, {@code (str.++ "ab" x)}, {@code (bvxor x c)}, ...) and v
   * the literal of h's value under the planted model, so x has exactly its planted value in every
   * model of the pins; killer: F, which mentions no other declared symbol and which the evaluator
   * decides false under the planted model.
   */
  PINNED("every constant of F pinned to its planted value by injective equations; F false");

  private final String summary;

  Construction(String summary) {
    this.summary = summary;
  }

  /** The stable kebab-case name: {@code ground-false}, {@code congruence}, ... */
  public String id() {
    return EnumLabels.kebab(this);
  }

  public String summary() {
    return summary;
  }
}
