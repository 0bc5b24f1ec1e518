package dev.assay.horn;

import dev.assay.solver.RunLimits;
import dev.assay.solver.Solver;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.Solvers;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The solver processes of one visit, beside the engine's: a fresh-state solver per configuration
 * (for confirmation, reduction and the fresh rerun of an incompleteness), the simplifier session of
 * the rewrite mutations, and the independent solver that confirms findings. Opened when first asked
 * for, all closed together when the visit ends.
 */
final class VisitSolvers implements AutoCloseable {
  private final RunLimits limits;
  private final List<SolverSpec> checkers;
  private final Map<SolverSpec, Solver> fresh = new LinkedHashMap<>();
  private Solver simplifier;
  private Solver independent;

  /**
   * @param limits the limits of every run
   * @param checkers the candidates for the independent solver, in order of preference
   */
  VisitSolvers(RunLimits limits, List<SolverSpec> checkers) {
    this.limits = limits;
    this.checkers = List.copyOf(checkers);
  }

  /** A fresh-state solver of configuration {@code spec}. */
  Solver fresh(SolverSpec spec) {
    return fresh.computeIfAbsent(spec, s -> Solvers.open(s, Solvers.Mode.FRESH, limits));
  }

  /** The simplifier session of {@code spec} (a z3), opened once. */
  Solver simplifier(SolverSpec spec) {
    if (simplifier == null) {
      simplifier = Solvers.open(spec, Solvers.Mode.SESSION_RESET, limits);
    }
    return simplifier;
  }

  /**
   * The first checker that is not the same build as {@code underTest} (another program, release or
   * bundling), opened once; null when there is none, and then nothing is confirmed.
   */
  Solver independentOf(SolverSpec underTest) {
    if (independent != null) {
      return independent;
    }
    for (SolverSpec s : checkers) {
      if (!(s.bundled() == underTest.bundled()
          && s.program().equals(underTest.program())
          && s.version().equals(underTest.version()))) {
        independent = Solvers.open(s, Solvers.Mode.FRESH, limits);
        return independent;
      }
    }
    return null;
  }

  @Override
  public void close() {
    fresh.values().forEach(Solver::close);
    fresh.clear();
    if (simplifier != null) {
      simplifier.close();
      simplifier = null;
    }
    if (independent != null) {
      independent.close();
      independent = null;
    }
  }
}
