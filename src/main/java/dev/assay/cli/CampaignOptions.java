package dev.assay.cli;

import dev.assay.campaign.ItemRange;
import dev.assay.core.InputError;
import dev.assay.solver.SolverPool;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/** Where a campaign goes and how it runs, shared by every campaign command. */
final class CampaignOptions {
  @Option(
      names = {"-j", "--jobs"},
      paramLabel = "N")
  Integer jobs;

  @Option(names = "--out", paramLabel = "DIR")
  Path out;

  @Option(names = "--resume", paramLabel = "DIR")
  Path resume;

  @Option(names = "--store", paramLabel = "URL")
  String store;

  @Option(names = "--engine", paramLabel = "ENGINE")
  String engine = "local";

  @Option(names = "--items", paramLabel = "FROM..TO")
  String items;

  @Option(names = "--campaign", paramLabel = "NAME")
  String campaign;

  @Option(names = "--retry-timeouts")
  boolean retryTimeouts;

  @Option(names = "--no-progress")
  boolean noProgress;

  @Option(names = "--no-report")
  boolean noReport;

  @Option(names = "--reduce-tests", paramLabel = "N")
  int reduceTests = 100;

  /** The number of workers: the given one or the number of processors. */
  int workers() {
    int w = jobs == null ? SolverPool.defaultWorkers() : jobs;
    if (w < 1) {
      throw new InputError("-j must be at least 1: " + w);
    }
    return w;
  }

  /** The items this run takes on. */
  ItemRange itemRange() {
    return items == null ? ItemRange.ALL : ItemRange.parse(items);
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

  /**
   * On the options re-read from a run's {@code run.json}: what a resume may change, taken from the
   * command line that resumes it ({@code given}): the folder, -j, progress and report switches.
   */
  void resumeWith(CampaignOptions given) {
    out = given.resume;
    noProgress = given.noProgress;
    noReport = given.noReport;
    engine = given.engine;
    retryTimeouts = given.retryTimeouts;
    if (given.jobs != null) {
      jobs = given.jobs;
    }
  }
}
