package dev.assay.strings;

import dev.assay.smtlib.SortedVar;
import dev.assay.smtlib.Term;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Variable replacement (Fig. 6, lines 13–20): for a variable {@code x} free in both A and B and an
 * equality of NC1–NC8 of its sort, {@code not A(x) and B[x_fresh/x] and C(x, x_fresh)}. The clause
 * and its side condition imply {@code x = x_fresh}, so the formula stays unsat and its unique core
 * grows by {@code C}.
 */
final class VariableReplacement {
  private VariableReplacement() {}

  static List<StringTest> generate(Equivalence row, boolean patterns) {
    UnsatBase base = new UnsatBase(row, patterns);
    List<StringTest> r = new ArrayList<>();
    for (SortedVar x : base.sharedVariables()) {
      for (VariableEquality eq : Equalities.variableRows()) {
        if (!eq.sort().equals(x.sort())) {
          continue;
        }
        String fresh = x.name() + "_fresh";
        UnsatBase.Clause clause = UnsatBase.variableClause(eq, x.name(), fresh);
        Term b = TermOps.substitute(base.b, Map.of(x.name(), TermOps.var(fresh)));
        r.add(
            base.test(
                Category.LARGER_UNSAT_CORE,
                row.id() + "-" + x.name() + "-" + eq.id(),
                b,
                clause.asFormula(),
                clause.freshVariables(),
                List.of(UnsatBase.NOT_A, UnsatBase.B, UnsatBase.C),
                List.of(row.id(), "variable replacement", x.name(), eq.id())));
      }
    }
    return r;
  }
}
