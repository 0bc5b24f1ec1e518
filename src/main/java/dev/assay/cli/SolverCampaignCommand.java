package dev.assay.cli;

import dev.assay.campaign.Engine;
import dev.assay.solver.SolverSpec;
import java.util.List;
import picocli.CommandLine.Mixin;

/**
 * A campaign command that runs the solvers named by {@code --solver} under the limits of {@code
 * --timeout} and {@code --memory} (check, fuzz, generate, horn, strings): the options and the
 * solver timeout every such command takes.
 */
abstract class SolverCampaignCommand extends CampaignCommand {
  @Mixin SolverOptions solverOptions = new SolverOptions();

  /** The time limit of one solver run: {@code --timeout}, or the command's default. */
  @Override
  final double timeoutSeconds() {
    return solverOptions.timeoutSeconds(defaultTimeout());
  }

  /**
   * {@code engine} set up by the solver options for {@code solvers} (the default timeout unless
   * {@code --timeout}), keeping {@link #FOLDERS_PER_SIGNATURE} reproduction folders per failure
   * signature: what fuzz, generate and horn run with.
   */
  Engine.Config.Builder cappedEngine(Engine.Config.Builder engine, List<SolverSpec> solvers)
      throws InterruptedException {
    return solverOptions
        .configure(engine, solvers, DEFAULT_TIMEOUT)
        .maxFoldersPerSignature(FOLDERS_PER_SIGNATURE);
  }
}
