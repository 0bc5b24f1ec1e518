package dev.assay.triggers;

import dev.assay.smtlib.Term;
import dev.assay.smtlib.Terms;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The rewritings R of one cluster (Alg. 2, line 12): each variable is rewritten at most once, and
 * no variable depends on itself through the rewritings, so that applying them in order (Alg. 3,
 * lines 3–6) ends.
 */
final class RewritingSet {
  private final LinkedHashMap<String, Term> byVariable;
  private Map<String, Term> resolved;

  private RewritingSet(LinkedHashMap<String, Term> byVariable) {
    this.byVariable = byVariable;
    this.resolved = Map.of();
  }

  static final RewritingSet EMPTY = new RewritingSet(new LinkedHashMap<>());

  /** The union of the alternatives' rewritings, or null if a variable would get two or a cycle. */
  static RewritingSet of(List<Alternative> alternatives) {
    LinkedHashMap<String, Term> m = new LinkedHashMap<>();
    for (Alternative a : alternatives) {
      for (Rewriting r : a.rewritings()) {
        Term old = m.putIfAbsent(r.variable(), r.rhs());
        if (old != null && !old.equals(r.rhs())) {
          return null;
        }
      }
    }
    RewritingSet s = new RewritingSet(m);
    return s.resolve() ? s : null;
  }

  List<Rewriting> rewritings() {
    List<Rewriting> r = new ArrayList<>(byVariable.size());
    byVariable.forEach((v, t) -> r.add(new Rewriting(v, t)));
    return r;
  }

  boolean isEmpty() {
    return byVariable.isEmpty();
  }

  /** {@code t} with every rewriting applied until no rewritten variable is left. */
  Term apply(Term t) {
    return resolved.isEmpty() ? t : Terms.substitute(t, resolved);
  }

  /** Each variable's right-hand side with the other rewritings applied; false on a cycle. */
  private boolean resolve() {
    Map<String, Term> done = new HashMap<>();
    Map<String, Integer> state = new HashMap<>(); // 1: in progress, 2: done
    for (String root : byVariable.keySet()) {
      if (state.getOrDefault(root, 0) == 2) {
        continue;
      }
      // iterative depth-first resolution
      List<String> stack = new ArrayList<>();
      stack.add(root);
      while (!stack.isEmpty()) {
        String v = stack.get(stack.size() - 1);
        int st = state.getOrDefault(v, 0);
        if (st == 2) {
          stack.remove(stack.size() - 1);
          continue;
        }
        Set<String> deps = Terms.freeSymbols(byVariable.get(v));
        boolean pending = false;
        if (st == 0) {
          state.put(v, 1);
          for (String d : deps) {
            if (byVariable.containsKey(d)) {
              int ds = state.getOrDefault(d, 0);
              if (ds == 1) {
                return false; // cycle
              }
              if (ds == 0) {
                stack.add(d);
                pending = true;
              }
            }
          }
          if (pending) {
            continue;
          }
        }
        Map<String, Term> sub = new HashMap<>();
        for (String d : deps) {
          if (done.containsKey(d)) {
            sub.put(d, done.get(d));
          }
        }
        done.put(v, sub.isEmpty() ? byVariable.get(v) : Terms.substitute(byVariable.get(v), sub));
        state.put(v, 2);
        stack.remove(stack.size() - 1);
      }
    }
    resolved = done;
    return true;
  }
}
