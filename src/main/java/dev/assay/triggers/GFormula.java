package dev.assay.triggers;

import dev.assay.smtlib.Sort;
import dev.assay.smtlib.Term;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * One formula G = ¬F' ∧ H ∧ R of Alg. 1 (line 10): quantifier-free, its parts named so that an
 * unsat core can be mapped back to instantiations and rewritings.
 *
 * @param partIds one id per part: {@code F3:neg}, {@code F4:1} (instantiation 1 of F4), {@code
 *     R:x=t}
 * @param parts the parts, conjoined
 * @param variables the free variables (the quantified variables of F and the cluster), with sorts
 * @param constants user constants of uninterpreted sorts in the parts, whose model values tie
 *     variables to them
 */
record GFormula(
    List<String> partIds, List<Term> parts, Map<String, Sort> variables, List<String> constants) {
  GFormula {
    partIds = List.copyOf(partIds);
    parts = List.copyOf(parts);
    variables = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(variables));
    constants = List.copyOf(constants);
  }

  /** The parts as a set, for the unsat memo. */
  Set<String> key() {
    return new TreeSet<>(partIds);
  }
}
