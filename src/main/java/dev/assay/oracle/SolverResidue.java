package dev.assay.oracle;

import dev.assay.solver.Answer;
import dev.assay.solver.Outcome;
import dev.assay.solver.Query;
import dev.assay.solver.Solver;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * A {@link ResidueSolver} backed by a solver configuration of the solver layer: the residue script
 * runs as one query under that solver's limits; {@code sat} and {@code unsat} are decisions,
 * anything else (unknown, an error, a timeout, a crash) leaves the residue undecided.
 */
public final class SolverResidue implements ResidueSolver {
  private final Solver solver;

  /** Residues go to {@code solver}; the caller keeps ownership and closes it. */
  public SolverResidue(Solver solver) {
    this.solver = solver;
  }

  @Override
  public String describe() {
    return solver.spec().name() + " " + solver.spec().version();
  }

  @Override
  public List<Decision> decide(String scriptText) throws IOException, InterruptedException {
    Outcome o = solver.run(Query.of("residue", scriptText));
    List<Decision> r = new ArrayList<>();
    for (Answer a : o.answers()) {
      if (a instanceof Answer.Sat) {
        r.add(Decision.of(ResidueSolver.Kind.SAT));
      } else if (a instanceof Answer.Unsat) {
        r.add(Decision.of(ResidueSolver.Kind.UNSAT));
      } else {
        r.add(new Decision(ResidueSolver.Kind.UNDECIDED, describe() + " answered " + a.label()));
      }
    }
    return r;
  }
}
