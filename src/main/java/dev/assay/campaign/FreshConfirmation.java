package dev.assay.campaign;

import dev.assay.core.Verdict;
import dev.assay.oracle.Judgement;
import dev.assay.oracle.Oracle;
import dev.assay.oracle.RunResult;
import dev.assay.oracle.TestCase;
import dev.assay.solver.Outcome;
import dev.assay.solver.Query;
import dev.assay.solver.Solver;
import dev.assay.solver.SolverMessages;
import dev.assay.solver.SolverSpec;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Function;

/**
 * A finding made in session or push-pop mode, and an error there, is run again in a fresh process
 * before it is recorded: state a shared process carries from earlier queries (options that survive
 * a reset, lemmas a pop keeps, a solver's incremental code) is a real source of solver bugs, but
 * not the bug a user reproduces with {@code solver input.smt2}.
 *
 * <ul>
 *   <li>A finding the fresh run reproduces (the same verdict kind; for an incompleteness, again no
 *       decision) stays as it is, with the field {@code fresh_rerun}.
 *   <li>A finding it does not reproduce becomes {@code session-only}, whose detail says what each
 *       mode gave.
 *   <li>An error the fresh run does not give is replaced by the fresh run, judged by the oracle (a
 *       pipe or a session refusing what a file is allowed), with the field {@code session_error}.
 * </ul>
 *
 * Runs made in fresh mode are returned unchanged.
 */
final class FreshConfirmation {
  /** The field naming the session error a fresh run replaced. */
  static final String SESSION_ERROR = "session_error";

  static final String FRESH = "fresh";

  private FreshConfirmation() {}

  /**
   * The case's runs, confirmed.
   *
   * @param freshSolver a fresh-mode solver for a spec (kept by the caller)
   * @param oracles the oracles of the campaign's worker
   */
  static List<RunResult> confirm(
      List<RunResult> runs,
      Function<SolverSpec, Solver> freshSolver,
      Oracles oracles,
      BooleanSupplier stop)
      throws IOException, InterruptedException {
    List<RunResult> out = new ArrayList<>(runs.size());
    for (RunResult r : runs) {
      out.add(stop.getAsBoolean() ? notRunAgain(r) : confirm(r, freshSolver, oracles));
    }
    return out;
  }

  /** A finding the campaign's stop left without its fresh run, marked so. */
  private static RunResult notRunAgain(RunResult r) {
    if (r.mode().equals(FRESH) || !r.isFinding()) {
      return r;
    }
    return r.withField("fresh_rerun", "not run again fresh: the campaign stopped first");
  }

  /** Whether a session error of {@code runs} was replaced by its fresh run's verdict. */
  static boolean replacedAny(List<RunResult> runs) {
    return runs.stream().anyMatch(r -> r.fields().containsKey(SESSION_ERROR));
  }

  private static RunResult confirm(
      RunResult r, Function<SolverSpec, Solver> freshSolver, Oracles oracles)
      throws IOException, InterruptedException {
    boolean error = r.verdict().is(Verdict.Kind.ERROR);
    if (r.mode().equals(FRESH)
        || !(r.isFinding() || error)
        || r.verdict().is(Verdict.Kind.SESSION_ONLY)) {
      return r;
    }
    TestCase c = r.testCase();
    Solver solver = freshSolver.apply(r.solver());
    Oracle oracle = oracles.forRunsOf(r.solver());
    Outcome o = solver.run(Query.of(c.id(), c.sent()));
    Judgement j = oracle.judge(c.script(), c.expectation(), o);
    RunResult freshRun = RunResult.judged(c, r.solver(), FRESH, o, j);
    SolverMessages.Message refusal = SolverMessages.find(SolverMessages.Meaning.REFUSES_MODELS, o);
    if (refusal != null && c.original() != null && ReproductionFolder.asksForModels(c)) {
      // as a fresh-mode campaign runs it: a solver whose options forbid models answers without
      freshRun = WithoutModels.rerun(c, r.solver(), solver, oracle, refusal, FRESH);
    }
    Verdict fresh = freshRun.verdict();
    if (error) {
      if (fresh.is(Verdict.Kind.ERROR)) {
        return r;
      }
      return freshRun.withField(SESSION_ERROR, r.mode() + " gave error: " + r.verdict().detail());
    }
    if (reproduces(r.verdict(), fresh)) {
      return r.withField("fresh_rerun", "reproduced in a fresh process: " + fresh.label());
    }
    return r.withVerdict(
            Verdict.sessionOnly(
                r.mode()
                    + ": "
                    + r.verdict().label()
                    + ": "
                    + r.verdict().detail()
                    + "; a fresh process: "
                    + fresh.label()))
        .withField("fresh_rerun", "not reproduced in a fresh process: " + fresh.label());
  }

  /** Whether the fresh verdict is the same failure as the session one. */
  static boolean reproduces(Verdict session, Verdict fresh) {
    if (session.is(Verdict.Kind.INCOMPLETENESS)) {
      return fresh.is(Verdict.Kind.UNKNOWN)
          || fresh.is(Verdict.Kind.TIMEOUT)
          || fresh.is(Verdict.Kind.INCOMPLETENESS);
    }
    return fresh.kind() == session.kind();
  }
}
