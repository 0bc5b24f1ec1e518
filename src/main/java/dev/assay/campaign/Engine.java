package dev.assay.campaign;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.assay.core.AssayVersion;
import dev.assay.core.InputError;
import dev.assay.core.Verdict;
import dev.assay.oracle.Judgement;
import dev.assay.oracle.Oracle;
import dev.assay.oracle.Producer;
import dev.assay.oracle.RunResult;
import dev.assay.oracle.TestCase;
import dev.assay.solver.Outcome;
import dev.assay.solver.Query;
import dev.assay.solver.RunLimits;
import dev.assay.solver.Solver;
import dev.assay.solver.SolverMessages;
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
   * What to run and where.
   *
   * @param command the subcommand, for {@code run.json} and the store
   * @param arguments the options that decide what runs, recorded so that {@code --resume} can make
   *     them again
   * @param commandLine the command line as typed, for reports
   * @param solvers the solver configurations, named uniquely, versions detected
   * @param workers parallel items
   * @param limits per-run time and output limits
   * @param mode how solvers keep state between runs
   * @param runDir the run folder
   * @param storeUrl the findings store, or null for {@code RUNDIR/assay.db}
   * @param existing what to do with a run already in {@code runDir}
   * @param budget wall-clock time for the campaign, or null for no limit
   * @param budgetCountsEarlierSessions whether a resumed campaign's budget includes the time its
   *     earlier sessions ran
   * @param progress whether to draw progress on a terminal
   * @param maxFoldersPerSignature reproduction folders per failure signature (0: every failure)
   * @param reduceTests solver runs allowed to reduce each new soundness, crash or incompleteness
   *     finding (0: none; an incompleteness test is two runs, one per half of the pair)
   * @param askForModels whether cases ask for models
   * @param modelCheckers solvers that may decide what Assay's evaluator cannot when it checks the
   *     model of a quantified script or a CHC system; a run's model is checked by the first of them
   *     that is not the same build as the run's solver (none: such models stay unchecked)
   */
  public record Config(
      String command,
      List<String> arguments,
      String commandLine,
      List<SolverSpec> solvers,
      int workers,
      RunLimits limits,
      Solvers.Mode mode,
      Path runDir,
      String storeUrl,
      ExistingRun existing,
      Duration budget,
      boolean budgetCountsEarlierSessions,
      boolean progress,
      int maxFoldersPerSignature,
      int reduceTests,
      boolean askForModels,
      List<SolverSpec> modelCheckers) {
    public Config {
      arguments = List.copyOf(arguments);
      solvers = List.copyOf(solvers);
      modelCheckers = List.copyOf(modelCheckers);
      if (workers < 1) {
        throw new InputError("-j must be at least 1: " + workers);
      }
      if (solvers.isEmpty()) {
        throw new IllegalArgumentException("a campaign needs at least one solver");
      }
    }

    /** A configuration whose quantified models are checked by the evaluator alone. */
    public Config(
        String command,
        List<String> arguments,
        String commandLine,
        List<SolverSpec> solvers,
        int workers,
        RunLimits limits,
        Solvers.Mode mode,
        Path runDir,
        String storeUrl,
        ExistingRun existing,
        Duration budget,
        boolean budgetCountsEarlierSessions,
        boolean progress,
        int maxFoldersPerSignature,
        int reduceTests,
        boolean askForModels) {
      this(
          command,
          arguments,
          commandLine,
          solvers,
          workers,
          limits,
          mode,
          runDir,
          storeUrl,
          existing,
          budget,
          budgetCountsEarlierSessions,
          progress,
          maxFoldersPerSignature,
          reduceTests,
          askForModels,
          List.of());
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
      List<String> labelSuspects) {
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

  public Engine(Config config) {
    this.config = config;
  }

  /**
   * Runs {@code producer} until its items are done, the budget is spent or {@code stop} says so.
   */
  public Result run(Producer producer, PrintWriter err, BooleanSupplier stop)
      throws IOException, InterruptedException {
    Path dir = config.runDir();
    if (config.existing() == ExistingRun.REFUSE) {
      RunManifest.refuseIfHeld(dir, "campaign");
    }
    Producer.Inputs inputs = producer.inputs();
    RunManifest now =
        RunManifest.of(
            config.command(),
            config.arguments(),
            inputs.names(),
            inputs.texts(),
            config.solvers(),
            null,
            config.storeUrl());
    String campaignId;
    String storeUrl;
    if (config.existing() == ExistingRun.RESUME) {
      RunManifest then = RunManifest.read(dir);
      then.requireSameRunAs(now, dir);
      if (then.campaignId() == null) {
        throw new InputError(
            dir + ": run.json names no campaign; this run was made by an older Assay");
      }
      campaignId = then.campaignId();
      storeUrl = then.store();
    } else {
      campaignId = CampaignIds.next(config.command(), dir);
      storeUrl = config.storeUrl();
    }
    RunManifest manifest = now.inCampaign(campaignId, storeUrl);
    String url = storeUrl == null ? Store.defaultUrl(dir) : storeUrl;
    if (config.existing() == ExistingRun.REPLACE) {
      Cleanup.runFolder(dir, producer.runsFile());
    }
    try (Store store = Store.open(url)) {
      if (config.existing() == ExistingRun.RESUME) {
        Cleanup.unrecordedFolders(dir, store.folders(campaignId));
      }
      manifest.write(dir);
      store.addCampaign(
          new Store.Campaign(
              campaignId,
              producer.technique(),
              dir.toAbsolutePath().normalize().toString(),
              JSON.writeValueAsString(config.arguments()),
              config.commandLine(),
              manifest.casesDigest(),
              manifest.cases(),
              host(),
              AssayVersion.get(),
              Store.now()),
          campaignSolvers());
      return new Session(producer, store, campaignId, err, stop).run();
    }
  }

  private List<Store.CampaignSolver> campaignSolvers() throws IOException {
    List<Store.CampaignSolver> out = new ArrayList<>();
    for (int i = 0; i < config.solvers().size(); i++) {
      SolverSpec s = config.solvers().get(i);
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

  /** One session of a campaign: the workers, and what they share. */
  private final class Session {
    private final Producer producer;
    private final Store store;
    private final String campaignId;
    private final PrintWriter err;
    private final BooleanSupplier userStop;
    private final AtomicBoolean stopped = new AtomicBoolean();
    private final AtomicBoolean budgetSpent = new AtomicBoolean();
    private final AtomicLong solverNanos = new AtomicLong();
    private final AtomicLong runsNow = new AtomicLong();
    private final AtomicLong itemsNow = new AtomicLong();
    private final List<String> toolFailures = new ArrayList<>();
    private final Map<String, FindingReducer.Reduced> reductions = new LinkedHashMap<>();
    private final Object recordLock = new Object();
    private long nextItem;
    private TreeSet<Long> done;
    private double earlierSeconds;
    private long sessionStart;
    private long deadline;
    private Progress progress;
    private long findingsSeen;
    private java.io.Writer liveResults;

    Session(
        Producer producer,
        Store store,
        String campaignId,
        PrintWriter err,
        BooleanSupplier userStop) {
      this.producer = producer;
      this.store = store;
      this.campaignId = campaignId;
      this.err = err;
      this.userStop = userStop;
    }

    Result run() throws IOException, InterruptedException {
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
      long earlierItems = done.size();
      int session = store.startSession(campaignId, config.workers());
      // results.jsonl grows line by line as runs are recorded, for those who watch a campaign; at
      // the end it is exported again from the store, in item order.
      Path runsFile = config.runDir().resolve(producer.runsFile());
      Exports.results(store, campaignId, runsFile);
      liveResults =
          java.nio.file.Files.newBufferedWriter(
              runsFile,
              java.nio.charset.StandardCharsets.UTF_8,
              java.nio.file.StandardOpenOption.APPEND);
      sessionStart = System.nanoTime();
      long budgetNanos = config.budget() == null ? Long.MAX_VALUE : config.budget().toNanos();
      if (config.budget() != null && config.budgetCountsEarlierSessions()) {
        budgetNanos = Math.max(0, budgetNanos - Math.round(earlierSeconds * 1e9));
      }
      deadline = config.budget() == null ? Long.MAX_VALUE : saturatedAdd(sessionStart, budgetNanos);
      long planned = producer.items();
      progress =
          config.progress() && planned != Long.MAX_VALUE
              ? Progress.forTerminal(err, Math.max(0, planned - earlierItems))
              : Progress.silent(0);
      List<Thread> threads = new ArrayList<>();
      List<Throwable> failures = new ArrayList<>();
      for (int w = 0; w < config.workers(); w++) {
        Thread t = new Thread(this::work, "assay-" + config.command() + "-" + w);
        t.setUncaughtExceptionHandler(
            (th, e) -> {
              synchronized (failures) {
                failures.add(e);
              }
              stopped.set(true);
            });
        threads.add(t);
        t.start();
      }
      try {
        long lastReport = System.nanoTime();
        for (Thread t : threads) {
          while (t.isAlive()) {
            t.join(500);
            if (planned == Long.MAX_VALUE
                && config.progress()
                && System.console() != null
                && System.nanoTime() - lastReport > 10_000_000_000L) {
              lastReport = System.nanoTime();
              err.printf(
                  "assay %s: %d items, %d solver runs, %d findings%n",
                  config.command(), itemsNow.get(), runsNow.get(), findingsSeen);
              err.flush();
            }
          }
        }
      } catch (InterruptedException e) {
        stopped.set(true);
        for (Thread t : threads) {
          t.join();
        }
      } finally {
        progress.finish();
        liveResults.close();
      }
      double seconds = (System.nanoTime() - sessionStart) / 1e9;
      long items = store.finishedItems(campaignId).size();
      boolean interrupted = stopped.get() && !budgetSpent.get() && items < planned;
      store.endSession(campaignId, session, interrupted, seconds);
      if (!failures.isEmpty()) {
        Throwable f = failures.get(0);
        if (f instanceof UncheckedIOException u) {
          throw u.getCause();
        }
        if (f instanceof RuntimeException r) {
          throw r;
        }
        throw new IllegalStateException(f);
      }
      Path results = Exports.results(store, campaignId, runsFile);
      List<FindingLine> findings = Exports.findings(store, campaignId, config.runDir());
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
          config.workers(),
          VerdictTable.of(store.verdictCounts(campaignId)),
          findings,
          failureRuns,
          List.copyOf(toolFailures),
          results,
          labelSuspects(stored));
    }

    /** Cases where every solver of the campaign (two or more) gave a wrong status. */
    private List<String> labelSuspects(List<Store.StoredResult> stored) {
      int solvers = config.solvers().size();
      if (solvers < 2) {
        return List.of();
      }
      Map<String, Integer> wrong = new LinkedHashMap<>();
      for (Store.StoredResult r : stored) {
        if (r.verdict().equals(Verdict.Kind.WRONG_STATUS.label())) {
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

    private boolean shouldStop() {
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

    /** The next item to run, or -1 when there is none. */
    private synchronized long take() {
      long items = producer.items();
      while (nextItem < items && done.contains(nextItem)) {
        nextItem++;
      }
      return nextItem < items ? nextItem++ : -1;
    }

    /** A worker: items until none is left or the campaign stops. */
    private void work() {
      Map<SolverSpec, Solver> own = new LinkedHashMap<>();
      Map<SolverSpec, Solver> fresh = new LinkedHashMap<>();
      Oracles oracles = new Oracles(config.modelCheckers(), config.limits());
      try {
        long k;
        while (!shouldStop() && (k = take()) >= 0) {
          runItem(k, own, fresh, oracles);
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        stopped.set(true);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      } finally {
        own.values().forEach(Solver::close);
        fresh.values().forEach(Solver::close);
        oracles.close();
      }
    }

    private void runItem(
        long k, Map<SolverSpec, Solver> own, Map<SolverSpec, Solver> fresh, Oracles oracles)
        throws IOException, InterruptedException {
      Producer.Item item;
      boolean complete = true;
      int seq = 0;
      try {
        item = producer.item(k);
        List<RunResult> previous = List.of();
        TestCase c;
        while ((c = item.next(previous)) != null) {
          if (shouldStop()) {
            complete = false;
            break;
          }
          List<RunResult> runs = runCase(c, own, oracles);
          if (runs == null) {
            complete = false;
            break;
          }
          runs = item.classify(runs);
          runs = FreshConfirmation.confirm(runs, freshSolvers(fresh), oracles);
          record(k, seq++, runs, fresh);
          previous = runs;
        }
      } catch (RuntimeException e) {
        // A failure of Assay's own code (a rule bug, an evaluator gap) is recorded and the campaign
        // goes on with the next item; running the item again would fail again.
        String line = "item " + k + ": " + e;
        synchronized (toolFailures) {
          toolFailures.add(line);
        }
        err.println("assay: internal error in " + line);
        err.flush();
        JsonNode stats = JSON.createObjectNode().put("tool_failure", line);
        finishItem(k, stats);
        return;
      }
      if (complete) {
        finishItem(k, item.statistics());
      }
    }

    private void finishItem(long k, JsonNode stats) throws IOException {
      double elapsed = earlierSeconds + (System.nanoTime() - sessionStart) / 1e9;
      String text = stats == null ? null : JSON.writeValueAsString(stats);
      synchronized (recordLock) {
        if (store.finishItem(campaignId, k, text, elapsed)) {
          producer.count(k, stats);
        }
      }
      itemsNow.incrementAndGet();
      progress.advance(false);
    }

    /** The case on every solver; null when a stop cut it short. */
    private List<RunResult> runCase(TestCase c, Map<SolverSpec, Solver> own, Oracles oracles)
        throws IOException, InterruptedException {
      List<RunResult> runs = new ArrayList<>();
      Query query = Query.of(c.id(), c.sent());
      for (SolverSpec spec : config.solvers()) {
        Oracle oracle = oracles.forRunsOf(spec);
        if (stopped.get() || userStop.getAsBoolean()) {
          return null;
        }
        Solver solver =
            own.computeIfAbsent(spec, s -> Solvers.open(s, config.mode(), config.limits()));
        Outcome o = solver.run(query);
        if ((stopped.get() || userStop.getAsBoolean()) && !(o instanceof Outcome.Finished)) {
          return null; // the stop may have killed it: no verdict
        }
        if (o.execution() != null) {
          solverNanos.addAndGet(o.execution().wall().toNanos());
        }
        Judgement j = oracle.judge(c.script(), c.expectation(), o, spec);
        RunResult r =
            RunResult.judged(c, spec, modeName(Solvers.resolve(config.mode(), spec)), o, j);
        SolverMessages.Message refusal =
            SolverMessages.find(SolverMessages.Meaning.REFUSES_MODELS, o);
        if (refusal != null && config.askForModels() && c.original() != null) {
          r =
              WithoutModels.rerun(
                  c, spec, solver, oracle, refusal, modeName(Solvers.resolve(config.mode(), spec)));
          if (r.outcome().execution() != null) {
            solverNanos.addAndGet(r.outcome().execution().wall().toNanos());
          }
        }
        runs.add(r);
      }
      return runs;
    }

    /**
     * Records one case's runs: signatures (reducing new soundness findings first, outside the
     * lock), then reproduction folders, findings and result rows.
     */
    private void record(long k, int seq, List<RunResult> runs, Map<SolverSpec, Solver> fresh)
        throws IOException, InterruptedException {
      List<String> signatures = new ArrayList<>();
      List<FindingReducer.Reduced> reduced = new ArrayList<>();
      for (RunResult r : runs) {
        FindingReducer.Reduced red = null;
        String fingerprint = null;
        if (r.isFinding() && r.verdict().kind().isSoundness() && !producer.reducesOwnFindings()) {
          red = reduction(r, runs, fresh);
          if (red.reduced()) {
            fingerprint =
                CanonicalForm.hash(red.script()) + "|" + String.join(" ", red.spec().options());
          }
        }
        signatures.add(r.failure() || r.isFinding() ? Signatures.of(r, fingerprint) : null);
        reduced.add(red);
      }
      for (int i = 0; i < runs.size(); i++) {
        RunResult r = runs.get(i);
        // a crash and an incompleteness are signed without their reduction: reduced only when new
        boolean crash =
            r.verdict().is(Verdict.Kind.CRASH)
                && reduced.get(i) == null
                && !producer.reducesOwnFindings();
        if (r.isFinding()
            && (crash || r.verdict().is(Verdict.Kind.INCOMPLETENESS))
            && !knownFinding(Signatures.findingId(signatures.get(i)))) {
          reduced.set(i, reduction(r, runs, fresh));
        }
      }
      synchronized (recordLock) {
        List<Store.ResultRow> rows = new ArrayList<>();
        for (int i = 0; i < runs.size(); i++) {
          RunResult r = runs.get(i);
          rows.add(recordOne(k, seq, i, r, signatures.get(i), reduced.get(i)));
          runsNow.incrementAndGet();
        }
        List<Boolean> added = store.addResults(campaignId, rows);
        for (int i = 0; i < rows.size(); i++) {
          if (added.get(i)) {
            liveResults.write(rows.get(i).line());
            liveResults.write('\n');
          }
        }
        liveResults.flush();
      }
    }

    private boolean knownFinding(String id) throws IOException {
      synchronized (recordLock) {
        return store.hasFinding(id);
      }
    }

    /** A run's row; writes its folder and its finding first. Called under the record lock. */
    private Store.ResultRow recordOne(
        long k, int seq, int position, RunResult r, String signature, FindingReducer.Reduced red)
        throws IOException {
      Path folder = null;
      String findingId = null;
      if (signature != null) {
        boolean room =
            config.maxFoldersPerSignature() == 0
                || store.foldersWithSignature(campaignId, signature)
                    < config.maxFoldersPerSignature();
        if (r.failure() || r.isFinding()) {
          folder = room ? folderOf(r) : null;
        }
        ReproductionFolder.FindingFacts facts = null;
        if (r.isFinding()) {
          findingId = Signatures.findingId(signature);
          facts =
              new ReproductionFolder.FindingFacts(
                  findingId,
                  signature,
                  red != null && red.reduced() ? red.script() : null,
                  red != null ? red.spec() : r.solver(),
                  red != null ? red.note() : "not reduced",
                  red != null && red.reduced() ? red.decided() : null,
                  red != null ? red.decider() : null);
        }
        if (folder != null) {
          ReproductionFolder.write(folder, r, facts);
        }
        if (r.isFinding()) {
          store.addFinding(
              FindingRecords.finding(findingId, signature, r, campaignId, folder, red),
              new Store.Hit(
                  findingId,
                  campaignId,
                  r.testCase().id(),
                  r.solver().name(),
                  r.solver().version(),
                  k,
                  folder == null ? null : folder.toString(),
                  Store.now()));
          findingsSeen++;
        }
      }
      Double wall =
          r.outcome().execution() == null ? null : r.outcome().execution().wall().toNanos() / 1e6;
      return new Store.ResultRow(
          k,
          seq,
          position,
          r.testCase().id(),
          r.solver().name(),
          r.solver().version(),
          r.verdict().label(),
          r.verdict().detail(),
          r.failure(),
          signature,
          findingId,
          folder == null ? null : folder.toString(),
          wall,
          ResultLine.of(r, k, findingId, folder).toString());
    }

    /** Fresh-mode solvers of one worker, opened when first asked for. */
    private java.util.function.Function<SolverSpec, Solver> freshSolvers(
        Map<SolverSpec, Solver> fresh) {
      return spec ->
          fresh.computeIfAbsent(spec, s -> Solvers.open(s, Solvers.Mode.FRESH, config.limits()));
    }

    /**
     * The reduction of a finding, made once per distinct input, kind and solver: an incompleteness
     * as the pair "decided before, unknown after" (null when the finding has no decided formula
     * beside it), any other finding keeping its failure and ground truth.
     */
    private FindingReducer.Reduced reduction(
        RunResult r, List<RunResult> runs, Map<SolverSpec, Solver> fresh)
        throws InterruptedException {
      String key =
          r.verdict().label()
              + "|"
              + r.solver().name()
              + "|"
              + CanonicalForm.hash(r.testCase().script());
      synchronized (reductions) {
        FindingReducer.Reduced known = reductions.get(key);
        if (known != null) {
          return known;
        }
      }
      FindingReducer.Reduced red;
      if (r.verdict().is(Verdict.Kind.INCOMPLETENESS)) {
        red = new IncompletenessReducer(config.reduceTests()).reduce(r, runs, freshSolvers(fresh));
      } else {
        SolverSpec reference = null;
        for (RunResult other : runs) {
          if (other != r && other.verdict().is(Verdict.Kind.OK)) {
            reference = other.solver();
            break;
          }
        }
        red =
            new FindingReducer(config.reduceTests(), config.limits())
                .reduce(r, freshSolvers(fresh), reference);
      }
      if (red != null) {
        synchronized (reductions) {
          reductions.put(key, red);
        }
      }
      return red;
    }

    private Path folderOf(RunResult r) {
      Path dir =
          config
              .runDir()
              .toAbsolutePath()
              .normalize()
              .resolve("failures")
              .resolve(FolderNames.safe(r.solver().name()));
      for (String part : FolderNames.caseParts(r.testCase().id())) {
        dir = dir.resolve(FolderNames.safe(part));
      }
      return dir;
    }
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
