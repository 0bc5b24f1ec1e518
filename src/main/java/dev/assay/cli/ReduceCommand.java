package dev.assay.cli;

import dev.assay.campaign.ReduceJob;
import dev.assay.core.InputError;
import dev.assay.solver.RunLimits;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.SolverSpecs;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code assay reduce FILE --solver SPEC}: shrinks a failing input, keeping its failure. */
@Command(
    name = "reduce",
    mixinStandardHelpOptions = true,
    description = {
      "Shrink an SMT-LIB file on which a solver fails, keeping the failure.",
      "The file's (set-info :status ...) is the expected answer. A crash must keep its message",
      "and an invalid model must stay invalid; a wrong status also needs --reference, a solver",
      "that must give the expected answer on the file and on every smaller file (if it does not",
      "on the file itself, the label is more likely wrong than the solver, and nothing is done).",
      "Exit 0 when a reduced file was written, 2 when there is no failure to keep."
    })
public final class ReduceCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(paramLabel = "FILE", description = "The failing .smt2 file.")
  Path input;

  @Option(
      names = "--solver",
      paramLabel = "SPEC",
      description = "The failing solver (default: bundled Z3).")
  String solver = "bundled";

  @Option(
      names = "--reference",
      paramLabel = "SPEC",
      description = "A solver trusted to confirm the expected status of each smaller file.")
  String reference;

  @Option(
      names = "--timeout",
      paramLabel = "SECONDS",
      description = "Time limit per solver run (default: ${DEFAULT-VALUE}).")
  double timeout = 10;

  @Option(
      names = "--max-tests",
      paramLabel = "N",
      description = "At most this many candidate runs (default: ${DEFAULT-VALUE}).")
  int maxTests = 500;

  @Option(
      names = {"-o", "--out"},
      paramLabel = "FILE",
      description = "Where to write the reduced file (default: FILE with .reduced.smt2).")
  Path out;

  @Override
  public Integer call() throws IOException, InterruptedException {
    if (!(timeout > 0)) {
      throw new InputError("--timeout must be positive");
    }
    if (maxTests < 1) {
      throw new InputError("--max-tests must be at least 1");
    }
    SolverSpec solverSpec = SolverSpecs.parse(solver);
    SolverSpec referenceSpec = reference == null ? null : SolverSpecs.parse(reference);
    RunLimits limits = RunLimits.DEFAULT.withTimeout(Duration.ofMillis(Math.round(timeout * 1000)));
    ReduceJob.Config config =
        new ReduceJob.Config(input, solverSpec, referenceSpec, limits, maxTests);
    ReduceJob.Result result = new ReduceJob().run(config);
    Path target = out != null ? out : defaultOutput(input);
    ReduceJob.write(target, config, result);
    PrintWriter pw = spec.commandLine().getOut();
    pw.printf(
        "%s: %s on %s kept; %d -> %d bytes in %d tests; wrote %s%n",
        input,
        result.failure().label(),
        solverSpec.name(),
        result.originalBytes(),
        result.reducedBytes(),
        result.tests(),
        target);
    pw.flush();
    return ExitCodes.OK;
  }

  private static Path defaultOutput(Path in) {
    String name = in.getFileName().toString();
    String base = name.endsWith(".smt2") ? name.substring(0, name.length() - 5) : name;
    return in.resolveSibling(base + ".reduced.smt2");
  }
}
