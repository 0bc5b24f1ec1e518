package dev.assay.triggers;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.Term;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds {@code and}/{@code or}/{@code not} terms flattened and with {@code true}/{@code false}
 * folded, so that normal forms stay small and their disjuncts are the top-level ones.
 */
final class Connectives {
  private Connectives() {}

  static final Term TRUE = QualIdentifier.of("true");
  static final Term FALSE = QualIdentifier.of("false");

  static Term and(List<Term> parts) {
    return join("and", parts, TRUE, FALSE);
  }

  static Term or(List<Term> parts) {
    return join("or", parts, FALSE, TRUE);
  }

  static Term and(Term... parts) {
    return and(List.of(parts));
  }

  /** The top-level operands of {@code t} under {@code op} ({@code t} itself if it is no such). */
  static List<Term> operands(Term t, String op) {
    if (t instanceof Application a && a.function().isPlainSymbol() && a.name().equals(op)) {
      return a.args();
    }
    return List.of(t);
  }

  static boolean isApplication(Term t, String op) {
    return t instanceof Application a && a.function().isPlainSymbol() && a.name().equals(op);
  }

  private static Term join(String op, List<Term> parts, Term unit, Term zero) {
    List<Term> flat = new ArrayList<>(parts.size());
    for (Term p : parts) {
      for (Term q : operands(p, op)) {
        if (q.equals(zero)) {
          return zero;
        }
        if (!q.equals(unit)) {
          flat.add(q);
        }
      }
    }
    if (flat.isEmpty()) {
      return unit;
    }
    return flat.size() == 1 ? flat.get(0) : Application.of(op, flat);
  }
}
