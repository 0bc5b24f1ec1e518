package dev.assay.campaign;

import dev.assay.oracle.Evidence;
import dev.assay.oracle.Judgement;
import dev.assay.oracle.Oracle;
import dev.assay.oracle.RunResult;
import dev.assay.oracle.SolverInput;
import dev.assay.oracle.TestCase;
import dev.assay.solver.Outcome;
import dev.assay.solver.Query;
import dev.assay.solver.Solver;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.Solvers;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.BooleanSupplier;

/**
 * The evidence a worker can add to a case's runs: the case run on the model-check solvers (the
 * bundled Z3, then z3 and cvc5 on PATH, or {@code --model-check-solver}s) that are no build of the
 * case's solvers, and a solver under test asked again with models. Each run is fresh, judged like a
 * run of the campaign, and not recorded as one: it is evidence, named in the confirmation field of
 * the run it confirms. Nothing is asked once the campaign stops.
 */
final class IndependentSolvers implements Evidence {
  private final List<SolverSpec> checkers;
  private final BiFunction<SolverSpec, Solvers.Mode, Solver> solvers;
  private final Oracles oracles;
  private final BooleanSupplier stop;
  private long nanos;

  /**
   * @param checkers the independent solvers, in order
   * @param solvers the worker's solvers by spec and mode
   * @param oracles the worker's oracles
   * @param stop whether the campaign stops
   */
  IndependentSolvers(
      List<SolverSpec> checkers,
      BiFunction<SolverSpec, Solvers.Mode, Solver> solvers,
      Oracles oracles,
      BooleanSupplier stop) {
    this.checkers = List.copyOf(checkers);
    this.solvers = solvers;
    this.oracles = oracles;
    this.stop = stop;
  }

  /** The solver time this evidence took so far. */
  long nanos() {
    return nanos;
  }

  @Override
  public List<RunResult> independentRuns(TestCase c, List<RunResult> runs)
      throws IOException, InterruptedException {
    List<RunResult> out = new ArrayList<>();
    for (SolverSpec s : checkers) {
      if (stop.getAsBoolean()) {
        break;
      }
      if (runs.stream().anyMatch(r -> Oracles.sameBuild(r.solver(), s))) {
        continue; // its answer is in the case's runs already
      }
      out.add(run(c, s, c.sent()));
    }
    return out;
  }

  @Override
  public RunResult withModel(RunResult r) throws IOException, InterruptedException {
    TestCase c = r.testCase();
    if (stop.getAsBoolean() || c.original() == null || ReproductionFolder.asksForModels(c)) {
      return null;
    }
    return run(c, r.solver(), SolverInput.prepare(c.original(), true));
  }

  private RunResult run(TestCase c, SolverSpec s, String text)
      throws IOException, InterruptedException {
    Outcome o = solvers.apply(s, Solvers.Mode.FRESH).run(Query.of(c.id(), text));
    if (o.execution() != null) {
      nanos += o.execution().wall().toNanos();
    }
    Oracle oracle = oracles.forRunsOf(s);
    Judgement j = oracle.judge(c.script(), c.expectation(), o, s);
    return RunResult.judged(c, s, "fresh", o, j);
  }
}
