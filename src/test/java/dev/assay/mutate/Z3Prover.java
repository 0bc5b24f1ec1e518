package dev.assay.mutate;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.Params;
import com.microsoft.z3.Solver;
import com.microsoft.z3.Status;

/**
 * The bundled Z3 (4.14, Java API, in-process) as a prover for tests: is a formula over the rule
 * example vocabulary unsatisfiable?
 */
final class Z3Prover implements AutoCloseable {
  private final Context ctx = new Context();
  private final int timeoutMs;

  Z3Prover(int timeoutMs) {
    this.timeoutMs = timeoutMs;
  }

  /** The status Z3 gives {@code declarations} plus {@code (assert formula)}. */
  Status check(String declarations, String formula) {
    Solver solver = ctx.mkSolver();
    Params params = ctx.mkParams();
    params.add("timeout", timeoutMs);
    solver.setParameters(params);
    BoolExpr[] fs =
        ctx.parseSMTLIB2String(declarations + "\n(assert " + formula + ")", null, null, null, null);
    solver.add(fs);
    return solver.check();
  }

  /** The status of {@code (not (=> premise conclusion))}: UNSATISFIABLE proves the implication. */
  Status implication(String declarations, String premise, String conclusion) {
    return check(declarations, "(not (=> " + premise + " " + conclusion + "))");
  }

  @Override
  public void close() {
    ctx.close();
  }
}
