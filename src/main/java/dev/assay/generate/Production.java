package dev.assay.generate;

import dev.assay.smtlib.Sort;
import java.util.List;

/**
 * One way to grow a term: an operator (or a family of them) with the theory it belongs to, a
 * relative weight, which result sorts it can make and how. Rows live in {@link Productions}, in one
 * ordered registry, so each can be listed, documented and tested on its own.
 *
 * @param id stable name, e.g. {@code str.substr}
 * @param theory the theory whose weight it is drawn with; null for Core (always on)
 * @param requires further theories that must be on (e.g. {@code to_real} needs Ints too)
 * @param weight relative weight within its theory
 * @param produces which sorts it makes, given the formula's sorts
 * @param builder grows the term; may return null when it does not apply after all
 * @param summary one line for the docs
 */
record Production(
    String id,
    Theory theory,
    List<Theory> requires,
    int weight,
    Produces produces,
    Builder builder,
    String summary) {

  /** Which result sorts a production can make. */
  @FunctionalInterface
  interface Produces {
    boolean test(Sort sort, SortPool pool);
  }

  /** Grows a term of {@code sort} whose operands have depth at most {@code depth}. */
  @FunctionalInterface
  interface Builder {
    Grown build(TermGrower g, Sort sort, int depth);
  }

  Production {
    requires = List.copyOf(requires);
  }

  /** True if its theory and every required theory are on. */
  boolean enabled(GenerateConfig config) {
    if (theory != null && !config.uses(theory)) {
      return false;
    }
    for (Theory t : requires) {
      if (!config.uses(t)) {
        return false;
      }
    }
    return true;
  }
}
