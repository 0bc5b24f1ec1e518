package dev.assay.semantics;

import dev.assay.smtlib.Index;
import dev.assay.smtlib.SmtString;
import dev.assay.smtlib.Sort;
import java.math.BigInteger;
import java.util.List;

/**
 * The evaluated arguments of one application, with the identifier's indices and {@code as} sort,
 * and typed accessors that report ill-sorted input as {@link Operator.IllSorted}.
 */
public final class OperatorArgs {
  private final List<Value> values;
  private final List<Index> indices;
  private final Sort asSort;
  private final RegexMatcher matcher;

  public OperatorArgs(List<Value> values, List<Index> indices, Sort asSort, RegexMatcher matcher) {
    this.values = List.copyOf(values);
    this.indices = List.copyOf(indices);
    this.asSort = asSort;
    this.matcher = matcher;
  }

  public List<Value> values() {
    return values;
  }

  public int size() {
    return values.size();
  }

  public Value get(int i) {
    return values.get(i);
  }

  /** The {@code as} sort of the function identifier, or null. */
  public Sort asSort() {
    return asSort;
  }

  public RegexMatcher matcher() {
    return matcher;
  }

  /** Requires exactly {@code n} arguments. */
  public OperatorArgs arity(int n) {
    if (values.size() != n) {
      throw new Operator.IllSorted("expects " + n + " argument(s), got " + values.size());
    }
    return this;
  }

  /** Requires at least {@code n} arguments. */
  public OperatorArgs atLeast(int n) {
    if (values.size() < n) {
      throw new Operator.IllSorted("expects at least " + n + " argument(s), got " + values.size());
    }
    return this;
  }

  /** Requires exactly {@code n} numeral indices. */
  public OperatorArgs indexCount(int n) {
    if (indices.size() != n) {
      throw new Operator.IllSorted("expects " + n + " index(es), got " + indices.size());
    }
    return this;
  }

  public int indexCount() {
    return indices.size();
  }

  public boolean bool(int i) {
    if (values.get(i) instanceof BoolValue b) {
      return b.value();
    }
    throw wrong(i, "Bool");
  }

  public BigInteger integer(int i) {
    if (values.get(i) instanceof IntValue v) {
      return v.value();
    }
    throw wrong(i, "Int");
  }

  /** An Int or Real argument as a rational. */
  public Rational number(int i) {
    if (Values.isNumber(values.get(i))) {
      return Values.rational(values.get(i));
    }
    throw wrong(i, "Int or Real");
  }

  public SmtString string(int i) {
    if (values.get(i) instanceof StringValue v) {
      return v.value();
    }
    throw wrong(i, "String");
  }

  public Regex regex(int i) {
    if (values.get(i) instanceof RegLanValue v) {
      return v.regex();
    }
    throw wrong(i, "RegLan");
  }

  public BitVecValue bitVec(int i) {
    if (values.get(i) instanceof BitVecValue v) {
      return v;
    }
    throw wrong(i, "BitVec");
  }

  /** A bit-vector argument of the same width as argument 0. */
  public BitVecValue bitVecLike0(int i) {
    BitVecValue v = bitVec(i);
    if (v.width() != bitVec(0).width()) {
      throw new Operator.IllSorted(
          "bit-vector widths differ: " + bitVec(0).width() + " and " + v.width());
    }
    return v;
  }

  public FloatingPointValue floatingPoint(int i) {
    if (values.get(i) instanceof FloatingPointValue v) {
      return v;
    }
    throw wrong(i, "FloatingPoint");
  }

  /** A floating-point argument of the same format as argument {@code j}. */
  public FloatingPointValue floatingPointLike(int i, int j) {
    FloatingPointValue v = floatingPoint(i);
    if (!v.format().equals(floatingPoint(j).format())) {
      throw new Operator.IllSorted(
          "floating-point formats differ: " + floatingPoint(j).format() + " and " + v.format());
    }
    return v;
  }

  public RoundingModeValue roundingMode(int i) {
    if (values.get(i) instanceof RoundingModeValue v) {
      return v;
    }
    throw wrong(i, "RoundingMode");
  }

  /**
   * The format {@code (_ FloatingPoint eb sb)} named by the two numeral indices; a format wider
   * than the evaluator represents is reported through {@link TooLarge}.
   */
  public FpFormat format() {
    indexCount(2);
    return format(bigIndex(0), bigIndex(1));
  }

  /** The format of exponent width eb and significand width sb, checked. */
  static FpFormat format(BigInteger eb, BigInteger sb) {
    if (eb.compareTo(BigInteger.ONE) <= 0 || sb.compareTo(BigInteger.ONE) <= 0) {
      throw new Operator.IllSorted("a floating-point format needs eb, sb > 1");
    }
    if (eb.bitLength() > 31
        || sb.bitLength() > 31
        || !FpFormat.supported(eb.longValue(), sb.longValue())) {
      throw new TooLarge("floating-point format " + eb + " " + sb + " is too wide to evaluate");
    }
    return new FpFormat(eb.intValue(), sb.intValue());
  }

  public ArrayValue array(int i) {
    if (values.get(i) instanceof ArrayValue v) {
      return v;
    }
    throw wrong(i, "Array");
  }

  /** Numeral index {@code i} as a BigInteger. */
  public BigInteger bigIndex(int i) {
    if (i < indices.size() && indices.get(i) instanceof Index.Numeral n) {
      return n.value();
    }
    throw new Operator.IllSorted("index " + i + " must be a numeral");
  }

  /**
   * Numeral index {@code i} as an int; an index too large for this evaluator is reported as
   * unsupported by the caller through {@link TooLarge}.
   */
  public int index(int i) {
    BigInteger b = bigIndex(i);
    if (b.bitLength() > 30) {
      throw new TooLarge("index " + b + " is too large to evaluate");
    }
    return b.intValue();
  }

  private Operator.IllSorted wrong(int i, String expected) {
    return new Operator.IllSorted(
        "argument " + (i + 1) + " must be " + expected + ", got " + values.get(i));
  }

  /** An index or size beyond what the evaluator can represent. */
  public static final class TooLarge extends RuntimeException {
    private static final long serialVersionUID = 1L;

    TooLarge(String message) {
      super(message, null, false, false);
    }
  }
}
