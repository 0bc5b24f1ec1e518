package dev.assay.weakening;

import static dev.assay.weakening.Relation.EQ;
import static dev.assay.weakening.Relation.GE;
import static dev.assay.weakening.Relation.GT;
import static dev.assay.weakening.Relation.LE;
import static dev.assay.weakening.Relation.LT;
import static dev.assay.weakening.Relation.NE;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.Term;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * Integer and real relation rules (23)–(31) of §4.1.2, for Int and Real alike. Rules 29–31 are
 * instantiated for every pair of relations ⊙1 ⇒ ⊙2 and sign of {@code c} for which they hold over
 * the reals (and hence over the integers): {@link #SKEWED} is that table.
 */
final class ArithmeticRules {
  private ArithmeticRules() {}

  /** Rules 23–28: {@code n1 ⊙1 n2 ⇒ n1 ⊙2 n2}. */
  private record Weakening(int number, Relation from, Relation to) {}

  private static final List<Weakening> WEAKENINGS =
      List.of(
          new Weakening(23, EQ, GE),
          new Weakening(24, GT, GE),
          new Weakening(25, EQ, LE),
          new Weakening(26, LT, LE),
          new Weakening(27, LT, NE),
          new Weakening(28, GT, NE));

  /**
   * One row of rules 30/31: {@code n1 ⊙1 n2 ⇒ n1 ⊙2 (n2 + c)} holds for every real {@code c} with
   * {@code sign} (rule 31, {@code (n1 + c) ⊙2 n2}, needs the opposite sign). Derived from {@code {d
   * - c : d ⊙1 0} ⊆ {e : e ⊙2 0}}; rows with only {@code c = 0} are left out.
   */
  record Skew(Relation from, Relation to, SignCondition sign) {}

  static final List<Skew> SKEWED =
      List.of(
          new Skew(EQ, LT, SignCondition.POSITIVE),
          new Skew(EQ, LE, SignCondition.NON_NEGATIVE),
          new Skew(EQ, GT, SignCondition.NEGATIVE),
          new Skew(EQ, GE, SignCondition.NON_POSITIVE),
          new Skew(EQ, NE, SignCondition.NON_ZERO),
          new Skew(LT, LT, SignCondition.NON_NEGATIVE),
          new Skew(LT, LE, SignCondition.NON_NEGATIVE),
          new Skew(LT, NE, SignCondition.NON_NEGATIVE),
          new Skew(LE, LT, SignCondition.POSITIVE),
          new Skew(LE, LE, SignCondition.NON_NEGATIVE),
          new Skew(LE, NE, SignCondition.POSITIVE),
          new Skew(GT, GT, SignCondition.NON_POSITIVE),
          new Skew(GT, GE, SignCondition.NON_POSITIVE),
          new Skew(GT, NE, SignCondition.NON_POSITIVE),
          new Skew(GE, GT, SignCondition.NEGATIVE),
          new Skew(GE, GE, SignCondition.NON_POSITIVE),
          new Skew(GE, NE, SignCondition.NEGATIVE));

  static List<Rule> rules() {
    List<Rule> r = new ArrayList<>();
    for (Weakening w : WEAKENINGS) {
      r.add(weakening(w));
    }
    for (Relation rel : Relation.values()) {
      r.add(balanced(rel));
    }
    for (Skew k : SKEWED) {
      r.add(skewed(k, true));
    }
    for (Skew k : SKEWED) {
      r.add(skewed(k, false));
    }
    return r;
  }

  private static String example(Relation rel, Term left, Term right) {
    return dev.assay.smtlib.Printer.print(rel.build(left, right));
  }

  private static Rule weakening(Weakening w) {
    return Rule.implication(
            "NUMREL[" + w.from().tag() + "," + w.to().tag() + "]",
            "(" + w.number() + ")",
            "n1 " + w.from().display() + " n2 ⇒ n1 " + w.to().display() + " n2")
        .forward(relationAs(w.from(), w.to()))
        .backward(relationAs(w.to(), w.from()))
        .build();
  }

  /** {@code (from n1 n2)} over numbers as {@code (to n1 n2)}. */
  private static Rewrite relationAs(Relation from, Relation to) {
    return new Rewrite(
        from.heads(),
        s -> from.matchesNumeric(s, 0),
        (s, c) -> to.build(from.numericArgs(s)),
        example(from, Make.var("x"), Make.var("y")));
  }

  /** Rule 29: adding the same term to both sides changes no relation. */
  private static Rule balanced(Relation rel) {
    return Rule.equivalence(
            "NUMRELSHIFTBALANCED[" + rel.tag() + "]",
            "(29)",
            "n1 " + rel.display() + " n2 ⇔ (n1 + c) " + rel.display() + " (n2 + c), c random")
        .forward(
            new Rewrite(
                rel.heads(),
                s -> rel.matchesNumeric(s, 2),
                (s, c) -> {
                  List<Term> args = binary(rel, s);
                  Term k = c.randomTerm(s, rel.argSort(s));
                  return rel.build(Make.app("+", args.get(0), k), Make.app("+", args.get(1), k));
                },
                example(rel, Make.var("x"), Make.var("y"))))
        .backward(
            new Rewrite(
                rel.heads(),
                s -> balancedSides(rel, s) != null,
                (s, c) -> {
                  List<Term> sides = balancedSides(rel, s);
                  return rel.build(sides.get(0), sides.get(1));
                },
                example(
                    rel,
                    Make.app("+", Make.var("x"), Make.intLit(3)),
                    Make.app("+", Make.var("y"), Make.intLit(3)))))
        .build();
  }

  /**
   * Rule 30 ({@code right}: c added to the right side) and rule 31 (c added to the left side,
   * opposite sign).
   */
  private static Rule skewed(Skew k, boolean right) {
    SignCondition sign = right ? k.sign() : k.sign().negated();
    String side = right ? "rhs" : "lhs";
    String id =
        "NUMRELSHIFTSKEWED[%s,%s,%s,%s]"
            .formatted(k.from().tag(), k.to().tag(), side, sign.text().replace(" ", ""));
    String shape =
        right ? "n1 " + k.to().display() + " (n2 + c)" : "(n1 + c) " + k.to().display() + " n2";
    Term cExample = Make.intLit(exampleConstant(sign));
    return Rule.implication(
            id,
            right ? "(30)" : "(31)",
            "n1 " + k.from().display() + " n2 ⇒ " + shape + ", " + sign.text())
        .forward(
            new Rewrite(
                k.from().heads(),
                s -> k.from().matchesNumeric(s, 2),
                (s, c) -> {
                  List<Term> args = binary(k.from(), s);
                  Term cst = LiteralPool.constant(k.from().argSort(s), sign, c.rng());
                  return right
                      ? k.to().build(args.get(0), Make.app("+", args.get(1), cst))
                      : k.to().build(Make.app("+", args.get(0), cst), args.get(1));
                },
                example(k.from(), Make.var("x"), Make.var("y"))))
        .backward(
            new Rewrite(
                k.to().heads(),
                s -> shifted(k.to(), s, right, sign) != null,
                (s, c) -> {
                  List<Term> sides = shifted(k.to(), s, right, sign);
                  return k.from().build(sides.get(0), sides.get(1));
                },
                right
                    ? example(k.to(), Make.var("x"), Make.app("+", Make.var("y"), cExample))
                    : example(k.to(), Make.app("+", Make.var("x"), cExample), Make.var("y"))))
        .build();
  }

  private static long exampleConstant(SignCondition sign) {
    return switch (sign) {
      case NEGATIVE, NON_POSITIVE -> -2;
      default -> 2;
    };
  }

  /** The two arguments of a binary numeric relation site, or null. */
  private static List<Term> binary(Relation rel, Site s) {
    List<Term> args = rel.numericArgs(s);
    return args != null && args.size() == 2 ? args : null;
  }

  /** For {@code (⊙ (+ a … c) (+ b … c))}: {@code [a …, b …]} without the common c, or null. */
  private static List<Term> balancedSides(Relation rel, Site s) {
    if (!rel.matchesNumeric(s, 2)) {
      return null;
    }
    List<Term> args = binary(rel, s);
    if (!Pieces.sameEnd(args.get(0), args.get(1), "+", false)) {
      return null;
    }
    return List.of(dropLast((Application) args.get(0)), dropLast((Application) args.get(1)));
  }

  /**
   * For rule 30 backward, {@code (⊙2 a (+ b c))} with a literal {@code c} of the right sign: {@code
   * [a, b]}; for rule 31, {@code (⊙2 (+ a c) b)}. Null if the site has another shape.
   */
  private static List<Term> shifted(Relation rel, Site s, boolean right, SignCondition sign) {
    if (!rel.matchesNumeric(s, 2)) {
      return null;
    }
    List<Term> args = binary(rel, s);
    Term plus = args.get(right ? 1 : 0);
    if (!(plus instanceof Application p) || !p.name().equals("+") || p.args().size() < 2) {
      return null;
    }
    BigDecimal c = Numbers.literal(p.args().get(p.args().size() - 1));
    if (c == null || !sign.test(c)) {
      return null;
    }
    Term stripped = dropLast(p);
    return right ? List.of(args.get(0), stripped) : List.of(stripped, args.get(1));
  }

  private static Term dropLast(Application plus) {
    List<Term> rest = plus.args().subList(0, plus.args().size() - 1);
    return rest.size() == 1 ? rest.get(0) : Make.app("+", rest);
  }
}
