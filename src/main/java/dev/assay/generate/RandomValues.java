package dev.assay.generate;

import dev.assay.core.Rng;
import dev.assay.semantics.ArrayValue;
import dev.assay.semantics.BitVecValue;
import dev.assay.semantics.BoolValue;
import dev.assay.semantics.DatatypeValue;
import dev.assay.semantics.FloatingPointValue;
import dev.assay.semantics.FpFormat;
import dev.assay.semantics.IntValue;
import dev.assay.semantics.Rational;
import dev.assay.semantics.RealValue;
import dev.assay.semantics.StringValue;
import dev.assay.semantics.UninterpretedValue;
import dev.assay.semantics.Value;
import dev.assay.semantics.Values;
import dev.assay.smtlib.SmtString;
import dev.assay.smtlib.Sort;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

/**
 * Random values of a formula's sorts, biased towards the edge cases solvers get wrong: zero, ±1,
 * powers of two and the limits of machine integers; the empty string, characters that need escapes
 * or lie at the ends of the alphabet and around the surrogate range, text that looks like an escape
 * sequence; all-zero, all-one and sign-bit bit-vectors.
 */
final class RandomValues {
  private static final long[] EDGE_INTS = {
    0,
    1,
    -1,
    2,
    -2,
    3,
    -3,
    7,
    -7,
    10,
    -10,
    16,
    100,
    255,
    256,
    -256,
    65535,
    65536,
    196607,
    196608,
    2147483647L,
    -2147483648L,
    4294967296L,
    Long.MAX_VALUE,
    Long.MIN_VALUE
  };

  /**
   * Characters: mostly a small alphabet (so equalities and containment happen), then digits, the
   * characters SMT-LIB escapes ({@code "} and the backslash), the ends of the code-point range (0,
   * 0x7f, 0xff, 0xffff, 0x2ffff), surrogates (0xd800, 0xdfff) and one past the BMP.
   */
  private static final int[] CHARS = {
    'a', 'b', 'a', 'b', 'c', 'A', '0', '1', '9', '-', ' ', '"', '\\', '{', '}', 'u', 0, 0x7f, 0xff,
    0xe9, 0xd7ff, 0xd800, 0xdfff, 0xffff, 0x10000, 0x1f600, 0x2ffff
  };

  /** Pieces of text that look like escape sequences and must be read as plain characters. */
  private static final String[] ESCAPE_LOOKALIKES = {
    "\\u{61}", "\\u0062", "\\x41", "\\ud800", "\\u{2ffff}", "\"\"", "\\\\", "\\u{"
  };

  private final Rng rng;
  private final SortPool pool;

  RandomValues(Rng rng, SortPool pool) {
    this.rng = rng;
    this.pool = pool;
  }

  Value of(Sort s) {
    return of(s, 2);
  }

  private Value of(Sort s, int nesting) {
    if (s.equals(Sort.BOOL)) {
      return BoolValue.of(rng.nextBoolean());
    }
    if (s.equals(Sort.INT)) {
      return new IntValue(integer());
    }
    if (s.equals(Sort.REAL)) {
      return real();
    }
    if (s.equals(Sort.STRING)) {
      return new StringValue(string());
    }
    if (s.isBitVec()) {
      return bitVec(s.bitWidth());
    }
    if (s.isFloatingPoint()) {
      return floatingPoint(FpFormat.of(s));
    }
    if (s.isArray()) {
      return array(s, nesting);
    }
    DatatypeDef d = pool.datatype(s);
    if (d != null) {
      return datatype(d, nesting);
    }
    if (pool.isUninterpreted(s)) {
      return element(s, rng.nextInt(PlantedModel.UNIVERSE_SIZE));
    }
    throw new IllegalArgumentException("no values for sort " + s);
  }

  static UninterpretedValue element(Sort s, int k) {
    return new UninterpretedValue(s, s.name() + "!val!" + k);
  }

  /**
   * {@code c} if the configured alphabet has it, else the greatest character of the alphabet or one
   * of the characters just below it.
   */
  int character(int c) {
    int max = pool.config().maxChar();
    return c <= max ? c : max - rng.nextInt(0, 2);
  }

  BigInteger integer() {
    if (rng.chance(0.3)) {
      return BigInteger.valueOf(EDGE_INTS[rng.nextInt(EDGE_INTS.length)]);
    }
    return BigInteger.valueOf(rng.nextInt(-20, 21));
  }

  /** A small integer: mostly -3..10, for indices, lengths, divisors and coefficients. */
  long small() {
    return rng.chance(0.9) ? rng.nextInt(-3, 11) : EDGE_INTS[rng.nextInt(EDGE_INTS.length)];
  }

  RealValue real() {
    if (rng.chance(0.3)) {
      return new RealValue(Rational.of(integer()));
    }
    int[] dens = {1, 2, 3, 4, 7, 10};
    return new RealValue(Rational.of(rng.nextInt(-20, 21), dens[rng.nextInt(dens.length)]));
  }

  SmtString string() {
    if (rng.chance(0.15)) {
      return SmtString.EMPTY;
    }
    if (rng.chance(0.1)) {
      return SmtString.fromJava(ESCAPE_LOOKALIKES[rng.nextInt(ESCAPE_LOOKALIKES.length)]);
    }
    if (rng.chance(0.08)) {
      // a numeral, for str.to_int; sometimes with a leading zero or sign
      String[] nums = {"0", "7", "42", "007", "-1", "+3", "12a", "99999999999999999999"};
      return SmtString.fromJava(nums[rng.nextInt(nums.length)]);
    }
    int len = rng.nextInt(1, 6);
    int[] cps = new int[len];
    for (int i = 0; i < len; i++) {
      cps[i] =
          rng.chance(0.75)
              ? "aab".charAt(rng.nextInt(3))
              : character(CHARS[rng.nextInt(CHARS.length)]);
    }
    return SmtString.of(cps);
  }

  BitVecValue bitVec(int w) {
    BigInteger all = BigInteger.ONE.shiftLeft(w).subtract(BigInteger.ONE);
    if (rng.chance(0.4)) {
      BigInteger[] edges = {
        BigInteger.ZERO,
        BigInteger.ONE,
        all,
        BigInteger.ONE.shiftLeft(w - 1),
        BigInteger.ONE.shiftLeft(w - 1).subtract(BigInteger.ONE),
        BigInteger.valueOf(w)
      };
      return new BitVecValue(w, edges[rng.nextInt(edges.length)]);
    }
    if (w <= 6 || rng.chance(0.5)) {
      return new BitVecValue(w, BigInteger.valueOf(rng.nextInt(0, 1 << Math.min(w, 6))));
    }
    return new BitVecValue(w, BigInteger.valueOf(rng.nextLong()).and(all));
  }

  /**
   * A floating-point value: half the time a special or boundary one (±0, ±oo, NaN, the smallest
   * subnormal, the largest subnormal, the smallest normal, 1, the largest finite), else any bit
   * pattern, so subnormals and values near overflow are as likely as ordinary ones.
   */
  FloatingPointValue floatingPoint(FpFormat f) {
    boolean negative = rng.nextBoolean();
    BigInteger hidden = BigInteger.ONE.shiftLeft(f.sb() - 1);
    if (rng.chance(0.5)) {
      FloatingPointValue v =
          switch (rng.nextInt(8)) {
            case 0 -> FloatingPointValue.zero(f, negative);
            case 1 -> FloatingPointValue.infinity(f, negative);
            case 2 -> FloatingPointValue.nan(f);
            case 3 -> FloatingPointValue.ofBits(f, BigInteger.ONE);
            case 4 -> FloatingPointValue.ofBits(f, hidden.subtract(BigInteger.ONE));
            case 5 -> FloatingPointValue.ofBits(f, hidden);
            case 6 -> FloatingPointValue.ofBits(f, BigInteger.valueOf(f.bias()).multiply(hidden));
            default -> FloatingPointValue.maxFinite(f, false);
          };
      return negative && !v.isNaN() && !v.negative() ? v.negate() : v;
    }
    // every format drawn is at most 64 bits wide (SortPool's formats)
    BigInteger mask = BigInteger.ONE.shiftLeft(f.eb() + f.sb()).subtract(BigInteger.ONE);
    return FloatingPointValue.ofBits(f, BigInteger.valueOf(rng.nextLong()).and(mask));
  }

  /**
   * A value whose literal is a plain constant: no negative numbers and no fractions inside (cvc5
   * and CVC4 accept only such values as the element of a constant array).
   */
  Value simple(Sort s) {
    for (int i = 0; i < 8; i++) {
      Value v = Values.coerce(of(s, 1), s);
      if (isSimple(v)) {
        return v;
      }
    }
    if (s.equals(Sort.INT)) {
      return new IntValue(BigInteger.ZERO);
    }
    if (s.equals(Sort.REAL)) {
      return new RealValue(Rational.ZERO);
    }
    return Values.coerce(of(s, 0), s);
  }

  private static boolean isSimple(Value root) {
    List<Value> work = new ArrayList<>(List.of(root));
    while (!work.isEmpty()) {
      Value v = work.remove(work.size() - 1);
      if (v instanceof IntValue i && i.value().signum() < 0) {
        return false;
      }
      if (v instanceof RealValue r && (r.value().signum() < 0 || !r.value().isInteger())) {
        return false;
      }
      if (v instanceof DatatypeValue d) {
        work.addAll(d.args());
      }
      if (v instanceof ArrayValue) {
        return false;
      }
    }
    return true;
  }

  private Value array(Sort s, int nesting) {
    Sort idx = s.args().get(0);
    Sort elem = s.args().get(1);
    Value def = simple(elem);
    TreeMap<Value, Value> stores = new TreeMap<>(Values.ORDER);
    int n = rng.nextInt(0, 4);
    for (int i = 0; i < n; i++) {
      stores.put(
          Values.coerce(of(idx, nesting - 1), idx), Values.coerce(of(elem, nesting - 1), elem));
    }
    return new ArrayValue(idx, elem, def, stores);
  }

  private Value datatype(DatatypeDef d, int nesting) {
    List<DatatypeDef.Constructor> options = nesting <= 0 ? d.baseConstructors() : d.constructors();
    DatatypeDef.Constructor c = rng.pick(options);
    List<Value> args = new ArrayList<>();
    for (DatatypeDef.Field f : c.fields()) {
      args.add(Values.coerce(of(f.sort(), nesting - 1), f.sort()));
    }
    return new DatatypeValue(c.name(), args);
  }
}
