package dev.assay.semantics;

import java.math.BigInteger;
import java.util.function.BiFunction;
import java.util.function.BiPredicate;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * The FloatingPoint rows of the operator registry ({@link Operators}): rounding modes, value
 * constructors, {@code fp.*} operators and conversions. The work is done by {@link FpArithmetic}
 * and {@link FpConversions}; these rows read the arguments and name what each symbol means.
 */
final class FpOperators {
  private FpOperators() {}

  private interface Binary {
    Value apply(RoundingModeValue rm, FloatingPointValue x, FloatingPointValue y);
  }

  static void register(Operators.Table t) {
    t.theory = "FloatingPoint";
    for (RoundingModeValue m : RoundingModeValue.values()) {
      t.strict(m.name(), "the rounding mode " + m.longName(), a -> Operators.nullary(a, m));
    }
    for (RoundingModeValue m : RoundingModeValue.values()) {
      t.strict(m.longName(), "the rounding mode " + m.name(), a -> Operators.nullary(a, m));
    }
    t.strict(
        "fp",
        "(fp s e m): the number with IEEE 754-2008 sign bit s, exponent e, trailing significand m",
        a -> {
          BitVecValue s = a.arity(3).bitVec(0);
          BitVecValue e = a.bitVec(1);
          BitVecValue m = a.bitVec(2);
          if (s.width() != 1) {
            throw new Operator.IllSorted("the sign of fp must be 1 bit wide");
          }
          FpFormat f =
              OperatorArgs.format(
                  BigInteger.valueOf(e.width()), BigInteger.valueOf(m.width() + 1L));
          return new FloatingPointValue(
              f, s.value().testBit(0), e.value().longValueExact(), m.value());
        });
    special(t, "+zero", "positive zero", f -> FloatingPointValue.zero(f, false));
    special(t, "-zero", "negative zero", f -> FloatingPointValue.zero(f, true));
    special(t, "+oo", "positive infinity", f -> FloatingPointValue.infinity(f, false));
    special(t, "-oo", "negative infinity", f -> FloatingPointValue.infinity(f, true));
    special(t, "NaN", "the one NaN of the format", FloatingPointValue::nan);

    t.strict(
        "fp.abs",
        "absolute value; NaN stays NaN",
        a -> FpArithmetic.abs(a.arity(1).floatingPoint(0)));
    t.strict("fp.neg", "negation, no rounding", a -> FpArithmetic.neg(a.arity(1).floatingPoint(0)));
    binary(t, "fp.add", "addition, rounded; (+0)+(-0) is +0, -0 under RTN", FpArithmetic::add);
    binary(t, "fp.sub", "subtraction: x + (-y)", FpArithmetic::sub);
    binary(t, "fp.mul", "multiplication, rounded; inf · 0 is NaN", FpArithmetic::mul);
    binary(
        t, "fp.div", "division, rounded; x/0 is ±inf, 0/0 and inf/inf are NaN", FpArithmetic::div);
    t.strict(
        "fp.fma",
        "(x · y) + z with a single rounding",
        a ->
            FpArithmetic.fma(
                a.arity(4).roundingMode(0),
                a.floatingPoint(1),
                a.floatingPointLike(2, 1),
                a.floatingPointLike(3, 1)));
    rounded(
        t,
        "fp.sqrt",
        "square root, rounded; sqrt(-0) is -0, of a negative number NaN",
        FpArithmetic::sqrt);
    exact(
        t,
        "fp.rem",
        "x - y · n, n the integer nearest x/y (ties to even); exact",
        FpArithmetic::rem);
    rounded(
        t,
        "fp.roundToIntegral",
        "nearest integral value in the rounding mode's direction; zero keeps the sign",
        FpArithmetic::roundToIntegral);
    exact(
        t,
        "fp.min",
        "minimum; NaN loses; (fp.min +0 -0) and (fp.min -0 +0) are unspecified",
        FpArithmetic::min);
    exact(
        t,
        "fp.max",
        "maximum; NaN loses; (fp.max +0 -0) and (fp.max -0 +0) are unspecified",
        FpArithmetic::max);
    compare(
        t,
        "fp.leq",
        "chainable ≤; false with NaN; -0 = +0",
        (x, y) -> FpArithmetic.compare(x, y) <= 0);
    compare(t, "fp.lt", "chainable <; false with NaN", (x, y) -> FpArithmetic.compare(x, y) < 0);
    compare(t, "fp.geq", "chainable ≥; false with NaN", (x, y) -> FpArithmetic.compare(x, y) >= 0);
    compare(t, "fp.gt", "chainable >; false with NaN", (x, y) -> FpArithmetic.compare(x, y) > 0);
    compare(
        t,
        "fp.eq",
        "chainable IEEE equality: false with NaN, true for -0 and +0 (unlike =)",
        (x, y) -> FpArithmetic.compare(x, y) == 0);
    classifier(t, "fp.isNormal", "a normal number", FloatingPointValue::isNormal);
    classifier(t, "fp.isSubnormal", "a subnormal number", FloatingPointValue::isSubnormal);
    classifier(t, "fp.isZero", "+0 or -0", FloatingPointValue::isZero);
    classifier(t, "fp.isInfinite", "+oo or -oo", FloatingPointValue::isInfinite);
    classifier(t, "fp.isNaN", "NaN", FloatingPointValue::isNaN);
    classifier(
        t, "fp.isNegative", "-0 or below it; false for NaN", x -> !x.isNaN() && x.negative());
    classifier(
        t, "fp.isPositive", "+0 or above it; false for NaN", x -> !x.isNaN() && !x.negative());

    t.strict(
        "to_fp",
        "(_ to_fp eb sb): from a bit string of width eb+sb; after a rounding mode, from another"
            + " format, a Real, or a signed bit-vector; real 0 is +0",
        FpOperators::toFp);
    t.strict(
        "to_fp_unsigned",
        "(_ to_fp_unsigned eb sb): from an unsigned bit-vector, rounded",
        a -> {
          FpFormat f = a.format();
          return FpConversions.fromInteger(f, a.arity(2).roundingMode(0), a.bitVec(1).value());
        });
    t.strict(
        "fp.to_ubv",
        "(_ fp.to_ubv m): rounded to an integer; unspecified for NaN, infinities, out of range",
        a ->
            FpConversions.toBitVec(
                a.indexCount(1).index(0), false, a.arity(2).roundingMode(0), a.floatingPoint(1)));
    t.strict(
        "fp.to_sbv",
        "(_ fp.to_sbv m): rounded to an integer; unspecified for NaN, infinities, out of range",
        a ->
            FpConversions.toBitVec(
                a.indexCount(1).index(0), true, a.arity(2).roundingMode(0), a.floatingPoint(1)));
    t.strict(
        "fp.to_real",
        "the real number; unspecified for NaN and infinities; ±0 is 0",
        a -> FpConversions.toReal(a.arity(1).floatingPoint(0)));
  }

  /** A constant {@code (_ name eb sb)} of every format. */
  private static void special(
      Operators.Table t, String name, String what, Function<FpFormat, FloatingPointValue> value) {
    t.strict(name, "(_ " + name + " eb sb): " + what, a -> value.apply(a.arity(0).format()));
  }

  private static void binary(Operators.Table t, String name, String summary, Binary f) {
    t.strict(
        name,
        summary,
        a -> f.apply(a.arity(3).roundingMode(0), a.floatingPoint(1), a.floatingPointLike(2, 1)));
  }

  /** {@code (name rm x)}: one operand and a rounding mode. */
  private static void rounded(
      Operators.Table t,
      String name,
      String summary,
      BiFunction<RoundingModeValue, FloatingPointValue, Value> f) {
    t.strict(name, summary, a -> f.apply(a.arity(2).roundingMode(0), a.floatingPoint(1)));
  }

  /** {@code (name x y)}: two operands of one format and no rounding mode. */
  private static void exact(
      Operators.Table t,
      String name,
      String summary,
      BiFunction<FloatingPointValue, FloatingPointValue, Value> f) {
    t.strict(name, summary, a -> f.apply(a.arity(2).floatingPoint(0), a.floatingPointLike(1, 0)));
  }

  /** {@code (name x)}: whether the one operand is of a kind. */
  private static void classifier(
      Operators.Table t, String name, String summary, Predicate<FloatingPointValue> is) {
    t.strict(name, summary, a -> BoolValue.of(is.test(a.arity(1).floatingPoint(0))));
  }

  private static void compare(
      Operators.Table t,
      String name,
      String summary,
      BiPredicate<FloatingPointValue, FloatingPointValue> holds) {
    // Every argument in the format of the first; no comparison with NaN holds (IEEE 754).
    t.strict(
        name,
        summary,
        a ->
            Operators.chain(
                a,
                i -> a.floatingPointLike(i, 0),
                (x, y) -> !x.isNaN() && !y.isNaN() && holds.test(x, y)));
  }

  private static Value toFp(OperatorArgs a) {
    FpFormat f = a.format();
    if (a.size() == 1) {
      return FpConversions.fromBits(f, a.bitVec(0));
    }
    RoundingModeValue rm = a.arity(2).roundingMode(0);
    Value x = a.get(1);
    if (x instanceof FloatingPointValue v) {
      return FpConversions.fromFloat(f, rm, v);
    }
    if (x instanceof BitVecValue b) {
      return FpConversions.fromInteger(f, rm, b.signed());
    }
    return FpConversions.fromReal(f, rm, a.number(1));
  }
}
