package dev.assay.strings;

import dev.assay.semantics.BoolValue;
import dev.assay.semantics.Evaluator;
import dev.assay.semantics.Model;
import dev.assay.semantics.Value;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Term;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The executable reference semantics of the paper (Sect. 3.1): Assay's evaluator, which follows the
 * SMT-LIB Unicode Strings theory, applied to ground terms. One instance per thread (the evaluator
 * caches per instance).
 */
public final class ExecutableSemantics {
  private final Evaluator evaluator = new Evaluator(Model.EMPTY);

  /** The value of a ground term; every string operation is total, so it is always specified. */
  public Value evaluate(Term ground) {
    Value v = evaluator.evaluate(ground);
    if (!v.isSpecified()) {
      throw new IllegalStateException("no value for " + Printer.print(ground) + ": " + v);
    }
    return v;
  }

  /** Whether every formula evaluates to true when the variables take the given literal values. */
  public boolean holds(List<Term> formulas, Map<String, Term> assignment) {
    Map<String, Value> bindings = new LinkedHashMap<>();
    for (Map.Entry<String, Term> e : assignment.entrySet()) {
      bindings.put(e.getKey(), evaluate(e.getValue()));
    }
    for (Term f : formulas) {
      if (!BoolValue.TRUE.equals(evaluator.evaluate(f, bindings))) {
        return false;
      }
    }
    return true;
  }
}
