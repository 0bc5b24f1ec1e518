package dev.assay.horn;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.ChcClause;
import dev.assay.smtlib.DecimalConstant;
import dev.assay.smtlib.NumeralConstant;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.SortChecker;
import dev.assay.smtlib.SortError;
import dev.assay.smtlib.Term;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * ADD_INEQ (mutation 6): an inequality {@code x < c} in a body becomes {@code (x < c) ∧ (x < c +
 * 1)}; {@code x ≤ c} gets {@code x < c + 1}, and {@code x > c}, {@code x ≥ c} get {@code x > c −
 * 1}. The added inequality is implied by the original one, so the conjunction is equivalent to it
 * wherever it occurs. The bound may be any term; the added 1 is written {@code 1} for an Int bound
 * and {@code 1.0} for a Real one.
 */
final class Inequalities {
  private Inequalities() {}

  private static final Set<String> OPS = Set.of("<", "<=", ">", ">=");

  private static boolean shape(Term t) {
    return t instanceof Application a
        && a.function().isPlainSymbol()
        && OPS.contains(a.name())
        && a.args().size() == 2;
  }

  /** Sorts of the nodes of a clause, or null if it does not sort-check alone. */
  private static IdentityHashMap<Term, Sort> sorts(HornContext ctx, ChcClause c) {
    try {
      return SortChecker.sortAll(c.assertion(), ctx.signature(), Map.of());
    } catch (SortError | IllegalArgumentException e) {
      return null;
    }
  }

  private static boolean arithmetic(Sort s) {
    return Sort.INT.equals(s) || Sort.REAL.equals(s);
  }

  static final OwnMutation ADD_INEQ =
      new OwnMutation(
          "ADD_INEQ",
          6,
          "conjoins an inequality in a body with a weaker one: x < c becomes (x < c) ∧ (x < c + 1)",
          "the added inequality follows from the original: the clause is equivalent",
          true,
          ctx -> {
            List<Target> r = new ArrayList<>();
            for (Target t : ClauseNodes.inBodies(ctx, Inequalities::shape)) {
              ChcClause c = ctx.system().clauses().get(t.clause());
              IdentityHashMap<Term, Sort> s = sorts(ctx, c);
              Application a = (Application) Connectives.at(ctx, t);
              if (s != null && arithmetic(s.get(a.arg(0))) && arithmetic(s.get(a.arg(1)))) {
                r.add(t);
              }
            }
            return r;
          },
          (ctx, target, rng) -> Connectives.step("ADD_INEQ", target, List.of()),
          (ctx, step) -> {
            Optional<Term> node = ClauseNodes.node(ctx, step, true, Inequalities::shape);
            if (node.isEmpty()) {
              return Optional.empty();
            }
            Application a = (Application) node.get();
            IdentityHashMap<Term, Sort> s = sorts(ctx, ctx.system().clauses().get(step.clause()));
            if (s == null || !arithmetic(s.get(a.arg(0))) || !arithmetic(s.get(a.arg(1)))) {
              return Optional.empty();
            }
            Term one =
                Sort.REAL.equals(s.get(a.arg(1)))
                    ? new DecimalConstant(BigDecimal.ONE)
                    : NumeralConstant.of(1);
            boolean upper = a.name().startsWith("<");
            Term bound = Application.of(upper ? "+" : "-", a.arg(1), one);
            Term weaker = Application.of(upper ? "<" : ">", a.arg(0), bound);
            return Optional.of(ClauseNodes.replace(ctx, step, Application.of("and", a, weaker)));
          });
}
