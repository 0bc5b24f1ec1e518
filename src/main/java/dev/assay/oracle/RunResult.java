package dev.assay.oracle;

import dev.assay.core.Verdict;
import dev.assay.solver.Outcome;
import dev.assay.solver.SolverSpec;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One test case run on one solver configuration and judged: the oracle's judgement of the outcome,
 * then the verdict the technique gives the run (the oracle's overall verdict unless the technique
 * knows more, e.g. that an unknown is a surprising incompleteness), with the technique's own result
 * fields (a Table 4 column), a signature hint for grouping, and extra files for its reproduction
 * folder.
 *
 * @param testCase the case
 * @param solver the solver configuration, with its detected version
 * @param mode how the run was made: fresh, session-reset, session-push-pop
 * @param outcome what the solver did
 * @param judgement the oracle's verdict per check-sat and overall
 * @param verdict the run's final verdict
 * @param failure whether the technique counts the run as failed (it gets a reproduction folder)
 * @param fields the technique's own result fields, in order (JSON strings in results and store)
 * @param signatureHint what the technique says makes two findings the same (a rule id, a seed), or
 *     empty to let the engine decide from the verdict
 * @param extraFiles file name to content, written into the run's reproduction folder
 */
public record RunResult(
    TestCase testCase,
    SolverSpec solver,
    String mode,
    Outcome outcome,
    Judgement judgement,
    Verdict verdict,
    boolean failure,
    Map<String, String> fields,
    String signatureHint,
    Map<String, String> extraFiles) {
  /** The name of the input file in a run's reproduction folder. */
  public static final String INPUT_FILE = "input.smt2";

  /**
   * The extra file of an incompleteness finding that holds the formula the same solver decided just
   * before (the other half of the pair, which the engine reduces along with the input).
   */
  public static final String PREVIOUS_FILE = "previous.smt2";

  public RunResult {
    fields = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(fields));
    extraFiles = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(extraFiles));
  }

  /**
   * A run judged by the oracle alone: failed unless ok or unchecked (an answer that matches but
   * whose model Assay could not check is no solver failure; it is counted apart).
   */
  public static RunResult judged(
      TestCase c, SolverSpec solver, String mode, Outcome outcome, Judgement j) {
    return new RunResult(
        c,
        solver,
        mode,
        outcome,
        j,
        j.overall(),
        !j.overall().is(Verdict.Kind.OK) && !j.overall().is(Verdict.Kind.UNCHECKED),
        Map.of(),
        "",
        Map.of());
  }

  /**
   * The same run of a case whose expectation was established after the run (between solvers: a
   * model the evaluator validated, or solvers that agree), with how it was established.
   */
  public RunResult withExpectation(Expectation e, String basis) {
    TestCase c =
        new TestCase(
            testCase.id(),
            testCase.script(),
            testCase.sent(),
            testCase.original(),
            e,
            basis,
            testCase.provenance());
    return new RunResult(
        c, solver, mode, outcome, judgement, verdict, failure, fields, signatureHint, extraFiles);
  }

  /** The same run with the technique's verdict. */
  public RunResult withVerdict(Verdict v) {
    return new RunResult(
        testCase, solver, mode, outcome, judgement, v, failure, fields, signatureHint, extraFiles);
  }

  /** The same run, counted as failed or not. */
  public RunResult withFailure(boolean f) {
    return new RunResult(
        testCase, solver, mode, outcome, judgement, verdict, f, fields, signatureHint, extraFiles);
  }

  /** The same run with one more result field. */
  public RunResult withField(String name, String value) {
    Map<String, String> f = new LinkedHashMap<>(fields);
    f.put(name, value);
    return new RunResult(
        testCase, solver, mode, outcome, judgement, verdict, failure, f, signatureHint, extraFiles);
  }

  /** The same run with a signature hint. */
  public RunResult withSignatureHint(String hint) {
    return new RunResult(
        testCase, solver, mode, outcome, judgement, verdict, failure, fields, hint, extraFiles);
  }

  /** The same run with one more file for its reproduction folder. */
  public RunResult withExtraFile(String name, String content) {
    Map<String, String> f = new LinkedHashMap<>(extraFiles);
    f.put(name, content);
    return new RunResult(
        testCase, solver, mode, outcome, judgement, verdict, failure, fields, signatureHint, f);
  }

  /** Whether the run's verdict is a finding. */
  public boolean isFinding() {
    return verdict.isFinding();
  }
}
