package dev.assay.campaign;

import dev.assay.core.InputError;
import dev.assay.core.Verdict;
import dev.assay.oracle.EvaluatorModelCheck;
import dev.assay.oracle.Expectation;
import dev.assay.oracle.Judgement;
import dev.assay.oracle.Oracle;
import dev.assay.oracle.SolverInput;
import dev.assay.reduce.Reducer;
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
import dev.assay.solver.Solvers;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Shrinks a file on which a solver fails, keeping the failure and its ground truth. The logic of
 * {@code assay reduce}; what each smaller candidate must keep is {@link FailureProperty}'s.
 *
 * <p>Before anything is reduced, the failure is established on the original: the solver must fail
 * on it, and for a wrong status the reference must give the file's expected answer on it. A file
 * whose label the reference contradicts is refused: the label, not the solver, is then most likely
 * wrong, and reducing it would only shrink a mislabelled file.
 */
public final class ReduceJob {
  /** What to reduce, on which solver, judged against which reference. */
  public record Config(
      Path input, SolverSpec solver, SolverSpec reference, RunLimits limits, int maxTests) {}

  /** The reduced script and what it took. */
  public record Result(
      Script reduced,
      Verdict.Kind failure,
      String kept,
      int tests,
      int originalBytes,
      int reducedBytes) {}

  public Result run(Config config) throws IOException, InterruptedException {
    String text = SourceText.read(config.input());
    Script original = Parser.readScript(text, config.input().toString()).script();
    Expectation expectation = Expectation.fromScript(original);
    EvaluatorModelCheck modelCheck = new EvaluatorModelCheck();
    Oracle oracle = new Oracle(modelCheck);
    try (Solver solver = Solvers.open(config.solver(), Solvers.Mode.FRESH, config.limits());
        Solver reference =
            config.reference() == null
                ? null
                : Solvers.open(config.reference(), Solvers.Mode.FRESH, config.limits())) {
      Outcome first = run(solver, original);
      Judgement j = oracle.judge(original, expectation, first);
      Verdict.Kind failure = j.overall().kind();
      if (!j.isFinding() || !reducibleKind(failure)) {
        throw new InputError(
            config.input().toString(),
            0,
            0,
            "nothing to reduce: "
                + config.solver().name()
                + " gives "
                + j.overall().label()
                + " ("
                + j.overall().detail()
                + ")");
      }
      boolean needsGroundTruth =
          failure == Verdict.Kind.WRONG_STATUS || failure == Verdict.Kind.INCORRECT_CORE;
      if (needsGroundTruth && reference == null) {
        throw new InputError(
            "a "
                + failure.label()
                + " failure needs --reference SOLVER to keep the expected status true");
      }
      if (needsGroundTruth) {
        Judgement ref = oracle.judge(original, expectation, run(reference, original));
        if (!ref.overall().is(Verdict.Kind.OK)) {
          throw new InputError(
              config.input().toString(),
              0,
              0,
              "the reference "
                  + config.reference().name()
                  + " does not confirm the file's expected status ("
                  + ref.overall().label()
                  + ": "
                  + ref.overall().detail()
                  + "): the label may be wrong, so there is no solver failure to keep");
        }
      }
      String crash =
          failure == Verdict.Kind.CRASH
              ? Signatures.crashMessage(first, j.overall().detail())
              : null;
      FailureProperty property =
          new FailureProperty(
              failure,
              crash,
              solver,
              needsGroundTruth ? reference : null,
              expectation,
              oracle,
              modelCheck,
              true);
      Reducer.Result r = new Reducer(config.maxTests()).reduce(original, property.test());
      // A crash or an invalid model is kept whatever the status; the reduced file's status was
      // never checked, so it does not carry one (a crash reduced to (assert false) labelled sat
      // would read as a wrong label).
      Script reduced = needsGroundTruth ? r.script() : withoutStatus(r.script());
      return new Result(
          reduced,
          failure,
          property.how(),
          r.tests(),
          text.getBytes(StandardCharsets.UTF_8).length,
          Printer.print(reduced).getBytes(StandardCharsets.UTF_8).length);
    }
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
    sb.append("; failure kept: ")
        .append(result.failure().label())
        .append(" on ")
        .append(config.solver().name())
        .append(" (")
        .append(result.kept())
        .append(")\n");
    sb.append("; ")
        .append(result.originalBytes())
        .append(" -> ")
        .append(result.reducedBytes())
        .append(" bytes in ")
        .append(result.tests())
        .append(" tests\n");
    sb.append(Printer.print(result.reduced()));
    Files.writeString(out, sb.toString(), StandardCharsets.UTF_8);
  }
}
