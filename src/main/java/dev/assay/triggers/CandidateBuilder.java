package dev.assay.triggers;

import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.Term;
import dev.assay.smtlib.Terms;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Alg. 3: the candidate triggering term of a cluster, its rewritings and a model. Every pattern of
 * F and the cluster gets the rewritings applied (a variable replaced by the right-hand side, which
 * carries syntactic information the solver cannot give), then the model's values: a theory value as
 * it is; a value of an uninterpreted sort as the input constant with the same value where the model
 * has one (App. C), else a fresh constant named after the variable, one per distinct value; a
 * variable without a value also becomes a fresh constant. Terms that mention a Skolem function of
 * preprocessing are left out: the input does not know those functions.
 */
final class CandidateBuilder {
  private final Problem problem;

  /** Fresh names given so far in this search, with their sorts: one name, one sort. */
  private final Map<String, Sort> registry = new LinkedHashMap<>();

  CandidateBuilder(Problem problem) {
    this.problem = problem;
  }

  Candidate build(Conjunct focus, Cluster cluster, GFormula g, Map<String, Term> values) {
    Map<String, Term> byValue = new LinkedHashMap<>();
    for (String c : g.constants()) {
      Term v = values.get(c);
      if (v != null && !usable(v)) {
        byValue.putIfAbsent(valueKey(v), QualIdentifier.of(c));
      }
    }
    Map<String, Sort> fresh = new LinkedHashMap<>();
    Map<String, Term> substitution = new LinkedHashMap<>();
    for (Map.Entry<String, Sort> var : g.variables().entrySet()) {
      Term v = values.get(var.getKey());
      if (v != null && usable(v)) {
        substitution.put(var.getKey(), v);
        continue;
      }
      String key = v == null ? "?" + var.getKey() : valueKey(v);
      Term tied = v == null ? null : byValue.get(key);
      if (tied == null) {
        String name = freshName(var.getKey(), var.getValue(), fresh);
        tied = QualIdentifier.of(name);
        if (v != null) {
          byValue.put(key, tied);
        }
      }
      substitution.put(var.getKey(), tied);
    }
    List<Conjunct> all = new ArrayList<>();
    all.add(focus);
    all.addAll(cluster.members());
    Set<String> seen = new LinkedHashSet<>();
    List<TriggerArg> args = new ArrayList<>();
    Set<String> usedFresh = new LinkedHashSet<>();
    for (Conjunct c : all) {
      for (TriggerPattern p : c.patterns()) {
        for (Term t : p.terms()) {
          Term ground = Terms.substitute(cluster.rewritings().apply(t), substitution);
          Set<String> symbols = Terms.freeSymbols(ground);
          if (symbols.stream().anyMatch(problem::isSkolem)) {
            continue;
          }
          if (seen.add(dev.assay.smtlib.Printer.print(ground))) {
            args.add(new TriggerArg(ground, c, p.describe(), t));
            for (String s : symbols) {
              if (fresh.containsKey(s)) {
                usedFresh.add(s);
              }
            }
          }
        }
      }
    }
    Map<String, Sort> used = new LinkedHashMap<>();
    for (String s : usedFresh) {
      used.put(s, fresh.get(s));
    }
    return new Candidate(args, used, focus.tag() + " " + cluster.describe());
  }

  /**
   * Whether a model value can stand in a term as it is (theory values and constructors only): not a
   * solver's name for an element of an uninterpreted sort, z3's {@code U!val!0} or cvc5's {@code
   * (as @U_0 U)} (symbols starting with {@code @} are the solver's abstract values, SMT-LIB §3.1).
   */
  boolean usable(Term value) {
    for (String s : Terms.freeSymbols(value)) {
      if (problem.signature().constructor(s) == null) {
        return false;
      }
    }
    boolean[] abstractValue = {false};
    Terms.forEach(
        value,
        t -> {
          if (t instanceof QualIdentifier q && q.symbol().startsWith("@")) {
            abstractValue[0] = true;
          }
        });
    return !abstractValue[0];
  }

  private static String valueKey(Term v) {
    return dev.assay.smtlib.Printer.print(v);
  }

  /** A constant name after the variable's, free in the input and in this candidate. */
  private String freshName(String variable, Sort sort, Map<String, Sort> fresh) {
    String base = variable.contains("@") ? variable.substring(0, variable.indexOf('@')) : variable;
    String name = base;
    for (int k = 1;
        fresh.containsKey(name)
            || (registry.containsKey(name) && !registry.get(name).equals(sort))
            || problem.signature().function(name) != null
            || problem.signature().constructor(name) != null
            || dev.assay.smtlib.TheorySignatures.isTheorySymbol(name);
        k++) {
      name = base + "_" + k;
    }
    fresh.put(name, sort);
    registry.put(name, sort);
    return name;
  }
}
