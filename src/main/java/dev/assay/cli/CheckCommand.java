package dev.assay.cli;

import dev.assay.campaign.CheckProducer;
import dev.assay.campaign.Engine;
import dev.assay.campaign.ExistingRun;
import dev.assay.solver.OptionProfiles;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code assay check PATH... [--solver SPEC]... [-j N] [--timeout S] [--out DIR]}: judges solvers
 * on SMT-LIB files whose status is known; {@code assay check --resume DIR} finishes an interrupted
 * run.
 */
@Command(
    name = "check",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Run every .smt2 file under PATH on every solver and judge each answer against the file's",
      "(set-info :status ...), one verdict per check-sat. The status is Assay's expectation and is",
      "not sent to the solver. Sat models are asked for and checked with Assay's own evaluator.",
      "Prints a table per solver; records every run in the findings store (DIR/assay.db or",
      "--store), writes DIR/results.jsonl, DIR/findings.jsonl and one reproduction folder per",
      "failing run under DIR/failures; --resume DIR continues an interrupted run.",
      "Exit 0: no finding; 1: a finding (wrong status, invalid model, incorrect core, crash, ...);",
      "2: bad usage."
    })
public final class CheckCommand implements Callable<Integer> {
  static final double DEFAULT_TIMEOUT = 10;
  static final Path DEFAULT_OUT = Path.of("assay-out");

  @Spec CommandSpec spec;

  // Optional to picocli: --resume reads the paths from run.json; call() requires them otherwise.
  @Parameters(arity = "0..*", paramLabel = "PATH", description = "Files or directories.")
  List<Path> paths = new ArrayList<>();

  @Mixin SolverOptions solverOptions = new SolverOptions();

  @Mixin OptionProfileOptions optionProfiles = new OptionProfileOptions();

  @Mixin CampaignOptions campaignOptions = new CampaignOptions();

  @Option(names = "--seed", paramLabel = "N", description = "Random seed passed to each solver.")
  Long seed;

  @Option(names = "--no-models", description = "Do not ask for and check models.")
  boolean noModels;

  /** Options that do not change what a run runs, so {@code run.json} leaves them out. */
  private static final Set<String> NOT_RECORDED = RecordedOptions.notRecorded();

  /** Options that may be given again with {@code --resume}. */
  private static final List<String> RESUMABLE = List.of("--jobs", "--no-progress", "--no-report");

  /** Set on the command that {@code --resume} makes from the recorded options. */
  private boolean resuming;

  @Override
  public Integer call() throws IOException, InterruptedException {
    if (campaignOptions.resume != null) {
      return resumeRun();
    }
    if (paths.isEmpty()) {
      // picocli's own words and handling, as when PATH was required by the annotation
      throw new ParameterException(spec.commandLine(), "Missing required parameter: 'PATH'");
    }
    PrintWriter stdout = spec.commandLine().getOut();
    PrintWriter stderr = spec.commandLine().getErr();
    Path dir = campaignOptions.out == null ? DEFAULT_OUT : campaignOptions.out;
    double timeout = solverOptions.timeoutSeconds(DEFAULT_TIMEOUT);
    int workers = campaignOptions.workers();
    var limits = solverOptions.limits(DEFAULT_TIMEOUT);
    var specs =
        optionProfiles.apply(
            solverOptions.ready(solverOptions.parsed(List.of("bundled")), seed),
            seed == null ? 0 : seed,
            new OptionProfiles.Use(true, "ALL"));
    CheckProducer producer = CheckProducer.load(paths, !noModels, stderr);
    List<String> recorded = recordedArguments(timeout);
    Engine.Config config =
        new Engine.Config(
            "check",
            recorded,
            CampaignRun.commandLine("check", recorded),
            specs,
            workers,
            limits,
            solverOptions.mode(),
            dir,
            campaignOptions.store,
            existingRun(),
            null,
            false,
            campaignOptions.progress(),
            0,
            campaignOptions.reduceTests(),
            !noModels,
            solverOptions.modelCheckers());
    return CampaignRun.run(
        config,
        producer,
        campaignOptions,
        stdout,
        stderr,
        timeout,
        r -> {
          r.table().print(stdout);
          stdout.println();
          stdout.printf(
              "%d file(s) x %d solver(s)%s%n",
              producer.size(),
              specs.size(),
              producer.skipped() > 0 ? " (" + producer.skipped() + " file(s) skipped)" : "");
          CampaignRun.printEnd(r, "check", dir, stdout);
          return r.findingRuns() > 0 ? ExitCodes.FINDINGS : ExitCodes.OK;
        });
  }

  /**
   * What to do with a run already in the folder: continue it when resuming; refuse a folder the
   * user named, so that no run is overwritten; replace one in the default folder, which every run
   * without {@code --out} shares, so that running the same command again keeps working.
   */
  ExistingRun existingRun() {
    return CampaignRun.existing(resuming, campaignOptions.out != null, true);
  }

  /**
   * {@code --resume DIR}: the options and paths recorded in {@code DIR/run.json} are parsed again
   * into a new command, which runs with {@code DIR} as its folder; the engine checks that the files
   * and solvers are the run's and runs what is left.
   */
  private int resumeRun() throws IOException, InterruptedException {
    Path dir = campaignOptions.resume;
    CheckCommand again = RecordedOptions.reparse(spec, dir, "check", RESUMABLE, new CheckCommand());
    again.campaignOptions.resumeWith(campaignOptions);
    again.resuming = true;
    return again.call();
  }

  /**
   * The options that decide what this run runs, as given, then the paths, for {@code run.json}. The
   * timeout is recorded always, so that a resumed run keeps it even if the default changes; the
   * paths as absolute paths, so that a run can be resumed from another working directory (the case
   * names do not depend on how a path was written).
   */
  private List<String> recordedArguments(double timeout) {
    return RecordedOptions.withInputs(
        spec, NOT_RECORDED, Map.of("--timeout", String.valueOf(timeout)), paths);
  }
}
