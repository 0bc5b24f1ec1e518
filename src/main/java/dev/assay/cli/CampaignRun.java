package dev.assay.cli;

import dev.assay.campaign.Engine;
import dev.assay.campaign.ExistingRun;
import dev.assay.campaign.ItemExecutor;
import dev.assay.campaign.ItemExecutors;
import dev.assay.campaign.ItemRange;
import dev.assay.campaign.RunManifest;
import dev.assay.campaign.Store;
import dev.assay.core.InputError;
import dev.assay.oracle.Producer;
import dev.assay.report.CampaignReport;
import dev.assay.sections.Sections;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.Solvers;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs a campaign command's producer on the engine with Ctrl-C handled, and prints the lines every
 * campaign ends with: findings (new and already known), failures, the store, and how to resume.
 */
final class CampaignRun {
  private CampaignRun() {}

  /** The campaigns whose items depend on nothing but their index: what may run elsewhere. */
  static final List<String> INDEPENDENT_ITEMS = List.of("check", "strings", "fuzz", "generate");

  /** Set while {@link #prepare} runs a command: the campaign is taken, not run. */
  private static final ThreadLocal<Holder> PREPARING = new ThreadLocal<>();

  private static final class Holder {
    CampaignRecipes.Campaign made;
  }

  /**
   * Makes a campaign's configuration and producer by running its command up to the engine, which
   * does not start: what a remote worker does with the command and recorded arguments of a
   * campaign, so that its items are the campaign's items.
   *
   * @param scratch a folder the command may write into (its {@code --out})
   * @throws InputError with the command's own message when it refuses the arguments
   */
  static CampaignRecipes.Campaign prepare(String command, List<String> arguments, Path scratch) {
    List<String> args = new ArrayList<>();
    args.add(command);
    args.add("--out");
    args.add(scratch.toString());
    args.add("--no-progress");
    args.add("--no-report");
    args.addAll(arguments);
    java.io.StringWriter errors = new java.io.StringWriter();
    PrintWriter sink = new PrintWriter(errors, true);
    Holder h = new Holder();
    PREPARING.set(h);
    try {
      int code = Main.commandLine(sink, sink).execute(args.toArray(String[]::new));
      if (h.made == null) {
        throw new InputError(
            "assay "
                + command
                + " did not make its campaign (exit "
                + code
                + "): "
                + errors.toString().strip());
      }
      return h.made;
    } finally {
      PREPARING.remove();
    }
  }

  /** What a command prints when its campaign ends; returns the exit code. */
  @FunctionalInterface
  interface Report {
    int print(Engine.Result r) throws IOException;
  }

  /**
   * Runs {@code config} with a graceful stop whose grace is the timeout plus a margin, and prints
   * its report before the stop lets the JVM go (on Ctrl-C the report is the partial summary); then,
   * unless {@code --no-report}, writes the HTML report into the run folder and prints its path.
   */
  static int run(
      Engine.Config config,
      Producer producer,
      CampaignOptions options,
      PrintWriter out,
      PrintWriter err,
      double timeoutSeconds,
      Report report)
      throws IOException, InterruptedException {
    if (PREPARING.get() != null) {
      PREPARING.get().made = new CampaignRecipes.Campaign(config, producer);
      return ExitCodes.OK;
    }
    ItemRange range = options.itemRange();
    boolean distributed = !options.engine.equals("local") || !range.isAll();
    if (distributed && !INDEPENDENT_ITEMS.contains(config.command())) {
      throw new InputError(
          "--engine and --items run only campaigns whose items are independent ("
              + String.join(", ", INDEPENDENT_ITEMS)
              + "); assay "
              + config.command()
              + " runs on this machine");
    }
    if (!range.isAll() && options.campaign == null) {
      throw new InputError(
          "--items runs one slice of a campaign: give its --campaign NAME (and a --store the"
              + " slices share)");
    }
    ItemExecutor executor = ItemExecutors.forEngine(options.engine, config.workers());
    try (GracefulStop stop =
        new GracefulStop(config.command(), GracefulStop.graceFor(timeoutSeconds))) {
      Engine.Result result =
          new Engine(config, executor, range, options.campaign).run(producer, err, stop::requested);
      err.println(modes(config)); // after the run, so that a refused run still ends in one line
      err.flush();
      int code = report.print(result);
      if (!options.noReport) {
        htmlReport(config.runDir(), result.campaignId(), out, err);
      }
      return code;
    }
  }

  /**
   * Writes {@code DIR/report.html} and prints its path. A report that cannot be written costs the
   * campaign nothing: its results are in the store, and {@code assay report DIR} tries again.
   */
  private static void htmlReport(Path dir, String campaignId, PrintWriter out, PrintWriter err) {
    String stored = RunManifest.read(dir).store();
    String url = stored != null ? stored : Store.defaultUrl(dir);
    try {
      Path file =
          CampaignReport.write(
              url, campaignId, Sections.all(), dir.resolve(CampaignReport.DEFAULT_FILE));
      out.println("report: " + file);
    } catch (IOException | RuntimeException e) {
      err.println("assay: report not written (" + e.getMessage() + "); assay report " + dir);
    }
    out.flush();
    err.flush();
  }

  /** The command line as typed, for reports. */
  static String commandLine(String command, List<String> arguments) {
    return "assay " + command + " " + String.join(" ", arguments);
  }

  /**
   * What to do with a run already in the folder: continue it when resuming; refuse a folder the
   * user named, so that no run is overwritten; replace the shared default folder of a command that
   * has one.
   */
  static ExistingRun existing(boolean resuming, boolean outGiven, boolean defaultIsShared) {
    if (resuming) {
      return ExistingRun.RESUME;
    }
    return outGiven || !defaultIsShared ? ExistingRun.REFUSE : ExistingRun.REPLACE;
  }

  /** The closing lines: findings, failures, store and resume hint. */
  /** The line that says which mode each solver runs in, and why. */
  static String modes(Engine.Config config) {
    List<String> parts = new ArrayList<>();
    for (SolverSpec s : config.solvers()) {
      parts.add(
          s.name()
              + " "
              + Engine.modeName(Solvers.resolve(config.mode(), s)).replace("-reset", ""));
    }
    return "assay "
        + config.command()
        + ": mode "
        + String.join(", ", parts)
        + (config.mode() == Solvers.Mode.MEASURED
            ? " (each solver's measured default; --mode chooses)"
            : "");
  }

  static void printEnd(Engine.Result r, String command, Path dir, PrintWriter out) {
    if (r.earlierRuns() > 0) {
      out.printf("resumed: %d solver runs were finished before%n", r.earlierRuns());
    }
    if (r.failureRuns() > 0) {
      out.printf(
          "%d failed run(s); reproductions under %s%n", r.failureRuns(), dir.resolve("failures"));
    }
    if (r.interrupted()) {
      out.printf(
          "interrupted after %d of %d items; assay %s --resume %s runs the rest%n",
          r.items(), r.plannedItems(), command, dir);
    }
    if (!r.labelSuspects().isEmpty()) {
      out.printf(
          "every solver answered against the expected status of %d case(s): the label is more"
              + " likely wrong than every solver (%s)%n",
          r.labelSuspects().size(),
          String.join(", ", r.labelSuspects().subList(0, Math.min(5, r.labelSuspects().size())))
              + (r.labelSuspects().size() > 5 ? ", ..." : ""));
    }
    for (String t : r.toolFailures()) {
      out.println("internal error (recorded, campaign went on): " + t);
    }
    long known = r.findings().size() - r.newFindings();
    out.printf(
        "findings: %d run(s) with a finding; %d distinct, %d new, %d already known (assay"
            + " findings list %s)%n",
        r.findingRuns(), r.findings().size(), r.newFindings(), known, dir);
    out.printf("results: %s; store: %s (campaign %s)%n", r.results(), r.store(), r.campaignId());
    out.flush();
  }
}
