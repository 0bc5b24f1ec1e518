package dev.assay.weakening;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.Quantified.Quantifier;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.StringConstant;
import dev.assay.smtlib.Term;
import java.math.BigDecimal;
import java.util.List;

/**
 * String rules (32)–(44) of §4.1.3, one row each ((38)–(40) per operator). Where the thesis text is
 * garbled the reading is stated in the summary and in docs/mutate-rules.md.
 */
final class StringRules {
  private StringRules() {}

  private static final List<Term> NON_EMPTY_LITERALS =
      List.of(Make.str("a"), Make.str("b"), Make.str("ab"), Make.str("0"), Make.str(" "));

  static List<Rule> rules() {
    return List.of(
        Rule.implication(
                "STRNEQCONCAT", "(32)", "s1 = s2 ⇒ s1 ≠ s1 ++ s3 for a non-empty literal s3")
            .forward(
                Rewrite.ofBinary(
                    "=",
                    Sort.STRING,
                    (s, c) ->
                        Make.not(
                            Make.app(
                                "=",
                                s.childTerm(0),
                                Make.app(
                                    "str.++", s.childTerm(0), c.rng().pick(NON_EMPTY_LITERALS))))))
            .backward(
                Rewrite.of(
                    "not",
                    StringRules::isNeqSelfConcat,
                    (s, c) -> Make.app("=", s.grandChildTerm(0, 0), c.randomTerm(s, Sort.STRING)),
                    "(not (= s (str.++ s \"a\")))"))
            .build(),
        Rule.equivalence("PREFIXOFSUBSTR", "(33)", "prefixof(s1, s2) ⇔ ∃i. s1 = substr(s2, 0, i)")
            .forward(toSubstrWitness("str.prefixof", Substring.PREFIX))
            .backward(
                fromSubstrWitness(
                    "str.prefixof",
                    Substring.PREFIX,
                    "(exists ((i Int)) (= s (str.substr t 0 i)))"))
            .build(),
        Rule.equivalence(
                "SUFFIXOFSUBSTR", "(34)", "suffixof(s1, s2) ⇔ ∃i. s1 = substr(s2, i, len(s2) − i)")
            .forward(toSubstrWitness("str.suffixof", Substring.SUFFIX))
            .backward(
                fromSubstrWitness(
                    "str.suffixof",
                    Substring.SUFFIX,
                    "(exists ((i Int)) (= s (str.substr t i (- (str.len t) i))))"))
            .build(),
        equalityAsAffixes(
            Rule.implication(
                "EQPREFIXSUFFIX", "(35)", "s1 = s2 ⇒ prefixof(s1, s2) ∧ suffixof(s1, s2)"),
            "str.prefixof",
            "str.suffixof",
            Sides.SAME,
            "(and (str.prefixof s t) (str.suffixof s t))"),
        equalityAsAffixes(
            Rule.equivalence("EQPREFIXES", "(36)", "s1 = s2 ⇔ prefixof(s1, s2) ∧ prefixof(s2, s1)"),
            "str.prefixof",
            "str.prefixof",
            Sides.SWAPPED,
            "(and (str.prefixof s t) (str.prefixof t s))"),
        equalityAsAffixes(
            Rule.equivalence("EQSUFFIXES", "(37)", "s1 = s2 ⇔ suffixof(s1, s2) ∧ suffixof(s2, s1)"),
            "str.suffixof",
            "str.suffixof",
            Sides.SWAPPED,
            "(and (str.suffixof s t) (str.suffixof t s))"),
        affixToContains("str.prefixof", "PREFIXTOCONTAINS"),
        affixToContains("str.suffixof", "SUFFIXTOCONTAINS"),
        Rule.implication(
                "AFFIXTOCONTAINS", "(38)", "prefixof(s1, s2) ∨ suffixof(s1, s2) ⇒ contains(s2, s1)")
            .forward(
                Rewrite.of(
                    "or",
                    StringRules::isAffixDisjunction,
                    (s, c) ->
                        Make.app("str.contains", s.grandChildTerm(0, 1), s.grandChildTerm(0, 0)),
                    "(or (str.prefixof s t) (str.suffixof s t))"))
            .backward(
                Rewrite.of(
                    "str.contains",
                    s -> true,
                    (s, c) ->
                        Make.app(
                            "or",
                            Make.app("str.prefixof", s.childTerm(1), s.childTerm(0)),
                            Make.app("str.suffixof", s.childTerm(1), s.childTerm(0))),
                    "(str.contains t s)"))
            .build(),
        lexConcat("str.<="),
        lexConcat("str.<"),
        lexSubstr("str.<="),
        lexSubstr("str.<"),
        affixLength("str.suffixof", "SUFFIXLEN", "(41)"),
        affixLength("str.prefixof", "PREFIXLEN", "(42)"),
        Rule.implication("CONTAINSLEN", "(43)", "contains(s1, s2) ⇒ len(s1) ≥ len(s2)")
            .forward(
                Rewrite.of(
                    "str.contains",
                    s -> true,
                    (s, c) -> Make.bothSides(">=", s, t -> Make.app("str.len", t)),
                    "(str.contains s t)"))
            .backward(
                Rewrite.of(
                    ">=",
                    s -> bothLengths(s),
                    (s, c) -> Make.bothSidesUnwrapped("str.contains", s, 0),
                    "(>= (str.len s) (str.len t))"))
            .build(),
        Rule.equivalence(
                "CONTAINSINDEXOF",
                "(44)",
                "contains(s1, s2) ⇔ indexof(s1, s2, 0) ≥ 0 (the thesis prints (43) twice)")
            .forward(
                Rewrite.of(
                    "str.contains",
                    s -> true,
                    (s, c) ->
                        Make.app(
                            ">=",
                            Make.app("str.indexof", s.childTerm(0), s.childTerm(1), Make.intLit(0)),
                            Make.intLit(0)),
                    "(str.contains s t)"))
            .backward(
                Rewrite.of(
                    ">=",
                    StringRules::isIndexOfTest,
                    (s, c) ->
                        Make.app("str.contains", s.grandChildTerm(0, 0), s.grandChildTerm(0, 1)),
                    "(>= (str.indexof s t 0) 0)"))
            .build());
  }

  /** Rule (38) for one affix: prefixof(s1, s2) ⇒ contains(s2, s1). */
  private static Rule affixToContains(String affix, String id) {
    return Rule.implication(id, "(38)", affix.substring(4) + "(s1, s2) ⇒ contains(s2, s1)")
        .forward(
            Rewrite.of(
                affix,
                s -> true,
                (s, c) -> Make.app("str.contains", s.childTerm(1), s.childTerm(0)),
                "(" + affix + " s t)"))
        .backward(
            Rewrite.of(
                "str.contains",
                s -> true,
                (s, c) -> Make.app(affix, s.childTerm(1), s.childTerm(0)),
                "(str.contains t s)"))
        .build();
  }

  /** Rule (39): s1 ≤ s2 ⇒ s1 ≤ s2 ++ s3 (and the same for {@code str.<}). */
  private static Rule lexConcat(String rel) {
    return Rule.implication(
            "STRLECONCAT[" + rel + "]", "(39)", "s1 " + rel + " s2 ⇒ s1 " + rel + " (s2 ++ s3)")
        .forward(
            Rewrite.ofBinary(
                rel,
                Sort.STRING,
                (s, c) ->
                    Make.app(
                        rel,
                        s.childTerm(0),
                        Make.app("str.++", s.childTerm(1), c.randomTerm(s, Sort.STRING)))))
        .backward(
            Rewrite.of(
                rel,
                s -> binary(s, rel, Sort.STRING) && CoreRules.isApp(s.childTerm(1), "str.++"),
                (s, c) -> {
                  List<Term> parts = s.childTerm(1).children();
                  int keep = c.rng().nextInt(1, parts.size());
                  return Make.app(rel, s.childTerm(0), Make.concat(parts.subList(0, keep)));
                },
                "(" + rel + " s (str.++ t \"a\"))"))
        .build();
  }

  /** Rule (40): a prefix of s1 is still below s2. */
  private static Rule lexSubstr(String rel) {
    return Rule.implication(
            "STRLESUBSTR[" + rel + "]",
            "(40)",
            "s1 "
                + rel
                + " s2 ⇒ substr(s1, 0, ite(0 ≤ i ≤ len(s1) − 1, i, len(s1))) "
                + rel
                + " s2")
        .forward(
            Rewrite.ofBinary(
                rel,
                Sort.STRING,
                (s, c) -> {
                  Term s1 = s.childTerm(0);
                  Term i = c.randomTerm(s, Sort.INT);
                  Term len = Make.app("str.len", s1);
                  Term inRange =
                      Make.app(
                          "and",
                          Make.app("<=", Make.intLit(0), i),
                          Make.app("<=", i, Make.app("-", len, Make.intLit(1))));
                  Term cut = Make.app("ite", inRange, i, len);
                  return Make.app(
                      rel, Make.app("str.substr", s1, Make.intLit(0), cut), s.childTerm(1));
                }))
        .backward(
            Rewrite.of(
                rel,
                s -> binary(s, rel, Sort.STRING) && isPrefixSubstr(s.childTerm(0)),
                (s, c) -> Make.app(rel, s.grandChildTerm(0, 0), s.childTerm(1)),
                "(" + rel + " (str.substr s 0 x) t)"))
        .build();
  }

  /** Rules (41) and (42): an affix is no longer than the string. */
  private static Rule affixLength(String affix, String id, String ref) {
    return Rule.implication(id, ref, affix.substring(4) + "(s1, s2) ⇒ len(s1) ≤ len(s2)")
        .forward(
            Rewrite.of(
                affix,
                s -> true,
                (s, c) -> Make.bothSides("<=", s, t -> Make.app("str.len", t)),
                "(" + affix + " s t)"))
        .backward(
            Rewrite.of(
                "<=",
                StringRules::bothLengths,
                (s, c) -> Make.bothSidesUnwrapped(affix, s, 0),
                "(<= (str.len s) (str.len t))"))
        .build();
  }

  static boolean binary(Site s, String name, Sort argSort) {
    return s.term() instanceof Application a
        && a.name().equals(name)
        && a.args().size() == 2
        && s.childSort(0) == argSort
        && s.childSort(1) == argSort;
  }

  private static boolean isNeqSelfConcat(Site s) {
    if (!(s.childTerm(0) instanceof Application eq)
        || !eq.name().equals("=")
        || eq.args().size() != 2
        || !(eq.arg(1) instanceof Application cat)
        || !cat.name().equals("str.++")
        || cat.args().size() != 2) {
      return false;
    }
    return cat.arg(0).equals(eq.arg(0))
        && cat.arg(1) instanceof StringConstant lit
        && lit.value().length() > 0;
  }

  /** Which substring of s2 rules (33), (34) equate s1 with: from 0, or up to the end. */
  private enum Substring {
    PREFIX,
    SUFFIX;

    /** {@code (str.substr s2 0 i)} or {@code (str.substr s2 i (- (str.len s2) i))}. */
    Term of(Term s2, Term i) {
      return this == PREFIX
          ? Make.app("str.substr", s2, Make.intLit(0), i)
          : Make.app("str.substr", s2, i, Make.app("-", Make.app("str.len", s2), i));
    }
  }

  /** Rules (33), (34) forward: {@code (affix s1 s2)} as the quantified substring equation. */
  private static Rewrite toSubstrWitness(String affix, Substring shape) {
    return Rewrite.of(
        affix,
        s -> true,
        (s, c) ->
            c.quantifyFresh(
                Quantifier.EXISTS,
                "i",
                Sort.INT,
                i -> Make.app("=", s.childTerm(0), shape.of(s.childTerm(1), i))),
        "(" + affix + " s t)");
  }

  /** Rules (33), (34) backward: the quantified substring equation as {@code (affix s1 s2)}. */
  private static Rewrite fromSubstrWitness(String affix, Substring shape, String example) {
    return Rewrite.of(
        "exists",
        s -> substrWitness(s, shape) != null,
        (s, c) -> {
          Term[] st = substrWitness(s, shape);
          return Make.app(affix, st[0], st[1]);
        },
        example);
  }

  /**
   * For {@code (exists ((i Int)) (= s1 (str.substr s2 0 i)))} (or the suffix shape {@code
   * (str.substr s2 i (- (str.len s2) i))}) with i not in s1, s2: {@code [s1, s2]}; else null.
   */
  private static Term[] substrWitness(Site s, Substring shape) {
    Term i = Subterms.soleVariable(s, Sort.INT);
    Application eq = Subterms.body(s, "=");
    if (i == null
        || eq == null
        || eq.args().size() != 2
        || !(eq.arg(1) instanceof Application sub)
        || !sub.name().equals("str.substr")) {
      return null;
    }
    Term s2 = sub.arg(0);
    if (shape == Substring.SUFFIX) {
      Term expectedLen = Make.app("-", Make.app("str.len", s2), i);
      if (!sub.arg(1).equals(i) || !sub.arg(2).equals(expectedLen)) {
        return null;
      }
    } else {
      BigDecimal zero = Numbers.literal(sub.arg(1));
      if (zero == null || zero.signum() != 0 || !sub.arg(2).equals(i)) {
        return null;
      }
    }
    FormulaIndex ix = s.index();
    int eqNode = s.child(0);
    int s1Node = ix.child(eqNode, 0);
    int s2Node = ix.child(ix.child(eqNode, 1), 0);
    return Subterms.freeOfBinder(s, s1Node, s2Node) ? new Term[] {eq.arg(0), s2} : null;
  }

  /** Whether the second affix relation of rules (35)–(37) takes the sides in the same order. */
  private enum Sides {
    SAME,
    SWAPPED
  }

  /**
   * Rules (35)–(37): forward, {@code (= a b)} as {@code (and (first a b) (second a b))} (or {@code
   * (second b a)}); backward, such a pair as the equation of its sides ({@code example} is one).
   */
  private static Rule equalityAsAffixes(
      Rule.Builder rule, String first, String second, Sides sides, String example) {
    return rule.forward(
            Rewrite.ofBinary(
                "=",
                Sort.STRING,
                (s, c) -> affixPair(s.childTerm(0), s.childTerm(1), first, second, sides)))
        .backward(
            Rewrite.of(
                "and",
                s -> isAffixPair(s, first, second, sides),
                (s, c) -> equalityOfAffixPair(s),
                example))
        .build();
  }

  private static Term affixPair(Term a, Term b, String first, String second, Sides sides) {
    return Make.app(
        "and",
        Make.app(first, a, b),
        sides == Sides.SWAPPED ? Make.app(second, b, a) : Make.app(second, a, b));
  }

  private static boolean isAffixPair(Site s, String first, String second, Sides sides) {
    if (s.arity() != 2
        || !(s.childTerm(0) instanceof Application p)
        || !(s.childTerm(1) instanceof Application q)
        || !p.name().equals(first)
        || !q.name().equals(second)) {
      return false;
    }
    return sides == Sides.SWAPPED
        ? p.arg(0).equals(q.arg(1)) && p.arg(1).equals(q.arg(0))
        : p.arg(0).equals(q.arg(0)) && p.arg(1).equals(q.arg(1));
  }

  private static Term equalityOfAffixPair(Site s) {
    return Make.app("=", s.grandChildTerm(0, 0), s.grandChildTerm(0, 1));
  }

  /** {@code (or (str.prefixof a b) (str.suffixof a b))}. */
  private static boolean isAffixDisjunction(Site s) {
    if (s.arity() != 2
        || !(s.childTerm(0) instanceof Application p)
        || !(s.childTerm(1) instanceof Application q)
        || !p.name().equals("str.prefixof")
        || !q.name().equals("str.suffixof")) {
      return false;
    }
    return p.arg(0).equals(q.arg(0)) && p.arg(1).equals(q.arg(1));
  }

  private static boolean bothLengths(Site s) {
    return s.arity() == 2
        && CoreRules.isApp(s.childTerm(0), "str.len")
        && CoreRules.isApp(s.childTerm(1), "str.len");
  }

  private static boolean isPrefixSubstr(Term t) {
    if (!(t instanceof Application sub) || !sub.name().equals("str.substr")) {
      return false;
    }
    BigDecimal from = Numbers.literal(sub.arg(1));
    return from != null && from.signum() == 0;
  }

  private static boolean isIndexOfTest(Site s) {
    if (s.arity() != 2 || !(s.childTerm(0) instanceof Application idx)) {
      return false;
    }
    if (!idx.name().equals("str.indexof") || idx.args().size() != 3) {
      return false;
    }
    BigDecimal from = Numbers.literal(idx.arg(2));
    BigDecimal bound = Numbers.literal(s.childTerm(1));
    return from != null && from.signum() == 0 && bound != null && bound.signum() == 0;
  }
}
