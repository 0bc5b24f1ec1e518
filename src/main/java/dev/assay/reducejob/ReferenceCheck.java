package dev.assay.reducejob;

import dev.assay.oracle.Expectation;
import dev.assay.oracle.Judgement;
import dev.assay.oracle.Oracle;
import dev.assay.oracle.ScriptRun;
import dev.assay.smtlib.Script;
import dev.assay.solver.Solver;

/**
 * A reference solver's confirmation of a script's expected status: the ground truth a reduction of
 * a wrong answer keeps. The reference's answer is judged like any other (its model checked by the
 * evaluator), and only {@code ok} confirms: an abort, error, unknown or unchecked model does not.
 */
record ReferenceCheck(Solver reference, Expectation expectation, Oracle oracle) {
  /** The reference's run on {@code script}, judged against the expectation. */
  Judgement judge(Script script) throws InterruptedException {
    return oracle.judge(script, expectation, ScriptRun.run(reference, "reference", script, true));
  }

  boolean confirms(Script script) throws InterruptedException {
    return judge(script).overall().is(dev.assay.core.Verdict.Kind.OK);
  }

  String name() {
    return reference.spec().name();
  }
}
