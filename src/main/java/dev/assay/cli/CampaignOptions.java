package dev.assay.cli;

import dev.assay.core.InputError;
import dev.assay.solver.SolverPool;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/** Where a campaign goes and how it runs, shared by every campaign command. */
final class CampaignOptions {
  @Option(
      names = {"-j", "--jobs"},
      paramLabel = "N",
      description = "Parallel workers (default: the number of processors).")
  Integer jobs;

  @Option(
      names = "--out",
      paramLabel = "DIR",
      description = "Run folder; one that already holds a run is refused, not overwritten.")
  Path out;

  @Option(
      names = "--resume",
      paramLabel = "DIR",
      description = {
        "Continue the interrupted or killed campaign in DIR with the inputs and options recorded",
        "in DIR/run.json: what it finished is kept, the rest runs."
      })
  Path resume;

  @Option(
      names = "--store",
      paramLabel = "URL",
      description = {
        "Findings store: jdbc:sqlite:FILE (shared by runs on one machine) or",
        "jdbc:postgresql://HOST:PORT/DB?user=U&password=P (shared by machines);",
        "default: DIR/assay.db."
      })
  String store;

  @Option(names = "--no-progress", description = "Do not draw progress on the terminal.")
  boolean noProgress;

  @Option(
      names = "--reduce-tests",
      paramLabel = "N",
      description = {
        "Solver runs allowed to reduce each new soundness finding or crash before its signature",
        "is taken (default: ${DEFAULT-VALUE}; 0: no reduction)."
      })
  int reduceTests = 100;

  /** The number of workers: the given one or the number of processors. */
  int workers() {
    int w = jobs == null ? SolverPool.defaultWorkers() : jobs;
    if (w < 1) {
      throw new InputError("-j must be at least 1: " + w);
    }
    return w;
  }

  boolean progress() {
    return !noProgress && System.console() != null;
  }

  int reduceTests() {
    if (reduceTests < 0) {
      throw new InputError("--reduce-tests must not be negative: " + reduceTests);
    }
    return reduceTests;
  }
}
