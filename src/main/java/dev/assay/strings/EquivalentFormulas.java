package dev.assay.strings;

import java.util.List;

/**
 * Step 1 of the unsat construction (Fig. 6, lines 1–9): for each equivalence of Table 2, {@code not
 * A and B}; its unique minimal core is both assertions.
 */
final class EquivalentFormulas {
  private EquivalentFormulas() {}

  static StringTest generate(Equivalence row, boolean patterns) {
    UnsatBase base = UnsatBase.of(row, patterns);
    return base.test(
        Category.EQUIVALENT_FORMULA,
        row.id(),
        base.b(),
        null,
        List.of(),
        List.of(UnsatBase.NOT_A, UnsatBase.B),
        List.of(row.id()));
  }
}
