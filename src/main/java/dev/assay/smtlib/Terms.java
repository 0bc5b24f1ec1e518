package dev.assay.smtlib;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;

/**
 * Traversals and rewrites over terms, all with explicit stacks (no recursion), so they work on
 * terms of any depth: pre-order walks, positions, replace-at-position, bottom-up rewriting,
 * capture-aware substitution and free symbols.
 */
public final class Terms {
  private Terms() {}

  /** Visits every subterm (including {@code root}) in pre-order. */
  public static void forEach(Term root, Consumer<Term> action) {
    Deque<Term> stack = new ArrayDeque<>();
    stack.push(root);
    while (!stack.isEmpty()) {
      Term t = stack.pop();
      action.accept(t);
      List<Term> cs = t.children();
      for (int i = cs.size() - 1; i >= 0; i--) {
        stack.push(cs.get(i));
      }
    }
  }

  /** Visits every subterm with its position, in pre-order. */
  public static void forEachWithPosition(Term root, BiConsumer<Position, Term> action) {
    Deque<Object[]> stack = new ArrayDeque<>();
    stack.push(new Object[] {Position.ROOT, root});
    while (!stack.isEmpty()) {
      Object[] e = stack.pop();
      Position p = (Position) e[0];
      Term t = (Term) e[1];
      action.accept(p, t);
      List<Term> cs = t.children();
      for (int i = cs.size() - 1; i >= 0; i--) {
        stack.push(new Object[] {p.child(i), cs.get(i)});
      }
    }
  }

  /** Number of nodes. */
  public static int size(Term root) {
    int[] n = {0};
    forEach(root, t -> n[0]++);
    return n[0];
  }

  /** Length of the longest path from the root to a leaf (a leaf has depth 1). */
  public static int depth(Term root) {
    int max = 0;
    Deque<Object[]> stack = new ArrayDeque<>();
    stack.push(new Object[] {root, 1});
    while (!stack.isEmpty()) {
      Object[] e = stack.pop();
      int d = (Integer) e[1];
      max = Math.max(max, d);
      for (Term c : ((Term) e[0]).children()) {
        stack.push(new Object[] {c, d + 1});
      }
    }
    return max;
  }

  /** The subterm at {@code p}. */
  public static Term at(Term root, Position p) {
    Term t = root;
    for (int i = 0; i < p.depth(); i++) {
      t = t.children().get(p.step(i));
    }
    return t;
  }

  /** {@code root} with the subterm at {@code p} replaced by {@code replacement}. */
  public static Term replace(Term root, Position p, Term replacement) {
    Term[] path = new Term[p.depth() + 1];
    path[0] = root;
    for (int i = 0; i < p.depth(); i++) {
      path[i + 1] = path[i].children().get(p.step(i));
    }
    Term current = replacement;
    for (int i = p.depth() - 1; i >= 0; i--) {
      List<Term> cs = new ArrayList<>(path[i].children());
      cs.set(p.step(i), current);
      current = path[i].withChildren(cs);
    }
    return current;
  }

  /**
   * Rebuilds {@code root} bottom-up: each node gets its rewritten children, then {@code rewrite} is
   * applied to it. Nodes whose children did not change are kept as they are.
   */
  public static Term rewriteBottomUp(Term root, UnaryOperator<Term> rewrite) {
    return transform(root, t -> null, rewrite);
  }

  /**
   * Rebuilds {@code root}, replacing every maximal subterm for which {@code replace} returns
   * non-null (its children are not visited); other nodes are rebuilt from their children. Nodes
   * whose children did not change are kept as they are.
   */
  public static Term replaceTopDown(Term root, UnaryOperator<Term> replace) {
    return transform(root, replace, UnaryOperator.identity());
  }

  /**
   * Rebuilds {@code root} in one pass with an explicit stack: on the way down a node for which
   * {@code replace} returns non-null is replaced whole (its children are not visited); on the way
   * up every other node is rebuilt from its children (kept as it is when none changed) and given to
   * {@code rewrite}.
   */
  private static Term transform(
      Term root, UnaryOperator<Term> replace, UnaryOperator<Term> rewrite) {
    Term first = replace.apply(root);
    if (first != null) {
      return first;
    }
    Deque<Object[]> stack = new ArrayDeque<>();
    // frame: term, next child index, rebuilt children
    stack.push(new Object[] {root, 0, new ArrayList<Term>()});
    while (true) {
      Object[] f = stack.peek();
      Term t = (Term) f[0];
      int next = (Integer) f[1];
      List<Term> rebuilt = rebuiltChildren(f);
      List<Term> cs = t.children();
      if (next < cs.size()) {
        f[1] = next + 1;
        Term child = cs.get(next);
        Term replaced = replace.apply(child);
        if (replaced != null) {
          rebuilt.add(replaced);
        } else {
          stack.push(new Object[] {child, 0, new ArrayList<Term>()});
        }
        continue;
      }
      stack.pop();
      Term self = sameElements(cs, rebuilt) ? t : t.withChildren(rebuilt);
      Term done = rewrite.apply(self);
      if (stack.isEmpty()) {
        return done;
      }
      rebuiltChildren(stack.peek()).add(done);
    }
  }

  /** The children rebuilt so far, slot 2 of a rebuilding frame. */
  @SuppressWarnings("unchecked")
  private static List<Term> rebuiltChildren(Object[] frame) {
    return (List<Term>) frame[2];
  }

  private static boolean sameElements(List<Term> a, List<Term> b) {
    for (int i = 0; i < a.size(); i++) {
      if (a.get(i) != b.get(i)) {
        return false;
      }
    }
    return true;
  }

  /** The names a node binds for its bound children (let, quantifier, match case). */
  public static List<String> boundNames(Term t, int childIndex) {
    if (!t.bindsChild(childIndex)) {
      return List.of();
    }
    if (t instanceof Let l) {
      return l.bindings().stream().map(VarBinding::name).toList();
    }
    if (t instanceof Quantified q) {
      return q.vars().stream().map(SortedVar::name).toList();
    }
    if (t instanceof Match m) {
      MatchCase mc = m.cases().get(childIndex - 1);
      return mc.vars().isEmpty() ? List.of(mc.constructor()) : mc.vars();
    }
    return List.of();
  }

  /**
   * Every symbol an identifier names in {@code root}, bound, free and theory symbols alike (an
   * over-approximation of the free ones), in order of first occurrence.
   */
  public static Set<String> symbols(Term root) {
    Set<String> out = new LinkedHashSet<>();
    forEach(
        root,
        t -> {
          if (t instanceof QualIdentifier q) {
            out.add(q.symbol());
          }
        });
    return out;
  }

  /**
   * The user symbols that occur free in {@code root} (not bound by an enclosing let, quantifier or
   * match, and not theory symbols): constants, variables and applied functions, in order of first
   * occurrence.
   */
  public static Set<String> freeSymbols(Term root) {
    Set<String> free = new LinkedHashSet<>();
    forEachWithBound(
        root,
        (t, bound) -> {
          if (t instanceof QualIdentifier q
              && q.isPlainSymbol()
              && !bound.contains(q.symbol())
              && !TheorySignatures.isTheorySymbol(q.symbol())) {
            free.add(q.symbol());
          }
          if (t instanceof Application a
              && a.function().isPlainSymbol()
              && !TheorySignatures.isTheorySymbol(a.name())) {
            free.add(a.name());
          }
        });
    return free;
  }

  /**
   * Visits every subterm in pre-order with the names bound above it (by let, quantifier or match
   * case) on the way from {@code root}.
   */
  public static void forEachWithBound(Term root, BiConsumer<Term, Set<String>> action) {
    Deque<Object[]> stack = new ArrayDeque<>();
    stack.push(new Object[] {root, Set.<String>of()});
    while (!stack.isEmpty()) {
      Object[] e = stack.pop();
      Term t = (Term) e[0];
      @SuppressWarnings("unchecked")
      Set<String> bound = (Set<String>) e[1];
      action.accept(t, bound);
      List<Term> cs = t.children();
      for (int i = cs.size() - 1; i >= 0; i--) {
        stack.push(new Object[] {cs.get(i), boundInChild(t, i, bound)});
      }
    }
  }

  /** {@code bound} and the names {@code t} binds in its child {@code childIndex}. */
  private static Set<String> boundInChild(Term t, int childIndex, Set<String> bound) {
    List<String> names = boundNames(t, childIndex);
    if (names.isEmpty()) {
      return bound;
    }
    Set<String> inner = new HashSet<>(bound);
    inner.addAll(names);
    return inner;
  }

  /**
   * Replaces free occurrences of plain symbols by terms. Occurrences under a binder of the same
   * name are left alone. Throws {@link IllegalArgumentException} if a replacement would be captured
   * by a binder (callers choose fresh names for bound variables).
   */
  public static Term substitute(Term root, Map<String, Term> replacements) {
    if (replacements.isEmpty()) {
      return root;
    }
    Map<String, Set<String>> freeInReplacement = new HashMap<>();
    for (Map.Entry<String, Term> e : replacements.entrySet()) {
      freeInReplacement.put(e.getKey(), freeSymbols(e.getValue()));
    }
    Deque<Object[]> stack = new ArrayDeque<>();
    // frame: term, next child, rebuilt children, shadowed names, binder names in scope
    stack.push(new Object[] {root, 0, new ArrayList<Term>(), Set.<String>of(), Set.<String>of()});
    while (true) {
      Object[] f = stack.peek();
      Term t = (Term) f[0];
      int next = (Integer) f[1];
      List<Term> rebuilt = rebuiltChildren(f);
      @SuppressWarnings("unchecked")
      Set<String> bound = (Set<String>) f[3];
      List<Term> cs = t.children();
      if (next < cs.size()) {
        f[1] = next + 1;
        Set<String> inner = boundInChild(t, next, bound);
        stack.push(new Object[] {cs.get(next), 0, new ArrayList<Term>(), inner, null});
        continue;
      }
      stack.pop();
      Term done;
      if (t instanceof QualIdentifier q
          && q.isPlainSymbol()
          && !bound.contains(q.symbol())
          && replacements.containsKey(q.symbol())) {
        for (String v : freeInReplacement.get(q.symbol())) {
          if (bound.contains(v)) {
            throw new IllegalArgumentException(
                "substituting " + q.symbol() + " would capture " + v);
          }
        }
        done = replacements.get(q.symbol());
      } else {
        done = sameElements(cs, rebuilt) ? t : t.withChildren(rebuilt);
      }
      if (stack.isEmpty()) {
        return done;
      }
      rebuiltChildren(stack.peek()).add(done);
    }
  }
}
