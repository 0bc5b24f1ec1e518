package dev.assay.cli;

import dev.assay.campaign.Engine;
import dev.assay.oracle.Producer;
import java.nio.file.Path;
import java.util.List;

/**
 * A campaign made again from its command and recorded arguments (as {@code run.json} and the store
 * keep them), without running it: how a cluster's executors get the very producer and solvers the
 * campaign's driver has, item for item.
 */
public final class CampaignRecipes {
  private CampaignRecipes() {}

  /** A campaign's configuration and producer. */
  public record Campaign(Engine.Config config, Producer producer) {}

  /**
   * The campaign {@code assay COMMAND ARGUMENTS} would run.
   *
   * @param scratch a folder the command may write into (generated seeds, say)
   */
  public static Campaign make(String command, List<String> arguments, Path scratch) {
    return CampaignRun.prepare(command, arguments, scratch);
  }
}
