package dev.assay.weakening;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.Params;
import com.microsoft.z3.Solver;
import com.microsoft.z3.Status;
import dev.assay.smtlib.Application;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Term;
import dev.assay.solver.Answer;
import dev.assay.solver.Executables;
import dev.assay.solver.Outcome;
import dev.assay.solver.Query;
import dev.assay.solver.RunLimits;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.SolverSpecs;
import dev.assay.solver.Solvers;
import java.time.Duration;

/**
 * Proves implications between rule instances for tests: the bundled Z3 in-process first; when it
 * answers unknown, cvc5 from PATH (if installed) through Assay's solver layer. Regular-expression
 * inclusions {@code s ∈ R1 ⇒ s ∈ R2} are asked as the emptiness of {@code R1 ∩ ¬R2}, which Z3
 * decides where the membership form times out.
 */
final class Provers implements AutoCloseable {
  /** What came of one proof attempt. */
  enum Result {
    PROVED,
    REFUTED,
    UNPROVEN
  }

  private final Context ctx = new Context();
  private final int z3TimeoutMs;
  private final dev.assay.solver.Solver cvc5;

  Provers(int z3TimeoutMs) {
    this.z3TimeoutMs = z3TimeoutMs;
    SolverSpec spec = cvc5Available() ? SolverSpecs.parse("cvc5 --strings-exp") : null;
    this.cvc5 =
        spec == null
            ? null
            : Solvers.open(
                spec, Solvers.Mode.FRESH, RunLimits.DEFAULT.withTimeout(Duration.ofSeconds(20)));
  }

  static boolean cvc5Available() {
    return Executables.onPath("cvc5") != null;
  }

  boolean hasFallback() {
    return cvc5 != null;
  }

  /** Whether {@code premise ⇒ conclusion} holds for all values of the declared constants. */
  Result implication(String declarations, String premise, String conclusion) {
    String negated = negatedImplication(premise, conclusion);
    Status z = z3(declarations, negated);
    if (z == Status.UNSATISFIABLE) {
      return Result.PROVED;
    }
    if (z == Status.SATISFIABLE) {
      return Result.REFUTED;
    }
    if (cvc5 != null) {
      String answer = cvc5(declarations, negated);
      if (answer.equals("unsat")) {
        return Result.PROVED;
      }
      if (answer.equals("sat")) {
        return Result.REFUTED;
      }
    }
    return byWitness(declarations, premise, conclusion) ? Result.PROVED : Result.UNPROVEN;
  }

  /**
   * For a conclusion {@code (exists ((i Int)) φ)}: proves {@code premise ⇒ φ[i ↦ w]} for some
   * candidate witness w (0, 1, lengths of the strings in the formula and their differences), which
   * implies the implication. Solvers fail to find such witnesses in string theories.
   */
  private boolean byWitness(String declarations, String premise, String conclusion) {
    Term c = Parser.parseTerm(conclusion);
    if (!(c instanceof dev.assay.smtlib.Quantified q)
        || q.quantifier() != dev.assay.smtlib.Quantified.Quantifier.EXISTS
        || q.vars().size() != 1
        || !q.vars().get(0).sort().equals(dev.assay.smtlib.Sort.INT)) {
      return false;
    }
    String var = q.vars().get(0).name();
    java.util.List<Term> strings = new java.util.ArrayList<>();
    java.util.List<Term> all = new java.util.ArrayList<>();
    dev.assay.smtlib.Terms.forEach(Parser.parseTerm(premise), all::add);
    dev.assay.smtlib.Terms.forEach(q.body(), all::add);
    for (Term t : all) {
      boolean stringy =
          t instanceof dev.assay.smtlib.StringConstant
              || (t instanceof Application a && a.name().equals("str.++"))
              || (t instanceof dev.assay.smtlib.QualIdentifier id && id.symbol().matches("[st]"));
      if (stringy && !dev.assay.smtlib.Terms.freeSymbols(t).contains(var) && !strings.contains(t)) {
        strings.add(t);
      }
    }
    java.util.List<Term> witnesses = new java.util.ArrayList<>();
    witnesses.add(Make.intLit(0));
    witnesses.add(Make.intLit(1));
    for (Term x : strings) {
      witnesses.add(Make.app("str.len", x));
      for (Term y : strings) {
        if (x != y) {
          witnesses.add(Make.app("-", Make.app("str.len", y), Make.app("str.len", x)));
        }
      }
    }
    for (Term w : witnesses) {
      Term instance = dev.assay.smtlib.Terms.substitute(q.body(), java.util.Map.of(var, w));
      String negated = "(not (=> " + premise + " " + Printer.print(instance) + "))";
      if (z3(declarations, negated) == Status.UNSATISFIABLE) {
        return true;
      }
    }
    return false;
  }

  /** {@code (not (=> p c))}, or for two memberships of one string, {@code s ∈ R1 ∩ ¬R2}. */
  static String negatedImplication(String premise, String conclusion) {
    Term p = Parser.parseTerm(premise);
    Term c = Parser.parseTerm(conclusion);
    if (p instanceof Application a
        && c instanceof Application b
        && a.name().equals("str.in_re")
        && b.name().equals("str.in_re")
        && a.arg(0).equals(b.arg(0))) {
      return Printer.print(
          Make.app(
              "str.in_re",
              a.arg(0),
              Make.app("re.inter", a.arg(1), Make.app("re.comp", b.arg(1)))));
    }
    return "(not (=> " + premise + " " + conclusion + "))";
  }

  private Status z3(String declarations, String formula) {
    Solver solver = ctx.mkSolver();
    Params params = ctx.mkParams();
    params.add("timeout", z3TimeoutMs);
    solver.setParameters(params);
    BoolExpr[] fs =
        ctx.parseSMTLIB2String(declarations + "\n(assert " + formula + ")", null, null, null, null);
    solver.add(fs);
    return solver.check();
  }

  private String cvc5(String declarations, String formula) {
    String text = "(set-logic ALL)\n" + declarations + "\n(assert " + formula + ")\n(check-sat)\n";
    try {
      Outcome o = cvc5.run(Query.of("rule-instance", text));
      if (o.answers().isEmpty()) {
        return "none";
      }
      Answer a = o.answers().get(0);
      return a.label();
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return "interrupted";
    }
  }

  @Override
  public void close() {
    if (cvc5 != null) {
      cvc5.close();
    }
    ctx.close();
  }
}
