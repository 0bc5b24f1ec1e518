package dev.assay.smtlib;

import java.util.List;
import java.util.stream.Collectors;

/**
 * An SMT-LIB sort: an identifier applied to zero or more sort arguments, e.g. {@code Int}, {@code
 * (_ BitVec 8)}, {@code (Array Int String)}. Sort parameters of {@code define-sort} and
 * uninterpreted sorts are sorts with their declared name.
 */
public record Sort(Identifier id, List<Sort> args) {
  public static final Sort BOOL = simple("Bool");
  public static final Sort INT = simple("Int");
  public static final Sort REAL = simple("Real");
  public static final Sort STRING = simple("String");
  public static final Sort REGLAN = simple("RegLan");
  public static final Sort ROUNDING_MODE = simple("RoundingMode");

  public Sort {
    if (id == null) {
      throw new NullPointerException("id");
    }
    args = List.copyOf(args);
  }

  public static Sort simple(String name) {
    return new Sort(Identifier.of(name), List.of());
  }

  public static Sort of(String name, Sort... args) {
    return new Sort(Identifier.of(name), List.of(args));
  }

  public static Sort bitVec(int width) {
    return new Sort(Identifier.indexed("BitVec", width), List.of());
  }

  /**
   * {@code (_ FloatingPoint eb sb)}: eb exponent bits, sb significand bits (hidden bit included).
   */
  public static Sort floatingPoint(int eb, int sb) {
    return new Sort(Identifier.indexed("FloatingPoint", eb, sb), List.of());
  }

  public static Sort array(Sort index, Sort element) {
    return new Sort(Identifier.of("Array"), List.of(index, element));
  }

  public String name() {
    return id.symbol();
  }

  public boolean isBitVec() {
    return id.symbol().equals("BitVec") && id.indices().size() == 1 && args.isEmpty();
  }

  /** Width of a bit-vector sort. */
  public int bitWidth() {
    return id.numeral(0);
  }

  /** True for {@code (_ FloatingPoint eb sb)} (the FloatN names resolve to it). */
  public boolean isFloatingPoint() {
    return id.symbol().equals("FloatingPoint") && id.indices().size() == 2 && args.isEmpty();
  }

  /** Exponent width eb of a floating-point sort. */
  public int exponentWidth() {
    return id.numeral(0);
  }

  /** Significand width sb of a floating-point sort, the hidden bit included. */
  public int significandWidth() {
    return id.numeral(1);
  }

  public boolean isArray() {
    return id.symbol().equals("Array") && !id.isIndexed() && args.size() == 2;
  }

  /**
   * Same id and arguments. Written out for the identity test first: sort checking compares sorts
   * millions of times, and most are the shared constants above.
   */
  @Override
  public boolean equals(Object o) {
    return this == o || (o instanceof Sort s && id.equals(s.id) && args.equals(s.args));
  }

  /** The hash a record would have (31 · hash(id) + hash(args)). */
  @Override
  public int hashCode() {
    return 31 * id.hashCode() + args.hashCode();
  }

  @Override
  public String toString() {
    return args.isEmpty()
        ? id.toString()
        : args.stream().map(Sort::toString).collect(Collectors.joining(" ", "(" + id + " ", ")"));
  }
}
