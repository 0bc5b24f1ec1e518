package dev.assay.weakening;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.Identifier;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.Term;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;

/**
 * The literals §4.2 falls back on when the formula has no term of the sort a rule needs, and the
 * constants rules 29–31 add. Lists, not sets: their order feeds random draws.
 */
public final class LiteralPool {
  private static final List<Term> BOOLS = List.of(Make.TRUE, Make.FALSE);
  private static final List<Term> INTS =
      List.of(
          Make.intLit(0),
          Make.intLit(1),
          Make.intLit(2),
          Make.intLit(-1),
          Make.intLit(3),
          Make.intLit(10),
          Make.intLit(-7),
          Make.intLit(100));
  private static final List<Term> REALS =
      List.of(
          Make.realLit(new BigDecimal("0.0")),
          Make.realLit(new BigDecimal("1.0")),
          Make.realLit(new BigDecimal("0.5")),
          Make.realLit(new BigDecimal("-1.0")),
          Make.realLit(new BigDecimal("2.5")),
          Make.realLit(new BigDecimal("-0.25")));
  private static final List<Term> STRINGS =
      List.of(
          Make.str(""),
          Make.str("a"),
          Make.str("b"),
          Make.str("ab"),
          Make.str("abc"),
          Make.str("A"),
          Make.str("0"),
          Make.str("12"),
          Make.str(" "),
          Make.str("\u00e9"));
  private static final List<Term> REGEXES =
      List.of(
          QualIdentifier.of("re.allchar"),
          QualIdentifier.of("re.all"),
          QualIdentifier.of("re.none"),
          Make.app("str.to_re", Make.str("a")),
          Make.app("str.to_re", Make.str("")),
          Make.app("re.range", Make.str("a"), Make.str("z")),
          Make.app("re.*", Make.app("str.to_re", Make.str("ab"))),
          Make.app("re.range", Make.str("0"), Make.str("9")));

  private LiteralPool() {}

  /** The literals of {@code sort}; empty for sorts with no literal (uninterpreted, datatypes). */
  public static List<Term> of(Sort sort) {
    if (Sort.BOOL.equals(sort)) {
      return BOOLS;
    }
    if (Sort.INT.equals(sort)) {
      return INTS;
    }
    if (Sort.REAL.equals(sort)) {
      return REALS;
    }
    if (Sort.STRING.equals(sort)) {
      return STRINGS;
    }
    if (Sort.REGLAN.equals(sort)) {
      return REGEXES;
    }
    if (sort.isBitVec()) {
      int w = sort.bitWidth();
      BigInteger ones = BigInteger.ONE.shiftLeft(w).subtract(BigInteger.ONE);
      return List.of(bv(0, w), bv(1, w), bvBig(ones, w));
    }
    if (sort.isArray()) {
      List<Term> elements = of(sort.args().get(1));
      if (elements.isEmpty()) {
        return List.of();
      }
      return List.of(
          new Application(
              new QualIdentifier(Identifier.of("const"), sort), List.of(elements.get(0))));
    }
    return List.of();
  }

  private static Term bv(long v, int width) {
    return bvBig(BigInteger.valueOf(v), width);
  }

  private static Term bvBig(BigInteger v, int width) {
    return new QualIdentifier(
        new Identifier(
            "bv" + v, List.of(new dev.assay.smtlib.Index.Numeral(BigInteger.valueOf(width)))),
        null);
  }

  /**
   * A random constant of {@code sort} (Int or Real) whose sign satisfies {@code sign}: its
   * magnitude is drawn from 1..10 (Real: also halves).
   */
  public static Term constant(Sort sort, SignCondition sign, dev.assay.core.Rng rng) {
    BigDecimal magnitude = BigDecimal.valueOf(rng.nextInt(1, 11));
    if (Sort.REAL.equals(sort) && rng.nextBoolean()) {
      magnitude = magnitude.subtract(new BigDecimal("0.5"));
    }
    BigDecimal v =
        switch (sign) {
          case POSITIVE -> magnitude;
          case NEGATIVE -> magnitude.negate();
          case NON_NEGATIVE -> rng.nextInt(4) == 0 ? BigDecimal.ZERO : magnitude;
          case NON_POSITIVE -> rng.nextInt(4) == 0 ? BigDecimal.ZERO : magnitude.negate();
          case NON_ZERO -> rng.nextBoolean() ? magnitude : magnitude.negate();
          case ANY ->
              rng.nextInt(5) == 0
                  ? BigDecimal.ZERO
                  : rng.nextBoolean() ? magnitude : magnitude.negate();
        };
    if (Sort.REAL.equals(sort) && v.scale() == 0) {
      v = v.setScale(1);
    }
    return Make.numLit(sort, v);
  }
}
