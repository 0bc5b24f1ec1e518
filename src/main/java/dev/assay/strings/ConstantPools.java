package dev.assay.strings;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.NumeralConstant;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.StringConstant;
import dev.assay.smtlib.Term;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * The predefined constants the sat transformations start from (Sect. 3.1), as literal terms.
 *
 * @param strings string constants for constant assignment
 * @param ints integer constants for constant assignment
 * @param synthesisStrings string constants term synthesis applies the operations to
 * @param synthesisInts integer constants term synthesis applies the operations to
 */
public record ConstantPools(
    List<Term> strings, List<Term> ints, List<Term> synthesisStrings, List<Term> synthesisInts) {

  public ConstantPools {
    strings = List.copyOf(strings);
    ints = List.copyOf(ints);
    synthesisStrings = List.copyOf(synthesisStrings);
    synthesisInts = List.copyOf(synthesisInts);
    if (strings.isEmpty()
        || ints.isEmpty()
        || synthesisStrings.isEmpty()
        || synthesisInts.isEmpty()) {
      throw new IllegalArgumentException("every constant pool needs at least one constant");
    }
  }

  /**
   * The paper's pools. Constant assignment: the empty string, strings of length one, a string with
   * quotes, two escape sequences (control characters, written as {@code \\u{..}} escapes) and
   * numeric strings for strToInt, and the integers -1, 0 and 2 (an invalid index, the first index,
   * an index past a one-character string). Term synthesis: {@code "a"}, {@code ""} and -1, the
   * constants of the paper's worked example (Fig. 5).
   */
  public static ConstantPools paperDefaults() {
    return new ConstantPools(
        List.of(
            str(""),
            str("\"a\""),
            str("a"),
            str(new String(Character.toChars(7))),
            str("\n"),
            str("-1"),
            str("0"),
            str("2")),
        List.of(integer(-1), integer(0), integer(2)),
        List.of(str("a"), str("")),
        List.of(integer(-1)));
  }

  /** This pool set with other constant-assignment pools. */
  public ConstantPools withAssignment(List<Term> newStrings, List<Term> newInts) {
    return new ConstantPools(
        newStrings == null ? strings : newStrings,
        newInts == null ? ints : newInts,
        synthesisStrings,
        synthesisInts);
  }

  /** This pool set with other term-synthesis constants. */
  public ConstantPools withSynthesis(List<Term> newStrings, List<Term> newInts) {
    return new ConstantPools(
        strings,
        ints,
        newStrings == null ? synthesisStrings : newStrings,
        newInts == null ? synthesisInts : newInts);
  }

  /** The constant-assignment pool for a parameter sort. */
  public List<Term> assignmentPool(Sort sort) {
    if (sort.equals(Sort.STRING)) {
      return strings;
    }
    if (sort.equals(Sort.INT)) {
      return ints;
    }
    throw new IllegalArgumentException("no constant pool for sort " + sort);
  }

  /** The term-synthesis constants of a sort. */
  public List<Term> synthesisConstants(Sort sort) {
    if (sort.equals(Sort.STRING)) {
      return synthesisStrings;
    }
    if (sort.equals(Sort.INT)) {
      return synthesisInts;
    }
    return List.of();
  }

  public static Term str(String javaString) {
    return StringConstant.of(javaString);
  }

  public static Term integer(long v) {
    NumeralConstant n = NumeralConstant.of(Math.abs(v));
    return v < 0 ? Application.of("-", n) : n;
  }

  public static Term integer(BigInteger v) {
    NumeralConstant n = new NumeralConstant(v.abs());
    return v.signum() < 0 ? Application.of("-", n) : n;
  }

  /** Integer literals from a comma-separated list such as {@code -1,0,2}. */
  public static List<Term> parseInts(String csv) {
    List<Term> r = new ArrayList<>();
    for (String p : csv.split(",")) {
      String t = p.trim();
      if (!t.isEmpty()) {
        try {
          r.add(integer(new BigInteger(t)));
        } catch (NumberFormatException e) {
          throw new IllegalArgumentException("not an integer: '" + t + "'");
        }
      }
    }
    return r;
  }
}
