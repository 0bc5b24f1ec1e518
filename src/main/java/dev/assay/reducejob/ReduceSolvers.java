package dev.assay.reducejob;

import dev.assay.solver.RunLimits;
import dev.assay.solver.Solver;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.Solvers;
import java.util.ArrayList;
import java.util.List;

/**
 * The solvers of a reduction, one crew per parallel test (a {@link Solver} serves one thread): the
 * failing solver, and the reference and the solver to differ from when given. Closed together.
 */
final class ReduceSolvers implements AutoCloseable {
  /** One test's solvers; {@code reference} and {@code other} may be null. */
  record Crew(Solver solver, Solver reference, Solver other) {}

  private final List<Crew> crews = new ArrayList<>();
  private final List<Solver> opened = new ArrayList<>();

  /** {@code jobs} crews of the given solvers ({@code reference}, {@code other} may be null). */
  ReduceSolvers(
      int jobs, SolverSpec solver, SolverSpec reference, SolverSpec other, RunLimits lim) {
    try {
      for (int k = 0; k < jobs; k++) {
        crews.add(new Crew(open(solver, lim), open(reference, lim), open(other, lim)));
      }
    } catch (RuntimeException e) {
      close();
      throw e;
    }
  }

  private Solver open(SolverSpec spec, RunLimits limits) {
    if (spec == null) {
      return null;
    }
    Solver s = Solvers.open(spec, Solvers.Mode.FRESH, limits);
    opened.add(s);
    return s;
  }

  List<Crew> crews() {
    return crews;
  }

  /** The first crew: the one that establishes the failure on the original. */
  Crew first() {
    return crews.get(0);
  }

  @Override
  public void close() {
    for (Solver s : opened) {
      try {
        s.close();
      } catch (RuntimeException e) {
        // a solver that fails to close leaves nothing Assay needs; the others still close
      }
    }
  }
}
