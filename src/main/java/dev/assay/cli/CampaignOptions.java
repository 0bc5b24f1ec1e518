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

  @Option(
      names = "--engine",
      paramLabel = "ENGINE",
      description = {
        "Where the items run: local (default: -j threads of this process) or spark:MASTER",
        "(e.g. spark:local[4], spark:local-cluster[2,1,1024], spark:spark://host:7077; spark",
        "alone takes the master spark-submit gives) with the assay-spark module."
      })
  String engine = "local";

  @Option(
      names = "--items",
      paramLabel = "FROM..TO",
      description = {
        "Run only items FROM to TO (both included) of the campaign: one task of a job array,",
        "with --campaign and a shared --store."
      })
  String items;

  @Option(
      names = "--campaign",
      paramLabel = "NAME",
      description = {
        "The campaign's id in the store, joined by every run that gives it (the tasks of a job",
        "array); they must run the same command. Default: a new id per run."
      })
  String campaign;

  @Option(
      names = "--retry-timeouts",
      description =
          "With --resume: run again the items that the time budget cut short (by default a"
              + " resumed campaign goes on with items it has not run).")
  boolean retryTimeouts;

  @Option(names = "--no-progress", description = "Do not draw progress on the terminal.")
  boolean noProgress;

  @Option(
      names = "--no-report",
      description = "Do not write DIR/report.html (the HTML report; assay report writes it later).")
  boolean noReport;

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
