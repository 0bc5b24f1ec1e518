package dev.assay.spark;

import java.io.Serializable;
import java.util.List;

/**
 * What an executor needs to make a campaign's items itself: the command and its recorded arguments
 * (the campaign's {@code run.json}), and what its own making must agree with — the digest of the
 * inputs and the solvers' versions — so that an executor with other seed files or another solver
 * build refuses instead of running other items under the campaign's name.
 *
 * @param campaignId the campaign's id, which also keys the executor's cache of made campaigns
 * @param deadlineMillis when no new solver run may start ({@link System#currentTimeMillis()})
 */
public record CampaignRecipe(
    String campaignId,
    String command,
    List<String> arguments,
    String inputsDigest,
    List<String> solverVersions,
    long deadlineMillis)
    implements Serializable {
  public CampaignRecipe {
    arguments = List.copyOf(arguments);
    solverVersions = List.copyOf(solverVersions);
  }
}
