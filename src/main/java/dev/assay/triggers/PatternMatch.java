package dev.assay.triggers;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.Term;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * One-way syntactic matching of a pattern term against a ground term (no equalities, no theory
 * reasoning): which instantiation a term gives a pattern, for the report. E-matching itself matches
 * modulo the solver's equalities, so this finds the direct matches only.
 */
final class PatternMatch {
  private PatternMatch() {}

  /** The substitution of {@code vars} under which {@code pattern} equals {@code term}, or null. */
  static Map<String, Term> match(Term pattern, Term term, Set<String> vars) {
    Map<String, Term> subst = new LinkedHashMap<>();
    Deque<Term[]> work = new ArrayDeque<>();
    work.push(new Term[] {pattern, term});
    while (!work.isEmpty()) {
      Term[] e = work.pop();
      Term p = e[0];
      Term t = e[1];
      if (p instanceof QualIdentifier q && q.isPlainSymbol() && vars.contains(q.symbol())) {
        Term old = subst.putIfAbsent(q.symbol(), t);
        if (old != null && !old.equals(t)) {
          return null;
        }
        continue;
      }
      if (p instanceof Application pa && t instanceof Application ta) {
        if (!pa.function().equals(ta.function()) || pa.args().size() != ta.args().size()) {
          return null;
        }
        for (int i = 0; i < pa.args().size(); i++) {
          work.push(new Term[] {pa.arg(i), ta.arg(i)});
        }
        continue;
      }
      if (!p.equals(t)) {
        return null;
      }
    }
    return subst;
  }
}
