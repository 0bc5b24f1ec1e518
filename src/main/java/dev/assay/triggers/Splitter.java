package dev.assay.triggers;

import dev.assay.smtlib.Annotated;
import dev.assay.smtlib.Attribute;
import dev.assay.smtlib.Quantified;
import dev.assay.smtlib.Term;
import java.util.ArrayList;
import java.util.List;

/**
 * Splits a formula in negation normal form into the conjuncts of Fig. 6 (§3.1, App. E): top-level
 * conjunctions become separate formulas (a universal quantifier distributes over them, each part
 * keeping the quantifier's patterns), and a top-level disjunction of conjunctions is distributed
 * once, at the top level only, when that gives at most {@link #MAX_CLAUSES} clauses. Deeper
 * conjunctions stay where they are; the instantiations of Alg. 1 handle them.
 */
final class Splitter {
  static final int MAX_CLAUSES = 64;

  private Splitter() {}

  static List<Term> split(Term nnf) {
    List<Term> out = new ArrayList<>();
    for (Term part : Connectives.operands(nnf, "and")) {
      if (part instanceof Quantified q && q.quantifier() == Quantified.Quantifier.FORALL) {
        Term matrix = q.body();
        List<Attribute> attrs = List.of();
        if (matrix instanceof Annotated a) {
          attrs = a.attributes();
          matrix = a.term();
        }
        for (Term clause : clauses(matrix)) {
          if (NegationNormalForm.isConstant(clause, "true") || tautology(clause)) {
            continue;
          }
          Term body = attrs.isEmpty() ? clause : new Annotated(clause, attrs);
          out.add(new Quantified(q.quantifier(), q.vars(), body));
        }
      } else {
        for (Term clause : clauses(part)) {
          if (!NegationNormalForm.isConstant(clause, "true") && !tautology(clause)) {
            out.add(clause);
          }
        }
      }
    }
    return out;
  }

  /** Whether a clause holds a literal and its negation (after distribution, {@code b ∨ ¬b}). */
  static boolean tautology(Term clause) {
    java.util.Set<Term> lits = new java.util.HashSet<>(Connectives.operands(clause, "or"));
    for (Term l : lits) {
      if (Connectives.isApplication(l, "not")
          && lits.contains(((dev.assay.smtlib.Application) l).arg(0))) {
        return true;
      }
    }
    return false;
  }

  /** The conjunction's operands, each disjunction among them distributed over its conjunctions. */
  static List<Term> clauses(Term matrix) {
    List<Term> out = new ArrayList<>();
    for (Term part : Connectives.operands(matrix, "and")) {
      out.addAll(distribute(part));
    }
    return out;
  }

  private static List<Term> distribute(Term part) {
    List<Term> disjuncts = Connectives.operands(part, "or");
    long product = 1;
    boolean any = false;
    for (Term d : disjuncts) {
      int n = Connectives.operands(d, "and").size();
      any |= n > 1;
      product *= n;
      if (product > MAX_CLAUSES) {
        return List.of(part);
      }
    }
    if (!any || disjuncts.size() == 1) {
      return List.of(part);
    }
    List<List<Term>> acc = new ArrayList<>();
    acc.add(new ArrayList<>());
    for (Term d : disjuncts) {
      List<Term> options = Connectives.operands(d, "and");
      List<List<Term>> next = new ArrayList<>(acc.size() * options.size());
      for (List<Term> prefix : acc) {
        for (Term o : options) {
          List<Term> c = new ArrayList<>(prefix);
          c.add(o);
          next.add(c);
        }
      }
      acc = next;
    }
    List<Term> out = new ArrayList<>(acc.size());
    for (List<Term> c : acc) {
      out.add(Connectives.or(c));
    }
    return out;
  }
}
