package dev.assay.triggers;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.Term;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The constraints that ask a formula G for a model unlike its earlier ones (App. B, Alg. 1 line
 * 19), all hard: the strong ones of App. B first, the weaker blocking ones where those cannot be
 * satisfied.
 */
final class DiverseModels {
  private DiverseModels() {}

  /**
   * Each earlier model excluded outright, {@code ¬(x1 = v1 ∧ ... ∧ xn = vn)} over the values that
   * can be written (Alg. 1, line 19).
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

  /**
   * App. B's ¬model for every earlier model, as hard constraints: each variable different from its
   * value there ({@code x ≠ model(x)}, for values that can be written), and variables equal there
   * different ({@code xi ≠ xj}), so that models from other equivalence classes come up, which
   * matters for uninterpreted sorts whose values the solver cannot name. The paper asks for them as
   * soft constraints, which z3 answers with its optimizer (about 4.5 times the CPU of a plain
   * check-sat on a session of small queries); hard, a formula that cannot satisfy them all is asked
   * again with {@link #blocking} instead.
   */
  static List<Term> strong(GFormula g, List<Map<String, Term>> earlier, CandidateBuilder values) {
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
    return new ArrayList<>(out.values());
  }
}
