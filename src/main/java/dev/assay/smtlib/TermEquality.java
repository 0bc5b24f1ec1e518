package dev.assay.smtlib;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.function.BiPredicate;
import java.util.function.ToIntFunction;

/**
 * Structural equality and hashing of terms without recursion. The records with children delegate
 * {@code equals}/{@code hashCode} here, because the record defaults recurse once per level and
 * overflow the stack on deep terms.
 */
final class TermEquality {
  private TermEquality() {}

  static boolean equal(Term a, Term b) {
    Deque<Term> left = new ArrayDeque<>();
    Deque<Term> right = new ArrayDeque<>();
    left.push(a);
    right.push(b);
    while (!left.isEmpty()) {
      Term x = left.pop();
      Term y = right.pop();
      if (x == y) {
        continue;
      }
      if (x.getClass() != y.getClass() || !sameNode(x, y)) {
        return false;
      }
      List<Term> xs = x.children();
      List<Term> ys = y.children();
      if (xs.size() != ys.size()) {
        return false;
      }
      for (int i = 0; i < xs.size(); i++) {
        left.push(xs.get(i));
        right.push(ys.get(i));
      }
    }
    return true;
  }

  /** Equality of everything but the children. */
  private static boolean sameNode(Term x, Term y) {
    if (x instanceof Application a) {
      return a.function().equals(((Application) y).function());
    }
    if (x instanceof Let l) {
      return pairwise(l.bindings(), ((Let) y).bindings(), (p, q) -> p.name().equals(q.name()));
    }
    if (x instanceof Quantified q) {
      Quantified r = (Quantified) y;
      return q.quantifier() == r.quantifier() && q.vars().equals(r.vars());
    }
    if (x instanceof Match m) {
      return pairwise(
          m.cases(),
          ((Match) y).cases(),
          (p, q) -> p.constructor().equals(q.constructor()) && p.vars().equals(q.vars()));
    }
    if (x instanceof Annotated an) {
      // an attribute with terms compares them as children; only its kind and arity here
      return pairwise(
          an.attributes(),
          ((Annotated) y).attributes(),
          (p, q) ->
              p.getClass() == q.getClass()
                  && (p.terms().isEmpty() ? p.equals(q) : p.terms().size() == q.terms().size()));
    }
    return x.equals(y); // leaves: record equality, no recursion
  }

  /** Whether the lists are of one length and {@code same} holds of the items at each index. */
  private static <T> boolean pairwise(List<T> a, List<T> b, BiPredicate<T, T> same) {
    if (a.size() != b.size()) {
      return false;
    }
    for (int i = 0; i < a.size(); i++) {
      if (!same.test(a.get(i), b.get(i))) {
        return false;
      }
    }
    return true;
  }

  static int hash(Term root) {
    // post-order: each node's hash combines its own data with its children's hashes
    return PostOrder.fold(root, Term::children, (t, kids) -> combine(nodeHash(t), kids, k -> k));
  }

  private static int nodeHash(Term t) {
    if (t instanceof Application a) {
      return a.function().hashCode();
    }
    if (t instanceof Let l) {
      return combine(17, l.bindings(), b -> b.name().hashCode());
    }
    if (t instanceof Quantified q) {
      return 31 * q.quantifier().hashCode() + q.vars().hashCode();
    }
    if (t instanceof Match m) {
      return combine(19, m.cases(), mc -> mc.constructor().hashCode());
    }
    if (t instanceof Annotated an) {
      return combine(
          23, an.attributes(), a -> a.terms().isEmpty() ? a.hashCode() : a.getClass().hashCode());
    }
    return t.hashCode();
  }

  /** {@code seed} combined, in the usual 31-fold way, with the hash of each item in order. */
  private static <T> int combine(int seed, List<T> items, ToIntFunction<T> hash) {
    int h = seed;
    for (T item : items) {
      h = 31 * h + hash.applyAsInt(item);
    }
    return h;
  }
}
