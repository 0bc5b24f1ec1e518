package dev.assay.semantics;

import com.microsoft.z3.BitVecNum;
import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.Expr;
import com.microsoft.z3.FPNum;
import com.microsoft.z3.FPRMNum;
import com.microsoft.z3.IntNum;
import com.microsoft.z3.Params;
import com.microsoft.z3.RatNum;
import com.microsoft.z3.Solver;
import com.microsoft.z3.Status;
import com.microsoft.z3.Z3Exception;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.Term;

/**
 * Asks the bundled Z3 (Java API, in-process) what a ground term means, through its solver rather
 * than its simplifier or model evaluator alone:
 *
 * <ul>
 *   <li>a Boolean term is true if {@code (not t)} is unsat and false if {@code t} is unsat;
 *   <li>any other term: the value of r in a model of {@code (= r t)}, accepted only if it is a
 *       literal and {@code (not (= t v))} is unsat (Z3 holds it to be the only value).
 * </ul>
 *
 * Z3's model evaluator alone is not trusted: it leaves {@code =} on RegLan unevaluated and compares
 * arrays over finite index sorts as if the sort were infinite, although the solver gets both right.
 */
final class Z3Oracle implements AutoCloseable {
  /** Z3's answer: the value term, or why there is none. */
  record Answer(Term value, String problem) {}

  private final Context ctx = new Context();
  private final Solver solver = ctx.mkSolver();

  Z3Oracle(int timeoutMillis) {
    Params p = ctx.mkParams();
    p.add("timeout", timeoutMillis);
    solver.setParameters(p);
  }

  static String version() {
    return com.microsoft.z3.Version.getFullVersion();
  }

  Answer valueOf(Sort sort, Term t) {
    String printed = Printer.print(t);
    try {
      if (sort.equals(Sort.BOOL)) {
        Status pos = check("(assert " + printed + ")");
        Status neg = check("(assert (not " + printed + "))");
        if (neg == Status.UNSATISFIABLE && pos == Status.SATISFIABLE) {
          return new Answer(QualIdentifier.of("true"), null);
        }
        if (pos == Status.UNSATISFIABLE && neg == Status.SATISFIABLE) {
          return new Answer(QualIdentifier.of("false"), null);
        }
        return new Answer(null, "no value: " + pos + " / " + neg + " " + solver.getReasonUnknown());
      }
      Status st =
          check(
              "(declare-fun |r!assay| () "
                  + Printer.print(sort)
                  + ")\n(assert (= |r!assay| "
                  + printed
                  + "))");
      if (st != Status.SATISFIABLE) {
        return new Answer(null, "no value: " + st + " " + solver.getReasonUnknown());
      }
      Expr<?> r = solver.getAssertions()[0].getArgs()[0];
      Term value = literal(solver.getModel().eval(r, true));
      if (value == null) {
        return new Answer(null, "no value: " + solver.getModel().eval(r, true));
      }
      Status other = check("(assert (not (= " + printed + " " + Printer.print(value) + ")))");
      if (other != Status.UNSATISFIABLE) {
        return new Answer(
            null, "no value: " + Printer.print(value) + " not unique (" + other + ")");
      }
      return new Answer(value, null);
    } catch (Z3Exception e) {
      return new Answer(null, "rejected: " + e.getMessage().strip());
    }
  }

  /**
   * Null if Z3 gives {@code t} (of sort {@code sort}) the value {@code assay} (by SMT-LIB
   * equality), else a one-line description of the disagreement.
   */
  String disagreement(Sort sort, Term t, Value assay) {
    if (!assay.isSpecified()) {
      return "Assay: " + assay + " for " + Printer.print(t);
    }
    Answer ans = valueOf(sort, t);
    if (ans.value() == null) {
      return "Z3 " + ans.problem() + " for " + Printer.print(t);
    }
    Value z = new Evaluator(Model.EMPTY).evaluate(ans.value());
    if (!BoolValue.TRUE.equals(Values.smtEquals(assay, z))) {
      return "Assay "
          + Printer.print(assay.toTerm())
          + " but Z3 "
          + Printer.print(ans.value())
          + " for "
          + Printer.print(t);
    }
    return null;
  }

  private Status check(String text) {
    solver.reset();
    BoolExpr[] fs = ctx.parseSMTLIB2String(text, null, null, null, null);
    solver.add(fs);
    return solver.check();
  }

  /** The model value as a literal term, or null if Z3 left a term that is not a value. */
  private static Term literal(Expr<?> v) {
    // The Java API prints numbers as -5 and 1/3; read those natively.
    if (v instanceof IntNum n) {
      return new IntValue(n.getBigInteger()).toTerm();
    }
    if (v instanceof RatNum q) {
      return new RealValue(new Rational(q.getBigIntNumerator(), q.getBigIntDenominator())).toTerm();
    }
    if (v instanceof BitVecNum b) {
      return new BitVecValue(b.getSortSize(), b.getBigInteger()).toTerm();
    }
    // Floating-point numerals print as decimals through toString; their S-expression is the
    // SMT-LIB literal (fp ...), (_ NaN eb sb), ...
    Term t =
        Parser.parseTerm(v instanceof FPNum || v instanceof FPRMNum ? v.getSExpr() : v.toString());
    return ValueLiterals.isLiteral(t) ? t : null;
  }

  @Override
  public void close() {
    ctx.close();
  }
}
