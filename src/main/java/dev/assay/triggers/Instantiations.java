package dev.assay.triggers;

import dev.assay.smtlib.Annotated;
import dev.assay.smtlib.Application;
import dev.assay.smtlib.Quantified;
import dev.assay.smtlib.Term;
import dev.assay.smtlib.Terms;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The instantiation sets of Alg. 1 (lines 6–8): for a formula {@code ∀x. D0 ∨ ... ∨ Dn} of a
 * cluster, {@code (¬D0 ∧ ... ∧ ¬D(k−1)) ∧ Dk} for each k, so that every disjunct is true in some
 * formula G; for the conjunct under consideration, {@code ¬F'}. All are quantifier-free: the
 * formula's variables, and those of nested quantifiers (§3.2, "Nested quantifiers"), become free
 * constants of G, which the variables' globally unique names allow; a nested universal quantifier
 * is thereby instantiated, and one under a negation Skolemized.
 */
final class Instantiations {
  private final Map<Integer, List<Term>> cache = new HashMap<>();

  /** Inst[f] for a member of a cluster. */
  List<Term> of(Conjunct f) {
    return cache.computeIfAbsent(
        f.id(),
        id -> {
          List<Term> ds = f.disjuncts();
          List<Term> out = new ArrayList<>(ds.size());
          for (int k = 0; k < ds.size(); k++) {
            List<Term> parts = new ArrayList<>(k + 1);
            for (int j = 0; j < k; j++) {
              parts.add(negate(ds.get(j)));
            }
            parts.add(ds.get(k));
            out.add(stripQuantifiers(Connectives.and(parts)));
          }
          return List.copyOf(out);
        });
  }

  /** ¬F' for the conjunct under consideration. */
  Term negatedBody(Conjunct f) {
    List<Term> parts = new ArrayList<>();
    for (Term d : f.disjuncts()) {
      parts.add(negate(d));
    }
    return stripQuantifiers(Connectives.and(parts));
  }

  /** The negation of a literal or subformula, pushed through a leading {@code not}. */
  static Term negate(Term t) {
    if (Connectives.isApplication(t, "not")) {
      return ((Application) t).arg(0);
    }
    if (NegationNormalForm.isConstant(t, "true")) {
      return Connectives.FALSE;
    }
    if (NegationNormalForm.isConstant(t, "false")) {
      return Connectives.TRUE;
    }
    return Application.of("not", t);
  }

  /** {@code t} with every quantifier replaced by its body (patterns and annotations dropped). */
  static Term stripQuantifiers(Term t) {
    return Terms.rewriteBottomUp(
        t,
        n -> {
          if (n instanceof Quantified q) {
            Term b = q.body();
            return b instanceof Annotated a ? a.term() : b;
          }
          return n;
        });
  }
}
