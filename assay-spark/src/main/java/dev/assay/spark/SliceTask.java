package dev.assay.spark;

import org.apache.spark.TaskContext;
import org.apache.spark.api.java.function.Function;

/**
 * One Spark task: a slice of a campaign's items, run on the executor by the very per-item code a
 * local campaign runs ({@link dev.assay.campaign.ItemRunner}); what comes back is text only.
 */
final class SliceTask implements Function<long[], SliceResult> {
  private final CampaignRecipe recipe;

  SliceTask(CampaignRecipe recipe) {
    this.recipe = recipe;
  }

  @Override
  public SliceResult call(long[] items) throws Exception {
    TaskContext task = TaskContext.get();
    return ExecutorCampaigns.of(recipe).run(items, () -> task != null && task.isInterrupted());
  }
}
