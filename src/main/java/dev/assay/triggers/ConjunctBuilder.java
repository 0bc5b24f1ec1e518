package dev.assay.triggers;

import dev.assay.smtlib.Annotated;
import dev.assay.smtlib.Application;
import dev.assay.smtlib.Attribute;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.Quantified;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.SortedVar;
import dev.assay.smtlib.Term;
import dev.assay.smtlib.Terms;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Predicate;

/**
 * Reads a split, renamed formula into a {@link Conjunct}: its top-level quantifier, patterns (the
 * top-level quantifier's, then nested ones'), disjuncts, variables and uninterpreted symbols.
 */
final class ConjunctBuilder {
  /** Marks patterns the solver inferred (attribute kept through normalization). */
  static final String INFERRED = ":assay-inferred-patterns";

  private final Predicate<String> uninterpreted;

  /**
   * @param uninterpreted whether a symbol is an uninterpreted function or constant (declared by the
   *     input, or a Skolem function)
   */
  ConjunctBuilder(Predicate<String> uninterpreted) {
    this.uninterpreted = uninterpreted;
  }

  Conjunct build(int id, Origin origin, Term formula) {
    List<SortedVar> vars = List.of();
    List<TriggerPattern> patterns = new ArrayList<>();
    Term matrix = formula;
    if (formula instanceof Quantified q) {
      vars = q.vars();
      matrix = q.body();
      if (matrix instanceof Annotated a) {
        patterns.addAll(patternsOf(a, false));
        matrix = a.term();
      }
    }
    Map<String, Sort> variables = new LinkedHashMap<>();
    for (SortedVar v : vars) {
      variables.put(v.name(), v.sort());
    }
    Terms.forEach(
        matrix,
        t -> {
          if (t instanceof Quantified q) {
            for (SortedVar v : q.vars()) {
              variables.put(v.name(), v.sort());
            }
            if (q.body() instanceof Annotated a) {
              patterns.addAll(patternsOf(a, true));
            }
          }
        });
    TreeSet<String> symbols = new TreeSet<>();
    collectSymbols(matrix, variables, symbols);
    for (TriggerPattern p : patterns) {
      for (Term t : p.terms()) {
        collectSymbols(t, variables, symbols);
      }
    }
    return new Conjunct(
        id,
        origin,
        vars,
        patterns,
        matrix,
        Connectives.operands(matrix, "or"),
        variables,
        new ArrayList<>(symbols));
  }

  private static List<TriggerPattern> patternsOf(Annotated a, boolean nested) {
    boolean inferred = false;
    for (Attribute at : a.attributes()) {
      if (at instanceof Attribute.Other o && o.keyword().equals(INFERRED)) {
        inferred = true;
      }
    }
    List<TriggerPattern> r = new ArrayList<>();
    for (Attribute at : a.attributes()) {
      if (at instanceof Attribute.Pattern p) {
        r.add(new TriggerPattern(p.patterns(), nested, inferred));
      }
    }
    return r;
  }

  private void collectSymbols(Term root, Map<String, Sort> variables, TreeSet<String> out) {
    Terms.forEach(
        root,
        t -> {
          if (t instanceof Application a
              && a.function().isPlainSymbol()
              && uninterpreted.test(a.name())) {
            out.add(a.name());
          } else if (t instanceof QualIdentifier q
              && q.isPlainSymbol()
              && !variables.containsKey(q.symbol())
              && uninterpreted.test(q.symbol())) {
            out.add(q.symbol());
          }
        });
  }
}
