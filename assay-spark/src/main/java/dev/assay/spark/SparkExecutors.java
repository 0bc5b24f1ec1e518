package dev.assay.spark;

import dev.assay.campaign.ItemExecutor;
import dev.assay.campaign.ItemExecutors;

/**
 * {@code --engine spark:MASTER}: a campaign's items on a Spark cluster ({@code spark:local[4]},
 * {@code spark:local-cluster[2,1,1024]}, {@code spark:spark://host:7077}); {@code spark} alone
 * takes the master {@code spark-submit} set.
 */
public final class SparkExecutors implements ItemExecutors.Provider {
  @Override
  public String scheme() {
    return "spark";
  }

  @Override
  public ItemExecutor open(String argument, int workers) {
    return new SparkExecutor(argument.isEmpty() ? null : argument);
  }
}
