package dev.assay.triggers;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.Term;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The soft constraints that ask for a different model (App. B): for every earlier model, each
 * variable should differ from its value there ({@code x ≠ model(x)}, for values that can be
 * written), and variables equal there should differ ({@code xi ≠ xj}), so that models from other
 * equivalence classes come up, which matters for uninterpreted sorts whose values the solver cannot
 * name. Soft: the solver (MaxSMT) drops what cannot be satisfied. Assay adds one more preference: a
 * variable of an uninterpreted sort equal to a constant of the cluster of its sort, so that
 * candidate terms connect to the input's terms instead of fresh constants.
 */
final class DiverseModels {
  private DiverseModels() {}

  /**
   * For a solver without soft constraints: each earlier model excluded outright, {@code ¬(x1 = v1 ∧
   * ... ∧ xn = vn)} over the values that can be written (Alg. 1, line 19).
   */
  static List<Term> blocking(GFormula g, List<Map<String, Term>> earlier, CandidateBuilder values) {
    List<Term> out = new ArrayList<>();
    for (Map<String, Term> model : earlier) {
      List<Term> eqs = new ArrayList<>();
      for (String x : g.variables().keySet()) {
        Term v = model.get(x);
        if (v != null && values.usable(v)) {
          eqs.add(Application.of("=", QualIdentifier.of(x), v));
        }
      }
      if (!eqs.isEmpty()) {
        out.add(Application.of("not", eqs.size() == 1 ? eqs.get(0) : Application.of("and", eqs)));
      }
    }
    return out;
  }

  static List<Term> softConstraints(
      GFormula g, List<Map<String, Term>> earlier, Problem problem, CandidateBuilder values) {
    Map<String, Term> out = new LinkedHashMap<>();
    for (Map<String, Term> model : earlier) {
      List<String> vars = new ArrayList<>(g.variables().keySet());
      for (String x : vars) {
        Term v = model.get(x);
        if (v != null && values.usable(v)) {
          Term c = Application.of("not", Application.of("=", QualIdentifier.of(x), v));
          out.putIfAbsent(Printer.print(c), c);
        }
      }
      for (int i = 0; i < vars.size(); i++) {
        for (int j = i + 1; j < vars.size(); j++) {
          String xi = vars.get(i);
          String xj = vars.get(j);
          Term vi = model.get(xi);
          Term vj = model.get(xj);
          if (vi != null && vi.equals(vj) && g.variables().get(xi).equals(g.variables().get(xj))) {
            Term c =
                Application.of(
                    "not", Application.of("=", QualIdentifier.of(xi), QualIdentifier.of(xj)));
            out.putIfAbsent(Printer.print(c), c);
          }
        }
      }
    }
    for (Map.Entry<String, Sort> x : g.variables().entrySet()) {
      if (!problem.isUninterpretedSort(x.getValue())) {
        continue;
      }
      for (String c : g.constants()) {
        Sort cs = problem.signature().function(c).resultSort();
        if (cs.equals(x.getValue())) {
          Term t = Application.of("=", QualIdentifier.of(x.getKey()), QualIdentifier.of(c));
          out.putIfAbsent(Printer.print(t), t);
        }
      }
    }
    return new ArrayList<>(out.values());
  }
}
