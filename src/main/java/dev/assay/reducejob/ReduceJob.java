package dev.assay.reducejob;

import dev.assay.campaign.FailureProperty;
import dev.assay.campaign.Signatures;
import dev.assay.core.ExpectedStatus;
import dev.assay.core.InputError;
import dev.assay.core.Verdict;
import dev.assay.oracle.EvaluatorModelCheck;
import dev.assay.oracle.Expectation;
import dev.assay.oracle.Judgement;
import dev.assay.oracle.Oracle;
import dev.assay.oracle.SolverInput;
import dev.assay.oracle.WitnessComment;
import dev.assay.reduce.Interestingness;
import dev.assay.reduce.Reducer;
import dev.assay.semantics.Model;
import dev.assay.smtlib.Command;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Script;
import dev.assay.smtlib.SourceText;
import dev.assay.solver.Outcome;
import dev.assay.solver.Query;
import dev.assay.solver.RunLimits;
import dev.assay.solver.Solver;
import dev.assay.solver.SolverSpec;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Shrinks a file on which a solver fails, keeping the failure and its ground truth. The logic of
 * {@code assay reduce}. The failure is either the oracle's verdict on the solver's answer (what
 * each candidate must keep is {@link FailureProperty}'s), or, when the user says what failing means
 * (output patterns, an exit code, a disagreement with another solver), that ({@link
 * MatchProperty}).
 *
 * <p>Before anything is reduced, the failure is established on the original: the solver must fail
 * on it, and where a reference is given (needed for a wrong status) the reference must give the
 * file's expected answer on it. A file whose label the reference contradicts is refused: the label,
 * not the solver, is then most likely wrong, and reducing it would only shrink a mislabelled file.
 */
public final class ReduceJob {
  /**
   * What to reduce, on which solver, judged against which reference.
   *
   * @param crew the failing solver and those it is judged against
   * @param match what the solver's run must show, ddSMT style (every part may be null)
   * @param jobs candidate tests run side by side, each with its own solvers
   */
  public record Config(
      Path input, Crew crew, RunLimits limits, int maxTests, OutputMatch match, int jobs) {
    /** Whether the user said what failing means, in place of the oracle's verdict. */
    public boolean userDefined() {
      return !match.describe().isEmpty() || crew.differsFrom() != null;
    }

    public SolverSpec solver() {
      return crew.solver();
    }

    /** An error about the input file as a whole (no line or column): why it is not reduced. */
    InputError refusal(String why) {
      return new InputError(input.toString(), 0, 0, why);
    }

    public SolverSpec reference() {
      return crew.reference();
    }

    public SolverSpec differsFrom() {
      return crew.differsFrom();
    }
  }

  /**
   * The solvers of a reduction.
   *
   * @param solver the solver that fails
   * @param reference a solver that confirms the file's expected answer on each candidate, or null
   * @param differsFrom a solver whose sat/unsat answers the failing solver's must contradict, or
   *     null
   */
  public record Crew(SolverSpec solver, SolverSpec reference, SolverSpec differsFrom) {}

  /**
   * The reduced script and what it took.
   *
   * @param failure the failure kept, in a word or two ({@code crash}, {@code wrong-status}, {@code
   *     user-defined failure})
   * @param kept what every candidate had to show, in words
   * @param tests the candidate tests counted (the same for any number of jobs)
   * @param executed the candidate tests run, those run ahead by parallel jobs included
   */
  public record Result(
      Script reduced,
      String failure,
      String kept,
      int tests,
      int executed,
      int originalBytes,
      int reducedBytes,
      String witness) {}

  /**
   * The tests every candidate must pass, one per job; whether ground truth was kept, and whether by
   * the file's witness model.
   */
  private record Plan(
      String failure,
      String kept,
      List<Interestingness> tests,
      boolean checked,
      boolean byWitness) {}

  public Result run(Config config) throws IOException, InterruptedException {
    String text = SourceText.read(config.input());
    Script original = Parser.readScript(text, config.input().toString()).script();
    // a file with a witness model (assay generate, assay strings --list) carries its own ground
    // truth for sat: the witness must keep satisfying every smaller file
    Model witness = WitnessComment.read(text, original, config.input().toString());
    Expectation expectation =
        new Expectation(Expectation.fromScript(original).statuses(), witness, List.of());
    EvaluatorModelCheck modelCheck = new EvaluatorModelCheck();
    Oracle oracle = new Oracle(modelCheck);
    try (ReduceSolvers solvers =
        new ReduceSolvers(
            config.jobs(),
            config.solver(),
            config.reference(),
            config.differsFrom(),
            config.limits())) {
      Plan plan =
          config.userDefined()
              ? userDefined(config, original, expectation, oracle, solvers)
              : byVerdict(config, original, expectation, oracle, modelCheck, solvers);
      Reducer.Result r = new Reducer(config.maxTests()).reduce(original, plan.tests());
      // a failure kept without checking the status does not carry one (a crash reduced to
      // (assert false) labelled sat would read as a wrong label)
      Script reduced = plan.checked() ? r.script() : withoutStatus(r.script());
      return new Result(
          reduced,
          plan.failure(),
          plan.kept(),
          r.tests(),
          r.executed(),
          text.getBytes(StandardCharsets.UTF_8).length,
          Printer.print(reduced).getBytes(StandardCharsets.UTF_8).length,
          // the witness still satisfies the reduced file: it goes with it
          plan.byWitness() ? witnessComment(text) : null);
    }
  }

  private static Plan userDefined(
      Config config, Script original, Expectation expectation, Oracle oracle, ReduceSolvers solvers)
      throws InterruptedException {
    if (config.reference() != null) {
      if (expectation.statuses().stream()
          .allMatch(s -> s == dev.assay.core.ExpectedStatus.UNKNOWN)) {
        throw config.refusal(
            "--reference confirms the file's expected status, and the file states none (set-info"
                + " :status sat or unsat)");
      }
      confirmLabel(
          config, original, new ReferenceCheck(solvers.first().reference(), expectation, oracle));
    }
    List<Interestingness> tests = new ArrayList<>();
    MatchProperty first = null;
    for (ReduceSolvers.Crew c : solvers.crews()) {
      MatchProperty p =
          new MatchProperty(
              config.match(),
              c.solver(),
              c.other(),
              c.reference() == null
                  ? null
                  : new ReferenceCheck(c.reference(), expectation, oracle));
      first = first == null ? p : first;
      tests.add(p.test());
    }
    String missing = first.missing(original);
    if (missing != null) {
      throw config.refusal("nothing to reduce: " + missing);
    }
    List<String> kept = new ArrayList<>(config.match().describe());
    if (config.differsFrom() != null) {
      kept.add("sat/unsat answers differ from " + config.differsFrom().name() + "'s");
    }
    if (config.reference() != null) {
      kept.add("the reference " + config.reference().name() + " confirms the expected status");
    }
    return new Plan(
        "user-defined failure", String.join(", ", kept), tests, config.reference() != null, false);
  }

  private static Plan byVerdict(
      Config config,
      Script original,
      Expectation expectation,
      Oracle oracle,
      EvaluatorModelCheck modelCheck,
      ReduceSolvers solvers)
      throws IOException, InterruptedException {
    Outcome first = run(solvers.first().solver(), original);
    Judgement j = oracle.judge(original, expectation, first);
    Verdict.Kind failure = j.overall().kind();
    if (!j.isFinding() || !reducibleKind(failure)) {
      throw config.refusal(
          ("nothing to reduce: %s gives %s (%s); to keep another behaviour, say which with"
                  + " --match-out, --match-err, --exit-code or --answer-differs-from")
              .formatted(config.solver().name(), j.overall().label(), j.overall().detail()));
    }
    boolean needsGroundTruth =
        failure == Verdict.Kind.WRONG_STATUS || failure == Verdict.Kind.INCORRECT_CORE;
    boolean byWitness =
        needsGroundTruth
            && config.reference() == null
            && expectation.witness() != null
            && expectation.statuses().stream().allMatch(st -> st == ExpectedStatus.SAT);
    if (needsGroundTruth && config.reference() == null && !byWitness) {
      throw new InputError(
          "a "
              + failure.label()
              + " failure needs --reference SOLVER to keep the expected status true (or a"
              + " witness model in the file, as assay generate writes)");
    }
    if (needsGroundTruth && !byWitness) {
      confirmLabel(
          config, original, new ReferenceCheck(solvers.first().reference(), expectation, oracle));
    }
    String crash =
        failure == Verdict.Kind.CRASH ? Signatures.crashMessage(first, j.overall().detail()) : null;
    List<Interestingness> tests = new ArrayList<>();
    String how = null;
    for (ReduceSolvers.Crew c : solvers.crews()) {
      FailureProperty property =
          new FailureProperty(
              failure,
              crash,
              c.solver(),
              needsGroundTruth ? c.reference() : null,
              expectation,
              oracle,
              modelCheck,
              true);
      how = property.how();
      tests.add(property.test());
    }
    return new Plan(failure.label(), how, tests, needsGroundTruth, byWitness);
  }

  /** Refuses a file whose expected status the reference does not confirm. */
  private static void confirmLabel(Config config, Script original, ReferenceCheck reference)
      throws InterruptedException {
    Judgement ref = reference.judge(original);
    if (!ref.overall().is(Verdict.Kind.OK)) {
      throw config.refusal(
          ("the reference %s does not confirm the file's expected status (%s: %s): the label may"
                  + " be wrong, so there is no solver failure to keep")
              .formatted(config.reference().name(), ref.overall().label(), ref.overall().detail()));
    }
  }

  /** The witness comment of {@code text}, as it was written. */
  private static String witnessComment(String text) {
    int at = text.lastIndexOf(WitnessComment.HEADER);
    return at < 0 ? null : text.substring(at).strip() + "\n";
  }

  private static Script withoutStatus(Script s) {
    return new Script(
        s.commands().stream()
            .filter(c -> !(c instanceof Command.SetInfo si && si.keyword().equals(":status")))
            .toList());
  }

  private static boolean reducibleKind(Verdict.Kind k) {
    return k == Verdict.Kind.WRONG_STATUS
        || k == Verdict.Kind.INVALID_MODEL
        || k == Verdict.Kind.SOLVER_INVALID_MODEL
        || k == Verdict.Kind.INCORRECT_CORE
        || k == Verdict.Kind.CRASH;
  }

  private static Outcome run(Solver s, Script script) throws IOException, InterruptedException {
    return s.run(Query.of("original", SolverInput.prepare(Printer.print(script), true)));
  }

  /** Writes the reduced script with a header saying where it came from. */
  public static void write(Path out, Config config, Result result) throws IOException {
    StringBuilder sb = new StringBuilder();
    sb.append("; reduced by assay reduce from ").append(config.input()).append('\n');
    sb.append(
        "; failure kept: %s on %s (%s)\n"
            .formatted(result.failure(), config.solver().name(), result.kept()));
    sb.append(
        "; %s -> %s bytes in %s tests\n"
            .formatted(result.originalBytes(), result.reducedBytes(), result.tests()));
    sb.append(Printer.print(result.reduced()));
    if (result.witness() != null) {
      sb.append(result.witness());
    }
    Files.writeString(out, sb.toString(), StandardCharsets.UTF_8);
  }
}
