package dev.assay.mutate;

import dev.assay.smtlib.Annotated;
import dev.assay.smtlib.Application;
import dev.assay.smtlib.Attribute;
import dev.assay.smtlib.Let;
import dev.assay.smtlib.Match;
import dev.assay.smtlib.MatchCase;
import dev.assay.smtlib.Quantified;
import dev.assay.smtlib.Term;
import dev.assay.smtlib.VarBinding;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

/**
 * Structural equality of terms with an explicit stack: the records' own {@code equals} recurses
 * as deep as the term.
 */
final class TermEquality {
  private TermEquality() {}

  static boolean equal(Term a, Term b) {
    Deque<Term[]> stack = new ArrayDeque<>();
    stack.push(new Term[] {a, b});
    while (!stack.isEmpty()) {
      Term[] p = stack.pop();
      Term x = p[0];
      Term y = p[1];
      if (x == y) {
        continue;
      }
      if (x.getClass() != y.getClass() || !sameShallow(x, y)) {
        return false;
      }
      List<Term> cx = x.children();
      List<Term> cy = y.children();
      if (cx.size() != cy.size()) {
        return false;
      }
      for (int i = 0; i < cx.size(); i++) {
        stack.push(new Term[] {cx.get(i), cy.get(i)});
      }
    }
    return true;
  }

  /** Equal apart from the children. */
  private static boolean sameShallow(Term x, Term y) {
    if (x instanceof Application ax) {
      return ax.function().equals(((Application) y).function());
    }
    if (x instanceof Let lx) {
      List<VarBinding> bx = lx.bindings();
      List<VarBinding> by = ((Let) y).bindings();
      if (bx.size() != by.size()) {
        return false;
      }
      for (int i = 0; i < bx.size(); i++) {
        if (!bx.get(i).name().equals(by.get(i).name())) {
          return false;
        }
      }
      return true;
    }
    if (x instanceof Quantified qx) {
      Quantified qy = (Quantified) y;
      return qx.quantifier() == qy.quantifier() && qx.vars().equals(qy.vars());
    }
    if (x instanceof Match mx) {
      List<MatchCase> cx = mx.cases();
      List<MatchCase> cy = ((Match) y).cases();
      if (cx.size() != cy.size()) {
        return false;
      }
      for (int i = 0; i < cx.size(); i++) {
        if (!cx.get(i).constructor().equals(cy.get(i).constructor())
            || !cx.get(i).vars().equals(cy.get(i).vars())) {
          return false;
        }
      }
      return true;
    }
    if (x instanceof Annotated nx) {
      List<Attribute> ax = nx.attributes();
      List<Attribute> ay = ((Annotated) y).attributes();
      if (ax.size() != ay.size()) {
        return false;
      }
      for (int i = 0; i < ax.size(); i++) {
        Attribute u = ax.get(i);
        Attribute v = ay.get(i);
        if (u.getClass() != v.getClass() || u.terms().size() != v.terms().size()) {
          return false;
        }
        if (u.terms().isEmpty() && !u.equals(v)) {
          return false;
        }
      }
      return true;
    }
    // constants and identifiers have no children: their record equality is shallow
    return x.equals(y);
  }
}
