package dev.assay.campaign;

import dev.assay.oracle.EvaluatorModelCheck;
import dev.assay.oracle.Oracle;
import dev.assay.oracle.QuantifiedModelCheck;
import dev.assay.oracle.ResidueSolver;
import dev.assay.oracle.SolverResidue;
import dev.assay.solver.RunLimits;
import dev.assay.solver.Solver;
import dev.assay.solver.SolverRegistry;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.Solvers;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One worker's oracles: for the runs of each solver under test, an oracle whose quantified-model
 * check sends what the evaluator cannot decide to the first model checker that is not the same
 * build as that solver (a shared bug would otherwise go unseen). Checkers are borrowed from the
 * process's {@link SolverRegistry} on first use, so a campaign without quantified models starts
 * none, and handed back by {@link #close} (at the end of each item). Not thread-safe: one per
 * worker.
 */
final class Oracles implements AutoCloseable {
  private final List<SolverSpec> checkers;
  private final RunLimits limits;
  private final Oracle plain = new Oracle(new EvaluatorModelCheck());
  private final Map<SolverSpec, Oracle> byChecker = new LinkedHashMap<>();
  private final List<LazyResidue> residues = new ArrayList<>();

  Oracles(List<SolverSpec> checkers, RunLimits limits) {
    this.checkers = List.copyOf(checkers);
    this.limits = limits;
  }

  /** The oracle for runs of {@code underTest}. */
  Oracle forRunsOf(SolverSpec underTest) {
    for (SolverSpec c : checkers) {
      if (!sameBuild(c, underTest)) {
        return byChecker.computeIfAbsent(c, k -> new Oracle(new QuantifiedModelCheck(lazy(k))));
      }
    }
    return plain;
  }

  /** Whether two specs run the same solver build (same program and version, whatever options). */
  static boolean sameBuild(SolverSpec a, SolverSpec b) {
    return a.bundled() == b.bundled()
        && a.program().equals(b.program())
        && a.version().equals(b.version());
  }

  private ResidueSolver lazy(SolverSpec spec) {
    LazyResidue r = new LazyResidue(spec);
    residues.add(r);
    return r;
  }

  /** A checker borrowed at its first residue and handed back by {@link #close}. */
  private final class LazyResidue implements ResidueSolver {
    private final SolverSpec spec;
    private Solver solver;
    private SolverResidue residue;

    LazyResidue(SolverSpec spec) {
      this.spec = spec;
    }

    @Override
    public String describe() {
      return spec.name() + " " + spec.version();
    }

    @Override
    public List<Decision> decide(String scriptText) throws IOException, InterruptedException {
      if (residue == null) {
        solver = SolverRegistry.shared().borrow(spec, Solvers.Mode.FRESH, limits);
        residue = new SolverResidue(solver);
      }
      return residue.decide(scriptText);
    }

    void release() {
      if (solver != null) {
        solver.close();
        solver = null;
        residue = null;
      }
    }
  }

  /** Hands the checkers back to the registry; the next residue borrows again. */
  @Override
  public void close() {
    residues.forEach(LazyResidue::release);
  }
}
