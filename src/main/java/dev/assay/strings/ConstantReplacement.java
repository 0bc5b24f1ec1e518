package dev.assay.strings;

import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Term;
import java.util.ArrayList;
import java.util.List;

/**
 * Constant replacement (Fig. 6, lines 22–29): for a constant {@code c} of B and an equality of
 * C1–C40 with right-hand side {@code c}, {@code not A and B[c_fresh/c] and c_fresh = t} (with the
 * row's side condition). Every occurrence of {@code c} in B is replaced, patterns included.
 */
final class ConstantReplacement {
  private ConstantReplacement() {}

  static final String FRESH = "c_fresh";

  static List<StringTest> generate(Equivalence row, boolean patterns) {
    UnsatBase base = UnsatBase.of(row, patterns);
    List<StringTest> r = new ArrayList<>();
    for (Term c : TermOps.constants(row.b())) {
      for (ConstantEquality eq : Equalities.constantRows()) {
        if (!eq.constant().equals(c)) {
          continue;
        }
        UnsatBase.Clause clause =
            UnsatBase.constantClause(eq, FRESH, UnsatBase.sortOfConstant(c), "c");
        Term b = TermOps.replaceConstant(base.b(), c, TermOps.var(FRESH));
        r.add(
            base.test(
                Category.LARGER_UNSAT_CORE,
                row.id() + "-" + UnsatBase.slug(c) + "-" + eq.id(),
                b,
                clause.asFormula(),
                clause.freshVariables(),
                List.of(UnsatBase.NOT_A, UnsatBase.B, UnsatBase.C),
                List.of(row.id(), "constant replacement", Printer.print(c), eq.id())));
      }
    }
    return r;
  }
}
