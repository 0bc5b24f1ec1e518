package dev.assay.cli;

import java.nio.file.Path;
import picocli.CommandLine.Parameters;

/**
 * Where one stored finding is, for the commands that take its id first (findings show, report and
 * check-live, bisect): the run folder after the id (RUNDIR), or {@code --store}, one meaning and
 * one text for all of them.
 */
final class FindingStoreOptions extends FindingsCommand.Where {
  // no index: a mixin's positional takes the place after the command's own (the finding)
  @Parameters(
      arity = "0..1",
      paramLabel = "RUNDIR",
      description = "The run folder whose store holds the finding.")
  Path runDir;

  /** The store's URL and campaign for RUNDIR, or for --store when no RUNDIR was given. */
  Target resolve() {
    return resolve(runDir);
  }

  /** Whether {@code --store} names the store. */
  boolean storeGiven() {
    return store != null;
  }
}
