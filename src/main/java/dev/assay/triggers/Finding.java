package dev.assay.triggers;

import dev.assay.smtlib.Sort;
import java.util.List;
import java.util.Map;

/**
 * A triggering term that E-matching validated: the minimized arguments of the dummy function, the
 * fresh constants they use, and whether the axioms alone are refuted with it.
 *
 * @param args the triggering terms
 * @param fresh fresh constants the terms use (name → sort)
 * @param addition the lines to add to the input (declarations, the dummy, its assertion)
 * @param reproduction the whole input with the terms, Assay's options and {@code (check-sat)}
 * @param withoutTerms the same without the terms: E-matching alone answers unknown on it
 * @param inconsistentAxioms whether E-matching refutes the quantified assertions alone with the
 *     terms (an unsound axiomatization rather than an incomplete proof)
 */
public record Finding(
    List<TriggerArg> args,
    Map<String, Sort> fresh,
    List<String> addition,
    String reproduction,
    String withoutTerms,
    boolean inconsistentAxioms) {
  public Finding {
    args = List.copyOf(args);
    fresh = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(fresh));
    addition = List.copyOf(addition);
  }

  /** The terms in SMT-LIB syntax. */
  public List<String> terms() {
    return args.stream().map(TriggerArg::text).toList();
  }

  /** The declarations the terms need. */
  public List<String> declarations() {
    return fresh.entrySet().stream()
        .map(
            e ->
                "(declare-fun "
                    + dev.assay.smtlib.Symbols.print(e.getKey())
                    + " () "
                    + e.getValue()
                    + ")")
        .toList();
  }
}
