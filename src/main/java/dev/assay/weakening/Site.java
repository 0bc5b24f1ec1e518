package dev.assay.weakening;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.Term;

/**
 * One Boolean or RegLan subterm of definite parity, seen by a rule: the term, its sort, its parity,
 * what the rewrite must do there, and the index it came from (children's sorts, the variables in
 * scope).
 */
public record Site(FormulaIndex index, int node, Goal goal) {
  public Term term() {
    return index.term(node);
  }

  public Sort sort() {
    return index.sort(node);
  }

  public Parity parity() {
    return index.parity(node);
  }

  /** The term as an application of {@code name}, or null. */
  public Application app(String name) {
    return term() instanceof Application a && a.name().equals(name) ? a : null;
  }

  public int arity() {
    return index.childCount(node);
  }

  /** The node of child {@code k}. */
  public int child(int k) {
    return index.child(node, k);
  }

  public Term childTerm(int k) {
    return index.term(child(k));
  }

  public Sort childSort(int k) {
    return index.sort(child(k));
  }

  /** The node of child {@code j} of child {@code k}. */
  public int grandChild(int k, int j) {
    return index.child(child(k), j);
  }

  /**
   * Argument {@code j} of child {@code k}, which the rule's match has checked is an application.
   */
  public Term grandChildTerm(int k, int j) {
    return ((Application) childTerm(k)).arg(j);
  }

  /** True if every child has sort {@code s}. */
  public boolean childrenHaveSort(Sort s) {
    int n = arity();
    for (int k = 0, c = node + 1; k < n; k++, c += index.subtreeSize(c)) {
      Sort cs = index.sort(c);
      if (cs != s && !s.equals(cs)) {
        return false;
      }
    }
    return n > 0;
  }

  @Override
  public String toString() {
    return "node " + node + " (" + goal + ")";
  }
}
