package dev.assay.smtlib;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The rank rules of the SMT-LIB FloatingPoint theory (version 2.6 of the theory file): rounding
 * modes, the value constructors {@code fp}, {@code (_ +zero eb sb)}, {@code (_ -zero eb sb)},
 * {@code (_ +oo eb sb)}, {@code (_ -oo eb sb)}, {@code (_ NaN eb sb)}, every {@code fp.*} operator
 * and every conversion ({@code to_fp} in its four forms, {@code to_fp_unsigned}, {@code fp.to_ubv},
 * {@code fp.to_sbv}, {@code fp.to_real}), for any exponent and significand width greater than 1.
 *
 * <p>The sorts {@code Float16}, {@code Float32}, {@code Float64} and {@code Float128} are resolved
 * to {@code (_ FloatingPoint eb sb)} by {@link Signature#resolve}, so rules see only that form. The
 * Real argument of {@code to_fp} also accepts an Int: Assay types numerals as Int, and in logics
 * with Reals a numeral such as {@code 3} denotes a Real.
 */
public final class FloatingPointSignatures {
  /** The classification predicates, {@code (fp.isNormal x)} and the like, in the theory's order. */
  public static final List<String> CLASSIFICATIONS =
      List.of(
          "fp.isNormal",
          "fp.isSubnormal",
          "fp.isZero",
          "fp.isInfinite",
          "fp.isNaN",
          "fp.isNegative",
          "fp.isPositive");

  /** The rounding-mode constants, short and long names. */
  static final List<String> ROUNDING_MODES =
      List.of(
          "RNE",
          "RNA",
          "RTP",
          "RTN",
          "RTZ",
          "roundNearestTiesToEven",
          "roundNearestTiesToAway",
          "roundTowardPositive",
          "roundTowardNegative",
          "roundTowardZero");

  private FloatingPointSignatures() {}

  static void addTo(Map<String, TheorySignatures.Rule> rules, Set<String> indexed) {
    for (String rm : ROUNDING_MODES) {
      rules.put(
          rm,
          (id, args) -> {
            if (!args.isEmpty()) {
              throw TheorySignatures.arity(rm, 0, args.size());
            }
            return Sort.ROUNDING_MODE;
          });
    }
    rules.put("fp", FloatingPointSignatures::fp);
    for (String special : List.of("+zero", "-zero", "+oo", "-oo", "NaN")) {
      indexed.add(special);
      rules.put(
          special,
          (id, args) -> {
            Sort s = format(id, special);
            if (!args.isEmpty()) {
              throw new SortError("(_ " + special + " eb sb) is a constant; it takes no arguments");
            }
            return s;
          });
    }
    for (String op : List.of("fp.abs", "fp.neg")) {
      rules.put(op, (id, args) -> sameFormat(op, args, 0, 1));
    }
    for (String op : List.of("fp.add", "fp.sub", "fp.mul", "fp.div")) {
      rules.put(op, (id, args) -> sameFormat(op, args, 1, 2));
    }
    rules.put("fp.fma", (id, args) -> sameFormat("fp.fma", args, 1, 3));
    for (String op : List.of("fp.sqrt", "fp.roundToIntegral")) {
      rules.put(op, (id, args) -> sameFormat(op, args, 1, 1));
    }
    for (String op : List.of("fp.rem", "fp.min", "fp.max")) {
      rules.put(op, (id, args) -> sameFormat(op, args, 0, 2));
    }
    // :chainable comparisons
    for (String op : List.of("fp.leq", "fp.lt", "fp.geq", "fp.gt", "fp.eq")) {
      rules.put(
          op,
          (id, args) -> {
            if (args.size() < 2) {
              throw new SortError(op + " needs at least 2 arguments, got " + args.size());
            }
            sameFormat(op, args, 0, args.size());
            return Sort.BOOL;
          });
    }
    for (String op : CLASSIFICATIONS) {
      rules.put(
          op,
          (id, args) -> {
            sameFormat(op, args, 0, 1);
            return Sort.BOOL;
          });
    }
    indexed.add("to_fp");
    rules.put("to_fp", FloatingPointSignatures::toFp);
    indexed.add("to_fp_unsigned");
    rules.put(
        "to_fp_unsigned",
        (id, args) -> {
          Sort result = format(id, "to_fp_unsigned");
          if (args.size() != 2
              || !args.get(0).equals(Sort.ROUNDING_MODE)
              || !args.get(1).isBitVec()) {
            throw new SortError("(_ to_fp_unsigned eb sb) takes a RoundingMode and a bit-vector");
          }
          return result;
        });
    for (String op : List.of("fp.to_ubv", "fp.to_sbv")) {
      indexed.add(op);
      rules.put(
          op,
          (id, args) -> {
            int m = TheorySignatures.index(id, 0, 1);
            if (m < 1) {
              throw new SortError("(_ " + op + " m) needs m > 0");
            }
            if (args.size() != 2
                || !args.get(0).equals(Sort.ROUNDING_MODE)
                || !args.get(1).isFloatingPoint()) {
              throw new SortError(
                  "(_ " + op + " m) takes a RoundingMode and a floating-point number");
            }
            return Sort.bitVec(m);
          });
    }
    rules.put(
        "fp.to_real",
        (id, args) -> {
          sameFormat("fp.to_real", args, 0, 1);
          return Sort.REAL;
        });
  }

  /** The sort {@code (_ FloatingPoint eb sb)} named by the two indices of {@code id}. */
  private static Sort format(Identifier id, String name) {
    int eb = TheorySignatures.index(id, 0, 2);
    int sb = TheorySignatures.index(id, 1, 2);
    if (eb < 2 || sb < 2) {
      throw new SortError("(_ " + name + " eb sb) needs eb > 1 and sb > 1");
    }
    return Sort.floatingPoint(eb, sb);
  }

  /**
   * Checks {@code rm} leading rounding-mode arguments (0 or 1) followed by {@code count}
   * floating-point arguments of one sort, which it returns.
   */
  private static Sort sameFormat(String name, List<Sort> args, int rm, int count) {
    if (args.size() != rm + count) {
      throw TheorySignatures.arity(name, rm + count, args.size());
    }
    if (rm == 1 && !args.get(0).equals(Sort.ROUNDING_MODE)) {
      throw TheorySignatures.argSort(name, 0, Sort.ROUNDING_MODE, args.get(0));
    }
    Sort first = args.get(rm);
    if (!first.isFloatingPoint()) {
      throw new SortError(
          "argument "
              + (rm + 1)
              + " of "
              + name
              + " must be a floating-point number, not "
              + first);
    }
    for (int i = rm + 1; i < args.size(); i++) {
      if (!args.get(i).equals(first)) {
        throw TheorySignatures.argSort(name, i, first, args.get(i));
      }
    }
    return first;
  }

  /** {@code (fp (_ BitVec 1) (_ BitVec eb) (_ BitVec i))} has sort (_ FloatingPoint eb i+1). */
  private static Sort fp(Identifier id, List<Sort> args) {
    if (args.size() != 3
        || !args.get(0).isBitVec()
        || !args.get(1).isBitVec()
        || !args.get(2).isBitVec()) {
      throw new SortError("fp takes three bit-vectors: sign, exponent and significand");
    }
    if (args.get(0).bitWidth() != 1) {
      throw new SortError("the sign of fp must be (_ BitVec 1), not " + args.get(0));
    }
    int eb = args.get(1).bitWidth();
    int sb = args.get(2).bitWidth() + 1;
    if (eb < 2) {
      throw new SortError("the exponent of fp needs at least 2 bits, not " + eb);
    }
    return Sort.floatingPoint(eb, sb);
  }

  /**
   * The four forms of {@code (_ to_fp eb sb)}: from a bit string of width eb + sb; and, after a
   * rounding mode, from another floating-point sort, from a Real, or from a signed bit-vector.
   */
  private static Sort toFp(Identifier id, List<Sort> args) {
    Sort result = format(id, "to_fp");
    if (args.size() == 1) {
      Sort b = args.get(0);
      int width = result.exponentWidth() + result.significandWidth();
      if (!b.isBitVec() || b.bitWidth() != width) {
        throw new SortError(
            "(_ to_fp "
                + result.exponentWidth()
                + " "
                + result.significandWidth()
                + ") of one argument takes a (_ BitVec "
                + width
                + "), not "
                + b);
      }
      return result;
    }
    if (args.size() == 2 && args.get(0).equals(Sort.ROUNDING_MODE)) {
      Sort x = args.get(1);
      if (x.isFloatingPoint() || x.isBitVec() || TheorySignatures.numeric(x)) {
        return result;
      }
    }
    throw new SortError(
        "(_ to_fp eb sb) takes a bit-vector, or a RoundingMode and a floating-point number, a Real"
            + " or a bit-vector");
  }
}
