package dev.assay.horn;

import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Script;
import dev.assay.smtlib.Term;
import dev.assay.solver.Answer;
import dev.assay.solver.Outcome;
import dev.assay.solver.Query;
import dev.assay.solver.Solver;
import java.io.IOException;

/**
 * The Xor check of §4.5: two clauses are equivalent when {@code (xor a b)} is unsatisfiable with
 * the predicates uninterpreted. Asked of a solver through the solver layer; anything but unsat
 * counts as "not shown equivalent".
 */
public final class Equivalence {
  private final Solver solver;

  public Equivalence(Solver solver) {
    this.solver = solver;
  }

  /** Whether {@code a} and {@code b} (clauses of {@code script}'s signature) are equivalent. */
  public boolean equivalent(Script script, Term a, Term b)
      throws IOException, InterruptedException {
    if (a.equals(b)) {
      return true;
    }
    return unsat(query(script, Printer.print(dev.assay.smtlib.Application.of("xor", a, b))));
  }

  /** Whether {@code a} holds in every interpretation ({@code (not a)} unsatisfiable). */
  public boolean valid(Script script, Term a) throws IOException, InterruptedException {
    return unsat(query(script, Printer.print(dev.assay.smtlib.Application.of("not", a))));
  }

  private boolean unsat(String text) throws IOException, InterruptedException {
    Outcome o = solver.run(Query.of("xor", text));
    return !o.answers().isEmpty() && o.answers().get(0) instanceof Answer.Unsat;
  }

  /** The script's declarations, then the formula, then check-sat. */
  static String query(Script script, String formula) {
    StringBuilder sb = new StringBuilder();
    Scripts.appendDeclarations(sb, script);
    return sb.append("(assert ").append(formula).append(")\n(check-sat)\n").toString();
  }
}
