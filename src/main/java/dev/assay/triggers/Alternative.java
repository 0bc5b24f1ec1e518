package dev.assay.triggers;

import java.util.List;

/**
 * One way two formulas share a term: the rewritings of one unification (a most general unifier of
 * two applications of the same uninterpreted function), or one type-based rewriting (App. C).
 *
 * @param rewritings the rewritings, applied together
 * @param first the conjunct whose term was unified (its variables are the usual left-hand sides)
 * @param second the other conjunct
 * @param why how it came about, for {@code --explain}
 */
record Alternative(List<Rewriting> rewritings, int first, int second, String why) {
  Alternative {
    rewritings = List.copyOf(rewritings);
  }

  boolean touches(int conjunct) {
    return first == conjunct || second == conjunct;
  }

  String key() {
    StringBuilder sb = new StringBuilder();
    for (Rewriting r : rewritings) {
      sb.append(r.key()).append(';');
    }
    return sb.toString();
  }
}
