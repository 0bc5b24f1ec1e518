package dev.assay.triggers;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.NumeralConstant;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.SpecConstant;
import dev.assay.smtlib.Term;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Prunes combinations of instantiations that are false for syntactic reasons (App. E,
 * "Instantiations": "trivial conflicts (e.g., ¬Di ∧ Di)"), before any solver sees them: after the
 * rewritings are applied, a literal and its negation, {@code false}, {@code (not (= t t))}, or an
 * equation between two different literal constants.
 */
final class TrivialConflicts {
  private TrivialConflicts() {}

  /** A reason the conjunction of {@code parts} under {@code r} is false, or null. */
  static String find(List<Term> parts, RewritingSet r) {
    Set<String> positive = new HashSet<>();
    Set<String> negative = new HashSet<>();
    for (Term part : parts) {
      for (Term lit : Connectives.operands(r.apply(part), "and")) {
        if (NegationNormalForm.isConstant(lit, "false")) {
          return "false";
        }
        boolean neg = Connectives.isApplication(lit, "not");
        Term atom = neg ? ((Application) lit).arg(0) : lit;
        if (atom instanceof Application a && a.function().isPlainSymbol() && a.args().size() == 2) {
          boolean same = a.arg(0).equals(a.arg(1));
          boolean differentConstants =
              a.arg(0) instanceof SpecConstant
                  && a.arg(1) instanceof SpecConstant
                  && !a.arg(0).equals(a.arg(1))
                  && comparable(a.arg(0), a.arg(1));
          if (a.name().equals("=") && ((neg && same) || (!neg && differentConstants))) {
            return Printer.print(lit);
          }
          if (a.name().equals("distinct") && !neg && same) {
            return Printer.print(lit);
          }
        }
        String key = Printer.print(atom);
        if ((neg ? positive : negative).contains(key)) {
          return Printer.print(atom) + " and its negation";
        }
        (neg ? negative : positive).add(key);
      }
    }
    return null;
  }

  private static boolean comparable(Term a, Term b) {
    return a.getClass() == b.getClass()
        || (a instanceof NumeralConstant && b instanceof NumeralConstant);
  }
}
