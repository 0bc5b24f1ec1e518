package dev.assay.cli;

import picocli.CommandLine.Option;

/**
 * A regression pair of solver releases: {@code --old} and {@code --new}, one meaning everywhere.
 */
final class RegressionOptions {
  @Option(names = "--old", paramLabel = "SPEC")
  String oldSolver;

  @Option(names = "--new", paramLabel = "SPEC")
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
