package dev.assay.campaign;

import dev.assay.core.InputError;
import dev.assay.oracle.Expectation;
import dev.assay.oracle.Judgement;
import dev.assay.oracle.Oracle;
import dev.assay.reduce.Interestingness;
import dev.assay.reduce.Reducer;
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
 * {@code assay reduce}.
 *
 * <p>What must hold of each smaller candidate depends on the failure. A crash or an invalid model
 * is a bug whatever the formula's status, so the candidate only has to fail the same way. A wrong
 * status is a bug only while the expected status is still right, and removing assertions of an
 * unsat formula (or simplifying a sat one) can change it; so a reference solver must still give the
 * expected answer on the candidate.
 */
public final class ReduceJob {
  /** What to reduce, on which solver, judged against which reference. */
  public record Config(
      Path input, SolverSpec solver, SolverSpec reference, RunLimits limits, int maxTests) {}

  /** The reduced script and what it took. */
  public record Result(
      Script reduced, String failure, int tests, int originalBytes, int reducedBytes) {}

  private final Oracle oracle;

  public ReduceJob(Oracle oracle) {
    this.oracle = oracle;
  }

  public Result run(Config config) throws IOException, InterruptedException {
    String text = SourceText.read(config.input());
    Script original = Parser.readScript(text, config.input().toString()).script();
    Expectation expectation = Expectation.fromScript(original);
    try (Solver solver = Solvers.open(config.solver(), Solvers.Mode.FRESH, config.limits());
        Solver reference =
            config.reference() == null
                ? null
                : Solvers.open(config.reference(), Solvers.Mode.FRESH, config.limits())) {
      Judgement first = judge(solver, original, expectation);
      if (!first.isFinding()) {
        throw new InputError(
            config.input().toString(),
            0,
            0,
            "nothing to reduce: "
                + config.solver().name()
                + " gives "
                + first.overall().kind()
                + " ("
                + first.overall().detail()
                + ")");
      }
      String failure = first.overall().kind();
      boolean needsGroundTruth = failure.equals("wrong-status") || failure.equals("incorrect-core");
      if (needsGroundTruth && reference == null) {
        throw new InputError(
            "a " + failure + " failure needs --reference SOLVER to keep the expected status true");
      }
      Interestingness test =
          candidate -> {
            Judgement j = judge(solver, candidate, expectation);
            if (!j.overall().kind().equals(failure)) {
              return false;
            }
            return !needsGroundTruth || stillExpected(reference, candidate, expectation);
          };
      Reducer.Result r = new Reducer(config.maxTests()).reduce(original, test);
      return new Result(
          r.script(),
          failure,
          r.tests(),
          text.getBytes(StandardCharsets.UTF_8).length,
          Printer.print(r.script()).getBytes(StandardCharsets.UTF_8).length);
    }
  }

  private Judgement judge(Solver solver, Script script, Expectation expectation)
      throws InterruptedException {
    String text = ModelRequests.add(Printer.print(script));
    try {
      Outcome o = solver.run(Query.of("candidate", text));
      return oracle.judge(script, expectation, o);
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  /** The reference solver confirms the expected status (judged ok) on the candidate. */
  private boolean stillExpected(Solver reference, Script candidate, Expectation expectation)
      throws InterruptedException {
    return judge(reference, candidate, expectation).overall().kind().equals("ok");
  }

  /** Writes the reduced script with a header saying where it came from. */
  public static void write(Path out, Config config, Result result) throws IOException {
    StringBuilder sb = new StringBuilder();
    sb.append("; reduced by assay reduce from ").append(config.input()).append('\n');
    sb.append("; failure kept: ")
        .append(result.failure())
        .append(" on ")
        .append(config.solver().name())
        .append('\n');
    if (config.reference() != null) {
      sb.append("; expected status confirmed by ").append(config.reference().name()).append('\n');
    }
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
