package dev.assay.reducejob;

import dev.assay.oracle.ScriptRun;
import dev.assay.reduce.Interestingness;
import dev.assay.smtlib.Script;
import dev.assay.solver.Outcome;
import dev.assay.solver.Solver;

/**
 * The property a reduction keeps when the user says what failing means (ddSMT's notion): the
 * failing solver's run shows the {@link OutputMatch}, its answers differ from another solver's when
 * one is named, and the reference confirms the expected status when one is named. Every part given
 * must hold. Solvers receive the candidate as written, without its {@code :status} (so that a
 * solver that checks it cannot turn a wrong answer into an abort) and without added requests.
 */
final class MatchProperty {
  private final OutputMatch match;
  private final Solver solver;
  private final Solver other;
  private final ReferenceCheck reference;

  /**
   * @param other the solver whose answers must differ from the failing one's, or null
   * @param reference the check of the expected status, or null
   */
  MatchProperty(OutputMatch match, Solver solver, Solver other, ReferenceCheck reference) {
    this.match = match;
    this.solver = solver;
    this.other = other;
    this.reference = reference;
  }

  /** The first part {@code candidate} does not show, in words, or null when it shows them all. */
  String missing(Script candidate) throws InterruptedException {
    Outcome o = run(solver, candidate);
    String m = match.missing(o);
    if (m != null) {
      return solver.spec().name() + ": " + m;
    }
    if (other != null && AnswerDifference.firstDisagreement(o, run(other, candidate)) < 0) {
      return solver.spec().name()
          + " and "
          + other.spec().name()
          + " do not answer sat/unsat apart";
    }
    if (reference != null && !reference.confirms(candidate)) {
      return "the reference " + reference.name() + " does not confirm the expected status";
    }
    return null;
  }

  Interestingness test() {
    return candidate -> missing(candidate) == null;
  }

  private static Outcome run(Solver s, Script candidate) throws InterruptedException {
    return ScriptRun.run(s, "candidate", candidate, false);
  }
}
