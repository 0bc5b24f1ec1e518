package dev.assay.mutate;

import dev.assay.campaign.CaseResult;
import dev.assay.campaign.ExistingRun;
import dev.assay.campaign.ModelRequests;
import dev.assay.campaign.RunManifest;
import dev.assay.campaign.Summaries;
import dev.assay.core.InputError;
import dev.assay.core.Rng;
import dev.assay.oracle.EvaluatorModelCheck;
import dev.assay.oracle.Expectation;
import dev.assay.oracle.Judgement;
import dev.assay.oracle.Oracle;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Script;
import dev.assay.solver.Executables;
import dev.assay.solver.Outcome;
import dev.assay.solver.Query;
import dev.assay.solver.RunLimits;
import dev.assay.solver.Solver;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.Solvers;
import dev.assay.solver.VersionDetector;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A weakening/strengthening fuzzing campaign: Algorithm 1 on every seed, each mutant run on every
 * solver and judged — wrong status, invalid model (Assay's evaluator), crash and error by the
 * oracle; incompleteness of type 1 (old solver decided, new answered unknown) and type 2 (the
 * solver decided the previous mutant, unknown on this one) here. Findings are written as soon as
 * they are found; statistics (§6.2) at the end.
 *
 * <p>Work is split into walks: item {@code k} is seed {@code k mod n} of a fixed shuffle of the
 * seeds (so a short campaign still reaches every logic), in round {@code k div n}, mutated with
 * {@code Rng(seed).forIteration(k)}; the mutants do not depend on the number of workers or on
 * timing. Without a time budget each seed gets one item; with one, rounds repeat until it is spent.
 * Stops cleanly (between solver calls) when {@code stop} is set.
 */
public final class FuzzCampaign {
  /** Folders written per finding signature; the rest are only counted and indexed. */
  public static final int MAX_PER_SIGNATURE = 5;

  /**
   * What to run.
   *
   * @param oldSolver with {@code newSolver}, the pair compared for type-1 incompleteness (both are
   *     also judged like the other solvers); null for none
   * @param budget wall-clock time for the whole campaign, or null for one round over the seeds
   * @param arguments the options that made the campaign, recorded in {@code run.json} so that
   *     {@code --resume} can make it again
   * @param resume whether to continue the campaign in {@code outDir}: its finished walks are
   *     skipped and their statistics kept; without it, a folder that holds a campaign is refused
   * @param budgetIncludesEarlierSessions whether a resumed campaign's budget counts the time its
   *     earlier sessions took (the recorded {@code --time}), or is this session's own (a new one)
   */
  public record Config(
      List<Path> seeds,
      List<SolverSpec> solvers,
      SolverSpec oldSolver,
      SolverSpec newSolver,
      int iterations,
      int walkLength,
      RunLimits limits,
      Duration budget,
      int workers,
      long seed,
      Path outDir,
      boolean dryRun,
      List<String> arguments,
      boolean resume,
      boolean budgetIncludesEarlierSessions) {
    public Config {
      arguments = List.copyOf(arguments);
      seeds = List.copyOf(seeds);
      solvers = List.copyOf(solvers);
      if ((oldSolver == null) != (newSolver == null)) {
        throw new InputError("--old and --new go together");
      }
      if (iterations < 1 || walkLength < 1 || workers < 1) {
        throw new InputError("--iterations, --walk-length and -j must be at least 1");
      }
    }
  }

  private final Config config;
  private final RuleCatalogue catalogue;
  private final Oracle oracle = new Oracle(new EvaluatorModelCheck());

  public FuzzCampaign(Config config, RuleCatalogue catalogue) {
    this.config = config;
    this.catalogue = catalogue;
  }

  /** The solvers every mutant runs on: {@code --solver}s, then old and new, without repeats. */
  public static List<SolverSpec> runList(Config c) {
    Map<String, SolverSpec> byName = new LinkedHashMap<>();
    List<SolverSpec> all = new ArrayList<>(c.solvers());
    if (c.oldSolver() != null) {
      all.add(c.oldSolver());
      all.add(c.newSolver());
    }
    for (SolverSpec s : all) {
      SolverSpec known = byName.get(s.name());
      if (known != null && !known.equals(s)) {
        throw new InputError(
            "two different solvers are named " + s.name() + ": name them with LABEL=SPEC");
      }
      byName.put(s.name(), s);
    }
    return List.copyOf(byName.values());
  }

  /** Runs the campaign; {@code err} gets skipped seeds and progress lines. */
  public FuzzStatistics run(PrintWriter err, AtomicBoolean stop)
      throws IOException, InterruptedException {
    FuzzStatistics stats = new FuzzStatistics(catalogue, config.walkLength());
    SeedSet.Loaded loaded = SeedSet.load(config.seeds());
    for (String s : loaded.skipped()) {
      err.println("assay: skipping " + s);
    }
    err.flush();
    stats.seeds(loaded.seeds().size() + loaded.skipped().size(), loaded.skipped());
    if (loaded.seeds().isEmpty()) {
      throw new InputError("no usable seed among " + config.seeds());
    }
    List<SolverSpec> solvers = config.dryRun() ? List.of() : prepare(runList(config));
    stats.solverNames(solvers.stream().map(SolverSpec::name).toList());
    Files.createDirectories(config.outDir());
    WalkJournal.Finished earlier =
        config.dryRun()
            ? new WalkJournal.Finished(Set.of(), stats.emptyLike(), 0)
            : openRunFolder(loaded, solvers, stats);
    stats.merge(earlier.counts());
    stats.markResumed();
    long budgetNanos = config.budget() == null ? Long.MAX_VALUE : config.budget().toNanos();
    if (config.budget() != null && config.budgetIncludesEarlierSessions()) {
      budgetNanos = Math.max(0, budgetNanos - Math.round(earlier.elapsedSeconds() * 1e9));
    }
    long sessionStart = System.nanoTime();
    long deadline = config.budget() == null ? Long.MAX_VALUE : sessionStart + budgetNanos;
    long items = config.budget() == null ? loaded.seeds().size() : Long.MAX_VALUE;
    WalkQueue next = new WalkQueue(earlier.walks(), items);
    FindingWriter writer =
        config.dryRun()
            ? null
            : new FindingWriter(
                config.outDir(), loaded.texts(), MAX_PER_SIGNATURE, config.resume());
    WalkJournal journal =
        config.dryRun() ? null : new WalkJournal(config.outDir(), config.resume());
    Run run =
        new Run(
            shuffled(loaded.seeds(), config.seed()),
            solvers,
            stats,
            writer,
            journal,
            stop,
            deadline,
            earlier.elapsedSeconds(),
            sessionStart);
    List<Thread> threads = new ArrayList<>();
    for (int w = 0; w < config.workers(); w++) {
      Thread t =
          new Thread(
              () -> {
                Map<SolverSpec, Solver> own = new LinkedHashMap<>();
                try {
                  long k;
                  while (!run.stopped() && (k = next.take()) >= 0) {
                    run.item(k, own);
                  }
                } finally {
                  own.values().forEach(Solver::close);
                }
              },
              "assay-fuzz-" + w);
      threads.add(t);
      t.start();
    }
    try {
      long lastReport = System.nanoTime();
      for (Thread t : threads) {
        while (t.isAlive()) {
          t.join(1000);
          if (System.console() != null && System.nanoTime() - lastReport > 10_000_000_000L) {
            lastReport = System.nanoTime();
            err.printf(
                Locale.ROOT,
                "assay fuzz: %d mutants, %d solver calls, %d findings%n",
                stats.mutants(),
                stats.solverCallTotal(),
                stats.findings());
            err.flush();
          }
        }
      }
    } catch (InterruptedException e) {
      stop.set(true);
      for (Thread t : threads) {
        t.join();
      }
    } finally {
      if (writer != null) {
        writer.close();
      }
      if (journal != null) {
        journal.close();
      }
    }
    stats.finish(stop.get());
    Files.writeString(
        config.outDir().resolve("statistics.json"), stats.toJson(), StandardCharsets.UTF_8);
    return stats;
  }

  /**
   * Writes {@code run.json} for a new campaign, or checks that a resumed one runs the same seeds on
   * the same solver builds; returns what earlier sessions finished (nothing for a new one).
   */
  private WalkJournal.Finished openRunFolder(
      SeedSet.Loaded loaded, List<SolverSpec> solvers, FuzzStatistics stats) throws IOException {
    Path dir = config.outDir();
    List<String> names = loaded.seeds().stream().map(Seed::name).toList();
    RunManifest now =
        RunManifest.of(
            "fuzz",
            config.arguments(),
            names,
            names.stream().map(n -> loaded.texts().get(n)).toList(),
            solvers);
    now.begin(dir, config.resume() ? ExistingRun.RESUME : ExistingRun.REFUSE, "campaign");
    return config.resume()
        ? WalkJournal.read(dir, stats.emptyLike())
        : new WalkJournal.Finished(Set.of(), stats.emptyLike(), 0);
  }

  /**
   * Hands out walk indices in order, skipping the walks earlier sessions finished; -1 when the
   * campaign has no more (one round without a time budget).
   */
  private static final class WalkQueue {
    private final Set<Long> done;
    private final long items;
    private long next;

    WalkQueue(Set<Long> done, long items) {
      this.done = done;
      this.items = items;
    }

    synchronized long take() {
      while (next < items && done.contains(next)) {
        next++;
      }
      return next < items ? next++ : -1;
    }
  }

  /** The seeds in an order fixed by the campaign seed (Fisher–Yates with its own stream). */
  static List<Seed> shuffled(List<Seed> seeds, long seed) {
    List<Seed> order = new ArrayList<>(seeds);
    Rng rng = new Rng(seed).forIteration(-1);
    for (int i = order.size() - 1; i > 0; i--) {
      int j = rng.nextInt(i + 1);
      Seed t = order.get(i);
      order.set(i, order.get(j));
      order.set(j, t);
    }
    return order;
  }

  /** Checks each solver can start and records its version. */
  private static List<SolverSpec> prepare(List<SolverSpec> specs) throws InterruptedException {
    List<SolverSpec> out = new ArrayList<>();
    for (SolverSpec s : specs) {
      String problem = Executables.problem(s);
      if (problem != null) {
        throw new InputError("solver " + s.name() + ": " + problem);
      }
      out.add(VersionDetector.withDetectedVersion(s));
    }
    return out;
  }

  /** The shared state of one run and the work of one item. */
  private final class Run {
    private final List<Seed> seeds;
    private final List<SolverSpec> solvers;
    private final FuzzStatistics stats;
    private final FindingWriter writer;
    private final WalkJournal journal;
    private final AtomicBoolean stop;
    private final long deadline;
    private final double earlierSeconds;
    private final long sessionStart;

    Run(
        List<Seed> seeds,
        List<SolverSpec> solvers,
        FuzzStatistics stats,
        FindingWriter writer,
        WalkJournal journal,
        AtomicBoolean stop,
        long deadline,
        double earlierSeconds,
        long sessionStart) {
      this.seeds = seeds;
      this.solvers = solvers;
      this.stats = stats;
      this.writer = writer;
      this.journal = journal;
      this.stop = stop;
      this.deadline = deadline;
      this.earlierSeconds = earlierSeconds;
      this.sessionStart = sessionStart;
    }

    boolean stopped() {
      return stop.get() || System.nanoTime() > deadline;
    }

    /**
     * Walk {@code k}: one seed, {@code iterations} mutants. Its statistics are its own until it
     * ends, then merged; a walk that ran to its end is journaled, so a resumed campaign skips it.
     */
    void item(long k, Map<SolverSpec, Solver> own) {
      Seed seed = seeds.get((int) (k % seeds.size()));
      FuzzStatistics counts = stats.emptyLike();
      boolean finished = false;
      try {
        finished = walk(k, seed, own, counts);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        stop.set(true);
      } catch (RuntimeException e) {
        // A failure of Assay's own code (a rule bug, an evaluator gap) is recorded; the
        // campaign goes on with the next walk. Running the walk again would fail again.
        counts.toolFailure(seed.name() + " walk " + k + ": " + e);
        finished = true;
      } finally {
        stats.merge(counts);
      }
      if (finished && journal != null) {
        double elapsed = earlierSeconds + (System.nanoTime() - sessionStart) / 1e9;
        try {
          journal.add(k, seed.name(), elapsed, counts);
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }
    }

    /** Runs walk {@code k}; returns whether it ran to its end (not cut short by a stop). */
    private boolean walk(long k, Seed seed, Map<SolverSpec, Solver> own, FuzzStatistics counts)
        throws IOException, InterruptedException {
      RandomWalk walk =
          new RandomWalk(
              seed,
              catalogue,
              config.iterations(),
              config.walkLength(),
              new Rng(config.seed()).forIteration(k));
      counts.walkStarted();
      String base = FindingWriter.safe(seed.name()) + "-w" + k;
      Expectation expectation = Expectation.of(status(seed.status()));
      Map<String, Answered> startGot = Map.of();
      String startText = null;
      if (!config.dryRun()) {
        Script start = MutantText.withStatus(walk.start(), seed.status());
        startText = "; preprocessed seed " + seed.name() + "\n" + Printer.print(start);
        startGot =
            judgeAll(
                base + "-seed",
                seed.name(),
                null,
                start,
                startText,
                expectation,
                own,
                null,
                null,
                counts);
      }
      String previousText = startText;
      Map<String, Answered> previousGot = startGot;
      while (walk.hasNext() && !stopped()) {
        Mutant m;
        try {
          m = walk.next();
        } catch (NoSuchElementException e) {
          counts.walkStuck();
          return !stop.get();
        }
        if (m.step() == 1) {
          previousText = startText;
          previousGot = startGot;
        }
        String text = MutantText.render(m);
        counts.mutant(m, text);
        String caseName = base + "-i" + m.iteration();
        if (config.dryRun()) {
          Path dir = config.outDir().resolve("mutants").resolve(FindingWriter.safe(seed.name()));
          Files.createDirectories(dir);
          Files.writeString(
              dir.resolve(String.format(Locale.ROOT, "w%d-i%04d.smt2", k, m.iteration())),
              text,
              StandardCharsets.UTF_8);
          continue;
        }
        Script script = MutantText.withStatus(m.script(), m.expected());
        previousGot =
            judgeAll(
                caseName,
                seed.name(),
                m,
                script,
                text,
                expectation,
                own,
                previousText,
                previousGot,
                counts);
        previousText = text;
      }
      // A stop under way may have cut the last solver calls short: such a walk runs again.
      return !walk.hasNext() && !stop.get();
    }

    /** Runs every solver on one formula; returns what each answered. */
    private Map<String, Answered> judgeAll(
        String caseName,
        String seedName,
        Mutant m,
        Script script,
        String text,
        Expectation expectation,
        Map<SolverSpec, Solver> own,
        String previousText,
        Map<String, Answered> previousGot,
        FuzzStatistics counts)
        throws IOException, InterruptedException {
      Map<String, CaseResult> results = new LinkedHashMap<>();
      Map<String, Answered> answered = new LinkedHashMap<>();
      Query query = Query.of(caseName, ModelRequests.add(text));
      for (SolverSpec spec : solvers) {
        if (stop.get()) {
          return answered;
        }
        Solver solver =
            own.computeIfAbsent(spec, s -> Solvers.open(s, Solvers.Mode.FRESH, config.limits()));
        Outcome o = solver.run(query);
        if (stop.get()) {
          return answered; // stopped under way: the solver may have been killed, not a finding
        }
        Judgement j = oracle.judge(script, expectation, o);
        CaseResult r = new CaseResult(caseName, text, query, spec, "fresh", expectation, o, j);
        results.put(spec.name(), r);
        String verdict = j.overall().kind();
        counts.solverCall(spec.name(), verdict);
        FindingKind kind = FindingKind.ofVerdict(verdict);
        if (kind != null) {
          record(
              counts,
              new FindingWriter.Finding(
                  kind,
                  kind.label() + "|" + spec.name() + "|" + normalise(j.overall().detail()),
                  caseName,
                  m,
                  seedName,
                  r,
                  null,
                  null,
                  null));
        } else if (verdict.equals("unknown")
            && previousGot != null
            && previousGot.containsKey(spec.name())
            && previousGot.get(spec.name()).decided()) {
          String lastRule = m == null ? "seed" : m.chain().get(m.chain().size() - 1).ruleId();
          record(
              counts,
              new FindingWriter.Finding(
                  FindingKind.INCOMPLETENESS_IMPLICATION,
                  "type2|" + spec.name() + "|" + lastRule,
                  caseName,
                  m,
                  seedName,
                  r,
                  null,
                  previousText,
                  previousGot.get(spec.name()).got()));
        }
        answered.put(spec.name(), new Answered(verdict.equals("ok"), Summaries.got(o)));
      }
      if (config.oldSolver() != null) {
        CaseResult old = results.get(config.oldSolver().name());
        CaseResult neu = results.get(config.newSolver().name());
        if (old != null
            && neu != null
            && old.judgement().overall().kind().equals("ok")
            && neu.judgement().overall().kind().equals("unknown")) {
          record(
              counts,
              new FindingWriter.Finding(
                  FindingKind.INCOMPLETENESS_REGRESSION,
                  "type1|" + neu.spec().name() + "|" + seedName,
                  caseName,
                  m,
                  seedName,
                  neu,
                  old,
                  null,
                  null));
        }
      }
      return answered;
    }

    private void record(FuzzStatistics counts, FindingWriter.Finding f) throws IOException {
      Path dir = writer.write(f);
      counts.finding(f.kind().label(), dir != null);
    }
  }

  /** What a solver answered on one formula, and whether that decided it correctly. */
  private record Answered(boolean decided, String got) {}

  private static Expectation.Status status(ExpectedStatus s) {
    return s == ExpectedStatus.SAT ? Expectation.Status.SAT : Expectation.Status.UNSAT;
  }

  /** A message with numbers and quoted text blanked, so one bug gives one signature. */
  static String normalise(String detail) {
    String s = detail.replaceAll("\"[^\"]*\"", "\"…\"").replaceAll("\\d+", "N").strip();
    return s.length() > 120 ? s.substring(0, 120) : s;
  }
}
