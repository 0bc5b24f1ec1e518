package dev.assay.horn;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.Params;
import com.microsoft.z3.Solver;
import com.microsoft.z3.Status;

/** The bundled Z3 in the test JVM, for quick status and equivalence checks. */
final class InProcessZ3 implements AutoCloseable {
  private final Context ctx = new Context();

  /** The status of a script's assertions: "sat", "unsat" or "unknown". */
  String status(String script, boolean horn, int timeoutMs) {
    BoolExpr[] fs = ctx.parseSMTLIB2String(script, null, null, null, null);
    Solver s = horn ? ctx.mkSolver(ctx.mkSymbol("HORN")) : ctx.mkSolver();
    Params p = ctx.mkParams();
    p.add("timeout", timeoutMs);
    s.setParameters(p);
    s.add(fs);
    Status st = s.check();
    return st == Status.SATISFIABLE ? "sat" : st == Status.UNSATISFIABLE ? "unsat" : "unknown";
  }

  @Override
  public void close() {
    ctx.close();
  }
}
