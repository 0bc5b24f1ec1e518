package dev.assay.horn;

import dev.assay.core.ExpectedStatus;
import dev.assay.core.Rng;
import dev.assay.smtlib.ChcClause;
import dev.assay.smtlib.ChcSystem;
import dev.assay.smtlib.Fragment;
import dev.assay.smtlib.Position;
import dev.assay.smtlib.Script;
import dev.assay.smtlib.Signature;
import dev.assay.smtlib.SortChecker;
import dev.assay.smtlib.SortError;
import dev.assay.smtlib.Term;
import dev.assay.weakening.FormulaIndex;
import dev.assay.weakening.Goal;
import dev.assay.weakening.MutationContext;
import dev.assay.weakening.Rewrite;
import dev.assay.weakening.Rule;
import dev.assay.weakening.RuleCatalogue;
import dev.assay.weakening.Site;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The weakening group (beyond the paper): one rule of the weakening/strengthening catalogue
 * (Bringolf 2021, §4.1) applied to an interpreted subterm of a clause, in the direction its parity
 * asks for. A CHC system is satisfiable iff predicate interpretations make every clause true, which
 * is satisfiability of the script with the predicates as uninterpreted functions; so Theorem 1
 * holds for it as for any formula: a weaker system keeps {@code sat}, a stronger one keeps {@code
 * unsat}. In a clause {@code ∀V. body → head} the head is positive and the body negative, so the
 * system gets weaker when a head's constraint is weakened or a body's constraint strengthened.
 *
 * <p>Ids are {@code WEAKEN:RULE} (on systems whose seed the solver found sat) and {@code
 * STRENGTHEN:RULE} (unsat), {@code RULE} a rule id of {@link RuleCatalogue#standard()}. Predicate
 * applications (and let-bound terms that hold them, and {@code :named} terms) are never rewritten,
 * created, copied or removed, so the system stays Horn with the same predicate applications in
 * every body and head; a mutant that would bring in a quantifier or anything outside the system's
 * fragment (strings into integer arithmetic, non-linear terms, reals) is not made, so a solver that
 * decided the system has no documented reason to give up on the mutant.
 *
 * <p>A step records the clause, the position of the rewritten subterm, which of the rule's rewrites
 * for that parity was used and the seed of the random stream the rewrite drew its terms from:
 * applying the step again to the same system gives the same mutant.
 */
final class Weakenings {
  static final String WEAKEN = "WEAKEN:";
  static final String STRENGTHEN = "STRENGTHEN:";

  private static final RuleCatalogue CATALOGUE = RuleCatalogue.standard();

  /** Where the rules apply in the last script asked about (draw then apply ask twice). */
  private InterpretedSites cached;

  /** Every id, in registry order: the weakenings, then the strengthenings. */
  static List<String> allIds() {
    List<String> r = new ArrayList<>();
    for (String prefix : List.of(WEAKEN, STRENGTHEN)) {
      for (Rule rule : CATALOGUE.rules()) {
        r.add(prefix + rule.id());
      }
    }
    return r;
  }

  /** Whether {@code id} names a weakening or strengthening of a known rule. */
  static boolean isId(String id) {
    return direction(id) != ExpectedStatus.UNKNOWN && CATALOGUE.byId(ruleId(id)) != null;
  }

  /** The status the step keeps: sat for a weakening, unsat for a strengthening. */
  static ExpectedStatus direction(String id) {
    if (id.startsWith(WEAKEN)) {
      return ExpectedStatus.SAT;
    }
    if (id.startsWith(STRENGTHEN)) {
      return ExpectedStatus.UNSAT;
    }
    return ExpectedStatus.UNKNOWN;
  }

  static String ruleId(String id) {
    return id.substring(id.indexOf(':') + 1);
  }

  private static String prefix(ExpectedStatus status) {
    return status == ExpectedStatus.SAT ? WEAKEN : STRENGTHEN;
  }

  /** The ids with a site in {@code ctx}'s system, for the seed's status; none when unknown. */
  List<String> applicable(HornContext ctx) {
    if (!ctx.expected().known()) {
      return List.of();
    }
    InterpretedSites s = sites(ctx.system().script(), ctx.signature(), ctx.expected());
    List<String> r = new ArrayList<>();
    for (int rule : s.app.applicableRules()) {
      r.add(prefix(ctx.expected()) + CATALOGUE.rule(rule).id());
    }
    return r;
  }

  /**
   * A step of {@code id}: a position drawn uniformly among the rule's sites, its rewrite and the
   * seed of the rewrite's random stream; a site where the rewrite makes nothing usable is dropped
   * and another drawn. Empty when no site is left or the id's direction is not the seed's status.
   */
  Optional<MutationStep> draw(String id, HornContext ctx, Rng rng) {
    ExpectedStatus direction = direction(id);
    Rule rule = CATALOGUE.byId(ruleId(id));
    if (rule == null || direction == ExpectedStatus.UNKNOWN || direction != ctx.expected()) {
      return Optional.empty();
    }
    InterpretedSites s = sites(ctx.system().script(), ctx.signature(), direction);
    List<Integer> choices = s.app.choicesOf(CATALOGUE.rules().indexOf(rule));
    while (!choices.isEmpty()) {
      int choice = choices.remove(rng.nextInt(choices.size()));
      int node = s.app.node(choice);
      Goal goal = s.app.goal(choice);
      int rewrite = rule.rewritesFor(goal).indexOf(s.app.rewrite(choice));
      int streamSeed = (int) rng.nextLong();
      MutationStep step =
          MutationStep.at(
              id, s.index.assertionOf(node), position(s.index, node), List.of(rewrite, streamSeed));
      if (apply(ctx, step).isPresent()) {
        return Optional.of(step);
      }
    }
    return Optional.empty();
  }

  /**
   * Applies a recorded step: empty when its target is gone, its parity no longer asks for the
   * rewrite, the rewrite does not match or draws nothing usable, or the mutant would not be a Horn
   * system with the same predicate applications in the same fragment.
   */
  Optional<Script> apply(HornContext ctx, MutationStep step) {
    ExpectedStatus direction = direction(step.mutation());
    Rule rule = CATALOGUE.byId(ruleId(step.mutation()));
    if (rule == null
        || direction == ExpectedStatus.UNKNOWN
        || step.choices().size() != 2
        || step.clause() < 0) {
      return Optional.empty();
    }
    Script script = ctx.system().script();
    InterpretedSites s = sites(script, ctx.signature(), direction);
    int node = s.nodeAt(step.clause(), step.position());
    if (node < 0 || s.fixed[node] || !s.index.parity(node).isDefinite()) {
      return Optional.empty();
    }
    Goal goal = Goal.of(direction, s.index.parity(node));
    List<Rewrite> rewrites = rule.rewritesFor(goal);
    int k = step.choices().get(0);
    if (k < 0 || k >= rewrites.size()) {
      return Optional.empty();
    }
    Rewrite rewrite = rewrites.get(k);
    Site site = new Site(s.index, node, goal);
    if (!rewrite.matches().test(site)) {
      return Optional.empty();
    }
    Term replacement =
        rewrite.apply().apply(site, new MutationContext(s.index, new Rng(step.choices().get(1))));
    if (replacement == null || !s.mayInsert(node, replacement)) {
      return Optional.empty();
    }
    Script mutant = s.index.replace(node, replacement);
    try {
      SortChecker.check(mutant);
    } catch (SortError | IllegalArgumentException e) {
      return Optional.empty();
    }
    if (!sameShape(ctx.system(), ChcSystem.of(mutant))
        || !s.fragment.covers(Fragment.of(mutant, ctx.signature()))) {
      return Optional.empty();
    }
    return Optional.of(mutant);
  }

  /** Same clauses with the same predicate applications in every body and head. */
  static boolean sameShape(ChcSystem before, ChcSystem after) {
    if (before.clauses().size() != after.clauses().size()) {
      return false;
    }
    for (int i = 0; i < before.clauses().size(); i++) {
      ChcClause b = before.clauses().get(i);
      ChcClause a = after.clauses().get(i);
      if (!b.bodyPredicates().equals(a.bodyPredicates())
          || !Objects.equals(b.headPredicate(), a.headPredicate())
          || !b.vars().equals(a.vars())) {
        return false;
      }
    }
    return true;
  }

  private synchronized InterpretedSites sites(
      Script script, Signature signature, ExpectedStatus direction) {
    InterpretedSites s = cached;
    if (s == null
        || s.index.script() != script
        || s.index.signature() != signature
        || s.direction != direction) {
      s = new InterpretedSites(script, signature, direction, CATALOGUE);
      cached = s;
    }
    return s;
  }

  /** Child indices from the assertion's root to {@code node}. */
  private static Position position(FormulaIndex ix, int node) {
    List<Integer> steps = new ArrayList<>();
    for (int k = node; ix.parent(k) >= 0; k = ix.parent(k)) {
      steps.add(ix.childPos(k));
    }
    int[] p = new int[steps.size()];
    for (int i = 0; i < p.length; i++) {
      p[i] = steps.get(p.length - 1 - i);
    }
    return Position.of(p);
  }
}
