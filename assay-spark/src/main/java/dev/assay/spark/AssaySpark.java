package dev.assay.spark;

import dev.assay.cli.Main;

/**
 * {@code spark-submit --class dev.assay.spark.AssaySpark assay-spark.jar COMMAND ...}: the {@code
 * assay} command line with the Spark engine on the class path, so that {@code --engine spark} (the
 * master spark-submit gives) or {@code --engine spark:MASTER} runs a campaign's items on the
 * cluster.
 */
public final class AssaySpark {
  private AssaySpark() {}

  public static void main(String[] args) {
    Main.main(args);
  }
}
