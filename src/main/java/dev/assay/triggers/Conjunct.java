package dev.assay.triggers;

import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.SortedVar;
import dev.assay.smtlib.Term;
import java.util.List;
import java.util.Map;

/**
 * One formula F of the preprocessed input (Fig. 6 of the paper): {@code ∀ vars :: {patterns} D0 ∨
 * ... ∨ Dn}, or a quantifier-free disjunction when {@code vars} is empty. Bound variable names are
 * globally unique in the input; nested universal quantifiers stay in the body.
 *
 * @param id the index in {@link Problem#conjuncts()}
 * @param origin the input assertion it came from
 * @param vars the top-level quantified variables (empty: quantifier-free)
 * @param patterns the multi-patterns of the top-level quantifier, then those of nested ones
 * @param body the matrix: negation normal form, existentials Skolemized, no top-level quantifier
 * @param disjuncts the top-level disjuncts of {@code body} (just {@code body} if it is no {@code
 *     or})
 * @param variables every variable the conjunct binds, top-level and nested, with its sort, in order
 * @param symbols the uninterpreted function and constant symbols of the body and the patterns, in
 *     name order, for the similarity of Alg. 2
 */
public record Conjunct(
    int id,
    Origin origin,
    List<SortedVar> vars,
    List<TriggerPattern> patterns,
    Term body,
    List<Term> disjuncts,
    Map<String, Sort> variables,
    List<String> symbols) {

  public Conjunct {
    vars = List.copyOf(vars);
    patterns = List.copyOf(patterns);
    disjuncts = List.copyOf(disjuncts);
    variables = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(variables));
    symbols = List.copyOf(symbols);
  }

  public boolean quantified() {
    return !vars.isEmpty();
  }

  /** Whether {@code name} is a variable bound in this conjunct. */
  public boolean binds(String name) {
    return variables.containsKey(name);
  }

  /** {@code F3} as the explain output and reports call it. */
  public String tag() {
    return "F" + id;
  }

  /** The conjunct in SMT-LIB syntax (the matrix under its quantifier, patterns omitted). */
  public String describe() {
    String b = Printer.print(body);
    if (vars.isEmpty()) {
      return b;
    }
    StringBuilder sb = new StringBuilder("(forall (");
    for (int i = 0; i < vars.size(); i++) {
      SortedVar v = vars.get(i);
      sb.append(i == 0 ? "" : " ").append('(').append(v.name()).append(' ').append(v.sort());
      sb.append(')');
    }
    return sb.append(") ").append(b).append(')').toString();
  }
}
