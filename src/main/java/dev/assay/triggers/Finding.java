package dev.assay.triggers;

import dev.assay.smtlib.Sort;
import java.util.List;
import java.util.Map;

/**
 * A triggering term set whose claim holds: the minimized arguments of the dummy function, the fresh
 * constants they use, what kind of problem they show, how minimization went, and the claim checks
 * (the search solver's first, then the others').
 *
 * @param args the triggering terms
 * @param fresh fresh constants the terms use (name → sort)
 * @param addition the lines to add to the input (declarations, the dummy, its assertion)
 * @param reproduction the whole input with the terms, Assay's options and {@code (check-sat)}
 * @param withoutTerms the same without the terms: E-matching alone does not refute it
 * @param kind {@link #INCONSISTENT_AXIOMS} (E-matching refutes the quantified assertions alone with
 *     the terms: an unsound axiomatization) or {@link #INCOMPLETENESS}
 * @param minimized how minimization went ("64 → 1 term(s) in 13 runs", or why it stopped early)
 * @param checks the claim checks, one per solver
 */
public record Finding(
    List<TriggerArg> args,
    Map<String, Sort> fresh,
    List<String> addition,
    String reproduction,
    String withoutTerms,
    String kind,
    String minimized,
    List<ClaimCheck.Result> checks) {
  public static final String INCONSISTENT_AXIOMS = "inconsistent-axioms";
  public static final String INCOMPLETENESS = "incompleteness";

  public Finding {
    args = List.copyOf(args);
    fresh = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(fresh));
    addition = List.copyOf(addition);
    checks = List.copyOf(checks);
  }

  /** Whether the axioms alone are refuted with the terms. */
  public boolean inconsistentAxioms() {
    return INCONSISTENT_AXIOMS.equals(kind);
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
