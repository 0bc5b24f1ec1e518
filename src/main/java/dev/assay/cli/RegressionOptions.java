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
          "The release expected to decide, of a regression pair with --new (e.g. z3 or"
              + " bundled@4.8.17): an input it decides that --new answers unknown on is a type-1"
              + " incompleteness. It runs first (in horn it drives the search); both are also"
              + " judged like --solver.")
  String oldSolver;

  @Option(
      names = "--new",
      paramLabel = "SPEC",
      description = "The release under test of the regression pair (with --old).")
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
