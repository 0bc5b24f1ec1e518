package dev.assay.generate;

import java.util.Locale;

/**
 * The theories generated formulas draw their terms from, each one Assay's evaluator decides. Core
 * (Bool, {@code ite}, {@code =}) is always on.
 */
public enum Theory {
  /** Ints: linear and non-linear, {@code div}/{@code mod}/{@code abs} by negatives and zero. */
  INTS("ints"),
  /** Reals (and Reals_Ints when Ints are on): division by zero, {@code to_int}, {@code is_int}. */
  REALS("reals"),
  /** Unicode Strings with RegLan: every {@code str.*} and {@code re.*} operator. */
  STRINGS("strings"),
  /** Fixed-size bit-vectors: every operator, division by zero, shifts past the width. */
  BITVECTORS("bv"),
  /** ArraysEx, with constant arrays. */
  ARRAYS("arrays"),
  /** Algebraic datatypes: constructors, selectors (also on the wrong constructor), testers. */
  DATATYPES("datatypes"),
  /** Uninterpreted sorts and functions. */
  UF("uf"),
  /**
   * FloatingPoint: small formats (where rounding reaches subnormals and overflow within a few
   * operations) and Float16/Float32, every operator and conversion, every rounding mode.
   */
  FLOATING_POINT("fp");

  private final String cliName;

  Theory(String cliName) {
    this.cliName = cliName;
  }

  /** The name used on the command line ({@code --theories ints,strings}). */
  public String cliName() {
    return cliName;
  }

  /** The theory named {@code name} on the command line, or null. */
  public static Theory byName(String name) {
    String n = name.trim().toLowerCase(Locale.ROOT);
    for (Theory t : values()) {
      if (t.cliName.equals(n) || t.name().toLowerCase(Locale.ROOT).equals(n)) {
        return t;
      }
    }
    return null;
  }

  /** The theories formulas can use today, in declaration order. */
}
