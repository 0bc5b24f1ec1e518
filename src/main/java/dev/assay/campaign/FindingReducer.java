package dev.assay.campaign;

import dev.assay.core.Verdict;
import dev.assay.oracle.EvaluatorModelCheck;
import dev.assay.oracle.Oracle;
import dev.assay.oracle.RunResult;
import dev.assay.reduce.Reducer;
import dev.assay.smtlib.Script;
import dev.assay.solver.RunLimits;
import dev.assay.solver.Solver;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.Solvers;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Function;

/**
 * Shrinks a new finding before it is stored, so that its signature and its report rest on the
 * smallest input that still fails: the script (by the reducer's passes) and then the solver's
 * options (one at a time, kept only where the failure needs them). Bounded by a number of solver
 * runs, not by time, so the reduced input and the signature are the same on any machine.
 *
 * @param maxTests solver runs allowed (0: no reduction)
 * @param limits the limits of each run
 * @param stop whether the campaign stops: the reduction then ends, and the finding is kept as it is
 *     ({@link BudgetCut})
 */
record FindingReducer(int maxTests, RunLimits limits, BooleanSupplier stop) {
  /**
   * What came of it.
   *
   * @param script the reduced script, or the original when it could not be reduced
   * @param spec the solver with the options the failure needs
   * @param tests the solver runs the reduction took
   * @param note how ground truth was kept, or why nothing was reduced
   * @param reduced whether the script was reduced at all
   * @param decided for an incompleteness finding, the reduced formula that {@code decider} decides
   *     (the other half of the pair), else null
   * @param decider the solver that decides {@code decided}, else null
   */
  record Reduced(
      Script script,
      SolverSpec spec,
      int tests,
      String note,
      boolean reduced,
      Script decided,
      SolverSpec decider) {
    Reduced(Script script, SolverSpec spec, int tests, String note, boolean reduced) {
      this(script, spec, tests, note, reduced, null, null);
    }
  }

  /** A reducer that runs to its bound whatever else happens. */
  FindingReducer(int maxTests, RunLimits limits) {
    this(maxTests, limits, () -> false);
  }

  /**
   * Reduces the finding {@code r}. {@code solvers} gives a solver for a spec (the worker's own);
   * {@code reference} is a solver of the campaign that gave the expected answer on the same case,
   * or null.
   */
  Reduced reduce(RunResult r, Function<SolverSpec, Solver> solvers, SolverSpec reference)
      throws InterruptedException {
    Script original = r.testCase().script();
    if (maxTests == 0) {
      return new Reduced(original, r.solver(), 0, "not reduced (no reduction budget)", false);
    }
    Verdict.Kind kind = r.verdict().kind();
    // candidates are sent as reduced.smt2 is written: with model requests when the case had them
    boolean askForModels = ReproductionFolder.asksForModels(r.testCase());
    String crash =
        kind == Verdict.Kind.CRASH
            ? Signatures.crashMessage(r.outcome(), r.verdict().detail())
            : null;
    EvaluatorModelCheck modelCheck = new EvaluatorModelCheck();
    Oracle oracle = new Oracle(modelCheck);
    FailureProperty property =
        new FailureProperty(
            kind,
            crash,
            solvers.apply(r.solver()),
            reference == null ? null : solvers.apply(reference),
            r.testCase().expectation(),
            oracle,
            modelCheck,
            askForModels);
    if (!property.reducible()) {
      return new Reduced(
          original,
          r.solver(),
          0,
          "not reduced: no reference solver confirmed the expected status",
          false);
    }
    Reducer.Result result;
    try {
      result = new Reducer(maxTests).reduce(original, BudgetCut.guarded(property.test(), stop));
    } catch (BudgetCut e) {
      return new Reduced(
          original,
          r.solver(),
          0,
          BudgetCut.NOTE + " (assay reduce on its input.smt2 reduces it)",
          false);
    }
    int tests = result.tests();
    SolverSpec spec = r.solver();
    List<String> options = new ArrayList<>(spec.options());
    for (int i = options.size() - 1; i >= 0 && tests < maxTests + spec.options().size(); i--) {
      if (stop.getAsBoolean()) {
        break; // the options the failure may not need stay: the input is reduced already
      }
      List<String> fewer = new ArrayList<>(options);
      fewer.remove(i);
      SolverSpec candidate = spec.withOptions(fewer);
      try (Solver s = Solvers.open(candidate, Solvers.Mode.FRESH, limits)) {
        tests++;
        if (property.failing(s).test().test(result.script())) {
          options = fewer;
        }
      }
    }
    return new Reduced(
        result.script(),
        spec.withOptions(options),
        tests,
        "reduced in " + tests + " solver runs, keeping " + property.how(),
        true);
  }
}
