package dev.assay.triggers;

import dev.assay.smtlib.Annotated;
import dev.assay.smtlib.Application;
import dev.assay.smtlib.NumeralConstant;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.Quantified;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.SortChecker;
import dev.assay.smtlib.Term;
import dev.assay.smtlib.Terms;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The restricted unification of Alg. 2 (§3.2, Step 2, and App. C, E): two formulas share a term if
 * an application {@code f(a1..an)} of the one and {@code f(b1..bn)} of the other (same
 * uninterpreted function, same arity) unify. Only applications of uninterpreted functions are
 * decomposed; a variable is bound to a constant, a variable, or a term of the other formula; {@code
 * (+ x c)} and {@code (- x c)} with a numeral {@code c} are inverted ({@code x = t - c}); a Skolem
 * function is never decomposed against a non-variable (no higher-order unification: that argument
 * pair is skipped, as in §3.2, "Nested quantifiers"). Anything else is a clash and gives no
 * rewriting.
 *
 * <p>By default only top-level applications are unified (those not inside another uninterpreted
 * application, patterns included); with sub-terms (App. C, configuration C4) every application is.
 * With type-based constraints (App. C, C3) a variable may also be rewritten to a constant or an
 * uninterpreted application of its sort from the other formula's body.
 */
final class Unifier {
  /** Type-based rewritings per variable, smallest terms first. */
  static final int TYPE_BASED_PER_VARIABLE = 4;

  private final Problem problem;
  private final boolean subterms;
  private final boolean typeBased;
  private final Map<Integer, List<Application>> termsCache = new HashMap<>();
  private final Map<Integer, List<Term>> typedCache = new HashMap<>();
  private final Map<Long, List<Alternative>> pairCache = new HashMap<>();

  Unifier(Problem problem, boolean subterms, boolean typeBased) {
    this.problem = problem;
    this.subterms = subterms;
    this.typeBased = typeBased;
  }

  /** The ways {@code p} and {@code q} share terms, without duplicates, unifications first. */
  List<Alternative> alternatives(Conjunct p, Conjunct q) {
    long key = ((long) p.id() << 32) | q.id();
    List<Alternative> known = pairCache.get(key);
    if (known != null) {
      return known;
    }
    Map<String, Alternative> out = new LinkedHashMap<>();
    List<Application> tq = terms(q);
    for (Application a : terms(p)) {
      for (Application b : tq) {
        if (!a.name().equals(b.name()) || a.args().size() != b.args().size()) {
          continue;
        }
        List<Rewriting> mgu = unify(a, b, p, q);
        if (mgu != null && !mgu.isEmpty()) {
          Alternative alt =
              new Alternative(
                  mgu, p.id(), q.id(), "unify " + Printer.print(a) + " with " + Printer.print(b));
          out.putIfAbsent(alt.key(), alt);
        }
      }
    }
    if (typeBased) {
      addTypeBased(p, q, out);
      addTypeBased(q, p, out);
    }
    List<Alternative> r = List.copyOf(out.values());
    pairCache.put(key, r);
    return r;
  }

  /**
   * The most general unifier of {@code a} (from {@code p}) and {@code b} (from {@code q}) within
   * the restricted shapes, or null on a clash.
   */
  List<Rewriting> unify(Term a, Term b, Conjunct p, Conjunct q) {
    Map<String, Term> subst = new LinkedHashMap<>();
    Deque<Term[]> work = new ArrayDeque<>();
    work.push(new Term[] {a, b});
    while (!work.isEmpty()) {
      Term[] e = work.pop();
      Term x = e[0];
      Term y = e[1];
      if (x.equals(y)) {
        continue;
      }
      String vx = variable(x, p);
      String vy = variable(y, q);
      if (vx != null) {
        if (!bind(subst, vx, y)) {
          return null;
        }
        continue;
      }
      if (vy != null) {
        if (!bind(subst, vy, x)) {
          return null;
        }
        continue;
      }
      if (x instanceof Application ax
          && y instanceof Application ay
          && ax.function().isPlainSymbol()
          && ay.function().isPlainSymbol()
          && ax.name().equals(ay.name())
          && ax.args().size() == ay.args().size()
          && problem.isUninterpreted(ax.name())) {
        if (problem.isSkolem(ax.name())) {
          continue; // no higher-order unification: imprecise, skip the pair
        }
        for (int i = ax.args().size() - 1; i >= 0; i--) {
          work.push(new Term[] {ax.arg(i), ay.arg(i)});
        }
        continue;
      }
      if (isSkolemApplication(x) || isSkolemApplication(y)) {
        continue;
      }
      Rewriting inv = invert(x, y, p);
      if (inv == null) {
        Rewriting back = invert(y, x, q);
        inv = back;
      }
      if (inv != null) {
        if (!bind(subst, inv.variable(), inv.rhs())) {
          return null;
        }
        continue;
      }
      return null;
    }
    List<Rewriting> r = new ArrayList<>(subst.size());
    subst.forEach((v, t) -> r.add(new Rewriting(v, t)));
    return r;
  }

  private static boolean bind(Map<String, Term> subst, String v, Term t) {
    Term old = subst.get(v);
    if (old == null) {
      subst.put(v, t);
      return true;
    }
    return old.equals(t);
  }

  /** {@code x = other - c} for {@code t = (+ x c)}, {@code (+ c x)}, or {@code (- x c)}. */
  private static Rewriting invert(Term t, Term other, Conjunct owner) {
    if (!(t instanceof Application a) || !a.function().isPlainSymbol() || a.args().size() != 2) {
      return null;
    }
    String op = a.name();
    if (op.equals("+")) {
      if (owner.binds(name(a.arg(0))) && a.arg(1) instanceof NumeralConstant) {
        return new Rewriting(name(a.arg(0)), Application.of("-", other, a.arg(1)));
      }
      if (owner.binds(name(a.arg(1))) && a.arg(0) instanceof NumeralConstant) {
        return new Rewriting(name(a.arg(1)), Application.of("-", other, a.arg(0)));
      }
    } else if (op.equals("-")) {
      if (owner.binds(name(a.arg(0))) && a.arg(1) instanceof NumeralConstant) {
        return new Rewriting(name(a.arg(0)), Application.of("+", other, a.arg(1)));
      }
    }
    return null;
  }

  private static String name(Term t) {
    return t instanceof QualIdentifier q && q.isPlainSymbol() ? q.symbol() : "";
  }

  private static String variable(Term t, Conjunct c) {
    String n = name(t);
    return !n.isEmpty() && c.binds(n) ? n : null;
  }

  private boolean isSkolemApplication(Term t) {
    if (t instanceof Application a && a.function().isPlainSymbol()) {
      return problem.isSkolem(a.name());
    }
    return t instanceof QualIdentifier q && q.isPlainSymbol() && problem.isSkolem(q.symbol());
  }

  /**
   * The uninterpreted applications of a conjunct that unification looks at: top-level ones of the
   * body and the patterns (not inside another uninterpreted application), or all of them.
   */
  List<Application> terms(Conjunct c) {
    return termsCache.computeIfAbsent(
        c.id(),
        id -> {
          Set<Application> out = new LinkedHashSet<>();
          List<Term> roots = new ArrayList<>();
          roots.add(c.body());
          for (TriggerPattern p : c.patterns()) {
            roots.addAll(p.terms());
          }
          for (Term root : roots) {
            collect(root, out);
          }
          return List.copyOf(out);
        });
  }

  private void collect(Term root, Set<Application> out) {
    Deque<Object[]> stack = new ArrayDeque<>();
    stack.push(new Object[] {root, false});
    while (!stack.isEmpty()) {
      Object[] e = stack.pop();
      Term t = (Term) e[0];
      boolean inside = (Boolean) e[1];
      boolean uf =
          t instanceof Application a
              && a.function().isPlainSymbol()
              && problem.isUninterpreted(a.name())
              && !problem.isSkolem(a.name());
      if (uf && (subterms || !inside)) {
        out.add((Application) t);
      }
      if (t instanceof Quantified q) {
        stack.push(new Object[] {q.body(), inside});
        continue;
      }
      if (t instanceof Annotated an) {
        stack.push(new Object[] {an.term(), inside});
        for (var at : an.attributes()) {
          for (Term pt : at.terms()) {
            stack.push(new Object[] {pt, inside});
          }
        }
        continue;
      }
      List<Term> cs = t.children();
      for (int i = cs.size() - 1; i >= 0; i--) {
        stack.push(new Object[] {cs.get(i), inside || uf});
      }
    }
  }

  /**
   * Type-based rewritings {@code x = t}: x a variable of {@code p}, t a term of {@code q}'s body.
   */
  private void addTypeBased(Conjunct p, Conjunct q, Map<String, Alternative> out) {
    List<Term> candidates = typedTerms(q);
    for (Map.Entry<String, Sort> v : p.variables().entrySet()) {
      int added = 0;
      for (Term t : candidates) {
        if (added >= TYPE_BASED_PER_VARIABLE) {
          break;
        }
        Sort s = sortOf(t, q);
        if (s == null || !s.equals(v.getValue())) {
          continue;
        }
        Alternative alt =
            new Alternative(
                List.of(new Rewriting(v.getKey(), t)),
                p.id(),
                q.id(),
                "type-based: " + v.getKey() + " has the sort of " + Printer.print(t));
        if (out.putIfAbsent(alt.key(), alt) == null) {
          added++;
        }
      }
    }
  }

  /** The constants and uninterpreted applications of a body, smallest first. */
  private List<Term> typedTerms(Conjunct q) {
    return typedCache.computeIfAbsent(
        q.id(),
        id -> {
          Set<Term> out = new LinkedHashSet<>();
          Terms.forEach(
              q.body(),
              t -> {
                if (t instanceof Application a
                    && a.function().isPlainSymbol()
                    && problem.isUninterpreted(a.name())
                    && !problem.isSkolem(a.name())) {
                  out.add(t);
                } else if (t instanceof QualIdentifier qi
                    && qi.isPlainSymbol()
                    && !q.binds(qi.symbol())
                    && problem.isUninterpreted(qi.symbol())
                    && !problem.isSkolem(qi.symbol())) {
                  out.add(t);
                }
              });
          List<Term> r = new ArrayList<>(out);
          r.sort(java.util.Comparator.comparingInt(Terms::size));
          return r;
        });
  }

  private Sort sortOf(Term t, Conjunct owner) {
    try {
      return SortChecker.sortOf(t, problem.signature(), owner.variables());
    } catch (RuntimeException e) {
      return null;
    }
  }
}
