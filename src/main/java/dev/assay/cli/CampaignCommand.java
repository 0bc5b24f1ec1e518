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
import dev.assay.smtlib.CaseFiles;
import dev.assay.solver.SolverPool;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Spec;

/**
 * What every campaign command shares: the run folder, the arguments recorded in {@code run.json},
 * {@code --resume}, the engine with Ctrl-C, progress and time budget, the closing lines, the exit
 * code and the HTML report. A campaign command adds its options and its {@link #plan}: the producer
 * and the settings its technique needs, and what it prints at the end.
 */
@Command(defaultValueProvider = CampaignCommand.Defaults.class)
abstract class CampaignCommand implements Callable<Integer> {
  /** The time limit of one solver run when neither the command nor {@code --timeout} sets one. */
  static final double DEFAULT_TIMEOUT = 10;

  /** Reproduction folders kept per failure signature; the rest are counted and indexed. */
  static final int FOLDERS_PER_SIGNATURE = 5;

  private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

  @Spec CommandSpec spec;

  @Mixin CampaignOptions campaignOptions = new CampaignOptions();

  /** Set on the command that {@code --resume} makes from the recorded options. */
  boolean resuming;

  /** Set when a resumed campaign was given a new {@code --time} for this session. */
  private boolean newBudget;

  /** What a campaign command runs and how it ends. */
  record Plan(Producer producer, Engine.Config config, Ending ending) {}

  /** What a command prints when its campaign ends, before the lines every campaign ends with. */
  @FunctionalInterface
  interface Ending {
    void print(Engine.Result r, PrintWriter out) throws IOException;
  }

  /** The command's name, as the registry and {@code run.json} know it. */
  final String name() {
    return spec.name();
  }

  /**
   * The producer and engine settings of this run. {@code engine} holds what every campaign sets
   * (recorded arguments, run folder, store, workers, progress, reduction budget, what to do with a
   * run already in the folder, the time budget); the command adds its solvers, limits and mode.
   */
  abstract Plan plan(Engine.Config.Builder engine) throws IOException, InterruptedException;

  /**
   * The run's inputs, recorded in {@code run.json} as absolute paths after {@code --} (a resumed
   * campaign may start elsewhere); empty for a command without input files.
   */
  List<Path> inputs() {
    return List.of();
  }

  /**
   * Options recorded with their value in force when not given (defaults that decide items), besides
   * {@code --timeout}, which every campaign records.
   */
  Map<String, String> recordedDefaults() {
    return Map.of();
  }

  /**
   * The values in force of the named options, given or not, as {@link #recordedDefaults} records
   * them: a list's elements joined by commas, as the option splits them.
   */
  final Map<String, String> inForce(String... options) {
    Map<String, String> values = new LinkedHashMap<>();
    for (String name : options) {
      Object value = spec.findOption(name).getValue();
      values.put(
          name,
          value instanceof List<?> list
              ? list.stream().map(String::valueOf).collect(Collectors.joining(","))
              : String.valueOf(value));
    }
    return values;
  }

  /** The command's own options that do not change what it runs (listings, dry runs). */
  Set<String> notRecorded() {
    return Set.of();
  }

  /** The command's time budget option, or null for a command that runs all its items. */
  TimeBudget timeBudget() {
    return null;
  }

  /** The worker count when {@code -j} is not given: one per processor. */
  int defaultWorkers() {
    return SolverPool.defaultWorkers();
  }

  /** The time limit of one solver run, in seconds, when {@code --timeout} is not given. */
  double defaultTimeout() {
    return DEFAULT_TIMEOUT;
  }

  /**
   * Whether item k depends on nothing but k (no learning across items), so items may run on other
   * machines ({@code --engine spark}, {@code --items}).
   */
  boolean independentItems() {
    return false;
  }

  /** A new command object of this command's class, for a resumed run. */
  private CampaignCommand newOfSameKind() {
    try {
      return getClass().getDeclaredConstructor().newInstance();
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(
          "a campaign command needs a constructor without arguments", e);
    }
  }

  /**
   * The time limit of one solver run, in seconds: recorded in {@code run.json} and the grace of a
   * Ctrl-C stop. The command's default here; a command with {@code --timeout} takes it from there.
   */
  double timeoutSeconds() {
    return defaultTimeout();
  }

  /**
   * A mode of the command that is not a campaign (a listing, files written, one file explained):
   * its exit code, or null to run the campaign.
   */
  Integer standalone() throws IOException, InterruptedException {
    return null;
  }

  /**
   * The exit code of a campaign that ended with {@code r}: 1 when there is something to look at (a
   * finding, or a disagreement nothing could confirm), else 0.
   */
  int exitCode(Engine.Result r) {
    return r.findingRuns() > 0 || !r.unconfirmed().isEmpty() ? ExitCodes.FINDINGS : ExitCodes.OK;
  }

  /** The hint printed after a campaign that can go on with more time, or null. */
  String continueHint(Path dir) {
    TimeBudget time = timeBudget();
    return time == null ? null : time.continueHint(name(), dir);
  }

  PrintWriter out() {
    return spec.commandLine().getOut();
  }

  /**
   * Names on stderr each input file that loading skipped, then refuses a run left with none: {@code
   * usable} is how many loaded, {@code what} names one ("seed", "CHC seed").
   */
  final void checkLoaded(List<String> skipped, int usable, String what) {
    for (String s : skipped) {
      err().println("assay: skipping " + s);
    }
    err().flush();
    if (usable == 0) {
      throw new InputError("no usable " + what + " among " + CaseFiles.named(inputs()));
    }
  }

  PrintWriter err() {
    return spec.commandLine().getErr();
  }

  @Override
  public final Integer call() throws IOException, InterruptedException {
    startedNanos = System.nanoTime();
    Integer alone = standalone();
    if (alone != null) {
      return alone;
    }
    if (campaignOptions.resume != null) {
      return resume();
    }
    Plan plan = plan(engine());
    return run(plan);
  }

  /** When this command started: the time budget's clock starts here. */
  private long startedNanos;

  /** This run's folder: {@code --out}, or a new {@code assay-NAME-DATE-TIME} in this folder. */
  private Path dir;

  /** This run's folder, chosen once. */
  final Path dir() {
    if (dir == null) {
      dir = campaignOptions.out != null ? campaignOptions.out : newFolder("assay-" + name());
    }
    return dir;
  }

  /**
   * A folder name {@code PREFIX-DATE-TIME} that does not exist yet ({@code -2}, {@code -3}, ...
   * after it when two runs start in the same second).
   */
  static Path newFolder(String prefix) {
    String base = prefix + "-" + LocalDateTime.now().format(STAMP);
    Path p = Path.of(base);
    for (int i = 2; Files.exists(p); i++) {
      p = Path.of(base + "-" + i);
    }
    return p;
  }

  /** The settings every campaign shares, from the common options. */
  private Engine.Config.Builder engine() {
    List<String> recorded = recordedArguments();
    TimeBudget time = timeBudget();
    return Engine.Config.builder(name())
        .arguments(recorded, "assay " + name() + " " + String.join(" ", recorded))
        .runDir(dir(), campaignOptions.store)
        .workers(campaignOptions.jobs == null ? defaultWorkers() : campaignOptions.workers())
        .existing(resuming ? ExistingRun.RESUME : ExistingRun.REFUSE)
        .budget(time == null ? null : time.time, resuming && !newBudget)
        .budgetFrom(startedNanos)
        .progress(campaignOptions.progress())
        .reduceTests(campaignOptions.reduceTests())
        .retryCutItems(campaignOptions.retryTimeouts);
  }

  /**
   * The options that decide what this run runs, as given, with the defaults that decide it always
   * (a default that changes between versions must not change a resumed run), then the inputs.
   */
  final List<String> recordedArguments() {
    Set<String> skip = RecordedOptions.notRecorded(notRecorded().toArray(String[]::new));
    Map<String, String> always = new LinkedHashMap<>();
    always.put("--timeout", String.valueOf(timeoutSeconds()));
    always.putAll(recordedDefaults());
    List<Path> inputs = inputs();
    return inputs.isEmpty()
        ? RecordedOptions.of(spec, skip, always)
        : RecordedOptions.withInputs(spec, skip, always, inputs);
  }

  /**
   * {@code --resume DIR}: the inputs and options recorded in {@code DIR/run.json} are parsed again
   * into a new command of the same kind, so the items are the same; the engine checks the inputs
   * and solvers and runs what is left. A new {@code --time} gives this session its own budget.
   */
  private int resume() throws IOException, InterruptedException {
    Path dir = campaignOptions.resume;
    List<String> allowed = new ArrayList<>(List.of("--jobs", "--no-progress", "--no-report"));
    if (timeBudget() != null) {
      allowed.add(1, "--time");
      allowed.add("--retry-timeouts");
    }
    CampaignCommand again = RecordedOptions.reparse(spec, dir, name(), allowed, newOfSameKind());
    again.campaignOptions.resumeWith(campaignOptions);
    if (campaignOptions.jobs == null) {
      again.campaignOptions.jobs = RunManifest.read(dir).jobs(); // the run's own -j
    }
    again.resuming = true;
    if (timeBudget() != null && timeBudget().time != null) {
      again.timeBudget().time = timeBudget().time;
      again.newBudget = true;
    }
    return again.run(again.plan(again.engine()));
  }

  /** The plan this command's arguments make, without running it: what a cluster executor does. */
  final Plan planOnly() throws IOException, InterruptedException {
    return plan(engine());
  }

  /**
   * Runs the plan with a graceful stop whose grace is the solver timeout plus a margin, prints the
   * command's ending and the common closing lines before the stop lets the JVM go (on Ctrl-C: the
   * partial summary), then writes the HTML report unless {@code --no-report}.
   */
  private int run(Plan plan) throws IOException, InterruptedException {
    Engine.Config config = plan.config();
    ItemRange range = campaignOptions.itemRange();
    boolean distributed = !campaignOptions.engine.equals("local") || !range.isAll();
    if (distributed && !independentItems()) {
      throw new InputError(
          "--engine and --items run only campaigns whose items are independent ("
              + String.join(", ", Campaigns.standard().withIndependentItems())
              + "); assay "
              + name()
              + " runs on this machine");
    }
    if (!range.isAll() && campaignOptions.campaign == null) {
      throw new InputError(
          "--items runs one slice of a campaign: give its --campaign NAME (and a --store the"
              + " slices share)");
    }
    ItemExecutor executor =
        ItemExecutors.forEngine(campaignOptions.engine, config.solving().workers());
    PrintWriter out = out();
    PrintWriter err = err();
    try (GracefulStop stop = new GracefulStop(name(), GracefulStop.graceFor(timeoutSeconds()));
        AutoCloseable producer = closer(plan.producer())) {
      Engine.Result r =
          new Engine(config, executor, range, campaignOptions.campaign)
              .run(plan.producer(), err, stop::requested);
      err.println(Closing.modes(config)); // after the run, so a refused run still ends in one line
      err.flush();
      plan.ending().print(r, out);
      Closing.print(r, name(), config.folder().runDir(), out);
      String hint = continueHint(config.folder().runDir());
      if (hint != null) {
        out.println(hint);
      }
      out.flush();
      int code = exitCode(r);
      if (!campaignOptions.noReport) {
        htmlReport(config.folder().runDir(), r.campaignId(), out, err);
      }
      return code;
    } catch (IOException | InterruptedException | RuntimeException e) {
      throw e;
    } catch (Exception e) {
      throw new IOException("closing the campaign's producer: " + e.getMessage(), e);
    }
  }

  /** What closes a producer that holds resources (solver sessions), or nothing. */
  private static AutoCloseable closer(Producer p) {
    return p instanceof AutoCloseable c ? c : () -> {};
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

  /**
   * The defaults of shared options that differ between campaign commands: the time limit of a
   * solver run ({@link #defaultTimeout}) and the number of workers ({@link #defaultWorkers}). Help
   * shows each command's own with {@code ${DEFAULT-VALUE}}, and picocli applies it when the option
   * is not given, so what help says is what runs.
   */
  static final class Defaults implements CommandLine.IDefaultValueProvider {
    @Override
    public String defaultValue(ArgSpec arg) {
      if (!(arg instanceof OptionSpec o)
          || !(arg.command().userObject() instanceof CampaignCommand c)) {
        return null;
      }
      switch (o.longestName()) {
        case "--timeout":
          return Durations.seconds(c.defaultTimeout());
        case "--jobs":
          return String.valueOf(c.defaultWorkers());
        default:
          return null;
      }
    }
  }

  /** The {@code --time} option of commands that run until their time is up. */
  static final class TimeBudget {
    /**
     * What more time buys a resumed run ("walks"), named in the hint to continue; null: no hint.
     */
    private final String spentOn;

    TimeBudget() {
      this(null);
    }

    TimeBudget(String spentOn) {
      this.spentOn = spentOn;
    }

    @CommandLine.Option(names = "--time", paramLabel = "DURATION", converter = Durations.class)
    Duration time;

    /** The hint to continue the campaign of {@code command} in {@code dir}, or null. */
    String continueHint(String command, Path dir) {
      if (spentOn == null) {
        return null;
      }
      return "to continue: assay "
          + command
          + " --resume "
          + dir
          + " (with --time D for more "
          + spentOn
          + ")";
    }
  }
}
