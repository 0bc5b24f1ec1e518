package dev.assay.campaign;

import dev.assay.core.ExpectedStatus;
import dev.assay.core.Verdict;
import dev.assay.oracle.Expectation;
import dev.assay.oracle.Judgement;
import dev.assay.oracle.ModelCheck;
import dev.assay.oracle.Oracle;
import dev.assay.oracle.ScriptRun;
import dev.assay.reduce.Interestingness;
import dev.assay.smtlib.Script;
import dev.assay.solver.Outcome;
import dev.assay.solver.Solver;

/**
 * The property a reduction keeps, by kind of failure. A crash must keep its message (not merely "a
 * signal"), and an invalid model stays a bug whatever the formula's status, so the solver alone
 * decides. A wrong status (or an incorrect core) is a bug only while the expected status is still
 * right, and removing assertions of an unsat formula or simplifying a sat one can change it: so a
 * reference solver must give the expected answer on every candidate (an abort, error or unknown is
 * no confirmation), or, for a sat expectation, the witness model must still satisfy it.
 *
 * @param kind the failure to keep
 * @param crashMessage the crash's normalised message (for crashes), else null
 * @param solver the solver that fails
 * @param reference a solver that confirms the expected status, or null
 * @param expectation the expectation of the original script
 * @param oracle judges each candidate's outcome against the expectation
 * @param modelCheck checks the witness model on each candidate (a sat expectation, no reference)
 * @param askForModels whether candidates are sent with model requests (as the original was)
 */
public record FailureProperty(
    Verdict.Kind kind,
    String crashMessage,
    Solver solver,
    Solver reference,
    Expectation expectation,
    Oracle oracle,
    ModelCheck modelCheck,
    boolean askForModels) {
  /** The same property on solver {@code other} (the failing one, with fewer options). */
  public FailureProperty failing(Solver other) {
    return new FailureProperty(
        kind, crashMessage, other, reference, expectation, oracle, modelCheck, askForModels);
  }

  /**
   * Whether a reduction can keep ground truth for this failure: always for crashes and models; for
   * a wrong status or core only with a reference or a witness.
   */
  public boolean reducible() {
    return switch (kind) {
      case CRASH, INVALID_MODEL, SOLVER_INVALID_MODEL -> true;
      case WRONG_STATUS, INCORRECT_CORE -> reference != null || witnessApplies();
      default -> false;
    };
  }

  /** How ground truth is kept, in words (for reports). */
  public String how() {
    return switch (kind) {
      case CRASH -> "the same crash message";
      case INVALID_MODEL, SOLVER_INVALID_MODEL -> "the solver's model stays invalid";
      default ->
          reference != null
              ? "the reference " + reference.spec().name() + " confirms the expected status"
              : "the witness model still satisfies every assertion";
    };
  }

  private boolean witnessApplies() {
    return expectation.witness() != null
        && expectation.statuses().stream().allMatch(s -> s == ExpectedStatus.SAT);
  }

  public Interestingness test() {
    return candidate -> {
      Outcome o = run(solver, candidate);
      Judgement j = oracle.judge(candidate, expectation, o);
      if (!j.overall().is(kind)) {
        return false;
      }
      if (kind == Verdict.Kind.CRASH) {
        return Signatures.crashMessage(o, j.overall().detail()).equals(crashMessage);
      }
      if (kind != Verdict.Kind.WRONG_STATUS && kind != Verdict.Kind.INCORRECT_CORE) {
        return true;
      }
      if (reference != null) {
        return oracle
            .judge(candidate, expectation, run(reference, candidate))
            .overall()
            .is(Verdict.Kind.OK);
      }
      for (int k = 0; k < expectation.statuses().size(); k++) {
        if (!(modelCheck.check(candidate, k, expectation.witness())
            instanceof ModelCheck.Result.Valid)) {
          return false;
        }
      }
      return true;
    };
  }

  private Outcome run(Solver s, Script candidate) throws InterruptedException {
    return ScriptRun.run(s, "candidate", candidate, askForModels);
  }
}
