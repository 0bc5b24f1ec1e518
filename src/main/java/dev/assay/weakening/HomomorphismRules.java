package dev.assay.weakening;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.Term;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;

/**
 * Definition 4, homomorphisms: {@code (r t1 … tn) ⇒ (=> (P t1 … tn) (s (f t1) … (f tn)))} when
 * {@code P(x) ∧ r(x) → s(f(x))}, instantiated where sort-correct. Fig. 5 ({@code <} into {@code
 * str.suffixof} of suffixes of one string) is the first row. Where the precondition P is trivially
 * true it is left out; where the rule can be undone by pattern (f is multiplication by a positive
 * literal, {@code to_real}, concatenation with a common string) it also strengthens.
 */
final class HomomorphismRules {
  private HomomorphismRules() {}

  static List<Rule> rules() {
    List<Rule> r = new ArrayList<>();
    r.add(substrRule(">", "str.suffixof", true));
    r.add(substrRule(">=", "str.suffixof", true));
    r.add(substrRule("<", "str.prefixof", false));
    r.add(substrRule("<=", "str.prefixof", false));
    r.add(substrRule("<=", "str.<=", false));
    for (String rel : List.of("<=", "<", ">=", ">")) {
      r.add(scaleRule(rel));
    }
    for (String rel : List.of("<=", "<")) {
      r.add(toRealRule(rel));
    }
    r.add(concatRule("str.prefixof", true));
    r.add(concatRule("str.suffixof", false));
    r.add(concatRule("str.<=", true));
    r.add(concatRule("str.<", true));
    return r;
  }

  /** Definition 4 for the relation {@code rel} carried into {@code target} by its function. */
  private static Rule.Builder homomorphism(String rel, String target, String summary) {
    return Rule.implication("HOMOMORPHISM[" + rel + "," + target + "]", "Def. 4", summary);
  }

  /**
   * i ⊙ j over Int into a relation between substrings of a random string s: suffixes {@code
   * substr(s, i, len(s))} (Fig. 5) or prefixes {@code substr(s, 0, i)}, under the precondition
   * {@code i ≥ 0 ∧ j ≥ 0}.
   */
  private static Rule substrRule(String rel, String target, boolean suffixes) {
    String f = suffixes ? "substr(s, ·, len(s))" : "substr(s, 0, ·)";
    return homomorphism(
            rel, target, "i " + rel + " j ⇒ (i ≥ 0 ∧ j ≥ 0 → " + target + "(f(i), f(j))), f = " + f)
        .forward(
            withRandomString(
                rel,
                Sort.INT,
                (s, str) -> {
                  Term i = s.childTerm(0);
                  Term j = s.childTerm(1);
                  Term pre =
                      Make.app(
                          "and",
                          Make.app(">=", i, Make.intLit(0)),
                          Make.app(">=", j, Make.intLit(0)));
                  return Make.app(
                      "=>",
                      pre,
                      Make.app(target, piece(str, i, suffixes), piece(str, j, suffixes)));
                }))
        .build();
  }

  /**
   * Definition 4 forward for a function f built on a random string u: {@code build} gets the site
   * and u.
   */
  private static Rewrite withRandomString(
      String rel, Sort operands, BiFunction<Site, Term, Term> build) {
    return Rewrite.ofBinary(rel, operands, (s, c) -> build.apply(s, c.randomTerm(s, Sort.STRING)));
  }

  private static Term piece(Term str, Term at, boolean suffix) {
    return suffix
        ? Make.app("str.substr", str, at, Make.app("str.len", str))
        : Make.app("str.substr", str, Make.intLit(0), at);
  }

  /** a ⊙ b ⇒ k·a ⊙ k·b for a positive literal k (P is true). */
  private static Rule scaleRule(String rel) {
    return homomorphism(rel, "*", "a " + rel + " b ⇒ k·a " + rel + " k·b for a literal k > 0")
        .forward(
            Rewrite.of(
                rel,
                s -> numericBinary(s, rel) != null,
                (s, c) -> {
                  Sort sort = numericBinary(s, rel);
                  Term k = LiteralPool.constant(sort, SignCondition.POSITIVE, c.rng());
                  return Make.bothSides(rel, s, t -> Make.app("*", k, t));
                },
                "(" + rel + " x y)"))
        .backward(
            Rewrite.of(
                rel,
                s -> numericBinary(s, rel) != null && commonPositiveFactor(s),
                (s, c) -> Make.bothSidesUnwrapped(rel, s, 1),
                "(" + rel + " (* 3 x) (* 3 y))"))
        .build();
  }

  /** a ⊙ b over Int ⇒ to_real(a) ⊙ to_real(b). */
  private static Rule toRealRule(String rel) {
    return homomorphism(
            rel, "to_real", "a " + rel + " b ⇒ to_real(a) " + rel + " to_real(b) over Int")
        .forward(
            Rewrite.ofBinary(
                rel, Sort.INT, (s, c) -> Make.bothSides(rel, s, t -> Make.app("to_real", t))))
        .backward(
            Rewrite.of(
                rel,
                s ->
                    s.arity() == 2
                        && CoreRules.isApp(s.childTerm(0), "to_real")
                        && CoreRules.isApp(s.childTerm(1), "to_real")
                        && s.index().sort(s.grandChild(0, 0)) == Sort.INT
                        && s.index().sort(s.grandChild(1, 0)) == Sort.INT,
                (s, c) -> Make.bothSidesUnwrapped(rel, s, 0),
                "(" + rel + " (to_real x) (to_real y))"))
        .build();
  }

  /**
   * r(a, b) ⇒ r(f(a), f(b)) for f concatenating a random string in front ({@code prefix}) or
   * behind.
   */
  private static Rule concatRule(String rel, boolean prefix) {
    String f = prefix ? "u ++ ·" : "· ++ u";
    return homomorphism(
            rel, "++", rel + "(a, b) ⇒ " + rel + "(f(a), f(b)), f = " + f + ", u random")
        .forward(
            withRandomString(
                rel, Sort.STRING, (s, u) -> Make.bothSides(rel, s, t -> Pieces.glue(u, t, prefix))))
        .backward(
            Rewrite.of(
                rel,
                s -> StringRules.binary(s, rel, Sort.STRING) && Pieces.common(s, prefix),
                (s, c) -> Make.bothSides(rel, s, t -> Pieces.unglue(t, prefix)),
                prefix
                    ? "(" + rel + " (str.++ \"a\" s) (str.++ \"a\" t))"
                    : "(" + rel + " (str.++ s \"a\") (str.++ t \"a\"))"))
        .build();
  }

  /** The common sort if the site is {@code (rel a b)} over Int or Real, else null. */
  private static Sort numericBinary(Site s, String rel) {
    if (StringRules.binary(s, rel, Sort.INT)) {
      return Sort.INT;
    }
    return StringRules.binary(s, rel, Sort.REAL) ? Sort.REAL : null;
  }

  /** {@code (rel (* k a) (* k b))} with the same positive literal k. */
  private static boolean commonPositiveFactor(Site s) {
    if (!(s.childTerm(0) instanceof Application a)
        || !(s.childTerm(1) instanceof Application b)
        || !a.name().equals("*")
        || !b.name().equals("*")
        || a.args().size() != 2
        || b.args().size() != 2
        || !a.arg(0).equals(b.arg(0))) {
      return false;
    }
    BigDecimal k = Numbers.literal(a.arg(0));
    return k != null && k.signum() > 0;
  }
}
