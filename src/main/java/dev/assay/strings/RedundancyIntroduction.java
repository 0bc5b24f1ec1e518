package dev.assay.strings;

import dev.assay.smtlib.Annotated;
import dev.assay.smtlib.Application;
import dev.assay.smtlib.Attribute;
import dev.assay.smtlib.Quantified;
import dev.assay.smtlib.SortedVar;
import dev.assay.smtlib.Term;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Redundancy introduction (Fig. 6, lines 31–39, and Fig. 8): a variable {@code y} of B that does
 * not occur in A is rewritten with an equality of NC1–NC8. The unsat core stays {@code notA, B}.
 *
 * <ul>
 *   <li>{@code y} free in B (an existential of Table 2): {@code B[y_fresh/y]} and the clause {@code
 *       C(y, y_fresh)} as a separate assertion, outside the core.
 *   <li>{@code y} universally bound in B: the clause goes under the quantifier as a guard of its
 *       body, {@code y_fresh} and the row's other variables are bound with it, and each pattern is
 *       extended with the clause's left-hand side, so it mentions every bound variable. Only rows
 *       whose image covers the values the body depends on are used: a guard like NC1's {@code
 *       length(y) = 1} would weaken the quantifier and could make the formula satisfiable.
 * </ul>
 */
final class RedundancyIntroduction {
  private RedundancyIntroduction() {}

  static List<StringTest> generate(Equivalence row, boolean patterns) {
    UnsatBase base = UnsatBase.of(row, patterns);
    List<StringTest> r = new ArrayList<>();
    List<String> core = List.of(UnsatBase.NOT_A, UnsatBase.B);
    for (UnsatBase.FreshVariable y : base.freshVariables(base.bOnlyVariables())) {
      r.add(base.test(Category.REDUNDANCY_INTRODUCTION, y, core, "redundancy introduction (free)"));
    }
    for (Map.Entry<String, Equivalence.Domain> bound : row.boundDomains().entrySet()) {
      String y = bound.getKey();
      for (VariableEquality eq : Equalities.variableRows()) {
        if (!eq.image().covers(bound.getValue())) {
          continue;
        }
        boolean[] sortMatches = {false};
        Term b =
            TermOps.replaceTopDown(
                base.b(),
                node -> {
                  if (node instanceof Quantified q && bindsWithSort(q, y, eq)) {
                    sortMatches[0] = true;
                    return guard(q, y, eq);
                  }
                  return null;
                });
        if (!sortMatches[0]) {
          continue;
        }
        r.add(
            base.test(
                Category.REDUNDANCY_INTRODUCTION,
                row.id() + "-" + y + "-" + eq.id(),
                b,
                null,
                List.of(),
                core,
                List.of(row.id(), "redundancy introduction (universally bound)", y, eq.id())));
      }
    }
    return r;
  }

  private static boolean bindsWithSort(Quantified q, String y, VariableEquality eq) {
    for (SortedVar v : q.vars()) {
      if (v.name().equals(y)) {
        return v.sort().equals(eq.sort());
      }
    }
    return false;
  }

  /** {@code q} with {@code y} rewritten under the quantifier (Fig. 8). */
  private static Term guard(Quantified q, String y, VariableEquality eq) {
    String fresh = y + "_fresh";
    UnsatBase.Clause clause = UnsatBase.variableClause(eq, y, fresh);
    Term body = q.body();
    List<Attribute> attributes = List.of();
    if (body instanceof Annotated a) {
      body = a.term();
      attributes = a.attributes();
    }
    Term renamed = TermOps.substitute(body, Map.of(y, TermOps.var(fresh)));
    Term guarded =
        clause.side() == null
            ? Application.of("=>", clause.equality(), renamed)
            : Application.of("=>", clause.equality(), Application.of("=>", clause.side(), renamed));
    Term trigger = ((Application) clause.equality()).arg(0);
    List<Attribute> extended = new ArrayList<>();
    for (Attribute at : attributes) {
      if (at instanceof Attribute.Pattern p) {
        List<Term> terms = new ArrayList<>();
        for (Term t : p.patterns()) {
          terms.add(TermOps.substitute(t, Map.of(y, TermOps.var(fresh))));
        }
        terms.add(trigger);
        extended.add(new Attribute.Pattern(terms));
      } else {
        extended.add(at);
      }
    }
    List<SortedVar> vars = new ArrayList<>(q.vars());
    vars.addAll(clause.freshVariables());
    Term newBody = extended.isEmpty() ? guarded : new Annotated(guarded, extended);
    return new Quantified(q.quantifier(), vars, newBody);
  }
}
