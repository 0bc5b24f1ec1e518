package dev.assay.weakening;

import dev.assay.core.ExpectedStatus;
import dev.assay.core.Rng;
import dev.assay.smtlib.Sort;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntPredicate;

/**
 * Which rules apply where in one formula: every (rule, rewrite, position) whose rewrite matches a
 * subterm of definite parity in the direction Theorem 1 allows for the expected status. Algorithm 1
 * draws a rule uniformly among the applicable ones, then one of its positions uniformly.
 */
public final class Applicability {
  private final int[] perRule;
  private int size;
  private int[] rules;
  private int[] nodes;
  private Goal[] goals;
  private Rewrite[] rewrites;
  private boolean[] dead;

  private Applicability(int ruleCount, int capacity) {
    perRule = new int[ruleCount];
    int n = Math.max(16, capacity);
    rules = new int[n];
    nodes = new int[n];
    goals = new Goal[n];
    rewrites = new Rewrite[n];
    dead = new boolean[n];
  }

  public static Applicability of(FormulaIndex ix, ExpectedStatus status, RuleCatalogue catalogue) {
    return of(ix, status, catalogue, 64);
  }

  /** As above, with room for {@code expected} positions from the start. */
  public static Applicability of(
      FormulaIndex ix, ExpectedStatus status, RuleCatalogue catalogue, int expected) {
    return of(ix, status, catalogue, expected, n -> true);
  }

  /**
   * As above, at the nodes {@code usable} accepts only: a caller that must leave some subterms as
   * they are (the predicate applications of a Horn clause) says which.
   */
  public static Applicability of(
      FormulaIndex ix,
      ExpectedStatus status,
      RuleCatalogue catalogue,
      int expected,
      IntPredicate usable) {
    Applicability a = new Applicability(catalogue.size(), expected + expected / 4);
    for (int n = 0; n < ix.size(); n++) {
      Parity p = ix.parity(n);
      if (!p.isDefinite() || !usable.test(n)) {
        continue;
      }
      Goal goal = Goal.of(status, p);
      Site site = new Site(ix, n, goal);
      a.collect(site, catalogue.candidates(goal, Heads.of(ix.term(n))));
      String any = ix.sort(n) == Sort.BOOL ? Heads.ANY_BOOL : Heads.ANY_REGLAN;
      a.collect(site, catalogue.candidates(goal, any));
    }
    return a;
  }

  private void collect(Site site, List<RuleCatalogue.Entry> entries) {
    for (RuleCatalogue.Entry e : entries) {
      if (e.rewrite().matches().test(site)) {
        add(e.ruleIndex(), site.node(), site.goal(), e.rewrite());
      }
    }
  }

  private void add(int rule, int node, Goal goal, Rewrite rewrite) {
    if (size == rules.length) {
      int n = size * 2;
      rules = Arrays.copyOf(rules, n);
      nodes = Arrays.copyOf(nodes, n);
      goals = Arrays.copyOf(goals, n);
      rewrites = Arrays.copyOf(rewrites, n);
      dead = Arrays.copyOf(dead, n);
    }
    rules[size] = rule;
    nodes[size] = node;
    goals[size] = goal;
    rewrites[size] = rewrite;
    size++;
    perRule[rule]++;
  }

  /** Number of (rule, rewrite, position) choices found. */
  public int choices() {
    return size;
  }

  /** Number of distinct rules with at least one live position. */
  public int ruleCount() {
    int c = 0;
    for (int k : perRule) {
      if (k > 0) {
        c++;
      }
    }
    return c;
  }

  /** The applicable rules' indices, in registry order. */
  public List<Integer> applicableRules() {
    List<Integer> r = new ArrayList<>();
    for (int i = 0; i < perRule.length; i++) {
      if (perRule[i] > 0) {
        r.add(i);
      }
    }
    return r;
  }

  public boolean isEmpty() {
    for (int k : perRule) {
      if (k > 0) {
        return false;
      }
    }
    return true;
  }

  /** The live choices of rule {@code rule}, in node order. */
  public List<Integer> choicesOf(int rule) {
    List<Integer> r = new ArrayList<>();
    for (int i = 0; i < size; i++) {
      if (rules[i] == rule && !dead[i]) {
        r.add(i);
      }
    }
    return r;
  }

  /** A uniformly drawn applicable rule, then a uniformly drawn live position of it. */
  public int pick(Rng rng) {
    List<Integer> applicable = applicableRules();
    int rule = applicable.get(rng.nextInt(applicable.size()));
    int k = rng.nextInt(perRule[rule]);
    for (int i = 0; i < size; i++) {
      if (rules[i] == rule && !dead[i]) {
        if (k == 0) {
          return i;
        }
        k--;
      }
    }
    throw new IllegalStateException("count and positions disagree");
  }

  /** Forgets a choice whose rewrite found nothing to build with. */
  public void discard(int choice) {
    if (!dead[choice]) {
      dead[choice] = true;
      perRule[rules[choice]]--;
    }
  }

  public int rule(int choice) {
    return rules[choice];
  }

  public int node(int choice) {
    return nodes[choice];
  }

  public Goal goal(int choice) {
    return goals[choice];
  }

  public Rewrite rewrite(int choice) {
    return rewrites[choice];
  }
}
