package dev.assay.horn;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.ChcClause;
import dev.assay.smtlib.Position;
import dev.assay.smtlib.Term;
import dev.assay.smtlib.Terms;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/** Finding and replacing nodes of clauses: the shared plumbing of the in-place mutations. */
final class ClauseNodes {
  private ClauseNodes() {}

  /**
   * Every node in a clause body that satisfies {@code fits}, over all clauses, in pre-order. The
   * terms a let around the clause's matrix binds count as body: z3 writes shared parts of a body
   * that way (the mutations that use this keep the changed node equivalent, so a bound term the
   * head also uses is safe to change).
   */
  static List<Target> inBodies(HornContext ctx, Predicate<Term> fits) {
    List<Target> r = new ArrayList<>();
    for (ChcClause c : ctx.system().clauses()) {
      for (Position bp : bodyParts(c)) {
        Terms.forEachWithPosition(
            Terms.at(c.assertion(), bp),
            (rel, t) -> {
              if (fits.test(t)) {
                r.add(Target.node(c.index(), concat(bp, rel)));
              }
            });
      }
    }
    return r;
  }

  /** Every node of every clause that satisfies {@code fits}, in pre-order. */
  static List<Target> anywhere(HornContext ctx, Predicate<Term> fits) {
    List<Target> r = new ArrayList<>();
    for (ChcClause c : ctx.system().clauses()) {
      Terms.forEachWithPosition(
          c.assertion(),
          (p, t) -> {
            if (fits.test(t)) {
              r.add(Target.node(c.index(), p));
            }
          });
    }
    return r;
  }

  /**
   * The node a step points at, if the clause exists, the position is in it (inside the body when
   * {@code inBody}) and the node fits; else empty (the step's target is gone).
   */
  static Optional<Term> node(
      HornContext ctx, MutationStep step, boolean inBody, Predicate<Term> fits) {
    if (step.clause() < 0 || step.clause() >= ctx.system().clauses().size()) {
      return Optional.empty();
    }
    ChcClause c = ctx.system().clauses().get(step.clause());
    Position p = step.position();
    if (inBody && bodyParts(c).stream().noneMatch(bp -> bp.isPrefixOf(p))) {
      return Optional.empty();
    }
    Term t = c.assertion();
    for (int i = 0; i < p.depth(); i++) {
      List<Term> cs = t.children();
      if (p.step(i) >= cs.size()) {
        return Optional.empty();
      }
      t = cs.get(p.step(i));
    }
    return fits.test(t) ? Optional.of(t) : Optional.empty();
  }

  /** The script with the node at the step's position replaced by {@code replacement}. */
  static dev.assay.smtlib.Script replace(HornContext ctx, MutationStep step, Term replacement) {
    ChcClause c = ctx.system().clauses().get(step.clause());
    Term changed = Terms.replace(c.assertion(), step.position(), replacement);
    return Scripts.replaceAssertion(ctx.system().script(), step.clause(), changed);
  }

  private static List<Position> bodyParts(ChcClause c) {
    List<Position> r = new ArrayList<>(c.letPositions());
    r.addAll(c.bodyPositions());
    return r;
  }

  static Position concat(Position a, Position b) {
    Position r = a;
    for (int i = 0; i < b.depth(); i++) {
      r = r.child(b.step(i));
    }
    return r;
  }

  /** An application of the plain symbol {@code name} with at least {@code minArgs} arguments. */
  static boolean isApp(Term t, String name, int minArgs) {
    return t instanceof Application a
        && a.function().isPlainSymbol()
        && a.name().equals(name)
        && a.args().size() >= minArgs;
  }
}
