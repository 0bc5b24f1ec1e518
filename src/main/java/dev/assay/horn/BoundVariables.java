package dev.assay.horn;

import dev.assay.smtlib.Quantified;
import dev.assay.smtlib.SortedVar;
import dev.assay.smtlib.Term;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * MIX_BOUND_VARS (mutation 5): reorders the variable list of one quantifier. Variables are named,
 * so the body keeps referring to the same variables and nothing is captured; a list with a repeated
 * name is left alone, since there the order decides which binding the body sees.
 */
final class BoundVariables {
  private BoundVariables() {}

  static boolean fits(Term t) {
    if (!(t instanceof Quantified q) || q.vars().size() < 2) {
      return false;
    }
    Set<String> names = new HashSet<>();
    for (SortedVar v : q.vars()) {
      if (!names.add(v.name())) {
        return false;
      }
    }
    return true;
  }

  static final OwnMutation MIX_BOUND_VARS =
      new OwnMutation(
          "MIX_BOUND_VARS",
          5,
          "shuffles the variables of a quantifier prefix",
          "the order of bound variables has no meaning: the clause is equivalent",
          true,
          ctx -> ClauseNodes.anywhere(ctx, BoundVariables::fits),
          (ctx, target, rng) -> {
            int n = ((Quantified) Connectives.at(ctx, target)).vars().size();
            List<Integer> perm = new ArrayList<>();
            // A uniform permutation other than the identity (rejection; the identity has
            // probability at most 1/2 for n ≥ 2).
            do {
              perm.clear();
              for (int i = 0; i < n; i++) {
                perm.add(i);
              }
              for (int i = n - 1; i > 0; i--) {
                int j = rng.nextInt(i + 1);
                Integer a = perm.get(i);
                perm.set(i, perm.get(j));
                perm.set(j, a);
              }
            } while (isIdentity(perm));
            return Connectives.step("MIX_BOUND_VARS", target, perm);
          },
          (ctx, step) -> {
            Optional<Term> node = ClauseNodes.node(ctx, step, false, BoundVariables::fits);
            if (node.isEmpty()) {
              return Optional.empty();
            }
            Quantified q = (Quantified) node.get();
            List<Integer> perm = step.choices();
            if (perm.size() != q.vars().size() || !isPermutation(perm)) {
              return Optional.empty();
            }
            List<SortedVar> vs = new ArrayList<>();
            for (int i : perm) {
              vs.add(q.vars().get(i));
            }
            return Optional.of(
                ClauseNodes.replace(ctx, step, new Quantified(q.quantifier(), vs, q.body())));
          });

  private static boolean isIdentity(List<Integer> perm) {
    for (int i = 0; i < perm.size(); i++) {
      if (perm.get(i) != i) {
        return false;
      }
    }
    return true;
  }

  private static boolean isPermutation(List<Integer> perm) {
    boolean[] seen = new boolean[perm.size()];
    for (int i : perm) {
      if (i < 0 || i >= seen.length || seen[i]) {
        return false;
      }
      seen[i] = true;
    }
    return true;
  }
}
