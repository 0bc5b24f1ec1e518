package dev.assay.semantics;

import dev.assay.core.Rng;
import dev.assay.smtlib.Application;
import dev.assay.smtlib.BinaryConstant;
import dev.assay.smtlib.DecimalConstant;
import dev.assay.smtlib.HexConstant;
import dev.assay.smtlib.Identifier;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.Term;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiPredicate;

/**
 * Random well-sorted ground terms of the FloatingPoint theory, for cross-checking the evaluator
 * against solvers. Every operator and conversion appears, in formats from (_ FloatingPoint 2 3) to
 * Float128, under all five rounding modes (short and long names). Leaves lean hard on the values
 * where floating point is subtle: zeros of both signs, infinities, NaN (also as non-canonical bit
 * patterns), the smallest and largest subnormal and normal numbers, numbers next to 1, and real
 * numbers exactly halfway between two neighbours (the ties that separate the rounding modes).
 */
final class RandomFpTerms {
  /** The formats terms are drawn in; the small ones make every case reachable. */
  static final List<FpFormat> FORMATS =
      List.of(
          new FpFormat(2, 3),
          new FpFormat(3, 5),
          new FpFormat(3, 5),
          new FpFormat(4, 3),
          new FpFormat(5, 11),
          new FpFormat(8, 24),
          new FpFormat(8, 24),
          new FpFormat(11, 53),
          new FpFormat(11, 53),
          new FpFormat(15, 113));

  private static final int[] BV_WIDTHS = {1, 2, 3, 4, 5, 8, 8, 16, 32, 64};

  /**
   * Float16, Float32 and Float64: cvc5 1.0.3 computes wrong values in smaller formats (the cvc5
   * deviations of docs/semantics.md).
   */
  static final List<FpFormat> CVC5_FORMATS =
      List.of(new FpFormat(5, 11), new FpFormat(8, 24), new FpFormat(8, 24), new FpFormat(11, 53));

  private final Rng rng;
  private final List<FpFormat> formats;
  private final BiPredicate<String, FpFormat> excluded;

  /** A generator over {@link #FORMATS}. */
  RandomFpTerms(Rng rng) {
    this(rng, FORMATS, (op, f) -> false);
  }

  /**
   * A generator whose every floating-point term is of one of {@code formats}, and which never
   * applies an operator to a format {@code excluded} names (where a solver deviates as documented).
   */
  RandomFpTerms(Rng rng, List<FpFormat> formats, BiPredicate<String, FpFormat> excluded) {
    this.rng = rng;
    this.formats = List.copyOf(formats);
    this.excluded = excluded;
  }

  private static Term app(String f, Term... args) {
    return Application.of(f, args);
  }

  private static Term indexedApp(String f, long[] indices, Term... args) {
    return new Application(new QualIdentifier(Identifier.indexed(f, indices), null), List.of(args));
  }

  private static Term constant(String f, FpFormat fmt) {
    return new QualIdentifier(Identifier.indexed(f, fmt.eb(), fmt.sb()), null);
  }

  /** {@code count} terms of random sorts (mostly floating point) and depths 1..maxDepth. */
  List<RandomGroundTerms.Sorted> batch(int count, int maxDepth) {
    List<RandomGroundTerms.Sorted> out = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      int depth = rng.nextInt(1, maxDepth + 1);
      int kind = rng.nextInt(20);
      if (kind < 11) {
        FpFormat f = rng.pick(formats);
        out.add(new RandomGroundTerms.Sorted(f.sort(), fp(f, depth)));
      } else if (kind < 16) {
        out.add(new RandomGroundTerms.Sorted(Sort.BOOL, bool(depth)));
      } else if (kind < 18) {
        int w = BV_WIDTHS[rng.nextInt(BV_WIDTHS.length)];
        out.add(new RandomGroundTerms.Sorted(Sort.bitVec(w), toBitVec(w, depth)));
      } else {
        out.add(new RandomGroundTerms.Sorted(Sort.REAL, real(depth)));
      }
    }
    return out;
  }

  // ------------------------------------------------------------------ rounding modes

  Term roundingMode(int depth) {
    if (depth > 1 && rng.chance(0.05)) {
      return app("ite", bool(depth - 1), roundingMode(0), roundingMode(0));
    }
    RoundingModeValue m = rng.pick(List.of(RoundingModeValue.values()));
    return QualIdentifier.of(rng.chance(0.75) ? m.name() : m.longName());
  }

  // ------------------------------------------------------------------ floating point

  Term fp(FpFormat f, int depth) {
    if (depth <= 0 || rng.chance(0.2)) {
      return leaf(f);
    }
    Term t = operation(f, depth - 1);
    if (t instanceof Application a && excluded.test(a.name(), f)) {
      return app("fp.add", roundingMode(depth - 1), fp(f, depth - 1), fp(f, depth - 1));
    }
    return t;
  }

  private Term operation(FpFormat f, int d) {
    switch (rng.nextInt(24)) {
      case 0:
        return app("fp.abs", fp(f, d));
      case 1:
        return app("fp.neg", fp(f, d));
      case 2:
      case 3:
        return app("fp.add", roundingMode(d), fp(f, d), fp(f, d));
      case 4:
        return app("fp.sub", roundingMode(d), fp(f, d), fp(f, d));
      case 5:
      case 6:
        return app("fp.mul", roundingMode(d), fp(f, d), fp(f, d));
      case 7:
      case 8:
        return app("fp.div", roundingMode(d), fp(f, d), fp(f, d));
      case 9:
      case 10:
        return app("fp.fma", roundingMode(d), fp(f, d), fp(f, d), fp(f, d));
      case 11:
        return app("fp.sqrt", roundingMode(d), fp(f, d));
      case 12:
      case 13:
        return app("fp.rem", fp(f, d), fp(f, d));
      case 14:
        return app("fp.roundToIntegral", roundingMode(d), fp(f, d));
      case 15:
        return app("fp.min", fp(f, d), fp(f, d));
      case 16:
        return app("fp.max", fp(f, d), fp(f, d));
      case 17:
        return app("ite", bool(d), fp(f, d), fp(f, d));
      case 18:
      case 19:
        {
          FpFormat from = rng.pick(formats);
          return indexedApp("to_fp", new long[] {f.eb(), f.sb()}, roundingMode(d), fp(from, d));
        }
      case 20:
        return indexedApp("to_fp", new long[] {f.eb(), f.sb()}, roundingMode(d), real(d));
      case 21:
      case 22:
        return twice(f, d);
      default:
        return conversionLeaf(f, d);
    }
  }

  /**
   * One operand used twice, so that results cancel exactly: x - x, x + (-x), x rem x, x / x and x ·
   * x + -(x · x), whose zero signs depend on the rounding mode.
   */
  private Term twice(FpFormat f, int d) {
    Term x = fp(f, d);
    Term rm = roundingMode(d);
    return switch (rng.nextInt(5)) {
      case 0 -> app("fp.sub", rm, x, x);
      case 1 -> app("fp.add", rm, x, app("fp.neg", x));
      case 2 -> app("fp.rem", x, x);
      case 3 -> app("fp.div", rm, x, x);
      default -> app("fp.fma", rm, x, x, app("fp.neg", app("fp.mul", rm, x, x)));
    };
  }

  /** A floating-point literal in one of its spellings, or a conversion of a literal. */
  private Term leaf(FpFormat f) {
    if (rng.chance(0.25)) {
      return conversionLeaf(f, 0);
    }
    FloatingPointValue v = interesting(f);
    int spelling = rng.nextInt(10);
    if (spelling == 0) {
      return indexedApp("to_fp", new long[] {f.eb(), f.sb()}, bits(v.bits(), f.eb() + f.sb()));
    }
    if (spelling == 1 && v.isFinite()) {
      // the exact value as a real: any rounding mode gives v back (or +0 for -0)
      return indexedApp(
          "to_fp", new long[] {f.eb(), f.sb()}, roundingMode(0), realLiteral(exact(v)));
    }
    if (v.isNaN()) {
      if (rng.chance(0.5)) {
        return constant("NaN", f);
      }
      // any NaN encoding: both signs, any non-zero significand
      BigInteger sig = randomBits(f.sb() - 1).or(BigInteger.ONE);
      return app(
          "fp",
          new BinaryConstant(rng.nextBoolean() ? "1" : "0"),
          bits(BigInteger.valueOf(f.maxExponentField()), f.eb()),
          bits(sig, f.sb() - 1));
    }
    if (v.isInfinite() && rng.chance(0.7)) {
      return constant(v.negative() ? "-oo" : "+oo", f);
    }
    if (v.isZero() && rng.chance(0.7)) {
      return constant(v.negative() ? "-zero" : "+zero", f);
    }
    return v.toTerm();
  }

  /** A conversion into f of a real, an integer bit-vector, or a number of another format. */
  private Term conversionLeaf(FpFormat f, int depth) {
    long[] idx = {f.eb(), f.sb()};
    switch (rng.nextInt(6)) {
      case 0:
      case 1:
        return indexedApp("to_fp", idx, roundingMode(0), realLiteral(interestingReal(f)));
      case 2:
        return indexedApp("to_fp", idx, roundingMode(0), bitVecLiteral());
      case 3:
        return indexedApp("to_fp_unsigned", idx, roundingMode(0), bitVecLiteral());
      case 4:
        return indexedApp("to_fp", idx, roundingMode(0), leaf(rng.pick(formats)));
      default:
        return indexedApp(
            "to_fp",
            idx,
            roundingMode(0),
            depth > 0 ? real(depth) : realLiteral(interestingReal(f)));
    }
  }

  /** A value of f chosen from the edges of its range, or at random. */
  FloatingPointValue interesting(FpFormat f) {
    long top = f.maxExponentField();
    long bias = f.bias();
    long[] exponents = {0, 0, 1, bias - 1, bias, bias, bias + 1, top - 1, top - 1, top, top};
    long e = rng.chance(0.8) ? exponents[rng.nextInt(exponents.length)] : randomLong(top + 1);
    e = Math.max(0, Math.min(top, e));
    int fraction = f.sb() - 1;
    BigInteger all = BigInteger.ONE.shiftLeft(fraction).subtract(BigInteger.ONE);
    BigInteger m =
        switch (rng.nextInt(6)) {
          case 0, 1 -> BigInteger.ZERO;
          case 2 -> BigInteger.ONE;
          case 3 -> all;
          case 4 -> BigInteger.ONE.shiftLeft(fraction - 1);
          default -> randomBits(fraction);
        };
    return new FloatingPointValue(f, rng.nextBoolean(), e, m);
  }

  /** A uniformly random number of {@code n} bits, drawn from the Rng. */
  private BigInteger randomBits(int n) {
    BigInteger b = BigInteger.ZERO;
    for (int i = 0; i < n; i += 63) {
      b = b.shiftLeft(63).or(BigInteger.valueOf(rng.nextLong() >>> 1));
    }
    return b.shiftRight(((n + 62) / 63) * 63 - n);
  }

  private long randomLong(long bound) {
    return bound <= Integer.MAX_VALUE
        ? rng.nextInt((int) bound)
        : Math.floorMod(rng.nextLong(), bound);
  }

  /**
   * A real number near the values of f: a number of f, the midpoint between a number of f and its
   * upper neighbour (a tie), a number just off a tie, a small fraction, or a huge or tiny power.
   */
  private Rational interestingReal(FpFormat f) {
    FloatingPointValue v = interesting(f);
    while (!v.isFinite()) {
      v = interesting(f);
    }
    Rational x = exact(v);
    Rational halfUlp = pow2(v.quantum() - 1);
    switch (rng.nextInt(7)) {
      case 0:
        return x;
      case 1:
      case 2:
        return v.negative() ? x.subtract(halfUlp) : x.add(halfUlp);
      case 3:
        {
          Rational off = halfUlp.multiply(Rational.of(rng.nextBoolean() ? 1 : 3, 4));
          return v.negative() ? x.subtract(off) : x.add(off);
        }
      case 4:
        return Rational.of(rng.nextInt(-30, 31), rng.nextInt(1, 12));
      case 5:
        return Rational.of(BigInteger.TEN.pow(rng.nextInt(0, 60)))
            .multiply(Rational.of(rng.nextBoolean() ? 1 : -1, 1));
      default:
        return new Rational(
            BigInteger.valueOf(rng.nextInt(-9, 10)), BigInteger.TEN.pow(rng.nextInt(1, 60)));
    }
  }

  private static Rational exact(FloatingPointValue v) {
    return v.isZero() ? Rational.ZERO : ((RealValue) FpConversions.toReal(v)).value();
  }

  private static Rational pow2(long k) {
    return k >= 0
        ? Rational.of(BigInteger.ONE.shiftLeft((int) k))
        : new Rational(BigInteger.ONE, BigInteger.ONE.shiftLeft((int) -k));
  }

  /** A Real literal: {@code n.0}, {@code (/ n.0 d.0)}, or its negation. */
  static Term realLiteral(Rational r) {
    Rational a = r.abs();
    Term t =
        a.isInteger()
            ? decimal(a.numerator())
            : app("/", decimal(a.numerator()), decimal(a.denominator()));
    return r.signum() < 0 ? app("-", t) : t;
  }

  private static Term decimal(BigInteger n) {
    return new DecimalConstant(new BigDecimal(n).setScale(1));
  }

  private Term bitVecLiteral() {
    int w = BV_WIDTHS[rng.nextInt(BV_WIDTHS.length)];
    BigInteger v =
        switch (rng.nextInt(5)) {
          case 0 -> BigInteger.ZERO;
          case 1 -> BigInteger.ONE.shiftLeft(w).subtract(BigInteger.ONE); // -1 signed
          case 2 -> BigInteger.ONE.shiftLeft(w - 1); // most negative signed
          default -> randomBits(w);
        };
    return w % 4 == 0 && rng.nextBoolean()
        ? new HexConstant(pad(v.toString(16), w / 4))
        : bits(v, w);
  }

  private static BinaryConstant bits(BigInteger v, int width) {
    return new BinaryConstant(pad(v.toString(2), width));
  }

  private static String pad(String digits, int width) {
    return "0".repeat(width - digits.length()) + digits;
  }

  // ------------------------------------------------------------------ other sorts

  Term bool(int depth) {
    if (depth <= 0) {
      return QualIdentifier.of(rng.nextBoolean() ? "true" : "false");
    }
    int d = depth - 1;
    FpFormat f = rng.pick(formats);
    switch (rng.nextInt(14)) {
      case 0:
      case 1:
      case 2:
        {
          String op = rng.pick(List.of("fp.leq", "fp.lt", "fp.geq", "fp.gt", "fp.eq"));
          if (rng.chance(0.25)) {
            return app(op, fp(f, d), fp(f, d), fp(f, d));
          }
          return app(op, fp(f, d), fp(f, d));
        }
      case 3:
      case 4:
      case 5:
        return app(rng.pick(dev.assay.smtlib.FloatingPointSignatures.CLASSIFICATIONS), fp(f, d));
      case 6:
      case 7:
        return app("=", fp(f, d), fp(f, d));
      case 8:
        return app("distinct", fp(f, d), fp(f, d));
      case 9:
        return app("=", roundingMode(d), roundingMode(d));
      case 10:
        return app("not", bool(d));
      case 11:
        return app(rng.nextBoolean() ? "and" : "or", bool(d), bool(d));
      case 12:
        return app("=", real(d), real(d));
      default:
        return app("=", toBitVec(8, d), toBitVec(8, d));
    }
  }

  Term toBitVec(int width, int depth) {
    String op = rng.nextBoolean() ? "fp.to_ubv" : "fp.to_sbv";
    FpFormat f = rng.pick(formats);
    return indexedApp(op, new long[] {width}, roundingMode(depth), fp(f, Math.max(0, depth - 1)));
  }

  Term real(int depth) {
    if (depth <= 0 || rng.chance(0.3)) {
      return realLiteral(interestingReal(rng.pick(formats)));
    }
    int d = depth - 1;
    switch (rng.nextInt(4)) {
      case 0:
        return app("+", real(d), real(d));
      case 1:
        return app("*", real(d), real(d));
      default:
        return app("fp.to_real", fp(rng.pick(formats), d));
    }
  }
}
