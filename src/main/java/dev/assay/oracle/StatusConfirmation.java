package dev.assay.oracle;

import dev.assay.core.ExpectedStatus;
import dev.assay.core.Verdict;
import dev.assay.solver.Answer;
import dev.assay.solver.SolverSpec;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Confirms a wrong status before it counts, for techniques whose expected statuses come from a
 * label or from rules applied to a labelled seed (check, fuzz): a wrong label makes every solver
 * "wrong", so the disagreement alone is no solver bug. Each failing check-sat needs one of:
 *
 * <ul>
 *   <li>expected sat: the case's witness, or a model from any solver (of the campaign or asked
 *       independently), satisfies every assertion in force under Assay's evaluator; or two other
 *       solvers answer sat;
 *   <li>expected unsat: the solver's own model (asked for again when it gave none and the case did
 *       not ask) makes an assertion false under Assay's evaluator, its sat being unsupported
 *       whatever the true status; or two other solvers answer unsat.
 * </ul>
 *
 * "Other" means another build: not the same program and release under other options. When the
 * case's own runs confirm nothing, {@link Evidence} asks independent solvers and the solver again.
 *
 * <p>A check-sat without an expected status is judged between the solvers instead (differential
 * testing): where some answer sat and others unsat, a model the evaluator validates proves the
 * unsat side wrong; a refuted model is already an invalid model; otherwise two other builds that
 * agree confirm either side.
 *
 * <p>What nothing confirms becomes {@code unchecked} ("unconfirmed disagreement": listed, never a
 * finding, and the command exits 1 so that someone looks at it), with why and what would confirm it
 * in its {@value #FIELD} field; a confirmed wrong status keeps its verdict, with what confirmed it
 * and who gave it there. Techniques that establish their expectations themselves (by construction,
 * by a witness, by replaying a chain) are left alone.
 */
public final class StatusConfirmation {
  /** The result field that says how a soundness finding was confirmed, or why it was not. */
  public static final String FIELD = "confirmation";

  /** The start of an unconfirmed disagreement's detail. */
  public static final String UNCONFIRMED = "unconfirmed disagreement at check-sat ";

  /** The start of {@link #FIELD} for an unconfirmed disagreement. */
  public static final String NOT_CONFIRMED = "unconfirmed: ";

  /** How many other solvers must agree when nothing else confirms a status. */
  static final int AGREEING_SOLVERS = 2;

  private final ModelCheck modelCheck = new EvaluatorModelCheck();

  /** The case's runs, confirmed with their own evidence only. */
  public List<RunResult> confirm(List<RunResult> runs) {
    try {
      return confirm(runs, Evidence.NONE);
    } catch (IOException | InterruptedException e) {
      throw new IllegalStateException("no evidence is asked for", e);
    }
  }

  /**
   * The case's runs, each wrong status confirmed or made {@code unchecked}, each disagreement on an
   * unlabelled check-sat judged; {@code more} is asked only when the runs confirm nothing.
   */
  public List<RunResult> confirm(List<RunResult> runs, Evidence more)
      throws IOException, InterruptedException {
    if (runs.isEmpty()) {
      return runs;
    }
    Pool pool = new Pool(runs, more);
    List<RunResult> out = new ArrayList<>(runs.size());
    for (RunResult r : runs) {
      out.add(confirmOne(r, pool));
    }
    return differential(out, pool);
  }

  private RunResult confirmOne(RunResult r, Pool pool) throws IOException, InterruptedException {
    if (!r.verdict().is(Verdict.Kind.WRONG_STATUS) || r.fields().containsKey(FIELD)) {
      return r;
    }
    List<Verdict> per = r.judgement().perCheckSat();
    List<String> how = new ArrayList<>();
    for (int i = 0; i < per.size(); i++) {
      if (!per.get(i).is(Verdict.Kind.WRONG_STATUS)) {
        continue;
      }
      String why = confirmation(r, i, per.get(i), pool.campaign());
      if (why == null) {
        why = confirmation(r, i, per.get(i), pool.withIndependent());
      }
      if (why == null) {
        why = refutedWhenAskedAgain(r, i, pool);
      }
      if (why == null) {
        return unconfirmed(r, i, per.get(i).detail(), wouldConfirm(r, i, pool));
      }
      how.add(why);
    }
    return r.withField(FIELD, String.join("; ", how));
  }

  /** {@code r} as an unconfirmed disagreement at check-sat {@code i}. */
  private static RunResult unconfirmed(RunResult r, int i, String detail, String why) {
    return r.withVerdict(Verdict.unchecked(UNCONFIRMED + (i + 1) + ": " + detail))
        .withFailure(false)
        .withField(FIELD, NOT_CONFIRMED + why);
  }

  /** How the expectation of check-sat {@code i} is confirmed by {@code all}, or null. */
  private String confirmation(RunResult r, int i, Verdict v, List<RunResult> all) {
    TestCase c = r.testCase();
    ExpectedStatus want = c.expectation().status(i);
    if (want == ExpectedStatus.SAT) {
      if (v.detail().contains(Oracle.WITNESS_CONFIRMS_SAT)) {
        return "sat: the witness satisfies every assertion in force (Assay's evaluator)";
      }
      RunResult valid = validModel(c, i, others(r, all));
      if (valid != null) {
        return "sat: "
            + describe(valid)
            + "'s model satisfies every assertion in force (Assay's"
            + " evaluator)";
      }
      return agreement(others(r, all), i, "sat");
    }
    if (want == ExpectedStatus.UNSAT) {
      if (v.detail().contains(Oracle.MODEL_REFUTES_SAT)) {
        return "the solver's model makes an assertion false (Assay's evaluator)";
      }
      return agreement(others(r, all), i, "unsat");
    }
    return null;
  }

  /**
   * Where unsat is expected and the solver said sat without a model: its model asked for again, and
   * refuted by the evaluator.
   */
  private String refutedWhenAskedAgain(RunResult r, int i, Pool pool)
      throws IOException, InterruptedException {
    if (r.testCase().expectation().status(i) != ExpectedStatus.UNSAT
        || !(answer(r, i) instanceof Answer.Sat s)
        || s.model() != null) {
      return null;
    }
    RunResult again = pool.again(r);
    if (again != null
        && answer(again, i) instanceof Answer.Sat s2
        && s2.model() != null
        && modelCheck.check(r.testCase().script(), i, s2.model())
            instanceof ModelCheck.Result.Invalid inv) {
      return "the solver's model, asked for again, makes an assertion false (Assay's evaluator): "
          + inv.falseFormula();
    }
    return null;
  }

  /** What would confirm the expectation of check-sat {@code i}, and what was asked. */
  private String wouldConfirm(RunResult r, int i, Pool pool) {
    ExpectedStatus want = r.testCase().expectation().status(i);
    String needs =
        want == ExpectedStatus.SAT
            ? "a model that Assay's evaluator validates (the file's witness, or any solver's), or "
                + AGREEING_SOLVERS
                + " other solvers answering sat"
            : "a model from "
                + r.solver().name()
                + " that Assay's evaluator refutes, or "
                + AGREEING_SOLVERS
                + " other solvers answering unsat";
    return "no evidence confirms the expected "
        + want.smtlib()
        + "; it would be confirmed by "
        + needs
        + asked(others(r, pool.asked()), i);
  }

  /** "; asked: z3 (unknown), cvc5 (sat)" for the other solvers' answers, or "; no other solver". */
  private static String asked(List<RunResult> others, int i) {
    if (others.isEmpty()) {
      return "; no other solver answered (name more with --solver or --model-check-solver)";
    }
    List<String> parts = new ArrayList<>();
    for (RunResult o : others) {
      Answer a = answer(o, i);
      parts.add(describe(o) + " (" + (a == null ? o.verdict().label() : a.label()) + ")");
    }
    return "; answers of other solvers: " + String.join(", ", parts);
  }

  /**
   * Differential testing on the check-sats without an expected status: where some runs answer sat
   * and others unsat, the disagreement is settled by the evidence or marked unconfirmed.
   */
  private List<RunResult> differential(List<RunResult> runs, Pool pool)
      throws IOException, InterruptedException {
    List<RunResult> out = new ArrayList<>(runs);
    int checks = 0;
    for (RunResult r : runs) {
      checks = Math.max(checks, r.judgement().perCheckSat().size());
    }
    TestCase c = runs.get(0).testCase();
    for (int i = 0; i < checks; i++) {
      if (c.expectation().status(i) != ExpectedStatus.UNKNOWN) {
        continue;
      }
      List<Integer> sat = answering(out, i, Answer.Sat.class);
      List<Integer> unsat = answering(out, i, Answer.Unsat.class);
      if (sat.isEmpty() || unsat.isEmpty()) {
        continue;
      }
      settle(out, i, sat, unsat, pool);
    }
    return out;
  }

  private void settle(List<RunResult> out, int i, List<Integer> sat, List<Integer> unsat, Pool pool)
      throws IOException, InterruptedException {
    TestCase c = out.get(0).testCase();
    RunResult proof = validModel(c, i, pick(out, sat));
    if (proof == null) {
      proof = validModel(c, i, pool.independentAnswering(i, Answer.Sat.class));
    }
    if (proof != null) {
      String why =
          "sat: "
              + describe(proof)
              + "'s model satisfies every assertion in force"
              + " (Assay's evaluator)";
      for (int u : unsat) {
        out.set(u, wrong(out.get(u), i, "sat", "unsat", why));
      }
      return;
    }
    // a sat whose model the evaluator refutes is an invalid model already: the sat side is wrong
    List<Integer> open = new ArrayList<>();
    for (int s : sat) {
      if (!refuted(c, i, out.get(s))) {
        open.add(s);
      }
    }
    if (open.isEmpty()) {
      return;
    }
    // else the side that two or more builds take, when fewer than two take the other
    List<RunResult> all = pool.withIndependent();
    List<String> saySat = builds(all, i, "sat");
    List<String> sayUnsat = builds(all, i, "unsat");
    if (sayUnsat.size() >= AGREEING_SOLVERS && saySat.size() < AGREEING_SOLVERS) {
      for (int s : open) {
        out.set(
            s,
            wrong(out.get(s), i, "unsat", "sat", agreement(others(out.get(s), all), i, "unsat")));
      }
      return;
    }
    if (saySat.size() >= AGREEING_SOLVERS
        && sayUnsat.size() < AGREEING_SOLVERS
        && satUncheckable(c, i, out)) {
      for (int u : unsat) {
        out.set(
            u, wrong(out.get(u), i, "sat", "unsat", agreement(others(out.get(u), all), i, "sat")));
      }
      return;
    }
    List<String> answers = new ArrayList<>();
    for (RunResult r : all) {
      Answer a = answer(r, i);
      if (a != null) {
        answers.add(describe(r) + " " + a.label());
      }
    }
    for (int k : concat(open, unsat)) {
      RunResult r = out.get(k);
      if (r.verdict().isFinding()) {
        continue;
      }
      out.set(
          k,
          unconfirmed(
              r,
              i,
              "the solvers disagree (" + String.join(", ", answers) + ")",
              "no expected status, and no evidence settles the disagreement; it would be settled"
                  + " by a model that Assay's evaluator validates (sat) or refutes, or by "
                  + AGREEING_SOLVERS
                  + " builds agreeing where fewer than "
                  + AGREEING_SOLVERS
                  + " disagree"));
    }
  }

  /** The builds among {@code runs} that answered {@code label} at check-sat {@code i}. */
  private static List<String> builds(List<RunResult> runs, int i, String label) {
    List<String> out = new ArrayList<>();
    for (RunResult r : runs) {
      Answer a = answer(r, i);
      if (a != null && a.label().equals(label) && agreesOrOwnModel(r, i)) {
        String b = build(r.solver());
        if (!out.contains(b)) {
          out.add(b);
        }
      }
    }
    return out;
  }

  /**
   * Whether every sat answer at {@code i} came without a model Assay's evaluator can check (a
   * quantified script): only then do two agreeing sat answers confirm sat.
   */
  private boolean satUncheckable(TestCase c, int i, List<RunResult> runs) {
    for (RunResult r : runs) {
      if (answer(r, i) instanceof Answer.Sat s
          && s.model() != null
          && !(modelCheck.check(c.script(), i, s.model())
              instanceof ModelCheck.Result.Undetermined)) {
        return false;
      }
    }
    return true;
  }

  /**
   * {@code r} wrong at check-sat {@code i} of a case without an expected status: the status {@code
   * why} established becomes its expectation there.
   */
  private static RunResult wrong(RunResult r, int i, String expected, String got, String why) {
    Verdict v = Verdict.wrongStatus(expected, got, "at check-sat " + (i + 1) + "; " + why);
    Expectation e = r.testCase().expectation().withStatus(i, ExpectedStatus.orUnknown(expected));
    return r.withExpectation(e, "no label; established between the solvers (" + why + ")")
        .withVerdict(Oracle.mostSevere(List.of(v, r.verdict())))
        .withFailure(true)
        .withField(FIELD, why);
  }

  private boolean refuted(TestCase c, int i, RunResult r) {
    return answer(r, i) instanceof Answer.Sat s
        && s.model() != null
        && modelCheck.check(c.script(), i, s.model()) instanceof ModelCheck.Result.Invalid;
  }

  /** The first run whose answer at {@code i} is sat with a model the evaluator validates. */
  private RunResult validModel(TestCase c, int i, List<RunResult> runs) {
    for (RunResult o : runs) {
      if (answer(o, i) instanceof Answer.Sat s
          && s.model() != null
          && modelCheck.check(c.script(), i, s.model()) instanceof ModelCheck.Result.Valid) {
        return o;
      }
    }
    return null;
  }

  /**
   * "unsat: z3 4.8.12, cvc5 1.0.3 agree" when two builds among {@code others} answered {@code
   * label} as an answer to the same question, else null.
   */
  private static String agreement(List<RunResult> others, int i, String label) {
    Map<String, RunResult> byBuild = new LinkedHashMap<>();
    for (RunResult o : others) {
      Answer a = answer(o, i);
      if (a != null && a.label().equals(label) && agrees(o, i)) {
        byBuild.putIfAbsent(build(o.solver()), o);
      }
    }
    if (byBuild.size() < AGREEING_SOLVERS) {
      return null;
    }
    List<String> names = byBuild.values().stream().map(StatusConfirmation::describe).toList();
    return label + ": " + String.join(", ", names) + " agree";
  }

  /**
   * Whether run {@code o}'s answer to check-sat {@code i} is an answer to the same question: not
   * after a rejected command, and not a sat whose model is invalid.
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
   * The runs of the same case by other solvers: another program or release, not the same one under
   * another option profile ({@code z3~p1} is z3), whose agreement would confirm nothing.
   */
  private static List<RunResult> others(RunResult r, List<RunResult> all) {
    List<RunResult> out = new ArrayList<>();
    for (RunResult o : all) {
      if (o != r
          && !base(o.solver().name()).equals(base(r.solver().name()))
          && !build(o.solver()).equals(build(r.solver()))) {
        out.add(o);
      }
    }
    return out;
  }

  /** A solver's build: its program (the bundled Z3 as such) and release. */
  static String build(SolverSpec s) {
    return (s.bundled() ? "bundled:" : "") + s.program() + "@" + s.version();
  }

  private static String base(String solverName) {
    int tilde = solverName.indexOf('~');
    return tilde < 0 ? solverName : solverName.substring(0, tilde);
  }

  /** A solver as evidence names it: its name, and its release when known. */
  private static String describe(RunResult r) {
    String v = r.solver().version();
    return r.solver().name() + (SolverSpec.UNKNOWN_VERSION.equals(v) ? "" : " " + v);
  }

  static Answer answer(RunResult r, int i) {
    List<Answer> as = r.outcome().answers();
    return i < as.size() ? as.get(i) : null;
  }

  private static List<Integer> answering(
      List<RunResult> runs, int i, Class<? extends Answer> kind) {
    List<Integer> out = new ArrayList<>();
    for (int k = 0; k < runs.size(); k++) {
      if (kind.isInstance(answer(runs.get(k), i)) && agreesOrOwnModel(runs.get(k), i)) {
        out.add(k);
      }
    }
    return out;
  }

  /** An answer that counts in a disagreement: not after a rejected command. */
  private static boolean agreesOrOwnModel(RunResult r, int i) {
    List<Verdict> per = r.judgement().perCheckSat();
    return i < per.size()
        && !per.get(i).is(Verdict.Kind.ERROR)
        && !per.get(i).is(Verdict.Kind.UNSUPPORTED_INPUT);
  }

  private static List<RunResult> pick(List<RunResult> runs, List<Integer> at) {
    return at.stream().map(runs::get).toList();
  }

  private static List<Integer> concat(List<Integer> a, List<Integer> b) {
    List<Integer> out = new ArrayList<>(a);
    out.addAll(b);
    return out;
  }

  /** The runs of a case and, asked for once when needed, the independent ones. */
  private static final class Pool {
    private final List<RunResult> campaign;
    private final Evidence more;
    private List<RunResult> independent;
    private final Map<RunResult, RunResult> again = new LinkedHashMap<>();

    Pool(List<RunResult> campaign, Evidence more) {
      this.campaign = List.copyOf(campaign);
      this.more = more;
    }

    List<RunResult> campaign() {
      return campaign;
    }

    /** The campaign's runs and the independent solvers' runs (asked for on first use). */
    List<RunResult> withIndependent() throws IOException, InterruptedException {
      if (independent == null) {
        independent = List.copyOf(more.independentRuns(campaign.get(0).testCase(), campaign));
      }
      List<RunResult> all = new ArrayList<>(campaign);
      all.addAll(independent);
      return all;
    }

    /** Every run asked so far (the independent ones only if they were asked). */
    List<RunResult> asked() {
      List<RunResult> all = new ArrayList<>(campaign);
      if (independent != null) {
        all.addAll(independent);
      }
      return all;
    }

    List<RunResult> independentAnswering(int i, Class<? extends Answer> kind)
        throws IOException, InterruptedException {
      withIndependent();
      return independent.stream().filter(r -> kind.isInstance(answer(r, i))).toList();
    }

    RunResult again(RunResult r) throws IOException, InterruptedException {
      if (!again.containsKey(r)) {
        again.put(r, more.withModel(r));
      }
      return again.get(r);
    }
  }
}
