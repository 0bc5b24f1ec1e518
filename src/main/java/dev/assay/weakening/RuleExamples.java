package dev.assay.weakening;

import dev.assay.core.Rng;
import dev.assay.smtlib.CheckedScript;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Script;
import dev.assay.smtlib.Term;

/**
 * The worked example of each rewrite: its example assertion over a fixed vocabulary, the first
 * position where the rewrite applies, and the result. The rule listing, docs/mutate-rules.md and
 * the rule tests all use this, so the documented example is the one that is checked.
 */
public final class RuleExamples {
  /** The symbols examples may use. */
  public static final String DECLARATIONS =
      String.join(
          "\n",
          "(declare-const p Bool)",
          "(declare-const q Bool)",
          "(declare-const r Bool)",
          "(declare-const x Int)",
          "(declare-const y Int)",
          "(declare-const z Int)",
          "(declare-const u Real)",
          "(declare-const v Real)",
          "(declare-const w Real)",
          "(declare-const s String)",
          "(declare-const t String)",
          "(declare-const bv (_ BitVec 8))",
          "(declare-const bw (_ BitVec 8))",
          "(declare-fun f (Int) Int)");

  /**
   * One application: the assertion before and after, and what the rewrite did there (weaken or
   * strengthen the subterm it replaced, which sits at a positive position).
   */
  public record Application(Term before, Term after, Goal goal) {
    public String beforeText() {
      return Printer.print(before);
    }

    public String afterText() {
      return Printer.print(after);
    }
  }

  private RuleExamples() {}

  /** The goal a rewrite of {@code rule} is documented and tested with. */
  public static Goal goalOf(Rule rule, Rewrite rewrite) {
    return rewrite == rule.forward() ? Goal.WEAKEN : Goal.STRENGTHEN;
  }

  /** The example script of a rewrite: the declarations and its example assertion. */
  public static CheckedScript script(String assertion) {
    return Parser.readScript(
        DECLARATIONS + "\n(assert " + assertion + ")\n(check-sat)\n", "<rule example>");
  }

  /**
   * Applies {@code rewrite} to {@code assertion} (an instance of its example) at the first position
   * of positive parity where it matches, with random choices drawn from {@code seed}; null if it
   * matches nowhere or its random choice found nothing.
   */
  public static Application apply(Rule rule, Rewrite rewrite, String assertion, long seed) {
    CheckedScript cs = script(assertion);
    return apply(rule, rewrite, cs.script(), cs, seed);
  }

  /** As {@link #apply(Rule, Rewrite, String, long)} on an already read example script. */
  public static Application apply(
      Rule rule, Rewrite rewrite, Script script, CheckedScript checked, long seed) {
    Goal goal = goalOf(rule, rewrite);
    FormulaIndex ix = new FormulaIndex(script, checked.signature());
    for (int n = 0; n < ix.size(); n++) {
      if (ix.parity(n) != Parity.POSITIVE) {
        continue;
      }
      String any =
          FormulaIndex.isPolarized(ix.sort(n)) && ix.sort(n).name().equals("Bool")
              ? Heads.ANY_BOOL
              : Heads.ANY_REGLAN;
      String head = Heads.of(ix.term(n));
      if (!rewrite.heads().contains(head) && !rewrite.heads().contains(any)) {
        continue;
      }
      Site site = new Site(ix, n, goal);
      if (!rewrite.matches().test(site)) {
        continue;
      }
      Term replaced = rewrite.apply().apply(site, new MutationContext(ix, new Rng(seed)));
      if (replaced == null) {
        return null;
      }
      Script after = ix.replace(n, replaced);
      int a = ix.assertionOf(n);
      return new Application(script.assertions().get(a), after.assertions().get(a), goal);
    }
    return null;
  }
}
