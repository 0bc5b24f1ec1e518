package dev.assay.cli;

import picocli.CommandLine.Option;

/**
 * A regression pair of solver releases: {@code --old} and {@code --new}, one meaning everywhere.
 */
final class RegressionOptions {
  @Option(
      names = "--old",
      paramLabel = "SPEC",
      description =
          "The older release of a regression pair with --new, such as z3 or bundled@4.8.17,"
              + " which runs first: an input it decides and --new answers unknown on is a type-1"
              + " incompleteness, both releases are judged like any --solver, and --solver then"
              + " adds solvers to the pair instead of defaulting to bundled.")
  String oldSolver;

  @Option(
      names = "--new",
      paramLabel = "SPEC",
      description = "The newer release of the regression pair, the one under test (with --old).")
  String newSolver;

  /** The campaign's solvers: the pair's releases around the {@code --solver}s, made ready. */
  SolverOptions.Lineup lineup(SolverOptions solvers) throws InterruptedException {
    return solvers.lineup(oldSolver, newSolver, java.util.List.of("bundled"));
  }

  /** Whether the options name half a pair. */
  boolean halfGiven() {
    return (oldSolver == null) != (newSolver == null);
  }
}
