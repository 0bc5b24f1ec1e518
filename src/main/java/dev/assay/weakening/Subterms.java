package dev.assay.weakening;

import dev.assay.core.Rng;
import dev.assay.smtlib.Annotated;
import dev.assay.smtlib.Application;
import dev.assay.smtlib.Attribute;
import dev.assay.smtlib.Let;
import dev.assay.smtlib.MatchCase;
import dev.assay.smtlib.Quantified;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.SortedVar;
import dev.assay.smtlib.Term;
import dev.assay.smtlib.Terms;
import dev.assay.smtlib.VarBinding;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Rewrites inside one subtree of a {@link FormulaIndex}: instantiating a bound variable and
 * abstracting occurrences of a term into a fresh variable (rules 19 and 20), both without capturing
 * variables.
 */
final class Subterms {
  private Subterms() {}

  /**
   * The subtree at {@code root} with the variable {@code name} bound by node {@code binder}
   * replaced by {@code value}, or null if some binder inside the subtree would capture a symbol of
   * {@code value} (or {@code extraBound} names, which will bind around the result).
   */
  static Term instantiate(
      FormulaIndex index, int root, int binder, String name, Term value, List<String> extraBound) {
    Set<String> symbols = Terms.symbols(value);
    for (String b : extraBound) {
      if (symbols.contains(b)) {
        return null;
      }
    }
    int end = root + index.subtreeSize(root);
    for (int n = root; n < end; n++) {
      for (String b : boundNames(index.term(n))) {
        if (symbols.contains(b)) {
          return null;
        }
      }
    }
    Map<Integer, Term> replacements = new HashMap<>();
    for (int n = root; n < end; n++) {
      FormulaIndex.Scope ref = index.reference(n);
      if (ref != null && ref.binder() == binder && ref.name().equals(name)) {
        replacements.put(n, value);
      }
    }
    return index.rebuild(root, replacements::get);
  }

  /**
   * The subtree at {@code root} with some occurrences of the term at node {@code chosen} (always
   * that one, each other equal and closed occurrence with probability 1/2) replaced by {@code var}.
   */
  static Term abstractOccurrences(FormulaIndex index, int root, int chosen, Term var, Rng rng) {
    Term e = index.term(chosen);
    int end = root + index.subtreeSize(root);
    Map<Integer, Term> replacements = new HashMap<>();
    replacements.put(chosen, var);
    for (int n = root; n < end; n++) {
      if (n != chosen
          && index.isAbstractable(n)
          && Heads.of(index.term(n)).equals(Heads.of(e))
          && index.term(n).equals(e)
          && index.sort(n) == index.sort(chosen) // a numeral is an Int here, a Real there
          && !inside(index, n, chosen)
          && rng.nextBoolean()) {
        replacements.put(n, var);
      }
    }
    return index.rebuild(root, replacements::get);
  }

  private static boolean inside(FormulaIndex index, int n, int ancestor) {
    return n >= ancestor && n < ancestor + index.subtreeSize(ancestor);
  }

  /** The nodes in the proper subtree of {@code root} that rules 19/20 may abstract, in order. */
  static List<Integer> abstractable(FormulaIndex index, int root) {
    List<Integer> r = new ArrayList<>();
    int end = root + index.subtreeSize(root);
    for (int n = root + 1; n < end; n++) {
      if (index.isAbstractable(n)) {
        r.add(n);
      }
    }
    return r;
  }

  /** True if a variable bound by node {@code binder} occurs in the subtree at {@code root}. */
  static boolean usesBinder(FormulaIndex index, int root, int binder) {
    int end = root + index.subtreeSize(root);
    for (int n = root; n < end; n++) {
      FormulaIndex.Scope ref = index.reference(n);
      if (ref != null && ref.binder() == binder) {
        return true;
      }
    }
    return false;
  }

  /**
   * The variable of the quantifier at the site if it binds exactly one variable, of {@code sort},
   * as a term; null for any other quantifier.
   */
  static Term soleVariable(Site s, Sort sort) {
    Quantified q = (Quantified) s.term();
    if (q.vars().size() != 1 || !sort.equals(q.vars().get(0).sort())) {
      return null;
    }
    return Make.var(q.vars().get(0).name());
  }

  /** The body of the quantifier at the site if it applies {@code name}, else null. */
  static Application body(Site s, String name) {
    return ((Quantified) s.term()).body() instanceof Application a && a.name().equals(name)
        ? a
        : null;
  }

  /**
   * True if neither subtree at {@code a} nor at {@code b} uses the variables bound at the site: the
   * quantifier the site's rewrite removes binds nothing outside its pattern.
   */
  static boolean freeOfBinder(Site s, int a, int b) {
    FormulaIndex ix = s.index();
    return !usesBinder(ix, a, s.node()) && !usesBinder(ix, b, s.node());
  }

  /** The names a node binds for its children. */
  static List<String> boundNames(Term t) {
    if (t instanceof Quantified q) {
      List<String> r = new ArrayList<>(q.vars().size());
      for (SortedVar v : q.vars()) {
        r.add(v.name());
      }
      return r;
    }
    if (t instanceof Let l) {
      List<String> r = new ArrayList<>(l.bindings().size());
      for (VarBinding b : l.bindings()) {
        r.add(b.name());
      }
      return r;
    }
    if (t instanceof dev.assay.smtlib.Match m) {
      List<String> r = new ArrayList<>();
      for (MatchCase mc : m.cases()) {
        r.add(mc.constructor());
        r.addAll(mc.vars());
      }
      return r;
    }
    return List.of();
  }

  /**
   * A quantifier body without its instantiation patterns (they no longer make sense once the
   * quantifier is gone).
   */
  static Term withoutPatterns(Term body) {
    if (!(body instanceof Annotated a)) {
      return body;
    }
    List<Attribute> kept = new ArrayList<>();
    for (Attribute at : a.attributes()) {
      if (!(at instanceof Attribute.Pattern) && !(at instanceof Attribute.NoPattern)) {
        kept.add(at);
      }
    }
    if (kept.size() == a.attributes().size()) {
      return body;
    }
    return kept.isEmpty() ? a.term() : new Annotated(a.term(), kept);
  }
}
