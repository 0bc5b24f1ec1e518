package dev.assay.strings;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.SortedVar;
import dev.assay.smtlib.Term;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Step 1 of the sat construction (Fig. 4, lines 1–7; Fig. 1): {@code op(args) = res} with every
 * argument and the result free. The witness takes the first pool constant for each argument and the
 * evaluated result.
 */
final class OperationTests {
  private OperationTests() {}

  static final String RESULT = "res";

  /** The variables of the step-1 formula: the parameters, then {@code res}. */
  static List<SortedVar> variables(StringOp op) {
    List<SortedVar> vars = new ArrayList<>(op.params());
    vars.add(new SortedVar(RESULT, op.resultSort()));
    return vars;
  }

  static StringTest generate(StringOp op, ConstantPools pools, ExecutableSemantics semantics) {
    List<Term> args = new ArrayList<>();
    List<Term> values = new ArrayList<>();
    for (SortedVar p : op.params()) {
      args.add(TermOps.var(p.name()));
      values.add(pools.assignmentPool(p.sort()).get(0));
    }
    Term result = semantics.evaluate(op.apply(values)).toTerm();
    Map<String, Term> witness = new LinkedHashMap<>();
    for (int i = 0; i < args.size(); i++) {
      witness.put(op.params().get(i).name(), values.get(i));
    }
    witness.put(RESULT, result);
    Term formula = Application.of("=", op.apply(args), TermOps.var(RESULT));
    return new StringTest(
        op.paperName(),
        Category.OPERATION,
        false,
        variables(op),
        List.of(formula),
        witness,
        List.of(),
        List.of(op.paperName()));
  }
}
