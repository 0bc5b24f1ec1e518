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
 * @param assignment the constants for constant assignment
 * @param synthesis the constants term synthesis applies the operations to
 */
public record ConstantPools(Pool assignment, Pool synthesis) {

  /** String and integer constants, at least one of each. */
  public record Pool(List<Term> strings, List<Term> ints) {
    public Pool {
      strings = List.copyOf(strings);
      ints = List.copyOf(ints);
      if (strings.isEmpty() || ints.isEmpty()) {
        throw new IllegalArgumentException("every constant pool needs at least one constant");
      }
    }

    /** The constants of a String or Int sort; null for another sort. */
    List<Term> of(Sort sort) {
      if (sort.equals(Sort.STRING)) {
        return strings;
      }
      return sort.equals(Sort.INT) ? ints : null;
    }

    /** This pool with the non-null ones of {@code newStrings} and {@code newInts} instead. */
    Pool with(List<Term> newStrings, List<Term> newInts) {
      return new Pool(newStrings == null ? strings : newStrings, newInts == null ? ints : newInts);
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
        new Pool(
            List.of(
                str(""),
                str("\"a\""),
                str("a"),
                str(new String(Character.toChars(7))),
                str("\n"),
                str("-1"),
                str("0"),
                str("2")),
            List.of(integer(-1), integer(0), integer(2))),
        new Pool(List.of(str("a"), str("")), List.of(integer(-1))));
  }

  /** This pool set with other constant-assignment pools. */
  public ConstantPools withAssignment(List<Term> newStrings, List<Term> newInts) {
    return new ConstantPools(assignment.with(newStrings, newInts), synthesis);
  }

  /** This pool set with other term-synthesis constants. */
  public ConstantPools withSynthesis(List<Term> newStrings, List<Term> newInts) {
    return new ConstantPools(assignment, synthesis.with(newStrings, newInts));
  }

  /** The constant-assignment pool for a parameter sort. */
  public List<Term> assignmentPool(Sort sort) {
    List<Term> pool = assignment.of(sort);
    if (pool == null) {
      throw new IllegalArgumentException("no constant pool for sort " + sort);
    }
    return pool;
  }

  /** The term-synthesis constants of a sort. */
  public List<Term> synthesisConstants(Sort sort) {
    List<Term> pool = synthesis.of(sort);
    return pool == null ? List.of() : pool;
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
