package dev.assay.horn;

import dev.assay.solver.Z3Parameters;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One simplifier rewrite of Appendix A.1 (mutation 9) as a data row: the paper's name, the z3
 * rewriter parameter it turns on, and what it does. Applied to every clause with z3's {@code
 * (simplify t :param true ...)}: the rewriter's default-on parameters are all switched off (the
 * "empty" simplify, whose Boolean simplifications remain) and then this one is switched on, so each
 * rewrite acts alone. Z3's rewriter only produces equivalent terms, so every clause stays
 * equivalent.
 *
 * @param id the paper's name in capitals (ARITH_LHS); EMPTY_SIMPLIFY for the empty simplify
 * @param param the rewriter parameter, or the empty string for EMPTY_SIMPLIFY
 * @param summary z3's description of the parameter
 * @param arraysOnly whether it only rewrites array terms (offered only on systems with arrays)
 */
public record Rewrite(String id, String param, String summary, boolean arraysOnly) {

  public static final String REASON =
      "z3's rewriter produces an equivalent term: every clause stays equivalent";

  /** The options for {@code (simplify t ...)} on a release with these parameters. */
  public Map<String, Boolean> options(Z3Parameters release) {
    Map<String, Boolean> o = new LinkedHashMap<>();
    for (String on : release.rewriterDefaultsOn()) {
      if (!on.equals(param)) {
        o.put(on, false);
      }
    }
    if (!param.isEmpty()) {
      o.put(param, true);
    }
    return o;
  }

  /** Whether the release knows the parameter (the empty simplify works everywhere). */
  public boolean knownTo(Z3Parameters release) {
    return param.isEmpty() || release.get("rewriter", param).isPresent();
  }

  private static Rewrite r(String param, String summary) {
    return new Rewrite(param.toUpperCase(Locale.ROOT), param, summary, false);
  }

  private static Rewrite array(String param, String summary) {
    return new Rewrite(param.toUpperCase(Locale.ROOT), param, summary, true);
  }

  /** The empty simplify and the 33 rewrites of Appendix A.1, in the appendix's order. */
  public static final List<Rewrite> ALL =
      List.of(
          new Rewrite("EMPTY_SIMPLIFY", "", "simplify with every default-on rewrite off", false),
          r("arith_ineq_lhs", "rewrite inequalities so that right-hand-side is a constant"),
          r("arith_lhs", "all monomials are moved to the left-hand-side"),
          r(
              "blast_distinct",
              "expand a distinct predicate into a quadratic number of disequalities"),
          array("blast_select_store", "eagerly replace all (select (store ..) ..) by an ite"),
          r("elim_and", "conjunctions are rewritten using negation and disjunctions"),
          r("elim_rem", "replace (rem x y) with (ite (>= y 0) (mod x y) (- (mod x y)))"),
          r("elim_to_real", "eliminate to_real from arithmetic predicates over integers"),
          r("eq2ineq", "expand equalities into two inequalities"),
          r("expand_power", "expand (^ t k) into (* t ... t) if 1 < k <= max_degree"),
          array("expand_select_ite", "expand select over ite expressions"),
          array("expand_select_store", "conservatively replace (select (store ...) ...) by an ite"),
          array(
              "expand_store_eq",
              "reduce (store ...) = (store ...) with a common base into selects"),
          r("expand_tan", "replace (tan x) with (/ (sin x) (cos x))"),
          r("gcd_rounding", "use gcd rounding on integer arithmetic atoms"),
          r("hoist_ite", "hoist shared summands under ite expressions"),
          r("hoist_mul", "hoist multiplication over summation"),
          r("ite_extra_rules", "extra ite simplifications"),
          r("local_ctx", "perform local (i.e. cheap) context simplifications"),
          r("mul2concat", "replace multiplication by a power of two into a concatenation"),
          r("mul_to_power", "collapse (* t ... t) into (^ t k)"),
          r("pull_cheap_ite", "pull if-then-else terms when cheap"),
          r("push_ite_arith", "push if-then-else over arithmetic terms"),
          r("rewrite_patterns", "rewrite patterns"),
          r("som", "put polynomials in sum-of-monomials form"),
          array("sort_store", "sort nested stores when the indices are known to be different"),
          r("sort_sums", "sort the arguments of + application"),
          r("split_concat_eq", "split equalities of the form (= (concat t1 t2) t3)"),
          r("algebraic_number_evaluator", "simplify/evaluate expressions with algebraic numbers"),
          r("elim_ite", "eliminate ite in favor of and/or"),
          r("elim_sign_ext", "expand sign-ext operator using concat and extract"),
          r("flat", "create nary applications for and, or, +, *, bvadd, bvmul, ..."),
          r("push_to_real", "distribute to_real over * and +"),
          r(
              "ignore_patterns_on_ground_qbody",
              "ignore patterns on quantifiers that don't mention their bound variables"));
}
