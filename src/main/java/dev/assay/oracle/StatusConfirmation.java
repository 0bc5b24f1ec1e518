package dev.assay.oracle;

import dev.assay.core.ExpectedStatus;
import dev.assay.core.Verdict;
import dev.assay.solver.Answer;
import java.util.ArrayList;
import java.util.List;

/**
 * Confirms a wrong status before it counts, for techniques whose expected statuses come from a
 * label or from rules applied to a labelled seed (check, fuzz): a wrong label makes every solver
 * "wrong", so the disagreement alone is no solver bug. Each failing check-sat needs one of:
 *
 * <ul>
 *   <li>expected sat: the case's witness satisfies every assertion in force under Assay's
 *       evaluator, another solver of the campaign gave a model the evaluator checked valid, or two
 *       other solvers answered sat;
 *   <li>expected unsat: the solver's own model makes an assertion false under Assay's evaluator
 *       (its sat is unsupported whatever the true status), or two other solvers answered unsat.
 * </ul>
 *
 * A wrong status with no confirmation becomes {@code unchecked} ("unconfirmed disagreement"),
 * listed apart and never a finding; a confirmed one keeps its verdict, with how it was confirmed in
 * its {@value #FIELD} field. Techniques that establish their expectations themselves (by
 * construction, by a witness, by replaying a chain) are left alone.
 */
public final class StatusConfirmation {
  /** The result field that says how a soundness finding was confirmed. */
  public static final String FIELD = "confirmation";

  /** The start of an unconfirmed disagreement's detail. */
  public static final String UNCONFIRMED = "unconfirmed disagreement at check-sat ";

  /** How many other solvers must agree with the expectation when nothing else confirms it. */
  static final int AGREEING_SOLVERS = 2;

  private final ModelCheck modelCheck = new EvaluatorModelCheck();

  /** The case's runs, each wrong status confirmed or made {@code unchecked}. */
  public List<RunResult> confirm(List<RunResult> runs) {
    List<RunResult> out = new ArrayList<>(runs.size());
    for (RunResult r : runs) {
      out.add(confirmOne(r, runs));
    }
    return out;
  }

  private RunResult confirmOne(RunResult r, List<RunResult> all) {
    if (!r.verdict().is(Verdict.Kind.WRONG_STATUS) || r.fields().containsKey(FIELD)) {
      return r;
    }
    List<Verdict> per = r.judgement().perCheckSat();
    List<String> how = new ArrayList<>();
    for (int i = 0; i < per.size(); i++) {
      if (!per.get(i).is(Verdict.Kind.WRONG_STATUS)) {
        continue;
      }
      String why = confirmation(r, i, per.get(i), all);
      if (why == null) {
        String reason =
            "no witness, no model and fewer than "
                + AGREEING_SOLVERS
                + " other solvers confirm the expected status";
        return r.withVerdict(Verdict.unchecked(UNCONFIRMED + (i + 1) + ": " + per.get(i).detail()))
            .withField(FIELD, "unconfirmed: " + reason);
      }
      how.add(why);
    }
    return r.withField(FIELD, String.join("; ", how));
  }

  /** How the expectation of check-sat {@code i} is confirmed, or null. */
  private String confirmation(RunResult r, int i, Verdict v, List<RunResult> all) {
    TestCase c = r.testCase();
    ExpectedStatus want = c.expectation().status(i);
    if (want == ExpectedStatus.SAT) {
      if (v.detail().contains(Oracle.WITNESS_CONFIRMS_SAT)) {
        return "sat: the witness satisfies every assertion in force (Assay's evaluator)";
      }
      for (RunResult o : others(r, all)) {
        Answer a = answer(o, i);
        if (a instanceof Answer.Sat s && s.model() != null) {
          if (modelCheck.check(c.script(), i, s.model()) instanceof ModelCheck.Result.Valid) {
            return "sat: "
                + o.solver().name()
                + "'s model satisfies every assertion in force (Assay's evaluator)";
          }
        }
      }
      return agreement(r, i, all, "sat");
    }
    if (want == ExpectedStatus.UNSAT) {
      if (v.detail().contains(Oracle.MODEL_REFUTES_SAT)) {
        return "the solver's model makes an assertion false (Assay's evaluator)";
      }
      return agreement(r, i, all, "unsat");
    }
    return null;
  }

  /** "unsat: z3, cvc5 agree" when enough other solvers answered {@code label}, else null. */
  private static String agreement(RunResult r, int i, List<RunResult> all, String label) {
    List<String> agree = new ArrayList<>();
    for (RunResult o : others(r, all)) {
      Answer a = answer(o, i);
      if (a != null && a.label().equals(label) && agrees(o, i)) {
        agree.add(o.solver().name());
      }
    }
    if (agree.size() < AGREEING_SOLVERS) {
      return null;
    }
    return label + ": " + String.join(", ", agree) + " agree";
  }

  /**
   * Whether run {@code o}'s answer to check-sat {@code i} matches the expectation as an answer to
   * the same question: not after a rejected command, and not a sat whose model is invalid.
   */
  private static boolean agrees(RunResult o, int i) {
    List<Verdict> per = o.judgement().perCheckSat();
    if (i >= per.size()) {
      return false;
    }
    Verdict v = per.get(i);
    return v.is(Verdict.Kind.OK)
        || v.is(Verdict.Kind.UNCHECKED)
        || v.is(Verdict.Kind.INCORRECT_CORE);
  }

  /**
   * The runs of the same case by other solvers: another solver or release, not the same one under
   * another option profile ({@code z3~p1} is z3), whose agreement would confirm nothing.
   */
  private static List<RunResult> others(RunResult r, List<RunResult> all) {
    List<RunResult> out = new ArrayList<>();
    for (RunResult o : all) {
      if (o != r && !base(o.solver().name()).equals(base(r.solver().name()))) {
        out.add(o);
      }
    }
    return out;
  }

  private static String base(String solverName) {
    int tilde = solverName.indexOf('~');
    return tilde < 0 ? solverName : solverName.substring(0, tilde);
  }

  private static Answer answer(RunResult r, int i) {
    List<Answer> as = r.outcome().answers();
    return i < as.size() ? as.get(i) : null;
  }
}
