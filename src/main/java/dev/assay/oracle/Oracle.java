package dev.assay.oracle;

import dev.assay.core.ExpectedStatus;
import dev.assay.core.InputError;
import dev.assay.core.Verdict;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.SExpr;
import dev.assay.smtlib.Script;
import dev.assay.solver.Answer;
import dev.assay.solver.InputLimitation;
import dev.assay.solver.InputLimitations;
import dev.assay.solver.Outcome;
import dev.assay.solver.Responses;
import dev.assay.solver.SolverMessages;
import dev.assay.solver.SolverSpec;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Expectation + outcome → verdicts. Each check-sat is judged on its own answer, so an error printed
 * after an answer never hides it; an answer that follows a command the solver rejected is an error
 * (the solver answered another question), never a wrong status.
 */
public final class Oracle {
  private final ModelCheck modelCheck;

  public Oracle(ModelCheck modelCheck) {
    this.modelCheck = modelCheck;
  }

  /**
   * Judges {@code outcome} of running {@code script} against {@code expectation}, without knowing
   * the solver (so no rejection is recognised as a documented limitation).
   */
  public Judgement judge(Script script, Expectation expectation, Outcome outcome) {
    return judge(script, expectation, outcome, null);
  }

  /**
   * Judges {@code outcome} of {@code solver} running {@code script} against {@code expectation}. A
   * rejection that the solver's row of {@link InputLimitations} explains (its message, and its
   * construct in the script) is {@code unsupported-input}, not {@code error}: this is the one place
   * every technique's runs are sorted so.
   */
  public Judgement judge(
      Script script, Expectation expectation, Outcome outcome, SolverSpec solver) {
    List<Scopes.AtCheckSat> scopes = Scopes.of(script);
    int checks = Math.max(scopes.size(), expectation.statuses().size());
    List<Verdict> verdicts = new ArrayList<>();
    for (int k = 0; k < checks; k++) {
      Scopes.AtCheckSat at = k < scopes.size() ? scopes.get(k) : null;
      verdicts.add(limitation(script, solver, judgeOne(script, at, expectation, outcome, k)));
    }
    Verdict overall = overall(verdicts, outcome);
    return new Judgement(verdicts, overall);
  }

  private Verdict judgeOne(
      Script script, Scopes.AtCheckSat at, Expectation e, Outcome outcome, int k) {
    if (k >= outcome.answers().size()) {
      return missing(outcome);
    }
    List<Responses.RejectedCommand> rejected = outcome.responses().rejectedBefore(k);
    if (!rejected.isEmpty()) {
      Responses.RejectedCommand r = rejected.get(0);
      return Verdict.error("solver rejected (" + r.command() + " ...): " + oneLine(r.message()));
    }
    Answer a = outcome.answers().get(k);
    ExpectedStatus expected = e.status(k);
    if (a instanceof Answer.Sat sat) {
      if (expected == ExpectedStatus.UNSAT) {
        return satForUnsat(script, k, sat);
      }
      SolverMessages.Message own = ownModelCheck(outcome, k);
      if (own != null) {
        return Verdict.solverInvalidModel(
            "the solver's own model check failed ("
                + own.pattern().pattern()
                + "; "
                + own.solvers()
                + ")");
      }
      return checkModel(script, k, sat, outcome.responses());
    }
    if (a instanceof Answer.Unsat unsat) {
      if (expected == ExpectedStatus.SAT) {
        return Verdict.wrongStatus("sat", "unsat", witnessNote(script, e, k));
      }
      return checkCore(at, e, unsat);
    }
    if (a instanceof Answer.Unknown u) {
      return Verdict.unknown(u.reason() == null ? "unknown" : "unknown: " + oneLine(u.reason()));
    }
    if (a instanceof Answer.Error err) {
      return Verdict.error(oneLine(err.message()));
    }
    Answer.Unparsable garbage = (Answer.Unparsable) a;
    return Verdict.error("unparsable answer: " + oneLine(garbage.text()));
  }

  /** {@code v}, or unsupported-input when it is an error a documented limitation explains. */
  private static Verdict limitation(Script script, SolverSpec solver, Verdict v) {
    if (solver == null || !v.is(Verdict.Kind.ERROR)) {
      return v;
    }
    Optional<InputLimitation> l = InputLimitations.match(solver, script, v.detail());
    if (l.isEmpty()) {
      return v;
    }
    return Verdict.unsupportedInput(
        v.detail() + " [documented limitation " + l.get().id() + ": " + l.get().reference() + "]");
  }

  /**
   * Sat where unsat is expected. The model, when the solver gave one, decides what that is: a model
   * that satisfies every assertion in force proves the expectation wrong ({@code unchecked}, never
   * a finding: the label is wrong, not the solver); one that makes an assertion false shows the sat
   * unsupported, whatever the true status ({@link #MODEL_REFUTES_SAT} in the detail confirms the
   * wrong status).
   */
  private Verdict satForUnsat(Script script, int k, Answer.Sat sat) {
    if (sat.model() == null) {
      return Verdict.wrongStatus("unsat", "sat", "");
    }
    ModelCheck.Result r = modelCheck.check(script, k, sat.model());
    if (r instanceof ModelCheck.Result.Valid) {
      return Verdict.unchecked(
          "sat with a model that satisfies every assertion (Assay's evaluator): the expected unsat"
              + " is wrong, not the solver");
    }
    if (r instanceof ModelCheck.Result.Invalid inv) {
      return Verdict.wrongStatus("unsat", "sat", MODEL_REFUTES_SAT + oneLine(inv.falseFormula()));
    }
    return Verdict.wrongStatus(
        "unsat",
        "sat",
        "model not checked: " + oneLine(((ModelCheck.Result.Undetermined) r).why()));
  }

  /** The start of a wrong status's note when the solver's own model refutes its sat. */
  public static final String MODEL_REFUTES_SAT = "and its model makes false: ";

  /** The start of a wrong status's note when the witness confirms the expected sat. */
  public static final String WITNESS_CONFIRMS_SAT = "the witness model satisfies every assertion";

  /** Says whether the witness model (if any) was confirmed by Assay's evaluator. */
  private String witnessNote(Script script, Expectation e, int k) {
    if (e.witness() == null) {
      return "";
    }
    ModelCheck.Result r = modelCheck.check(script, k, e.witness());
    if (r instanceof ModelCheck.Result.Valid) {
      return WITNESS_CONFIRMS_SAT;
    }
    if (r instanceof ModelCheck.Result.Invalid inv) {
      return "but the witness model makes false: " + inv.falseFormula();
    }
    return "witness not checked: " + ((ModelCheck.Result.Undetermined) r).why();
  }

  private static Verdict missing(Outcome o) {
    if (o instanceof Outcome.TimedOut t) {
      return Verdict.timeout("no answer within " + t.limit().toMillis() / 1000.0 + " s");
    }
    if (o instanceof Outcome.Crashed c) {
      // cvc4 and cvc5 check their model before printing sat, and abort when it fails.
      SolverMessages.Message own =
          SolverMessages.find(SolverMessages.Meaning.OWN_MODEL_CHECK_FAILED, o);
      return own == null
          ? Verdict.crash(c.cause())
          : Verdict.solverInvalidModel(
              "the solver's own model check failed before it answered ("
                  + own.pattern().pattern()
                  + "; "
                  + own.solvers()
                  + ")");
    }
    if (o instanceof Outcome.FailedToStart f) {
      return Verdict.error("could not start: " + f.message());
    }
    Integer code = o.execution().exitCode();
    return Verdict.error("no answer (exit code " + code + ")" + stderrHint(o));
  }

  private static String stderrHint(Outcome o) {
    String err = o.execution().stderr().strip();
    if (err.isEmpty()) {
      return "";
    }
    String first = err.lines().findFirst().orElse("");
    return ": " + oneLine(first);
  }

  /**
   * The solver's own failed model check for answer {@code k}: an error after it that says so (z3
   * model_validate), or a crash whose output says so (cvc4/cvc5 --check-models abort).
   */
  private static SolverMessages.Message ownModelCheck(Outcome outcome, int k) {
    for (Responses.RejectedCommand r : outcome.responses().errorsAfter(k)) {
      SolverMessages.Message m =
          SolverMessages.find(SolverMessages.Meaning.OWN_MODEL_CHECK_FAILED, r.message());
      if (m != null) {
        return m;
      }
    }
    if (outcome instanceof Outcome.Crashed && k == outcome.answers().size() - 1) {
      return SolverMessages.find(SolverMessages.Meaning.OWN_MODEL_CHECK_FAILED, outcome);
    }
    return null;
  }

  private Verdict checkModel(Script script, int k, Answer.Sat sat, Responses responses) {
    if (sat.model() == null) {
      if (!responses.modelAsked(k)) {
        return Verdict.ok("sat");
      }
      List<Responses.RejectedCommand> errors = responses.errorsAfter(k);
      return Verdict.unchecked(
          "sat, but no model was given"
              + (errors.isEmpty() ? "" : ": " + oneLine(errors.get(0).message())));
    }
    ModelCheck.Result r = modelCheck.check(script, k, sat.model());
    if (r instanceof ModelCheck.Result.Invalid inv) {
      return Verdict.invalidModel("model makes false: " + inv.falseFormula());
    }
    if (r instanceof ModelCheck.Result.Undetermined u) {
      return Verdict.unchecked("sat, model not checked: " + oneLine(u.why()));
    }
    return Verdict.ok("sat, model valid");
  }

  private static Verdict checkCore(Scopes.AtCheckSat at, Expectation e, Answer.Unsat unsat) {
    if (unsat.core() == null || at == null) {
      return Verdict.ok("unsat");
    }
    Set<String> names = new LinkedHashSet<>();
    try {
      List<SExpr> items = Parser.parseSExprs(unsat.core(), "unsat core");
      if (items.size() != 1 || !(items.get(0) instanceof SExpr.SList list)) {
        return Verdict.incorrectCore("not a list of names: " + oneLine(unsat.core()));
      }
      for (SExpr s : list.items()) {
        String name = s.symbolText();
        if (name == null) {
          return Verdict.incorrectCore("not a name: " + s);
        }
        names.add(name);
      }
    } catch (InputError err) {
      return Verdict.incorrectCore("unreadable core: " + err.detail());
    }
    for (String n : names) {
      if (!at.named().containsKey(n)) {
        return Verdict.incorrectCore("core names " + n + ", which is no named assertion");
      }
    }
    for (String n : e.necessaryCore()) {
      if (!names.contains(n)) {
        return Verdict.incorrectCore(
            "core omits " + n + ", without which the script is satisfiable");
      }
    }
    return Verdict.ok("unsat, core of " + names.size() + " checked");
  }

  private static Verdict overall(List<Verdict> verdicts, Outcome outcome) {
    List<Verdict> all = new ArrayList<>(verdicts);
    if (outcome instanceof Outcome.Crashed c
        && all.stream().noneMatch(v -> v.is(Verdict.Kind.CRASH))) {
      all.add(Verdict.crash(c.cause()));
    }
    if (all.isEmpty()) {
      // A script without check-sat: only the run itself can be judged.
      return outcome instanceof Outcome.FailedToStart f
          ? Verdict.error("could not start: " + f.message())
          : Verdict.ok("no check-sat");
    }
    return mostSevere(all);
  }

  /** The first of the most severe verdicts (kinds are declared most severe first). */
  public static Verdict mostSevere(List<Verdict> verdicts) {
    Verdict worst = verdicts.get(0);
    for (Verdict v : verdicts) {
      if (v.kind().moreSevereThan(worst.kind())) {
        worst = v;
      }
    }
    return worst;
  }

  private static String oneLine(String s) {
    String t = s.replaceAll("\\s+", " ").strip();
    return t.length() > 200 ? t.substring(0, 200) + "..." : t;
  }
}
