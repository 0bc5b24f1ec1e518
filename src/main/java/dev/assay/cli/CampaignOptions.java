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
      description =
          "How many workers run the campaign's items side by side (default here:"
              + " ${DEFAULT-VALUE}).")
  Integer jobs;

  @Option(
      names = "--out",
      paramLabel = "DIR",
      description =
          "The run folder, refused if it already holds a run, never overwritten (default: a new"
              + " assay-${COMMAND-NAME}-DATE-TIME in the current folder).")
  Path out;

  @Option(
      names = "--resume",
      paramLabel = "DIR",
      description =
          "Continue the interrupted or killed campaign in DIR with the inputs and options recorded"
              + " in DIR/run.json: what it finished is kept, and the rest runs.")
  Path resume;

  @Option(
      names = "--store",
      paramLabel = "URL",
      description =
          "The findings store that records every run: jdbc:sqlite:FILE, which runs on one machine"
              + " can share, or jdbc:postgresql://HOST:PORT/DB?user=U&password=P, which machines"
              + " can share (default: assay.db in the run folder).")
  String store;

  @Option(
      names = "--engine",
      paramLabel = "ENGINE",
      description =
          "Where the items run: local, in -j threads of this process, or spark:MASTER with the"
              + " assay-spark module, e.g. spark:local[4], spark:local-cluster[2,1,1024],"
              + " spark:spark://host:7077, or spark alone for the master spark-submit gives"
              + " (default: ${DEFAULT-VALUE}).")
  String engine = "local";

  @Option(
      names = "--items",
      paramLabel = "FROM..TO",
      description =
          "Run only the items FROM to TO of the campaign, both included, as one task of a job"
              + " array does, with --campaign and a --store the tasks share (default: every"
              + " item).")
  String items;

  @Option(
      names = "--campaign",
      paramLabel = "NAME",
      description =
          "The campaign's id in the store, which every run that gives it joins, as the tasks of a"
              + " job array do, all with the same command (default: a new id for each run).")
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
      description =
          "Do not write the HTML report DIR/report.html, which assay report can write later.")
  boolean noReport;

  @Option(
      names = "--reduce-tests",
      paramLabel = "N",
      description =
          "How many solver runs may go into reducing each new soundness finding or crash before"
              + " its signature is taken, 0 for none (default: ${DEFAULT-VALUE}).")
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
