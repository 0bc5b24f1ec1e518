package dev.assay.campaign;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.assay.core.AssayVersion;
import dev.assay.core.InputError;
import dev.assay.core.Verdict;
import dev.assay.oracle.EvaluatorModelCheck;
import dev.assay.oracle.InputIssue;
import dev.assay.oracle.Oracle;
import dev.assay.oracle.Producer;
import dev.assay.oracle.StatusConfirmation;
import dev.assay.solver.RunLimits;
import dev.assay.solver.SolverClock;
import dev.assay.solver.SolverRegistry;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.Solvers;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;

/**
 * The one campaign engine: runs a technique's {@link Producer} over solvers. It owns the workers
 * (each with its own solver processes), stopping (Ctrl-C, SIGTERM, a time budget), the run folder's
 * {@code run.json} and resume, the oracle, the findings store, reproduction folders, finding
 * signatures (with a bounded reduction of each new soundness finding), progress, and the {@code
 * results.jsonl} (or {@link Producer#runsFile()}) and {@code findings.jsonl} exports.
 *
 * <p>Items are handed out in order, skipping those the store records as finished; an item cut short
 * by a stop is not recorded as finished and runs again on resume (its runs recorded so far are
 * kept: the store's inserts are keyed). Each case of an item runs on every solver in turn, on the
 * item's worker, so a technique sees a case's runs together.
 */
public final class Engine {
  private static final ObjectMapper JSON = new ObjectMapper();

  /**
   * What to run and where: named settings grouped by concern, made with {@link #builder}. Defaults:
   * one worker, the default limits, fresh mode, a new run refused in a folder that holds one, no
   * time budget, no progress, every failure its own folder, no reduction, models asked for, no
   * model checkers.
   *
   * @param invocation the subcommand that runs the campaign
   * @param solving the solvers and how they run
   * @param folder where the campaign's results go
   * @param budget how long the campaign may run
   * @param findings what is made of each finding
   */
  public record Config(
      Invocation invocation, Solving solving, Folder folder, Budget budget, Findings findings) {

    /**
     * The subcommand that runs the campaign.
     *
     * @param command the subcommand, for {@code run.json} and the store
     * @param arguments the options that decide what runs, recorded so that {@code --resume} can
     *     make them again
     * @param commandLine the command line as typed, for reports
     * @param progress whether to draw progress on a terminal
     */
    public record Invocation(
        String command, List<String> arguments, String commandLine, boolean progress) {
      public Invocation {
        arguments = List.copyOf(arguments);
      }
    }

    /**
     * The solvers and how they run.
     *
     * @param solvers the solver configurations, named uniquely, versions detected
     * @param workers parallel items
     * @param limits per-run time and output limits
     * @param mode how solvers keep state between runs
     * @param askForModels whether cases ask for models
     * @param modelCheckers solvers that may decide what Assay's evaluator cannot when it checks the
     *     model of a quantified script or a CHC system; a run's model is checked by the first of
     *     them that is not the same build as the run's solver (none: such models stay unchecked)
     */
    public record Solving(
        List<SolverSpec> solvers,
        int workers,
        RunLimits limits,
        Solvers.Mode mode,
        boolean askForModels,
        List<SolverSpec> modelCheckers) {
      public Solving {
        solvers = List.copyOf(solvers);
        modelCheckers = List.copyOf(modelCheckers);
        if (workers < 1) {
          throw new InputError("-j must be at least 1: " + workers);
        }
        if (solvers.isEmpty()) {
          throw new IllegalArgumentException("a campaign needs at least one solver");
        }
      }
    }

    /**
     * Where the campaign's results go.
     *
     * @param runDir the run folder
     * @param storeUrl the findings store, or null for {@code RUNDIR/assay.db}
     * @param existing what to do with a run already in {@code runDir}
     */
    public record Folder(Path runDir, String storeUrl, ExistingRun existing) {
      public Folder {
        if (runDir == null) {
          throw new IllegalArgumentException("a campaign needs a run folder");
        }
      }
    }

    /**
     * How long the campaign may run.
     *
     * @param time wall-clock time for the campaign, or null for no limit
     * @param countsEarlierSessions whether a resumed campaign's budget includes the time its
     *     earlier sessions ran
     * @param origin when the budget's clock started, in {@link System#nanoTime()} terms: the start
     *     of the command (its reading of inputs and starting of solvers count); 0 for the start of
     *     the session
     * @param retryCutItems whether a resumed campaign runs again the items its time budget cut
     *     short (else it goes on with items it has not run)
     */
    public record Budget(
        Duration time, boolean countsEarlierSessions, long origin, boolean retryCutItems) {}

    /**
     * What is made of each finding.
     *
     * @param maxFoldersPerSignature reproduction folders per failure signature (0: every failure)
     * @param reduceTests solver runs allowed to reduce each new soundness, crash or incompleteness
     *     finding (0: none; an incompleteness test is two runs, one per half of the pair)
     */
    public record Findings(int maxFoldersPerSignature, int reduceTests) {}

    /** A configuration of subcommand {@code command} (for {@code run.json} and the store). */
    public static Builder builder(String command) {
      return new Builder(command);
    }

    /** A builder that starts from this configuration. */
    public Builder toBuilder() {
      Builder b = new Builder(invocation.command);
      b.arguments = invocation.arguments;
      b.commandLine = invocation.commandLine;
      b.progress = invocation.progress;
      b.solvers = solving.solvers;
      b.workers = solving.workers;
      b.limits = solving.limits;
      b.mode = solving.mode;
      b.askForModels = solving.askForModels;
      b.modelCheckers = solving.modelCheckers;
      b.runDir = folder.runDir;
      b.storeUrl = folder.storeUrl;
      b.existing = folder.existing;
      b.budget = budget.time;
      b.budgetCountsEarlierSessions = budget.countsEarlierSessions;
      b.budgetOrigin = budget.origin;
      b.retryCutItems = budget.retryCutItems;
      b.maxFoldersPerSignature = findings.maxFoldersPerSignature;
      b.reduceTests = findings.reduceTests;
      return b;
    }

    /** Sets the settings of a {@link Config} by name. */
    public static final class Builder {
      private final String command;
      private List<String> arguments = List.of();
      private String commandLine;
      private List<SolverSpec> solvers = List.of();
      private int workers = 1;
      private RunLimits limits = RunLimits.DEFAULT;
      private Solvers.Mode mode = Solvers.Mode.FRESH;
      private Path runDir;
      private String storeUrl;
      private ExistingRun existing = ExistingRun.REFUSE;
      private Duration budget;
      private boolean budgetCountsEarlierSessions;
      private long budgetOrigin;
      private boolean progress;
      private int maxFoldersPerSignature;
      private int reduceTests;
      private boolean askForModels = true;
      private List<SolverSpec> modelCheckers = List.of();
      private boolean retryCutItems;

      private Builder(String command) {
        this.command = command;
      }

      /** The recorded arguments and the command line as typed. */
      public Builder arguments(List<String> recorded, String typed) {
        this.arguments = recorded;
        this.commandLine = typed;
        return this;
      }

      public Builder solvers(List<SolverSpec> solvers) {
        this.solvers = solvers;
        return this;
      }

      public Builder workers(int workers) {
        this.workers = workers;
        return this;
      }

      public Builder limits(RunLimits limits) {
        this.limits = limits;
        return this;
      }

      public Builder mode(Solvers.Mode mode) {
        this.mode = mode;
        return this;
      }

      /** The run folder and the store ({@code null}: the folder's own {@code assay.db}). */
      public Builder runDir(Path runDir, String storeUrl) {
        this.runDir = runDir;
        this.storeUrl = storeUrl;
        return this;
      }

      public Builder existing(ExistingRun existing) {
        this.existing = existing;
        return this;
      }

      /**
       * A wall-clock budget (null: none), and whether a resumed campaign's budget includes the time
       * its earlier sessions ran.
       */
      public Builder budget(Duration budget, boolean countsEarlierSessions) {
        this.budget = budget;
        this.budgetCountsEarlierSessions = countsEarlierSessions;
        return this;
      }

      /**
       * Starts the budget's clock at {@code nanoTime} (the command's start) rather than at the
       * session's, so the time before the first item counts against the promise too.
       */
      public Builder budgetFrom(long nanoTime) {
        this.budgetOrigin = nanoTime;
        return this;
      }

      public Builder progress(boolean progress) {
        this.progress = progress;
        return this;
      }

      public Builder maxFoldersPerSignature(int n) {
        this.maxFoldersPerSignature = n;
        return this;
      }

      public Builder reduceTests(int n) {
        this.reduceTests = n;
        return this;
      }

      /** Cases run without asking for models. */
      public Builder withoutModels() {
        this.askForModels = false;
        return this;
      }

      /** Cases ask for models or not. */
      public Builder askForModels(boolean ask) {
        this.askForModels = ask;
        return this;
      }

      public Builder modelCheckers(List<SolverSpec> checkers) {
        this.modelCheckers = checkers;
        return this;
      }

      /** A resumed campaign runs the items its time budget cut short again. */
      public Builder retryCutItems(boolean retry) {
        this.retryCutItems = retry;
        return this;
      }

      public Config build() {
        return new Config(
            new Invocation(
                command,
                arguments,
                commandLine != null ? commandLine : "assay " + command,
                progress),
            new Solving(solvers, workers, limits, mode, askForModels, modelCheckers),
            new Folder(runDir, storeUrl, existing),
            new Budget(budget, budgetCountsEarlierSessions, budgetOrigin, retryCutItems),
            new Findings(maxFoldersPerSignature, reduceTests));
      }
    }
  }

  /** A deduplicated finding seen in this campaign. */
  public record FindingLine(
      String id,
      String kind,
      String solver,
      String version,
      String signature,
      boolean newHere,
      long hits,
      String folder) {}

  /**
   * What a campaign did, counting earlier sessions of a resumed one.
   *
   * @param campaignId the campaign's id in the store
   * @param store the store's URL (password hidden)
   * @param runs solver runs recorded
   * @param earlierRuns of them, recorded before this session
   * @param items items finished
   * @param earlierItems of them, finished before this session
   * @param plannedItems the items the campaign has ({@link Long#MAX_VALUE}: until its time is up)
   * @param interrupted whether a stop (not the budget) ended it before every item finished
   * @param wall this session's wall-clock time
   * @param solverTime this session's solver runs' summed wall-clock time
   * @param table verdicts per solver, all sessions
   * @param findings the deduplicated findings of the campaign
   * @param failureRuns runs counted as failed (with or without a folder), all sessions
   * @param toolFailures failures of Assay's own code, one line each (this session)
   * @param results the {@code results.jsonl} export
   * @param labelSuspects cases on which every solver (at least two) answered against the
   *     expectation: more likely a wrong label than as many solver bugs
   * @param unconfirmed the runs whose answer contradicts the expectation or another solver and that
   *     nothing could confirm, all sessions
   */
  public record Result(
      String campaignId,
      String store,
      long runs,
      long earlierRuns,
      long items,
      long earlierItems,
      long plannedItems,
      boolean interrupted,
      Duration wall,
      Duration solverTime,
      int workers,
      VerdictTable table,
      List<FindingLine> findings,
      long failureRuns,
      List<String> toolFailures,
      Path results,
      List<String> labelSuspects,
      List<Store.Unconfirmed> unconfirmed,
      List<InputIssue> inputIssues) {
    /** The number of runs whose verdict is a finding. */
    public long findingRuns() {
      return table.findings();
    }

    /** Findings first seen in this campaign. */
    public long newFindings() {
      return findings.stream().filter(FindingLine::newHere).count();
    }
  }

  private final Config config;
  private final ItemExecutor executor;
  private final ItemRange range;
  private final String campaignName;

  /** A campaign on this machine's threads ({@code config.workers()} of them), over every item. */
  public Engine(Config config) {
    this(config, new LocalExecutor(config.solving().workers()), ItemRange.ALL, null);
  }

  /**
   * A campaign whose items run on {@code executor}, limited to {@code range}.
   *
   * @param campaignName the campaign's id in the store, which several runs join (each running its
   *     own range: a job array), or null for a new campaign named by {@link CampaignIds}
   */
  public Engine(Config config, ItemExecutor executor, ItemRange range, String campaignName) {
    this.config = config;
    this.executor = executor;
    this.range = range;
    this.campaignName = campaignName;
  }

  /**
   * Runs {@code producer} until its items are done, the budget is spent or {@code stop} says so.
   */
  public Result run(Producer producer, PrintWriter err, BooleanSupplier stop)
      throws IOException, InterruptedException {
    if (executor instanceof LocalExecutor) {
      // each solver's first process starts while the inputs are read and the store is opened
      for (SolverSpec s : config.solving().solvers()) {
        SolverRegistry.shared().prestart(s, config.solving().mode(), config.solving().limits());
      }
      EvaluatorModelCheck.prepareInBackground();
    }
    try {
      return runCampaign(producer, err, stop);
    } finally {
      // the campaign's solver processes, shared by its phases, end with it
      SolverRegistry.shared().closeIdle();
    }
  }

  private Result runCampaign(Producer producer, PrintWriter err, BooleanSupplier stop)
      throws IOException, InterruptedException {
    Path dir = config.folder().runDir();
    if (config.folder().existing() == ExistingRun.REFUSE && !joinsOwnFolder(dir)) {
      RunManifest.refuseIfHeld(dir, "campaign");
    }
    Producer.Inputs inputs = producer.inputs();
    RunManifest now =
        RunManifest.of(
            config.invocation().command(),
            config.invocation().arguments(),
            inputs.names(),
            inputs.texts(),
            config.solving().solvers(),
            null,
            config.folder().storeUrl());
    String campaignId;
    String storeUrl;
    if (config.folder().existing() == ExistingRun.RESUME) {
      RunManifest then = RunManifest.read(dir);
      then.requireSameRunAs(now, dir);
      if (then.campaignId() == null) {
        throw new InputError(
            dir + ": run.json names no campaign; this run was made by an older Assay");
      }
      campaignId = then.campaignId();
      storeUrl = then.store();
      if (campaignName != null && !campaignName.equals(campaignId)) {
        throw new InputError(
            dir + " holds campaign " + campaignId + ", not " + campaignName + " (--campaign)");
      }
    } else {
      campaignId =
          campaignName != null
              ? campaignName
              : CampaignIds.next(config.invocation().command(), dir);
      storeUrl = config.folder().storeUrl();
    }
    // written down without its password: PGPASSWORD or ~/.pgpass give it again on resume
    RunManifest manifest =
        now.inCampaign(campaignId, storeUrl == null ? null : StoreUrl.withoutPassword(storeUrl))
            .withJobs(config.solving().workers());
    String url = storeUrl == null ? Store.defaultUrl(dir) : storeUrl;
    if (config.folder().existing() == ExistingRun.REPLACE) {
      Cleanup.runFolder(dir, producer.runsFile());
    }
    try (RunFolderLock folderLock = RunFolderLock.open(dir);
        Store store = Store.open(url)) {
      if (campaignName != null) {
        requireSameCampaign(store, campaignName, producer.technique(), manifest);
      }
      boolean sharedCampaign =
          config.folder().existing() == ExistingRun.RESUME || campaignName != null;
      if (sharedCampaign && folderLock.alone()) {
        Cleanup.unrecordedFolders(dir, store.folders(campaignId));
      }
      folderLock.share();
      manifest.write(dir);
      store.addCampaign(
          new Store.Campaign(
              campaignId,
              producer.technique(),
              dir.toAbsolutePath().normalize().toString(),
              JSON.writeValueAsString(config.invocation().arguments()),
              config.invocation().commandLine(),
              manifest.casesDigest(),
              manifest.cases(),
              host(),
              AssayVersion.get(),
              Store.now()),
          campaignSolvers());
      store.addInputIssues(campaignId, producer.inputIssues());
      return new Session(producer, store, manifest, err, stop).run();
    }
  }

  /** Whether {@code dir} holds a run of the campaign this one joins (a slice run again). */
  private boolean joinsOwnFolder(Path dir) {
    if (campaignName == null || !RunManifest.holdsRun(dir)) {
      return false;
    }
    return campaignName.equals(RunManifest.read(dir).campaignId());
  }

  /**
   * A campaign joined by name must be the same campaign: the same technique, inputs and options
   * that decide its items (else its slices would mix two campaigns' items).
   */
  private void requireSameCampaign(Store store, String id, String technique, RunManifest manifest)
      throws IOException {
    java.util.Optional<Store.Campaign> there = store.campaign(id);
    if (there.isEmpty()) {
      return;
    }
    Store.Campaign c = there.get();
    String arguments = JSON.writeValueAsString(config.invocation().arguments());
    if (!c.technique().equals(technique)
        || !c.casesDigest().equals(manifest.casesDigest())
        || !c.arguments().equals(arguments)) {
      throw new InputError(
          "campaign "
              + id
              + " in the store was started with other inputs or options ("
              + c.commandLine()
              + "); a slice must run the same command");
    }
  }

  private List<Store.CampaignSolver> campaignSolvers() throws IOException {
    List<Store.CampaignSolver> out = new ArrayList<>();
    for (int i = 0; i < config.solving().solvers().size(); i++) {
      SolverSpec s = config.solving().solvers().get(i);
      out.add(
          new Store.CampaignSolver(
              i,
              s.name(),
              s.version(),
              JSON.writeValueAsString(s.options()),
              JSON.writeValueAsString(ReproductionFolder.command(s, false))));
    }
    return out;
  }

  private static String host() {
    try {
      return InetAddress.getLocalHost().getHostName();
    } catch (IOException e) {
      return "unknown";
    }
  }

  /** One session of a campaign: the writer every executor records through. */
  private final class Session implements ItemExecutor.Work {
    private final Producer producer;
    private final Store store;
    private final String campaignId;
    private final String inputsDigest;
    private final PrintWriter err;
    private final BooleanSupplier userStop;
    private final AtomicBoolean stopped = new AtomicBoolean();
    private final AtomicBoolean budgetSpent = new AtomicBoolean();
    private final AtomicLong solverNanos = new AtomicLong();
    private final AtomicLong runsNow = new AtomicLong();
    private final AtomicLong itemsNow = new AtomicLong();
    private final AtomicLong writerNanos = new AtomicLong();
    private final List<String> toolFailures = new ArrayList<>();
    private final ItemRunner.Reductions reductions = new ItemRunner.Reductions();
    private final Object recordLock = new Object();
    private long nextItem;
    private long endItem;
    private TreeSet<Long> done;
    private double earlierSeconds;
    private long sessionStart;
    private long deadline;
    private long deadlineMillis;
    private Progress progress;
    private long findingsSeen;
    private java.io.Writer liveResults;

    /** What the writer has prepared since the last batch was stored (guarded by recordLock). */
    private Pending pending = new Pending();

    /** A failure of the background flush, rethrown by the writer's next step. */
    private IOException flushFailure;

    /** A session of the campaign {@code manifest} names, written down in the run folder. */
    Session(
        Producer producer,
        Store store,
        RunManifest manifest,
        PrintWriter err,
        BooleanSupplier userStop) {
      this.campaignId = manifest.campaignId();
      this.inputsDigest = manifest.casesDigest();
      this.producer = producer;
      this.store = store;
      this.err = err;
      this.userStop = userStop;
    }

    Result run() throws IOException, InterruptedException {
      if (config.budget().retryCutItems()) {
        store.forgetCutItems(campaignId);
      }
      List<Store.FinishedItem> finished = store.finishedItems(campaignId);
      done = new TreeSet<>();
      for (Store.FinishedItem f : finished) {
        done.add(f.item());
        producer.count(f.item(), f.statistics() == null ? null : JSON.readTree(f.statistics()));
        earlierSeconds = Math.max(earlierSeconds, f.elapsedSeconds());
      }
      earlierSeconds = Math.max(earlierSeconds, endedSessionSeconds());
      producer.sessionStarted();
      long earlierRuns = store.resultCount(campaignId);
      nextItem = range.from();
      endItem = range.endBefore(producer.items());
      long earlierItems = inRange(done);
      int session = store.startSession(campaignId, config.solving().workers());
      // results.jsonl grows line by line as runs are recorded, for those who watch a campaign; at
      // the end it is exported again from the store, in item order.
      Path runsFile = config.folder().runDir().resolve(producer.runsFile());
      Exports.results(store, campaignId, runsFile);
      liveResults =
          java.nio.file.Files.newBufferedWriter(
              runsFile,
              java.nio.charset.StandardCharsets.UTF_8,
              java.nio.file.StandardOpenOption.APPEND);
      sessionStart = System.nanoTime();
      long solverClock0 = SolverClock.nanos();
      Config.Budget budget = config.budget();
      long budgetNanos = budget.time() == null ? Long.MAX_VALUE : budget.time().toNanos();
      if (budget.time() != null && budget.countsEarlierSessions()) {
        budgetNanos = Math.max(0, budgetNanos - Math.round(earlierSeconds * 1e9));
      }
      long origin = budget.origin() == 0 ? sessionStart : budget.origin();
      deadline = budget.time() == null ? Long.MAX_VALUE : saturatedAdd(origin, budgetNanos);
      deadlineMillis =
          budget.time() == null
              ? Long.MAX_VALUE
              : saturatedAdd(
                  System.currentTimeMillis(), (deadline - System.nanoTime()) / 1_000_000);
      long planned = endItem == Long.MAX_VALUE ? Long.MAX_VALUE : endItem - range.from();
      progress =
          config.invocation().progress() && planned != Long.MAX_VALUE
              ? Progress.forTerminal(err, Math.max(0, planned - earlierItems))
              : Progress.silent(0);
      Thread ticker = planned == Long.MAX_VALUE ? ticker() : null;
      Thread flusher = flusher();
      try {
        executor.run(this);
      } catch (InterruptedException e) {
        stopped.set(true);
      } finally {
        if (ticker != null) {
          ticker.interrupt();
        }
        flusher.interrupt();
        progress.finish();
        IOException unstored = null;
        try {
          synchronized (recordLock) {
            flush();
          }
        } catch (IOException e) {
          unstored = e;
        } finally {
          liveResults.close();
        }
        double seconds = (System.nanoTime() - sessionStart) / 1e9;
        store.endSession(campaignId, session, interrupted(planned), seconds);
        if (unstored != null) {
          throw unstored;
        }
      }
      timeAccount(System.nanoTime() - sessionStart, SolverClock.nanos() - solverClock0);
      long items = inRange(finishedNow());
      boolean interrupted = stopped.get() && !budgetSpent.get() && items < planned;
      Path results = Exports.results(store, campaignId, runsFile);
      List<FindingLine> findings = Exports.findings(store, campaignId, config.folder().runDir());
      List<Store.StoredResult> stored = store.results(campaignId);
      long failureRuns = stored.stream().filter(Store.StoredResult::failure).count();
      return new Result(
          campaignId,
          store.url(),
          store.resultCount(campaignId),
          earlierRuns,
          items,
          earlierItems,
          planned,
          interrupted,
          Duration.ofNanos(System.nanoTime() - sessionStart),
          Duration.ofNanos(solverNanos.get()),
          config.solving().workers(),
          VerdictTable.of(store.verdictCounts(campaignId)),
          findings,
          failureRuns,
          List.copyOf(toolFailures),
          results,
          labelSuspects(stored),
          store.unconfirmed(campaignId),
          store.inputIssues(campaignId));
    }

    /**
     * Says where the session's time went: its solver runs, the other solver calls (model checks,
     * fresh confirmations, reductions, a technique's own queries), and with one worker what was
     * left, Assay's own work (bench/fixed-costs.sh reads it), unless the calls overlapped.
     */
    private void timeAccount(long wallNanos, long solverNanos) {
      long runs = this.solverNanos.get();
      long other = Math.max(0, solverNanos - runs);
      long own = wallNanos - runs - other;
      String rest;
      if (config.solving().workers() > 1) {
        rest = " (summed over " + config.solving().workers() + " workers)";
      } else if (own < 0) {
        // a technique that waits for solvers on threads of its own (a triggers search's model
        // queries beside its validations): the calls overlap, and no share is Assay's alone
        rest = " (summed over threads that ran side by side)";
      } else {
        rest = String.format(java.util.Locale.ROOT, ", Assay %.1f s", own / 1e9);
      }
      synchronized (err) {
        err.printf(
            java.util.Locale.ROOT,
            "assay %s: %.1f s: solver runs %.1f s, other solver calls %.1f s%s%n",
            config.invocation().command(),
            wallNanos / 1e9,
            runs / 1e9,
            other / 1e9,
            rest);
        err.flush();
      }
    }

    /** Whether a stop (not the budget) ended the session before its planned items were done. */
    private boolean interrupted(long planned) throws IOException {
      return stopped.get() && !budgetSpent.get() && inRange(finishedNow()) < planned;
    }

    /** For a campaign that runs until its time is up: a line every 10 s on a terminal. */
    private Thread ticker() {
      if (!config.invocation().progress() || System.console() == null) {
        return null;
      }
      Thread t =
          new Thread(
              () -> {
                try {
                  while (true) {
                    Thread.sleep(10_000);
                    err.printf(
                        "assay %s: %d items, %d solver runs, %d findings%n",
                        config.invocation().command(), itemsNow.get(), runsNow.get(), findingsSeen);
                    err.flush();
                  }
                } catch (InterruptedException e) {
                  // the campaign ended
                }
              },
              "assay-progress");
      t.setDaemon(true);
      t.start();
      return t;
    }

    /**
     * Stores a batch that has waited {@link #BATCH_NANOS} while no case came to fill it (long
     * solver runs), so that a kill loses at most that much finished work.
     */
    private Thread flusher() {
      Thread t =
          new Thread(
              () -> {
                try {
                  while (true) {
                    Thread.sleep(BATCH_NANOS / 4_000_000);
                    synchronized (recordLock) {
                      if (flushFailure == null && pending.due()) {
                        try {
                          flush();
                        } catch (IOException e) {
                          flushFailure = e;
                        }
                      }
                    }
                  }
                } catch (InterruptedException e) {
                  // the session ended
                }
              },
              "assay-store-flush");
      t.setDaemon(true);
      t.start();
      return t;
    }

    private TreeSet<Long> finishedNow() throws IOException {
      TreeSet<Long> out = new TreeSet<>();
      for (Store.FinishedItem f : store.finishedItems(campaignId)) {
        out.add(f.item());
      }
      return out;
    }

    /** How many of {@code items} this session's range holds. */
    private long inRange(TreeSet<Long> items) {
      return items.subSet(range.from(), endItem).size();
    }

    /**
     * Cases where every solver of the campaign (two or more) answered against the expected status
     * (a wrong status, or one left unconfirmed because no solver agreed with the expectation),
     * unless Assay's evaluator settled the case (a witness, or a model that refutes a sat).
     */
    private List<String> labelSuspects(List<Store.StoredResult> stored) {
      int solvers = config.solving().solvers().size();
      if (solvers < 2) {
        return List.of();
      }
      Map<String, Integer> wrong = new LinkedHashMap<>();
      for (Store.StoredResult r : stored) {
        Verdict.Kind kind = Verdict.Kind.ofLabel(r.verdict());
        boolean unconfirmed =
            kind == Verdict.Kind.UNCHECKED
                && r.detail() != null
                && r.detail().startsWith(StatusConfirmation.UNCONFIRMED);
        boolean evidence =
            r.detail() != null
                && (r.detail().contains(Oracle.WITNESS_CONFIRMS_SAT)
                    || r.detail().contains(Oracle.MODEL_REFUTES_SAT));
        if (evidence) {
          // Assay's evaluator decided this case: the label is not in doubt
          wrong.merge(r.caseId(), -solvers, Integer::sum);
        } else if (kind == Verdict.Kind.WRONG_STATUS || unconfirmed) {
          wrong.merge(r.caseId(), 1, Integer::sum);
        }
      }
      List<String> out = new ArrayList<>();
      wrong.forEach(
          (c, n) -> {
            if (n == solvers) {
              out.add(c);
            }
          });
      return out;
    }

    private double endedSessionSeconds() throws IOException {
      double sum = 0;
      for (Store.Session s : store.sessions(campaignId)) {
        if (s.seconds() != null) {
          sum += s.seconds();
        }
      }
      return sum;
    }

    @Override
    public boolean stopping() {
      if (stopped.get()) {
        return true;
      }
      if (userStop.getAsBoolean()) {
        stopped.set(true);
        return true;
      }
      if (System.nanoTime() > deadline) {
        budgetSpent.set(true);
        stopped.set(true);
        return true;
      }
      return false;
    }

    @Override
    public synchronized long itemsLeft() {
      if (endItem == Long.MAX_VALUE) {
        return Long.MAX_VALUE;
      }
      return Math.max(0, endItem - nextItem - done.subSet(nextItem, endItem).size());
    }

    @Override
    public synchronized long take() {
      if (stopping()) {
        return -1;
      }
      while (nextItem < endItem && done.contains(nextItem)) {
        nextItem++;
      }
      return nextItem < endItem ? nextItem++ : -1;
    }

    @Override
    public Config config() {
      return config;
    }

    @Override
    public Producer producer() {
      return producer;
    }

    @Override
    public String campaignId() {
      return campaignId;
    }

    @Override
    public String inputsDigest() {
      return inputsDigest;
    }

    @Override
    public long deadlineMillis() {
      return deadlineMillis;
    }

    @Override
    public ItemRunner.Reductions reductions() {
      return reductions;
    }

    @Override
    public PrintWriter err() {
      return err;
    }

    @Override
    public long writerNanos() {
      return writerNanos.get();
    }

    @Override
    public void finish(ItemEnd end) throws IOException {
      timed(() -> finishTimed(end));
    }

    /** Runs one piece of the writer's work, counting its time as the writer's. */
    private void timed(WriterStep step) throws IOException {
      long start = System.nanoTime();
      try {
        step.run();
      } finally {
        writerNanos.addAndGet(System.nanoTime() - start);
      }
    }

    private void finishTimed(ItemEnd end) throws IOException {
      solverNanos.addAndGet(end.solverNanos());
      if (end.toolFailure() != null) {
        synchronized (toolFailures) {
          toolFailures.add(end.toolFailure());
        }
        synchronized (err) {
          err.println("assay: internal error in " + end.toolFailure());
          err.flush();
        }
      }
      // an item the time budget cut short keeps what it counted: a resumed campaign goes on with
      // items it has not run (unless --retry-timeouts); one a stop cut short runs again
      boolean cut = !end.complete() && budgetSpent.get() && end.statistics() != null;
      if (!end.complete() && !cut) {
        return;
      }
      double elapsed = earlierSeconds + (System.nanoTime() - sessionStart) / 1e9;
      synchronized (recordLock) {
        rethrowFlushFailure();
        // Counted now, not when its batch is stored: a technique's later items may wait for it
        // (Producer.awaitInputs). An item another process recorded meanwhile is not counted twice.
        boolean fresh =
            !pending.finishes(end.item()) && !store.itemFinished(campaignId, end.item());
        pending.items.add(new Store.ItemRow(end.item(), end.statistics(), elapsed, cut));
        pending.joined();
        if (fresh) {
          producer.count(
              end.item(), end.statistics() == null ? null : JSON.readTree(end.statistics()));
        }
        flushIfDue();
      }
      itemsNow.incrementAndGet();
      progress.advance(false);
    }

    @Override
    public boolean knownFinding(String id) {
      synchronized (recordLock) {
        try {
          return pending.findingIds.contains(id) || store.hasFinding(id);
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }
    }

    /**
     * Takes one case's runs into the current batch: reproduction folders are written now (while the
     * signature has room for them), findings and result rows are stored with the batch.
     */
    @Override
    public void record(PreparedCase c) throws IOException {
      timed(() -> recordTimed(c));
    }

    private void recordTimed(PreparedCase c) throws IOException {
      synchronized (recordLock) {
        rethrowFlushFailure();
        Path base = config.folder().runDir().toAbsolutePath().normalize();
        for (PreparedRun p : c.runs()) {
          Path written = null;
          String signature = p.row().signature();
          if (p.folder() != null
              && (config.findings().maxFoldersPerSignature() == 0
                  || store.foldersWithSignature(campaignId, signature) + pending.folders(signature)
                      < config.findings().maxFoldersPerSignature())) {
            written = ReproductionFolder.write(base.resolve(p.folder()), p.files());
          }
          String where = written == null ? null : written.toString();
          if (p.finding() != null) {
            pending.sightings.add(
                new Store.SeenFinding(
                    p.finding().in(campaignId, where), p.hit().in(campaignId, where)));
            pending.findingIds.add(p.finding().id());
            findingsSeen++;
          }
          Store.ResultRow row = p.rowIn(written);
          pending.results.add(row);
          if (written != null) {
            pending.foldersBySignature.merge(signature, 1, Integer::sum);
          }
          runsNow.incrementAndGet();
        }
        pending.cases++;
        pending.joined();
        flushIfDue();
      }
    }

    private void flushIfDue() throws IOException {
      if (pending.cases >= BATCH_CASES || pending.due()) {
        flush();
      }
    }

    /**
     * Stores the batch in one transaction and appends its new runs to the live {@code
     * results.jsonl}. Called with {@code recordLock} held.
     */
    private void flush() throws IOException {
      if (pending.isEmpty()) {
        return;
      }
      Pending batch = pending;
      pending = new Pending();
      List<Boolean> added =
          store.addBatch(campaignId, new Store.Batch(batch.sightings, batch.results, batch.items));
      for (int i = 0; i < batch.results.size(); i++) {
        if (added.get(i)) {
          liveResults.write(batch.results.get(i).line());
          liveResults.write('\n');
        }
      }
      liveResults.flush();
    }

    private void rethrowFlushFailure() throws IOException {
      if (flushFailure != null) {
        throw flushFailure;
      }
    }
  }

  /**
   * Cases and finished items per batch at most: the store writes a batch in one transaction, and a
   * kill loses at most the batch not yet stored (its items run again on resume).
   */
  static final int BATCH_CASES = 256;

  /** How long a batch waits for more cases at most, in nanoseconds. */
  static final long BATCH_NANOS = 1_000_000_000L;

  /** What the writer gathered since its last batch was stored. */
  private static final class Pending {
    /** When the first record joined the batch, or 0 while it is empty. */
    long started;

    final List<Store.SeenFinding> sightings = new ArrayList<>();
    final List<Store.ResultRow> results = new ArrayList<>();
    final List<Store.ItemRow> items = new ArrayList<>();
    final java.util.Set<String> findingIds = new java.util.HashSet<>();
    final Map<String, Integer> foldersBySignature = new java.util.HashMap<>();
    int cases;

    boolean isEmpty() {
      return sightings.isEmpty() && results.isEmpty() && items.isEmpty();
    }

    /** Notes that a record joins the batch. */
    void joined() {
      if (started == 0) {
        started = System.nanoTime();
      }
    }

    /** Whether the batch has waited long enough to be stored, whatever its size. */
    boolean due() {
      return started != 0 && System.nanoTime() - started >= BATCH_NANOS;
    }

    boolean finishes(long item) {
      return items.stream().anyMatch(i -> i.item() == item);
    }

    int folders(String signature) {
      return signature == null ? 0 : foldersBySignature.getOrDefault(signature, 0);
    }
  }

  /** A step of the writer. */
  @FunctionalInterface
  private interface WriterStep {
    void run() throws IOException;
  }

  /** The mode as results and reports spell it. */
  public static String modeName(Solvers.Mode m) {
    return m.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
  }

  private static long saturatedAdd(long a, long b) {
    long r = a + b;
    return ((a ^ r) & (b ^ r)) < 0 ? Long.MAX_VALUE : r;
  }
}
