package dev.assay.weakening;

import dev.assay.core.Rng;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.Term;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Random terms of a needed sort (§4.2): a term of that sort from the current formula, chosen
 * uniformly among the occurrences that mean the same at the target position; if there is none, a
 * literal from {@link LiteralPool}.
 *
 * <p>Terms larger than {@link #MAX_SIZE} nodes are not copied, so that incremental mutation does
 * not make formulas explode (§3.2: rules must not grow formulas without bound).
 */
public final class RandomTerms {
  /** Largest subterm (in nodes) that is copied to another position. */
  public static final int MAX_SIZE = 24;

  private final FormulaIndex index;

  /**
   * Lookup only (never iterated), so hash order cannot reach the draws; keyed by identity, as the
   * index interns its sorts.
   */
  private Map<Sort, List<Integer>> bySort;

  public RandomTerms(FormulaIndex index) {
    this.index = index;
  }

  /**
   * A term of {@code sort} that can be placed at {@code target} (replacing it or next to it), or
   * null if neither the formula nor the literal pool has one.
   */
  public Term pick(int target, Sort sort, Rng rng) {
    List<Integer> usable = candidates(target, sort);
    if (!usable.isEmpty()) {
      return index.term(usable.get(rng.nextInt(usable.size())));
    }
    List<Term> pool = LiteralPool.of(sort);
    return pool.isEmpty() ? null : rng.pick(pool);
  }

  /** True if {@link #pick} would find a term. */
  public boolean available(int target, Sort sort) {
    return !LiteralPool.of(sort).isEmpty() || !candidates(target, sort).isEmpty();
  }

  /** The nodes of sort {@code sort} that mean the same at {@code target}, in node order. */
  List<Integer> candidates(int target, Sort sort) {
    if (bySort == null) {
      bySort = new java.util.IdentityHashMap<>();
      for (int i = 0; i < index.size(); i++) {
        if (index.subtreeSize(i) <= MAX_SIZE) {
          bySort.computeIfAbsent(index.sort(i), s -> new ArrayList<>()).add(i);
        }
      }
    }
    List<Integer> all = bySort.getOrDefault(index.canonical(sort), List.of());
    List<Integer> r = new ArrayList<>(all.size());
    for (int c : all) {
      if (usableAt(c, target)) {
        r.add(c);
      }
    }
    return r;
  }

  /**
   * A copy of node {@code c} placed at {@code target} means what it meant at {@code c}: every
   * variable it uses from outside itself is bound by the same binder at the target, unshadowed.
   */
  boolean usableAt(int c, int target) {
    if (index.isClosed(c)) {
      return true;
    }
    FormulaIndex.Scope at = index.scope(target);
    int end = c + index.subtreeSize(c);
    for (int n = c; n < end; n++) {
      FormulaIndex.Scope ref = index.reference(n);
      if (ref == null) {
        continue;
      }
      if (ref.binder() >= c && ref.binder() < end) {
        continue; // bound inside the copied term itself
      }
      if (at == null || at.lookup(ref.name()) != ref) {
        return false;
      }
    }
    return true;
  }
}
