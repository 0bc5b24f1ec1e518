package dev.assay.semantics;

import dev.assay.smtlib.Sort;
import java.util.ArrayDeque;
import java.util.Comparator;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/** Equality, order and sort coercion of {@link Value}s. */
public final class Values {
  private Values() {}

  /** Pairs explored when deciding equality of two regular languages. */
  static final int REGLAN_EQUALITY_BUDGET = 20_000;

  /** Largest finite index domain that array equality enumerates. */
  private static final int ENUMERABLE_DOMAIN = 256;

  /** A total order over values (kind first), used for deterministic maps and printing. */
  public static final Comparator<Value> ORDER = Values::compare;

  /**
   * SMT-LIB {@code =} on two values: true, false or unspecified. Numbers compare by value across
   * Int and Real (numerals in Real contexts evaluate to Int values); regular languages by language;
   * arrays extensionally.
   */
  public static Value smtEquals(Value a, Value b) {
    Deque<Value[]> work = new ArrayDeque<>();
    work.push(new Value[] {a, b});
    Value undetermined = null;
    while (!work.isEmpty()) {
      Value[] p = work.pop();
      Value r = shallowEquals(p[0], p[1], work);
      if (r instanceof BoolValue bv && !bv.value()) {
        return BoolValue.FALSE;
      }
      if (r instanceof Unspecified && undetermined == null) {
        undetermined = r;
      }
    }
    return undetermined != null ? undetermined : BoolValue.TRUE;
  }

  /** Compares the top level of two values; pushes pairs of components still to compare. */
  private static Value shallowEquals(Value a, Value b, Deque<Value[]> work) {
    if (a instanceof Unspecified) {
      return a;
    }
    if (b instanceof Unspecified) {
      return b;
    }
    if (isNumber(a) && isNumber(b)) {
      return BoolValue.of(rational(a).equals(rational(b)));
    }
    if (a.getClass() != b.getClass()) {
      return new Unspecified(Unspecified.Cause.ILL_SORTED, "comparing " + a + " with " + b);
    }
    if (a instanceof RegLanValue ra && b instanceof RegLanValue rb) {
      Boolean eq = new RegexMatcher().equivalent(ra.regex(), rb.regex(), REGLAN_EQUALITY_BUDGET);
      return eq == null
          ? new Unspecified(Unspecified.Cause.UNSUPPORTED, "regular-language equality too large")
          : BoolValue.of(eq);
    }
    if (a instanceof ArrayValue xa && b instanceof ArrayValue xb) {
      if (xa.equals(xb)) {
        return BoolValue.TRUE;
      }
      List<Value> domain = finiteDomain(xa.indexSort());
      if (domain != null) {
        for (Value i : domain) {
          work.push(new Value[] {xa.select(i), xb.select(i)});
        }
        return BoolValue.TRUE;
      }
      work.push(new Value[] {xa.defaultValue(), xb.defaultValue()});
      TreeSet<Value> keys = new TreeSet<>(ORDER);
      keys.addAll(xa.stores().keySet());
      keys.addAll(xb.stores().keySet());
      for (Value k : keys) {
        work.push(new Value[] {xa.select(k), xb.select(k)});
      }
      return BoolValue.TRUE;
    }
    if (a instanceof DatatypeValue da && b instanceof DatatypeValue db) {
      if (!da.constructor().equals(db.constructor()) || da.args().size() != db.args().size()) {
        return BoolValue.FALSE;
      }
      for (int i = 0; i < da.args().size(); i++) {
        work.push(new Value[] {da.args().get(i), db.args().get(i)});
      }
      return BoolValue.TRUE;
    }
    return BoolValue.of(a.equals(b));
  }

  /**
   * Every value of a small finite sort (Bool, RoundingMode, narrow bit-vectors, floating-point
   * formats of at most 8 bits), else null.
   */
  static List<Value> finiteDomain(Sort sort) {
    if (sort.equals(Sort.BOOL)) {
      return List.of(BoolValue.FALSE, BoolValue.TRUE);
    }
    if (sort.equals(Sort.ROUNDING_MODE)) {
      return List.of(RoundingModeValue.values());
    }
    FpFormat f = FpFormat.of(sort);
    if (f != null && f.eb() + f.sb() <= 8) {
      return FloatingPointValue.all(f);
    }
    if (sort.isBitVec() && sort.bitWidth() <= 8) {
      int n = 1 << sort.bitWidth();
      if (n <= ENUMERABLE_DOMAIN) {
        Value[] vs = new Value[n];
        for (int i = 0; i < n; i++) {
          vs[i] = BitVecValue.of(sort.bitWidth(), i);
        }
        return List.of(vs);
      }
    }
    return null;
  }

  static boolean isNumber(Value v) {
    return v instanceof IntValue || v instanceof RealValue;
  }

  /** The number as a rational (for Int and Real values). */
  static Rational rational(Value v) {
    if (v instanceof IntValue i) {
      return Rational.of(i.value());
    }
    return ((RealValue) v).value();
  }

  /**
   * The value as a value of {@code sort} where SMT-LIB reads it so: an Int value where a Real is
   * expected becomes that Real (a numeral denotes a Real in Real contexts). Other values are
   * returned unchanged.
   */
  public static Value coerce(Value v, Sort sort) {
    if (v instanceof IntValue i && sort.equals(Sort.REAL)) {
      return new RealValue(Rational.of(i.value()));
    }
    return v;
  }

  /** The kinds in the order {@link #ORDER} puts them; {@link Unspecified} comes after them all. */
  private static final List<Class<? extends Value>> KIND_ORDER =
      List.of(
          BoolValue.class,
          IntValue.class,
          RealValue.class,
          BitVecValue.class,
          StringValue.class,
          RegLanValue.class,
          ArrayValue.class,
          UninterpretedValue.class,
          DatatypeValue.class,
          FloatingPointValue.class,
          RoundingModeValue.class);

  private static int rank(Value v) {
    for (int i = 0; i < KIND_ORDER.size(); i++) {
      if (KIND_ORDER.get(i).isInstance(v)) {
        return i;
      }
    }
    return KIND_ORDER.size();
  }

  private static int compare(Value a, Value b) {
    int c = Integer.compare(rank(a), rank(b));
    if (c != 0) {
      return c;
    }
    if (a instanceof BoolValue x && b instanceof BoolValue y) {
      return Boolean.compare(x.value(), y.value());
    }
    if (a instanceof IntValue x && b instanceof IntValue y) {
      return x.value().compareTo(y.value());
    }
    if (a instanceof RealValue x && b instanceof RealValue y) {
      return x.value().compareTo(y.value());
    }
    if (a instanceof BitVecValue x && b instanceof BitVecValue y) {
      c = Integer.compare(x.width(), y.width());
      return c != 0 ? c : x.value().compareTo(y.value());
    }
    if (a instanceof StringValue x && b instanceof StringValue y) {
      return x.value().compareTo(y.value());
    }
    if (a instanceof RegLanValue x && b instanceof RegLanValue y) {
      return Regex.ORDER.compare(x.regex(), y.regex());
    }
    if (a instanceof ArrayValue x && b instanceof ArrayValue y) {
      c = compare(x.defaultValue(), y.defaultValue());
      if (c != 0) {
        return c;
      }
      Iterator<Map.Entry<Value, Value>> i = x.stores().entrySet().iterator();
      Iterator<Map.Entry<Value, Value>> j = y.stores().entrySet().iterator();
      while (i.hasNext() && j.hasNext()) {
        Map.Entry<Value, Value> e = i.next();
        Map.Entry<Value, Value> f = j.next();
        c = compare(e.getKey(), f.getKey());
        if (c == 0) {
          c = compare(e.getValue(), f.getValue());
        }
        if (c != 0) {
          return c;
        }
      }
      return Boolean.compare(i.hasNext(), j.hasNext());
    }
    if (a instanceof UninterpretedValue x && b instanceof UninterpretedValue y) {
      c = x.sort().toString().compareTo(y.sort().toString());
      return c != 0 ? c : x.name().compareTo(y.name());
    }
    if (a instanceof DatatypeValue x && b instanceof DatatypeValue y) {
      c = x.constructor().compareTo(y.constructor());
      for (int k = 0; c == 0 && k < Math.min(x.args().size(), y.args().size()); k++) {
        c = compare(x.args().get(k), y.args().get(k));
      }
      return c != 0 ? c : Integer.compare(x.args().size(), y.args().size());
    }
    if (a instanceof FloatingPointValue x && b instanceof FloatingPointValue y) {
      c = Integer.compare(x.format().eb(), y.format().eb());
      if (c == 0) {
        c = Integer.compare(x.format().sb(), y.format().sb());
      }
      return c != 0 ? c : x.bits().compareTo(y.bits());
    }
    if (a instanceof RoundingModeValue x && b instanceof RoundingModeValue y) {
      return x.compareTo(y);
    }
    Unspecified x = (Unspecified) a;
    Unspecified y = (Unspecified) b;
    c = x.cause().compareTo(y.cause());
    return c != 0 ? c : x.reason().compareTo(y.reason());
  }
}
