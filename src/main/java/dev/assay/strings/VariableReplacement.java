package dev.assay.strings;

import java.util.ArrayList;
import java.util.List;

/**
 * Variable replacement (Fig. 6, lines 13–20): for a variable {@code x} free in both A and B and an
 * equality of NC1–NC8 of its sort, {@code not A(x) and B[x_fresh/x] and C(x, x_fresh)}. The clause
 * and its side condition imply {@code x = x_fresh}, so the formula stays unsat and its unique core
 * grows by {@code C}.
 */
final class VariableReplacement {
  private VariableReplacement() {}

  static List<StringTest> generate(Equivalence row, boolean patterns) {
    UnsatBase base = UnsatBase.of(row, patterns);
    List<StringTest> r = new ArrayList<>();
    for (UnsatBase.FreshVariable x : base.freshVariables(base.sharedVariables())) {
      r.add(
          base.test(
              Category.LARGER_UNSAT_CORE,
              x,
              List.of(UnsatBase.NOT_A, UnsatBase.B, UnsatBase.C),
              "variable replacement"));
    }
    return r;
  }
}
