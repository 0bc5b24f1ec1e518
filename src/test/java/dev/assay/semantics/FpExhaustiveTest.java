package dev.assay.semantics;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.TreeMap;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every finite operand combination of tiny formats, under all five rounding modes, against a
 * brute-force reference written independently of {@link FpRounding}: the exact result as a
 * rational, rounded by searching the sorted list of all the format's numbers for its neighbours.
 * This covers what no solver cross-check can (Z3 4.14.1 is wrong for fp.fma with sb &le; 3 and
 * fp.roundToIntegral with eb = 2, and cvc5 1.0.3 computes wrong values in most small formats).
 *
 * <p>Only non-zero exact results are compared here; the signs of exact zeros, NaN and infinities
 * are tested by the edge-case table of docs/semantics.md.
 */
class FpExhaustiveTest {
  /** The formats of the quick suite: up to 54 finite non-zero numbers each. */
  static List<FpFormat> formats() {
    return List.of(
        new FpFormat(2, 2),
        new FpFormat(2, 3),
        new FpFormat(3, 2),
        new FpFormat(3, 3),
        new FpFormat(2, 4));
  }

  /** Formats of about 110 numbers, in the slow suite. */
  static List<FpFormat> largerFormats() {
    return List.of(new FpFormat(4, 3), new FpFormat(3, 4));
  }

  private static List<FpFormat> allFormats() {
    List<FpFormat> all = new ArrayList<>(formats());
    all.addAll(largerFormats());
    return all;
  }

  /** Formats small enough to try every triple of fp.fma operands in the quick suite. */
  static List<FpFormat> fmaFormats() {
    return List.of(new FpFormat(2, 2), new FpFormat(2, 3), new FpFormat(3, 2));
  }

  /** Formats of about 50 numbers: 600 000 triples each, in the slow suite. */
  static List<FpFormat> largerFmaFormats() {
    return List.of(new FpFormat(3, 3), new FpFormat(2, 4));
  }

  private static final java.util.Map<FpFormat, Reference> REFERENCES = new java.util.HashMap<>();

  static synchronized Reference reference(FpFormat f) {
    return REFERENCES.computeIfAbsent(f, Reference::new);
  }

  /** The brute-force reference for one format. */
  static final class Reference {
    final FpFormat f;
    final List<FloatingPointValue> numbers = new ArrayList<>(); // finite, non-zero
    private final TreeMap<Rational, FloatingPointValue> byValue = new TreeMap<>();
    private final Rational beyond; // 2^(emax+1): the first number past the largest finite one

    Reference(FpFormat f) {
      this.f = f;
      for (Value v : FloatingPointValue.all(f)) {
        FloatingPointValue x = (FloatingPointValue) v;
        if (x.isFinite() && !x.isZero()) {
          numbers.add(x);
          byValue.put(value(x), x);
        }
      }
      beyond = Rational.of(BigInteger.ONE.shiftLeft((int) f.emax() + 1));
    }

    static Rational value(FloatingPointValue x) {
      return ((RealValue) FpConversions.toReal(x)).value();
    }

    /** r (non-zero) rounded into the format by searching for its neighbours. */
    FloatingPointValue round(RoundingModeValue rm, Rational r) {
      boolean negative = r.signum() < 0;
      if (r.abs().compareTo(beyond) >= 0) {
        return overflow(rm, negative);
      }
      Rational lo = byValue.floorKey(r);
      Rational hi = byValue.ceilingKey(r);
      if (lo == null || lo.compareTo(beyond.negate()) < 0) {
        lo = beyond.negate();
      }
      if (hi == null) {
        hi = beyond;
      }
      if (r.signum() > 0 && lo.signum() < 0) {
        lo = Rational.ZERO;
      }
      if (r.signum() < 0 && hi.signum() > 0) {
        hi = Rational.ZERO;
      }
      if (lo.equals(r)) {
        return byValue.get(r);
      }
      Rational pick;
      switch (rm) {
        case RTP -> pick = hi;
        case RTN -> pick = lo;
        case RTZ -> pick = negative ? hi : lo;
        default -> {
          int c = r.subtract(lo).compareTo(hi.subtract(r));
          if (c != 0) {
            pick = c < 0 ? lo : hi;
          } else if (rm == RoundingModeValue.RNA) {
            pick = negative ? lo : hi;
          } else {
            pick = even(lo) ? lo : hi;
          }
        }
      }
      if (pick.abs().equals(beyond)) {
        return overflow(rm, negative);
      }
      if (pick.signum() == 0) {
        return FloatingPointValue.zero(f, negative);
      }
      return byValue.get(pick);
    }

    private boolean even(Rational v) {
      return v.signum() == 0 || v.abs().equals(beyond) || !byValue.get(v).bits().testBit(0);
    }

    private FloatingPointValue overflow(RoundingModeValue rm, boolean negative) {
      boolean infinite =
          rm == RoundingModeValue.RNE
              || rm == RoundingModeValue.RNA
              || (rm == RoundingModeValue.RTP && !negative)
              || (rm == RoundingModeValue.RTN && negative);
      return infinite
          ? FloatingPointValue.infinity(f, negative)
          : FloatingPointValue.maxFinite(f, negative);
    }
  }

  private static Rational integerPart(RoundingModeValue rm, Rational r) {
    BigInteger floor = r.floor();
    Rational frac = r.subtract(Rational.of(floor));
    if (frac.signum() == 0) {
      return r;
    }
    BigInteger ceil = floor.add(BigInteger.ONE);
    int half = frac.compareTo(Rational.of(1, 2));
    BigInteger n =
        switch (rm) {
          case RTP -> ceil;
          case RTN -> floor;
          case RTZ -> r.signum() < 0 ? ceil : floor;
          case RNA -> half < 0 ? floor : half > 0 ? ceil : r.signum() < 0 ? floor : ceil;
          case RNE -> half < 0 ? floor : half > 0 ? ceil : floor.testBit(0) ? ceil : floor;
        };
    return Rational.of(n);
  }

  /** add, sub, mul, div, sqrt, roundToIntegral, rem and every conversion, in each format. */
  @ParameterizedTest(name = "{0}")
  @MethodSource("formats")
  void everyOperation_roundsTheExactResult(FpFormat f) {
    checkEveryOperation(f);
  }

  @Tag("slow")
  @ParameterizedTest(name = "{0}")
  @MethodSource("largerFormats")
  void everyOperation_roundsTheExactResult_largerFormats(FpFormat f) {
    checkEveryOperation(f);
  }

  private static void checkEveryOperation(FpFormat f) {
    checkBinaryOperations(f);
    checkUnaryOperations(f);
    checkRemainder(f);
    checkIntegersAndReals(f);
  }

  private static void checkBinaryOperations(FpFormat f) {
    Reference ref = reference(f);
    int checked = 0;
    for (RoundingModeValue rm : RoundingModeValue.values()) {
      for (FloatingPointValue x : ref.numbers) {
        Rational a = Reference.value(x);
        for (FloatingPointValue y : ref.numbers) {
          Rational b = Reference.value(y);
          checked += agree(ref, rm, a.add(b), FpArithmetic.add(rm, x, y), "add", x, y);
          checked += agree(ref, rm, a.subtract(b), FpArithmetic.sub(rm, x, y), "sub", x, y);
          checked += agree(ref, rm, a.multiply(b), FpArithmetic.mul(rm, x, y), "mul", x, y);
          checked += agree(ref, rm, a.divide(b), FpArithmetic.div(rm, x, y), "div", x, y);
        }
      }
    }
    assertThat(checked).isGreaterThan(ref.numbers.size() * ref.numbers.size() * 10);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("fmaFormats")
  void fma_roundsOnce(FpFormat f) {
    checkFma(f);
  }

  @Tag("slow")
  @ParameterizedTest(name = "{0}")
  @MethodSource("largerFmaFormats")
  void fma_roundsOnce_largerFormats(FpFormat f) {
    checkFma(f);
  }

  private static void checkFma(FpFormat f) {
    Reference ref = reference(f);
    int checked = 0;
    for (RoundingModeValue rm : RoundingModeValue.values()) {
      for (FloatingPointValue x : ref.numbers) {
        for (FloatingPointValue y : ref.numbers) {
          Rational p = Reference.value(x).multiply(Reference.value(y));
          for (FloatingPointValue z : ref.numbers) {
            checked +=
                agree(
                    ref,
                    rm,
                    p.add(Reference.value(z)),
                    FpArithmetic.fma(rm, x, y, z),
                    "fma",
                    x,
                    y,
                    z);
          }
        }
      }
    }
    assertThat(checked).isPositive();
  }

  private static void checkUnaryOperations(FpFormat f) {
    Reference ref = reference(f);
    for (RoundingModeValue rm : RoundingModeValue.values()) {
      for (FloatingPointValue x : ref.numbers) {
        Rational a = Reference.value(x);
        agree(
            ref, rm, integerPart(rm, a), FpArithmetic.roundToIntegral(rm, x), "roundToIntegral", x);
        if (!x.negative()) {
          // sqrt: the reference brackets the root between neighbours by squaring
          FloatingPointValue s = FpArithmetic.sqrt(rm, x);
          assertThat(s).as("sqrt %s %s", rm, x).isEqualTo(sqrtReference(ref, rm, a));
        }
        for (FpFormat to : allFormats()) {
          Reference target = reference(to);
          assertThat(FpConversions.fromFloat(to, rm, x))
              .as("to_fp %s %s %s", to, rm, x)
              .isEqualTo(target.round(rm, a));
        }
      }
    }
  }

  private static void checkRemainder(FpFormat f) {
    Reference ref = reference(f);
    for (FloatingPointValue x : ref.numbers) {
      Rational a = Reference.value(x);
      for (FloatingPointValue y : ref.numbers) {
        Rational b = Reference.value(y);
        Rational n = integerPart(RoundingModeValue.RNE, a.divide(b));
        agree(
            ref,
            RoundingModeValue.RNE,
            a.subtract(b.multiply(n)),
            FpArithmetic.rem(x, y),
            "rem",
            x,
            y);
      }
    }
  }

  private static void checkIntegersAndReals(FpFormat f) {
    Reference ref = reference(f);
    List<Rational> reals = new ArrayList<>();
    for (int n = -40; n <= 40; n++) {
      for (int d : new int[] {1, 3, 7, 64, 128, 1024}) {
        reals.add(Rational.of(n, d));
      }
    }
    for (FloatingPointValue x : ref.numbers) {
      reals.add(Reference.value(x).add(Rational.of(1, 4096))); // just off every number
    }
    Collections.sort(reals);
    for (RoundingModeValue rm : RoundingModeValue.values()) {
      for (Rational r : reals) {
        if (r.signum() == 0) {
          continue;
        }
        assertThat(FpConversions.fromReal(f, rm, r))
            .as("to_fp %s %s", rm, r)
            .isEqualTo(ref.round(rm, r));
        if (r.isInteger()) {
          assertThat(FpConversions.fromInteger(f, rm, r.numerator()))
              .as("to_fp of the integer %s %s", rm, r)
              .isEqualTo(ref.round(rm, r));
        }
      }
    }
  }

  /** Brute force: the candidates around the root, chosen by comparing squares. */
  private static FloatingPointValue sqrtReference(Reference ref, RoundingModeValue rm, Rational a) {
    FloatingPointValue below = null;
    FloatingPointValue above = null;
    for (FloatingPointValue c : ref.numbers) {
      if (c.negative()) {
        continue;
      }
      Rational sq = Reference.value(c).multiply(Reference.value(c));
      int cmp = sq.compareTo(a);
      if (cmp == 0) {
        return c;
      }
      if (cmp < 0) {
        below = c;
      } else if (above == null) {
        above = c;
      }
    }
    // the root lies strictly between below (or 0) and above; compare with the midpoint's square
    Rational lo = below == null ? Rational.ZERO : Reference.value(below);
    Rational hi = Reference.value(above);
    Rational mid = lo.add(hi).multiply(Rational.of(1, 2));
    int c = a.compareTo(mid.multiply(mid)); // sign of root - mid
    FloatingPointValue low = below == null ? FloatingPointValue.zero(ref.f, false) : below;
    return switch (rm) {
      case RTP -> above;
      case RTN, RTZ -> low;
      default ->
          c < 0
              ? low
              : c > 0
                  ? above
                  : rm == RoundingModeValue.RNA
                      ? above
                      : (below == null || !below.bits().testBit(0) ? low : above);
    };
  }

  /** Compares a result with the reference when the exact result is not zero; 1 if compared. */
  private static int agree(
      Reference ref,
      RoundingModeValue rm,
      Rational exact,
      FloatingPointValue actual,
      String op,
      FloatingPointValue... args) {
    if (exact.signum() == 0) {
      return 0;
    }
    FloatingPointValue expected = ref.round(rm, exact);
    if (!expected.equals(actual)) {
      assertThat(actual).as("%s %s %s", op, rm, List.of(args)).isEqualTo(expected);
    }
    return 1;
  }
}
