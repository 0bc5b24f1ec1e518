package dev.assay.cli;

import picocli.CommandLine.Mixin;

/**
 * A campaign command that runs the solvers named by {@code --solver} under the limits of {@code
 * --timeout} and {@code --memory} (check, fuzz, generate, horn, strings): the options and the
 * solver timeout every such command takes.
 */
abstract class SolverCampaignCommand extends CampaignCommand {
  @Mixin SolverOptions solverOptions = new SolverOptions();

  @Override
  final SolverOptions solverOptions() {
    return solverOptions;
  }
}
