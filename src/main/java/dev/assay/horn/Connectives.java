package dev.assay.horn;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.Term;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Mutations 1–4 on the conjunctions and disjunctions of clause bodies: SWAP_AND, DUP_AND, BREAK_AND
 * and SWAP_OR. Each keeps the clause equivalent: {@code and} and {@code or} are commutative,
 * associative and idempotent.
 */
final class Connectives {
  private Connectives() {}

  static OwnMutation swap(String id, int number, String op) {
    return new OwnMutation(
        id,
        number,
        "swaps two terms of a " + (op.equals("and") ? "conjunction" : "disjunction") + " in a body",
        op + " is commutative: the clause is equivalent",
        true,
        ctx -> ClauseNodes.inBodies(ctx, t -> ClauseNodes.isApp(t, op, 2)),
        (ctx, target, rng) -> {
          int n = ((Application) at(ctx, target)).args().size();
          int i = rng.nextInt(n);
          int j = rng.nextInt(n - 1);
          if (j >= i) {
            j++;
          }
          return step(id, target, List.of(i, j));
        },
        (ctx, step) ->
            argsAt(ctx, step, op, 2, 2)
                .flatMap(
                    found -> {
                      int i = step.choices().get(0);
                      int j = step.choices().get(1);
                      if (i >= found.size() || j >= found.size() || i == j) {
                        return Optional.empty();
                      }
                      List<Term> args = new ArrayList<>(found);
                      args.set(i, found.get(j));
                      args.set(j, found.get(i));
                      return Optional.of(ClauseNodes.replace(ctx, step, Application.of(op, args)));
                    }));
  }

  static final OwnMutation DUP_AND =
      new OwnMutation(
          "DUP_AND",
          2,
          "appends a copy of one conjunct of a conjunction in a body",
          "φ ∧ φ ≡ φ: the clause is equivalent",
          true,
          ctx -> ClauseNodes.inBodies(ctx, t -> ClauseNodes.isApp(t, "and", 2)),
          (ctx, target, rng) -> {
            int n = ((Application) at(ctx, target)).args().size();
            return step("DUP_AND", target, List.of(rng.nextInt(n)));
          },
          (ctx, step) ->
              argsAt(ctx, step, "and", 2, 1)
                  .flatMap(
                      found -> {
                        int k = step.choices().get(0);
                        if (k >= found.size()) {
                          return Optional.empty();
                        }
                        List<Term> args = new ArrayList<>(found);
                        args.add(found.get(k));
                        return Optional.of(
                            ClauseNodes.replace(ctx, step, Application.of("and", args)));
                      }));

  static final OwnMutation BREAK_AND =
      new OwnMutation(
          "BREAK_AND",
          3,
          "splits a conjunction of three or more terms in a body: φ ∧ ψ ∧ τ becomes φ ∧ (ψ ∧ τ)",
          "∧ is associative: the clause is equivalent",
          true,
          ctx -> ClauseNodes.inBodies(ctx, t -> ClauseNodes.isApp(t, "and", 3)),
          (ctx, target, rng) -> {
            int n = ((Application) at(ctx, target)).args().size();
            // the inner conjunction takes the terms from k on: at least two, and one stays out
            return step("BREAK_AND", target, List.of(rng.nextInt(1, n - 1)));
          },
          (ctx, step) ->
              argsAt(ctx, step, "and", 3, 1)
                  .flatMap(
                      args -> {
                        int k = step.choices().get(0);
                        if (k < 1 || k > args.size() - 2) {
                          return Optional.empty();
                        }
                        List<Term> outer = new ArrayList<>(args.subList(0, k));
                        outer.add(Application.of("and", args.subList(k, args.size())));
                        return Optional.of(
                            ClauseNodes.replace(ctx, step, Application.of("and", outer)));
                      }));

  /**
   * The arguments of the {@code op} application (of {@code minArgs} or more) in a body that the
   * step points at, when the step makes {@code choices} choices; else empty (the step does not
   * fit).
   */
  private static Optional<List<Term>> argsAt(
      HornContext ctx, MutationStep step, String op, int minArgs, int choices) {
    return ClauseNodes.node(ctx, step, true, t -> ClauseNodes.isApp(t, op, minArgs))
        .filter(node -> step.choices().size() == choices)
        .map(node -> ((Application) node).args());
  }

  static Term at(HornContext ctx, Target target) {
    return dev.assay.smtlib.Terms.at(
        ctx.system().clauses().get(target.clause()).assertion(), target.position());
  }

  static MutationStep step(String id, Target target, List<Integer> choices) {
    return MutationStep.at(id, target.clause(), target.position(), choices);
  }
}
