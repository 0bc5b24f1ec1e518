package dev.assay.cli;

import dev.assay.core.InputError;
import dev.assay.reducejob.OutputMatch;
import dev.assay.reducejob.ReduceJob;
import dev.assay.solver.RunLimits;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.SolverSpecs;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code assay reduce FILE --solver SPEC}: shrinks a failing input, keeping its failure. */
@Command(
    name = "reduce",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Shrink an SMT-LIB file on which a solver fails, keeping the failure.",
      "",
      "By default the failure is Assay's verdict on the solver's answer, judged against the"
          + " file's (set-info :status ...): a crash keeps its message, an invalid model stays"
          + " invalid, and a wrong status keeps its ground truth: --reference, a solver that must"
          + " give the expected answer on the file and on every smaller file (if it does not on the"
          + " file itself, the label is more likely wrong than the solver, and nothing is done), or"
          + " else the witness model the file carries (assay generate writes one), which must"
          + " satisfy every smaller file.",
      "",
      "With --match-out, --match-err, --exit-code or --answer-differs-from, the failure is what"
          + " those say instead, as in ddSMT: every one given must hold on the file and on every"
          + " smaller file. The solver then receives each file as written, without its :status.",
      "",
      "Exit 0 when a reduced file was written; 2 when there is no failure to keep."
    })
public final class ReduceCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(paramLabel = "FILE")
  Path input;

  @Option(names = "--solver", paramLabel = "SPEC")
  String solver = "bundled";

  @Option(names = "--reference", paramLabel = "SPEC")
  String reference;

  @Option(names = "--match-out", paramLabel = "REGEX")
  String matchOut;

  @Option(names = "--match-err", paramLabel = "REGEX")
  String matchErr;

  @Option(names = "--exit-code", paramLabel = "N")
  Integer exitCode;

  @Option(names = "--answer-differs-from", paramLabel = "SPEC")
  String differsFrom;

  @Option(
      names = {"-j", "--jobs"},
      paramLabel = "N")
  int jobs = 1;

  @Option(names = "--timeout", paramLabel = "SECONDS")
  double timeout = 10;

  @Option(names = "--max-tests", paramLabel = "N")
  int maxTests = 500;

  @Option(
      names = {"-o", "--out"},
      paramLabel = "FILE")
  Path out;

  @Override
  public Integer call() throws IOException, InterruptedException {
    if (!(timeout > 0)) {
      throw new InputError("--timeout must be positive");
    }
    if (maxTests < 1) {
      throw new InputError("--max-tests must be at least 1");
    }
    if (jobs < 1) {
      throw new InputError("-j must be at least 1: " + jobs);
    }
    SolverSpec solverSpec = SolverSpecs.parse(solver);
    SolverSpec referenceSpec = reference == null ? null : SolverSpecs.parse(reference);
    SolverSpec differsSpec = differsFrom == null ? null : SolverSpecs.parse(differsFrom);
    OutputMatch match =
        new OutputMatch(
            pattern("--match-out", matchOut), pattern("--match-err", matchErr), exitCode);
    RunLimits limits = RunLimits.DEFAULT.withTimeout(Durations.fromSeconds(timeout));
    ReduceJob.Config config =
        new ReduceJob.Config(
            input,
            new ReduceJob.Crew(solverSpec, referenceSpec, differsSpec),
            limits,
            maxTests,
            match,
            jobs);
    ReduceJob.Result result = new ReduceJob().run(config);
    Path target = out != null ? out : defaultOutput(input);
    ReduceJob.write(target, config, result);
    PrintWriter pw = spec.commandLine().getOut();
    pw.printf(
        "%s: %s on %s kept (%s); %d -> %s in %s%s; wrote %s%n",
        input,
        result.failure(),
        solverSpec.name(),
        result.kept(),
        result.originalBytes(),
        Words.count(result.reducedBytes(), "byte"),
        Words.count(result.tests(), "test"),
        result.executed() > result.tests()
            ? " (" + result.executed() + " run with -j " + jobs + ")"
            : "",
        target);
    pw.flush();
    return ExitCodes.OK;
  }

  private static Pattern pattern(String option, String regex) {
    if (regex == null) {
      return null;
    }
    try {
      return OutputMatch.pattern(regex);
    } catch (PatternSyntaxException e) {
      throw new InputError(
          option
              + ": not a regular expression: "
              + e.getDescription()
              + " near index "
              + e.getIndex());
    }
  }

  private static Path defaultOutput(Path in) {
    String name = in.getFileName().toString();
    String base = name.endsWith(".smt2") ? name.substring(0, name.length() - 5) : name;
    return in.resolveSibling(base + ".reduced.smt2");
  }
}
