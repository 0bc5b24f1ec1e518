package dev.assay.weakening;

import dev.assay.core.Rng;
import dev.assay.smtlib.Application;
import dev.assay.smtlib.Identifier;
import dev.assay.smtlib.Index;
import dev.assay.smtlib.Quantified.Quantifier;
import dev.assay.smtlib.SmtString;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.StringConstant;
import dev.assay.smtlib.Term;
import java.math.BigInteger;
import java.util.List;

/**
 * Regular-expression rules (45)–(54) of §4.1.4. A rule {@code r1 ⇒ r2} means {@code L(r1) ⊆ L(r2)};
 * it applies to any RegLan subterm of definite parity, which extends the thesis's top-level {@code
 * (str.in_re s r)} by monotonicity of the regex operators (complement and the subtrahend of {@code
 * re.diff} flip the parity). Rule (49) adds a quantifier around {@code str.in_re}, so its site is
 * the membership itself.
 */
final class RegexRules {
  /** Rules (51) and (52) copy their operand; larger ones are left alone so formulas stay small. */
  static final int MAX_DUPLICATED_SIZE = 64;

  private RegexRules() {}

  private static final String IN_A = "(str.in_re s (str.to_re \"a\"))";

  static List<Rule> rules() {
    return List.of(
        wrapping(Rule.implication("REPLUS", "(45)", "r ⇒ r+"), "re.+"),
        Rule.implication("RELOOP", "(46)", "r ⇒ loop(1, n, r), n ≥ 1")
            .forward(
                anyRegex(
                    (s, c) ->
                        Make.indexed("re.loop", new long[] {1, c.rng().nextInt(1, 4)}, s.term()),
                    IN_A))
            .backward(
                Rewrite.of(
                    "re.loop",
                    RegexRules::loopContainsOne,
                    (s, c) -> s.childTerm(0),
                    "(str.in_re s ((_ re.loop 0 2) (str.to_re \"a\")))"))
            .build(),
        wrapping(
            Rule.implication("REOPT", "(47)", "r ⇒ opt(r) (an implication: opt adds ε)"), "re.opt"),
        Rule.implication("RECONCATPOWER", "(48)", "r1 ++ … ++ rn ⇒ union(r1, …, rn)^n")
            .forward(
                Rewrite.of(
                    "re.++",
                    s -> s.arity() >= 2,
                    (s, c) ->
                        Make.indexed(
                            "re.^",
                            new long[] {s.arity()},
                            Make.app("re.union", s.term().children())),
                    "(str.in_re s (re.++ (str.to_re \"a\") re.allchar))"))
            .backward(
                Rewrite.of(
                    "re.^",
                    RegexRules::isPowerOfUnion,
                    (s, c) -> Make.app("re.++", s.childTerm(0).children()),
                    "(str.in_re s ((_ re.^ 2) (re.union (str.to_re \"a\") re.allchar)))"))
            .build(),
        Rule.equivalence("REUNIONFORALL", "(49)", "s ∈ r ⇔ ∀x: String. s ∈ union(r, x)")
            .forward(
                Rewrite.of(
                    "str.in_re",
                    s -> true,
                    (s, c) ->
                        c.quantifyFresh(
                            Quantifier.FORALL,
                            "x",
                            Sort.STRING,
                            x ->
                                Make.app(
                                    "str.in_re",
                                    s.childTerm(0),
                                    Make.app(
                                        "re.union", s.childTerm(1), Make.app("str.to_re", x)))),
                    IN_A))
            .backward(
                Rewrite.fromBody(
                    "forall",
                    RegexRules::isUnionForall,
                    in -> Make.app("str.in_re", in.arg(0), ((Application) in.arg(1)).arg(0)),
                    "(forall ((x String)) (str.in_re s (re.union (str.to_re \"a\") (str.to_re x))))"))
            .build(),
        Rule.implication("RERANGE", "(50)", "range(s1, s2) ⇒ range(s3, s4) with s3 ≤ s1, s2 ≤ s4")
            .forward(
                rerange(
                    (lo, hi, rng) ->
                        range(
                            Math.max(0, lo - rng.nextInt(0, 6)),
                            Math.min(SmtString.MAX_CODE_POINT, hi + rng.nextInt(0, 6))),
                    "(str.in_re s (re.range \"c\" \"f\"))"))
            .backward(
                rerange(
                    (lo, hi, rng) -> {
                      int from = rng.nextInt(lo, hi + 1);
                      return range(from, rng.nextInt(from, hi + 1));
                    },
                    "(str.in_re s (re.range \"a\" \"z\"))"))
            .build(),
        idempotence(Rule.equivalence("REINTERSELF", "(51)", "r ⇔ inter(r, r)"), "re.inter"),
        idempotence(Rule.equivalence("REUNIONSELF", "(52)", "r ⇔ union(r, r)"), "re.union"),
        Rule.implication("REPLUSTOSTAR", "(53)", "r+ ⇒ r*")
            .forward(
                Rewrite.of(
                    "re.+",
                    s -> true,
                    (s, c) -> Make.app("re.*", s.childTerm(0)),
                    "(str.in_re s (re.+ (str.to_re \"a\")))"))
            .backward(
                Rewrite.of(
                    "re.*",
                    s -> true,
                    (s, c) -> Make.app("re.+", s.childTerm(0)),
                    "(str.in_re s (re.* (str.to_re \"a\")))"))
            .build(),
        Rule.implication("REINTERTOUNION", "(54)", "inter(r1, r2) ⇒ union(r1, r2)")
            .forward(
                Rewrite.renaming(
                    "re.inter",
                    "re.union",
                    "(str.in_re s (re.inter (re.* (str.to_re \"a\")) (re.range \"a\" \"c\")))"))
            .backward(
                Rewrite.renaming(
                    "re.union",
                    "re.inter",
                    "(str.in_re s (re.union (re.* (str.to_re \"a\")) (re.range \"a\" \"c\")))"))
            .build());
  }

  private static Rewrite anyRegex(
      java.util.function.BiFunction<Site, MutationContext, Term> apply, String example) {
    return new Rewrite(List.of(Heads.ANY_REGLAN), s -> true, apply, example);
  }

  /** Rules (45), (47): any regex r as {@code (op r)}; backward, {@code (op r)} as r. */
  private static Rule wrapping(Rule.Builder rule, String op) {
    return rule.forward(anyRegex((s, c) -> Make.app(op, s.term()), IN_A))
        .backward(unwrap(op, "(str.in_re s (" + op + " (str.to_re \"a\")))"))
        .build();
  }

  /** Rules (51), (52): r as {@code (op r r)} and back. */
  private static Rule idempotence(Rule.Builder rule, String op) {
    return rule.forward(selfCopy(op)).backward(sameOperands(op)).build();
  }

  private static Rewrite unwrap(String op, String example) {
    return Rewrite.of(op, s -> s.arity() == 1, (s, c) -> s.childTerm(0), example);
  }

  private static Rewrite selfCopy(String op) {
    return new Rewrite(
        List.of(Heads.ANY_REGLAN),
        s -> s.index().subtreeSize(s.node()) <= MAX_DUPLICATED_SIZE,
        (s, c) -> Make.app(op, s.term(), s.term()),
        IN_A);
  }

  private static Rewrite sameOperands(String op) {
    return Rewrite.of(
        op,
        s -> s.arity() == 2 && s.childTerm(0).equals(s.childTerm(1)),
        (s, c) -> s.childTerm(0),
        "(str.in_re s (" + op + " (str.to_re \"a\") (str.to_re \"a\")))");
  }

  /** {@code ((_ re.loop l h) r)} with {@code l ≤ 1 ≤ h}, so that {@code r} is included. */
  private static boolean loopContainsOne(Site s) {
    Identifier id = ((Application) s.term()).function().id();
    if (id.indices().size() != 2 || s.arity() != 1) {
      return false;
    }
    if (!(id.indices().get(0) instanceof Index.Numeral lo)
        || !(id.indices().get(1) instanceof Index.Numeral hi)) {
      return false;
    }
    return lo.value().compareTo(BigInteger.ONE) <= 0 && hi.value().compareTo(BigInteger.ONE) >= 0;
  }

  /** {@code ((_ re.^ n) (re.union r1 … rn))} with exactly n operands. */
  private static boolean isPowerOfUnion(Site s) {
    Identifier id = ((Application) s.term()).function().id();
    if (id.indices().size() != 1 || !(id.indices().get(0) instanceof Index.Numeral n)) {
      return false;
    }
    return s.arity() == 1
        && s.childTerm(0) instanceof Application u
        && u.name().equals("re.union")
        && n.value().equals(BigInteger.valueOf(u.args().size()));
  }

  /** {@code (forall ((x String)) (str.in_re s (re.union r (str.to_re x))))}, x not in s or r. */
  private static boolean isUnionForall(Site s) {
    Term x = Subterms.soleVariable(s, Sort.STRING);
    Application in = Subterms.body(s, "str.in_re");
    if (x == null
        || in == null
        || !(in.arg(1) instanceof Application u)
        || !u.name().equals("re.union")
        || u.args().size() != 2
        || !u.arg(1).equals(Make.app("str.to_re", x))) {
      return false;
    }
    FormulaIndex ix = s.index();
    int inNode = s.child(0);
    int strNode = ix.child(inNode, 0);
    int rNode = ix.child(ix.child(inNode, 1), 0);
    return Subterms.freeOfBinder(s, strNode, rNode);
  }

  /** A new range drawn from the code points {@code lo ≤ hi} of a range. */
  private interface RangeChange {
    Term apply(int lo, int hi, Rng rng);
  }

  /** Rule (50): {@code (re.range "a" "b")} with single characters a ≤ b as another range. */
  private static Rewrite rerange(RangeChange change, String example) {
    return Rewrite.of(
        "re.range",
        s -> rangeBounds(s) != null,
        (s, c) -> {
          int[] b = rangeBounds(s);
          return change.apply(b[0], b[1], c.rng());
        },
        example);
  }

  /** The code points of {@code (re.range "a" "b")} with single characters a ≤ b, else null. */
  private static int[] rangeBounds(Site s) {
    if (s.arity() != 2
        || !(s.childTerm(0) instanceof StringConstant a)
        || !(s.childTerm(1) instanceof StringConstant b)
        || a.value().length() != 1
        || b.value().length() != 1) {
      return null;
    }
    int lo = a.value().charAt(0);
    int hi = b.value().charAt(0);
    return lo <= hi ? new int[] {lo, hi} : null;
  }

  private static Term range(int lo, int hi) {
    return Make.app(
        "re.range", new StringConstant(SmtString.of(lo)), new StringConstant(SmtString.of(hi)));
  }
}
