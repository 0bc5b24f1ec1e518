package dev.assay.horn;

import dev.assay.core.ExpectedStatus;
import dev.assay.smtlib.Annotated;
import dev.assay.smtlib.Application;
import dev.assay.smtlib.ChcSystem;
import dev.assay.smtlib.Fragment;
import dev.assay.smtlib.Position;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.Quantified;
import dev.assay.smtlib.Script;
import dev.assay.smtlib.Signature;
import dev.assay.smtlib.Term;
import dev.assay.smtlib.Terms;
import dev.assay.weakening.Applicability;
import dev.assay.weakening.FormulaIndex;
import dev.assay.weakening.RuleCatalogue;
import java.util.Set;

/**
 * Where the weakening rules may apply in one CHC script, for one direction: the script's parity
 * index, the nodes that must stay as written (predicate applications and what holds them), and the
 * rule applications Theorem 1 allows at the others.
 */
final class InterpretedSites {
  final FormulaIndex index;
  final ExpectedStatus direction;
  final Set<String> predicates;
  final Fragment fragment;

  /**
   * Nodes that are, contain, or name through a let a predicate application or a {@code :named}
   * term: rewriting them could remove, copy or move a predicate application (or define a name
   * twice).
   */
  final boolean[] fixed;

  final Applicability app;

  InterpretedSites(
      Script script, Signature signature, ExpectedStatus direction, RuleCatalogue catalogue) {
    this.index = new FormulaIndex(script, signature);
    this.direction = direction;
    this.predicates = ChcSystem.of(script).predicates().keySet();
    this.fragment = Fragment.of(script, signature);
    this.fixed = fixedNodes();
    this.app =
        Applicability.of(index, direction, catalogue, 64, n -> !fixed[n] && !isAnnotation(n));
  }

  /**
   * Bottom-up over the pre-order (children after parents, so a reverse sweep sees children first);
   * a reference to a let-bound term reads that term's flag, which lies before it in pre-order, so
   * sweeps repeat until nothing changes (at most the depth of nested lets).
   */
  private boolean[] fixedNodes() {
    int n = index.size();
    boolean[] f = new boolean[n];
    boolean changed = true;
    while (changed) {
      changed = false;
      for (int i = n - 1; i >= 0; i--) {
        if (f[i]) {
          continue;
        }
        boolean v = isPredicateUse(i) || isNamed(index.term(i));
        FormulaIndex.Scope ref = index.reference(i);
        v |= ref != null && ref.boundTerm() >= 0 && f[ref.boundTerm()];
        for (int c = i + 1; !v && c < i + index.subtreeSize(i); c += index.subtreeSize(c)) {
          v = f[c];
        }
        if (v) {
          f[i] = true;
          changed = true;
        }
      }
    }
    return f;
  }

  private boolean isPredicateUse(int node) {
    Term t = index.term(node);
    if (t instanceof Application a) {
      return predicates.contains(a.name());
    }
    return t instanceof QualIdentifier q
        && q.isPlainSymbol()
        && index.reference(node) == null
        && predicates.contains(q.symbol());
  }

  /**
   * An annotation's term keeps its place: rules that wrap a site would otherwise move a pattern or
   * name inside a new connective.
   */
  private boolean isAnnotation(int node) {
    return index.term(node) instanceof Annotated;
  }

  private static boolean isNamed(Term t) {
    return t instanceof Annotated a && a.name() != null;
  }

  /** The node at {@code position} of assertion {@code clause}, or -1. */
  int nodeAt(int clause, Position position) {
    if (clause >= index.assertionCount()) {
      return -1;
    }
    int node = index.assertionRoot(clause);
    for (int i = 0; i < position.depth(); i++) {
      int k = position.step(i);
      if (k < 0 || k >= index.childCount(node)) {
        return -1;
      }
      node = index.child(node, k);
    }
    return node;
  }

  /**
   * Whether {@code replacement} may stand at {@code node}: no predicate, no let variable whose term
   * holds one, no more quantifiers than the term it replaces (a quantifier inside a clause body
   * leaves the Horn fragment solvers decide).
   */
  boolean mayInsert(int node, Term replacement) {
    int[] quantifiers = new int[2];
    boolean[] bad = new boolean[1];
    Terms.forEach(
        replacement,
        t -> {
          if (t instanceof Quantified) {
            quantifiers[0]++;
          } else if (t instanceof Application a && predicates.contains(a.name())) {
            bad[0] = true;
          } else if (isNamed(t)) {
            bad[0] = true;
          }
        });
    Terms.forEach(
        index.term(node),
        t -> {
          if (t instanceof Quantified) {
            quantifiers[1]++;
          }
        });
    if (bad[0] || quantifiers[0] > quantifiers[1]) {
      return false;
    }
    FormulaIndex.Scope scope = index.scope(node);
    for (String symbol : Terms.freeSymbols(replacement)) {
      if (predicates.contains(symbol)) {
        return false;
      }
      FormulaIndex.Scope bound = scope == null ? null : scope.lookup(symbol);
      if (bound != null && bound.boundTerm() >= 0 && fixed[bound.boundTerm()]) {
        return false;
      }
    }
    return true;
  }
}
