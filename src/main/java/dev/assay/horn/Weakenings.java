package dev.assay.horn;

import dev.assay.core.ExpectedStatus;
import dev.assay.core.Rng;
import dev.assay.smtlib.Annotated;
import dev.assay.smtlib.Application;
import dev.assay.smtlib.ChcClause;
import dev.assay.smtlib.ChcSystem;
import dev.assay.smtlib.Fragment;
import dev.assay.smtlib.Position;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.Quantified;
import dev.assay.smtlib.Script;
import dev.assay.smtlib.Signature;
import dev.assay.smtlib.SortChecker;
import dev.assay.smtlib.SortError;
import dev.assay.smtlib.Term;
import dev.assay.smtlib.Terms;
import dev.assay.weakening.Applicability;
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
import java.util.Set;

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
  private Sites cached;

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
    Sites s = sites(ctx.system().script(), ctx.signature(), ctx.expected());
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
    Sites s = sites(ctx.system().script(), ctx.signature(), direction);
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
    Sites s = sites(script, ctx.signature(), direction);
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

  private synchronized Sites sites(Script script, Signature signature, ExpectedStatus direction) {
    Sites s = cached;
    if (s == null
        || s.index.script() != script
        || s.index.signature() != signature
        || s.direction != direction) {
      s = new Sites(script, signature, direction);
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

  /** One script's index, the nodes that must stay as written, and where the rules apply. */
  private static final class Sites {
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

    Sites(Script script, Signature signature, ExpectedStatus direction) {
      this.index = new FormulaIndex(script, signature);
      this.direction = direction;
      this.predicates = ChcSystem.of(script).predicates().keySet();
      this.fragment = Fragment.of(script, signature);
      this.fixed = fixedNodes();
      this.app =
          Applicability.of(index, direction, CATALOGUE, 64, n -> !fixed[n] && !isAnnotation(n));
    }

    /**
     * Bottom-up over the pre-order (children after parents, so a reverse sweep sees children
     * first); a reference to a let-bound term reads that term's flag, which lies before it in
     * pre-order, so sweeps repeat until nothing changes (at most the depth of nested lets).
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
     * An annotation's term keeps its place: rules that wrap a site would otherwise move a pattern
     * or name inside a new connective.
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
     * Whether {@code replacement} may stand at {@code node}: no predicate, no let variable whose
     * term holds one, no more quantifiers than the term it replaces (a quantifier inside a clause
     * body leaves the Horn fragment solvers decide).
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
}
