package dev.assay.generate;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The theories generated formulas draw their terms from. Core (Bool, {@code ite}, {@code =}) is
 * always on. A theory is {@link #available()} when Assay's evaluator decides it; one that is not is
 * listed so that its generator slots in once the evaluator has it.
 */
public enum Theory {
  /** Ints: linear and non-linear, {@code div}/{@code mod}/{@code abs} by negatives and zero. */
  INTS("ints", true),
  /** Reals (and Reals_Ints when Ints are on): division by zero, {@code to_int}, {@code is_int}. */
  REALS("reals", true),
  /** Unicode Strings with RegLan: every {@code str.*} and {@code re.*} operator. */
  STRINGS("strings", true),
  /** Fixed-size bit-vectors: every operator, division by zero, shifts past the width. */
  BITVECTORS("bv", true),
  /** ArraysEx, with constant arrays. */
  ARRAYS("arrays", true),
  /** Algebraic datatypes: constructors, selectors (also on the wrong constructor), testers. */
  DATATYPES("datatypes", true),
  /** Uninterpreted sorts and functions. */
  UF("uf", true),
  /**
   * FloatingPoint: not generated until the evaluator decides it. Its productions go into {@link
   * Productions} as rows of this theory, and its sorts into {@link SortPool}.
   */
  FLOATING_POINT("fp", false);

  private final String cliName;
  private final boolean available;

  Theory(String cliName, boolean available) {
    this.cliName = cliName;
    this.available = available;
  }

  /** The name used on the command line ({@code --theories ints,strings}). */
  public String cliName() {
    return cliName;
  }

  /** True if Assay's evaluator decides this theory, so formulas can use it. */
  public boolean available() {
    return available;
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
  public static List<Theory> availableTheories() {
    List<Theory> r = new ArrayList<>();
    for (Theory t : values()) {
      if (t.available) {
        r.add(t);
      }
    }
    return r;
  }
}
