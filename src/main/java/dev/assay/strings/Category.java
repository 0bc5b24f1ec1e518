package dev.assay.strings;

import dev.assay.core.EnumLabels;
import dev.assay.core.ExpectedStatus;
import java.util.Locale;

/**
 * The test categories of Table 4 of the paper, each with the status its tests have by construction.
 * The unsat categories come in two flavours (without and with the patterns of Table 2), which a
 * {@link StringTest} records separately.
 */
public enum Category {
  /** Step 1 of the sat construction: one operation, all arguments and the result free (Fig. 1). */
  OPERATION(ExpectedStatus.SAT),
  /** Step 2: some variables of a step-1 formula replaced by constants of a model (Sect. 3.1). */
  CONSTANT_ASSIGNMENT(ExpectedStatus.SAT),
  /** Step 2: arguments and result replaced by pool terms, constants abstracted (Sect. 3.1). */
  TERM_SYNTHESIS(ExpectedStatus.SAT),
  /** Step 1 of the unsat construction: not A and B for an equivalence of Table 2. */
  EQUIVALENT_FORMULA(ExpectedStatus.UNSAT),
  /** Step 2: variable replacement (NC1–NC8) and constant replacement (C1–C40), Sect. 3.2. */
  LARGER_UNSAT_CORE(ExpectedStatus.UNSAT),
  /** Step 2: redundancy introduction for variables only in B, free or universally bound. */
  REDUNDANCY_INTRODUCTION(ExpectedStatus.UNSAT);

  private final ExpectedStatus expected;

  Category(ExpectedStatus expected) {
    this.expected = expected;
  }

  /** The name used in Table 4, e.g. {@code constant assignment}. */
  public String label() {
    return name().toLowerCase(Locale.ROOT).replace('_', ' ');
  }

  /** The name used on the command line and in file names, e.g. {@code constant-assignment}. */
  public String key() {
    return EnumLabels.kebab(this);
  }

  public ExpectedStatus expected() {
    return expected;
  }

  /** The category with this key or label (case-insensitive; '-', '_' and ' ' alike). */
  public static Category parse(String text) {
    String norm = text.trim().toLowerCase(Locale.ROOT).replace('_', '-').replace(' ', '-');
    for (Category c : values()) {
      if (c.key().equals(norm)) {
        return c;
      }
    }
    throw new IllegalArgumentException(
        "unknown category '"
            + text
            + "' (one of operation, constant-assignment, term-synthesis,"
            + " equivalent-formula, larger-unsat-core, redundancy-introduction)");
  }
}
