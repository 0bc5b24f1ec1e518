package dev.assay.semantics;

import dev.assay.smtlib.SmtString;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Regular-language membership, matching and equivalence by Brzozowski derivatives.
 *
 * <p>Derivatives are taken with an explicit stack; complement and intersection need no special
 * treatment (the derivative commutes with both). Transitions are cached per matcher, so a matcher
 * reused across many strings behaves like a lazily built DFA. Not thread-safe.
 */
public final class RegexMatcher {
  private static final int CACHE_LIMIT = 200_000;

  private final Map<Regex, Map<Integer, Regex>> transitions = new HashMap<>();
  private int cached;

  /** The derivative of {@code r} by the character {@code c}: {x | cx ∈ L(r)}. */
  public Regex derivative(Regex r, int c) {
    Map<Integer, Regex> row = transitions.get(r);
    if (row != null) {
      Regex d = row.get(c);
      if (d != null) {
        return d;
      }
    }
    Regex d = computeDerivative(r, c);
    if (cached < CACHE_LIMIT) {
      transitions.computeIfAbsent(r, k -> new HashMap<>()).put(c, d);
      cached++;
    }
    return d;
  }

  /** True if the whole of {@code s} is in {@code L(r)} ({@code str.in_re}). */
  public boolean matches(Regex r, SmtString s) {
    return matchesFrom(r, s, 0);
  }

  private boolean matchesFrom(Regex r, SmtString s, int from) {
    Regex cur = r;
    for (int i = from; i < s.length(); i++) {
      if (cur.kind() == Regex.Kind.NONE) {
        return false;
      }
      if (cur.isAll()) {
        return true;
      }
      cur = derivative(cur, s.charAt(i));
    }
    return cur.nullable();
  }

  /**
   * The shortest match of {@code r} in {@code s} at the leftmost position where one exists, as
   * {@code {start, end}}, or null. With {@code nonEmpty}, only non-empty matches count.
   */
  public int[] leftmostShortest(Regex r, SmtString s, int from, boolean nonEmpty) {
    for (int start = from; start <= s.length(); start++) {
      Regex cur = r;
      if (!nonEmpty && cur.nullable()) {
        return new int[] {start, start};
      }
      for (int end = start; end < s.length(); end++) {
        cur = derivative(cur, s.charAt(end));
        if (cur.kind() == Regex.Kind.NONE) {
          break;
        }
        if (cur.nullable()) {
          return new int[] {start, end + 1};
        }
      }
    }
    return null;
  }

  /**
   * Whether {@code a} and {@code b} denote the same language: a bisimulation over pairs of
   * derivatives, one representative character per class of the alphabet partition the two
   * expressions induce. Null if more than {@code budget} pairs would be needed.
   */
  public Boolean equivalent(Regex a, Regex b, int budget) {
    List<Integer> reps = representatives(a, b);
    Set<List<Regex>> seen = new HashSet<>();
    Deque<Regex[]> work = new ArrayDeque<>();
    work.push(new Regex[] {a, b});
    seen.add(List.of(a, b));
    while (!work.isEmpty()) {
      Regex[] p = work.pop();
      if (p[0].nullable() != p[1].nullable()) {
        return false;
      }
      if (p[0].equals(p[1])) {
        continue;
      }
      for (int c : reps) {
        Regex x = derivative(p[0], c);
        Regex y = derivative(p[1], c);
        if (seen.add(List.of(x, y))) {
          if (seen.size() > budget) {
            return null;
          }
          work.push(new Regex[] {x, y});
        }
      }
    }
    return true;
  }

  /** One character of each class of the coarsest partition that respects every class used. */
  private static List<Integer> representatives(Regex a, Regex b) {
    List<CharSet> blocks = new ArrayList<>();
    blocks.add(CharSet.ALL);
    Set<CharSet> used = new HashSet<>();
    IdentityHashMap<Regex, Boolean> visited = new IdentityHashMap<>();
    Deque<Regex> stack = new ArrayDeque<>();
    stack.push(a);
    stack.push(b);
    List<CharSet> sets = new ArrayList<>();
    while (!stack.isEmpty()) {
      Regex r = stack.pop();
      if (visited.put(r, Boolean.TRUE) != null) {
        continue;
      }
      if (r.kind() == Regex.Kind.CHARS && used.add(r.chars())) {
        sets.add(r.chars());
      }
      for (int i = 0; i < r.childCount(); i++) {
        stack.push(r.child(i));
      }
    }
    for (CharSet s : sets) {
      List<CharSet> next = new ArrayList<>(blocks.size() * 2);
      for (CharSet blk : blocks) {
        CharSet in = blk.intersect(s);
        CharSet out = blk.minus(s);
        if (!in.isEmpty()) {
          next.add(in);
        }
        if (!out.isEmpty()) {
          next.add(out);
        }
      }
      blocks = next;
    }
    List<Integer> reps = new ArrayList<>(blocks.size());
    for (CharSet blk : blocks) {
      reps.add(blk.first());
    }
    return reps;
  }

  /** Derivative by post-order over the needed children, sharing results of shared subtrees. */
  private static Regex computeDerivative(Regex root, int c) {
    IdentityHashMap<Regex, Regex> done = new IdentityHashMap<>();
    Deque<Regex> stack = new ArrayDeque<>();
    stack.push(root);
    while (!stack.isEmpty()) {
      Regex r = stack.peek();
      if (done.containsKey(r)) {
        stack.pop();
        continue;
      }
      boolean ready = true;
      int need = needed(r);
      for (int i = 0; i < need; i++) {
        if (!done.containsKey(r.child(i))) {
          stack.push(r.child(i));
          ready = false;
        }
      }
      if (ready) {
        stack.pop();
        done.put(r, step(r, c, done));
      }
    }
    return done.get(root);
  }

  /** How many leading children the derivative of {@code r} looks at. */
  private static int needed(Regex r) {
    if (r.kind() != Regex.Kind.CONCAT) {
      return r.childCount();
    }
    int i = 0;
    while (i < r.childCount() - 1 && r.child(i).nullable()) {
      i++;
    }
    return i + 1;
  }

  private static Regex step(Regex r, int c, Map<Regex, Regex> d) {
    switch (r.kind()) {
      case NONE:
      case EPSILON:
        return Regex.NONE;
      case CHARS:
        return r.chars().contains(c) ? Regex.EPSILON : Regex.NONE;
      case CONCAT:
        {
          // d(r1 r2 ... rn) = d(r1) r2...rn ∪ d(r2) r3...rn (if r1 nullable) ∪ ...
          List<Regex> alts = new ArrayList<>();
          List<Regex> kids = r.children();
          for (int i = 0; i < kids.size(); i++) {
            List<Regex> rest = new ArrayList<>(kids.size() - i);
            rest.add(d.get(kids.get(i)));
            rest.addAll(kids.subList(i + 1, kids.size()));
            alts.add(Regex.concat(rest));
            if (!kids.get(i).nullable()) {
              break;
            }
          }
          return Regex.union(alts);
        }
      case UNION:
        {
          List<Regex> alts = new ArrayList<>(r.childCount());
          for (int i = 0; i < r.childCount(); i++) {
            alts.add(d.get(r.child(i)));
          }
          return Regex.union(alts);
        }
      case INTER:
        {
          List<Regex> alts = new ArrayList<>(r.childCount());
          for (int i = 0; i < r.childCount(); i++) {
            alts.add(d.get(r.child(i)));
          }
          return Regex.inter(alts);
        }
      case STAR:
        return Regex.concat(d.get(r.child(0)), r);
      case COMP:
        return Regex.comp(d.get(r.child(0)));
      case LOOP:
        // d(r{lo,hi}) = d(r) r{max(lo-1,0),hi-1}; correct also for nullable r (r^k ⊆ r^(k+1)).
        return Regex.concat(
            d.get(r.child(0)), Regex.loop(r.child(0), Math.max(r.low() - 1, 0), r.high() - 1));
      default:
        throw new AssertionError(r.kind());
    }
  }
}
