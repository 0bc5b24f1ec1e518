package dev.assay.horn;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.assay.core.ExpectedStatus;
import dev.assay.core.Rng;
import dev.assay.oracle.Expectation;
import dev.assay.oracle.Producer;
import dev.assay.oracle.Provenance;
import dev.assay.oracle.RegressionPair;
import dev.assay.oracle.RunResult;
import dev.assay.oracle.SolverInput;
import dev.assay.oracle.TestCase;
import dev.assay.smtlib.ChcSystem;
import dev.assay.solver.RunLimits;
import dev.assay.solver.Solver;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.Z3Parameters;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.WeakHashMap;
import java.util.function.BooleanSupplier;

/**
 * HornFuzz (Sukhanova and Sobol 2023) as the campaign engine runs it. Items {@code 0..n-1} are the
 * seed phase: seed {@code k} run as it is, its model checked. Every later item is one visit to a
 * seed group (§4.1): the seed run again (its answer on each solver is the expected status of the
 * visit's mutants, the paper's oracle), then mutants proposed by a {@link HornSearch} on that seed
 * with {@code Rng(seed).forIteration(k)} until the group's budget, finding or unknown limit, or
 * stagnation ends the visit. Visits go round the seeds in the heuristic's order (§4.3).
 *
 * <p>The engine's oracle checks each sat answer's model against every clause (the independent
 * solver decides what the evaluator cannot); this producer adds the status oracle (the seed's
 * answer on the same solver), confirms each soundness finding by replaying its chain and running it
 * again under the independent check ({@link FindingCheck}) — an unconfirmed one is {@code
 * unchecked}, not a finding — and reduces confirmed ones with {@link HornReduction}. A visit whose
 * seed the seed phase found undecidable (unknown, timeout, error, crash) is skipped once that is
 * known.
 */
public final class HornProducer implements Producer {

  /**
   * What to run.
   *
   * @param seeds the seed systems, in the order given
   * @param texts each seed's file text, same order
   * @param search how the search goes
   * @param solving the solvers and how the producer runs its own solver queries
   * @param pair the regression pair (a system the release expected to decide decides and the
   *     release under test answers {@code unknown} on is an incompleteness), or null
   */
  public record Config(
      List<HornSeed> seeds,
      List<String> texts,
      Search search,
      Solving solving,
      RegressionPair pair) {
    public Config {
      seeds = List.copyOf(seeds);
      texts = List.copyOf(texts);
    }

    Set<MutationGroup> groups() {
      return search.groups();
    }

    HornSearch.Heuristic heuristic() {
      return search.heuristic();
    }

    long seed() {
      return search.seed();
    }

    long rounds() {
      return search.rounds();
    }

    List<SolverSpec> solvers() {
      return solving.solvers();
    }

    RunLimits limits() {
      return solving.limits();
    }
  }

  /**
   * How the search goes.
   *
   * @param groups the mutation groups in use
   * @param heuristic the order of visits
   * @param weighted whether mutations are chosen by weight (else uniformly)
   * @param seed the campaign's random seed
   * @param rounds how many times visits go round the seeds after the seed phase; {@link
   *     Long#MAX_VALUE} for until the campaign's time is up
   * @param visitRuns mutant runs per visit to a seed group (the paper's group budget, 100)
   */
  public record Search(
      Set<MutationGroup> groups,
      HornSearch.Heuristic heuristic,
      boolean weighted,
      long seed,
      long rounds,
      int visitRuns) {
    public Search {
      if (rounds < 1) {
        throw new IllegalArgumentException("at least one round of visits");
      }
    }
  }

  /**
   * The solvers, and how the producer runs its own queries.
   *
   * @param solvers the solvers under test, versions detected; the first drives the search
   * @param underTest the parameters of the first solver's release (empty for a solver that is no
   *     z3: no parameter mutations, no trace)
   * @param simplifier the z3 that applies rewrites (sessions), or null for none
   * @param checkers solvers for confirmation: the first that is not the same build as the solver
   *     under test is its independent solver
   * @param limits per-run limits for the producer's own solver runs
   * @param reduceTests bug tests allowed to reduce each confirmed finding
   */
  public record Solving(
      List<SolverSpec> solvers,
      Z3Parameters underTest,
      SolverSpec simplifier,
      List<SolverSpec> checkers,
      RunLimits limits,
      int reduceTests) {
    public Solving {
      solvers = List.copyOf(solvers);
      checkers = List.copyOf(checkers);
    }
  }

  private final Config config;
  private final List<Integer> visitOrder;
  private final boolean traced;
  private final boolean z3;
  private final HornStatistics stats = new HornStatistics();
  private final Map<String, FindingCheck.Result> checked = new HashMap<>();
  private final VisitRounds rounds;

  /** The visit order of the latest snapshots under {@code RARE_TRANSITIONS}. */
  private final Map<Learned, List<Integer>> rareOrder = new WeakHashMap<>();

  public HornProducer(Config config) {
    if (config.seeds().isEmpty()) {
      throw new IllegalArgumentException("no seeds");
    }
    this.config = config;
    this.visitOrder = visitOrder(config.seeds(), config.heuristic());
    // z3's verbose lines go to standard error of a z3 process; the bundled Z3 runs in a worker
    // whose answers are its standard output, where they would be read as answers: its trace is
    // its statistics alone.
    this.z3 = !config.solving().underTest().all().isEmpty();
    this.traced = z3 && !config.solvers().get(0).bundled();
    HornSearch.Config paper = HornSearch.Config.paper(config.heuristic());
    this.rounds =
        new VisitRounds(
            config.seeds().size(),
            paper.learning().weightPeriod(),
            paper.learning().initialWeight());
  }

  /** What the rounds counted in full so far learned: the weights the next round starts from. */
  public Learned learned() {
    return rounds.latest();
  }

  /** The rounds counted in full so far, the seed phase included. */
  public long roundsCompleted() {
    return rounds.completed();
  }

  /** The campaign's statistics, earlier sessions included. */
  public HornStatistics statistics() {
    return stats;
  }

  /**
   * The campaign's statistics as {@code statistics.json} holds them: the §5 counts, the rounds
   * completed and the weight each mutation ended with.
   */
  public ObjectNode statisticsJson(Map<String, Map<String, Long>> recorded) {
    HornStatistics file = new HornStatistics();
    file.merge(stats.toJson());
    file.useRecorded(recorded);
    ObjectNode json = (ObjectNode) file.toJson();
    long runs = 0;
    for (Map<String, Long> byVerdict : recorded.values()) {
      for (long v : byVerdict.values()) {
        runs += v;
      }
    }
    json.put("runs_recorded", runs);
    json.put("rounds_completed", roundsCompleted());
    ObjectNode weights = json.putObject("weights");
    json.path("mutations")
        .fieldNames()
        .forEachRemaining(id -> weights.put(id, learned().weight(id, HornSearch.INITIAL_WEIGHT)));
    return json;
  }

  /**
   * The statistics as the campaign prints them, with the runs it recorded (solver to verdict label
   * to runs); {@code seconds} of wall time (0: not known).
   */
  public String statisticsText(double seconds, Map<String, Map<String, Long>> recorded) {
    HornStatistics shown = new HornStatistics();
    shown.merge(stats.toJson());
    shown.useRecorded(recorded);
    return shown.toText(seconds, learned(), roundsCompleted());
  }

  @Override
  public String technique() {
    return "horn";
  }

  /** Confirmed by chain replay and reduced by {@link HornReduction}, in {@link FindingCheck}. */
  @Override
  public boolean reducesOwnFindings() {
    return true;
  }

  @Override
  public Inputs inputs() {
    return new Inputs(config.seeds().stream().map(HornSeed::name).toList(), config.texts());
  }

  @Override
  public long items() {
    long n = config.seeds().size();
    return config.rounds() >= Long.MAX_VALUE / n - 1 ? Long.MAX_VALUE : (config.rounds() + 1) * n;
  }

  /** A visit of round r starts once the earlier rounds are counted: it reads what they learned. */
  @Override
  public boolean awaitInputs(long k, BooleanSupplier stop) throws InterruptedException {
    return rounds.await(rounds.round(k), stop) != null;
  }

  @Override
  public Item item(long k) {
    return item(k, () -> false);
  }

  @Override
  public Item item(long k, BooleanSupplier stop) {
    int n = config.seeds().size();
    if (k < n) {
      return new Visit(k, (int) k, true, Learned.NONE, stop);
    }
    Learned learned = rounds.snapshot(rounds.round(k));
    return new Visit(k, roundOrder(learned).get((int) ((k - n) % n)), false, learned, stop);
  }

  @Override
  public void count(long k, JsonNode statistics) {
    stats.merge(statistics);
    rounds.count(k, statistics);
  }

  /**
   * The order of a round's visits: the heuristic's fixed order, or for {@code RARE_TRANSITIONS} the
   * seed groups by the rareness of their last trace under the transitions counted so far, the
   * rarest first (the paper picks the rarest group for the next visit; a round visits every group
   * once, rarest first), ties in the order given.
   */
  private List<Integer> roundOrder(Learned learned) {
    if (config.heuristic() != HornSearch.Heuristic.RARE_TRANSITIONS) {
      return visitOrder;
    }
    synchronized (rareOrder) {
      // every visit of a round asks with the same snapshot: scored once per round
      return rareOrder.computeIfAbsent(learned, l -> rareFirst(config.seeds(), l));
    }
  }

  static List<Integer> rareFirst(List<HornSeed> seeds, Learned learned) {
    double[] score = new double[seeds.size()];
    List<Integer> idx = new ArrayList<>();
    for (int i = 0; i < seeds.size(); i++) {
      score[i] = learned.rareness(seeds.get(i).name());
      idx.add(i);
    }
    idx.sort(Comparator.<Integer>comparingDouble(i -> -score[i]).thenComparing(i -> i));
    return List.copyOf(idx);
  }

  /**
   * The fixed order visits go round the seeds: as given ({@code DEFAULT}), non-linear and most
   * predicates first ({@code DIFFICULTY}), or the reverse ({@code SIMPLICITY}); {@code
   * RARE_TRANSITIONS} orders each round anew ({@link #roundOrder}).
   */
  static List<Integer> visitOrder(List<HornSeed> seeds, HornSearch.Heuristic h) {
    List<Integer> idx = new ArrayList<>();
    List<ChcSystem> systems = new ArrayList<>();
    for (int i = 0; i < seeds.size(); i++) {
      idx.add(i);
      systems.add(ChcSystem.of(seeds.get(i).script()));
    }
    Comparator<Integer> hard =
        Comparator.<Integer, Boolean>comparing(i -> systems.get(i).isLinear())
            .thenComparing(i -> -systems.get(i).predicateCount());
    if (h == HornSearch.Heuristic.DIFFICULTY) {
      idx.sort(hard.thenComparing(i -> i));
    } else if (h == HornSearch.Heuristic.SIMPLICITY) {
      idx.sort(hard.reversed().thenComparing(i -> i));
    }
    return idx;
  }

  /** One item: a seed-phase run, or a visit to a seed group. */
  private final class Visit implements Item {
    private final long k;
    private final HornSeed seed;
    private final String seedText;
    private final boolean seedPhase;
    private final Learned learned;
    private final HornStatistics counts = new HornStatistics();
    private final VisitSolvers solvers =
        new VisitSolvers(config.limits(), config.solving().checkers());
    private final VisitJudge judge;
    private MutationCatalog catalog;
    private HornSearch search;
    private HornSearch.Proposal current;
    private boolean done;

    Visit(long k, int seedIndex, boolean seedPhase, Learned learned, BooleanSupplier stop) {
      this.k = k;
      this.seed = config.seeds().get(seedIndex);
      this.seedText = config.texts().get(seedIndex);
      this.seedPhase = seedPhase;
      this.learned = learned;
      this.judge =
          new VisitJudge(
              config,
              new VisitJudge.Visited(seed, seedText, k, counts, solvers, stop),
              checked,
              m -> HornRun.caseText(m, traced, z3));
    }

    @Override
    public void abandon() {
      close();
    }

    @Override
    public TestCase next(List<RunResult> previous) {
      try {
        return advance(previous);
      } catch (IOException e) {
        close();
        throw new UncheckedIOException(e);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        close();
        return null;
      }
    }

    private TestCase advance(List<RunResult> previous) throws IOException, InterruptedException {
      if (done) {
        return null;
      }
      if (search == null) {
        if (!seedPhase && learned.undecidedSeed(seed.name())) {
          return finish();
        }
        Z3Parameters params = config.solving().underTest();
        Solver simplifier =
            !seedPhase
                    && config.solving().simplifier() != null
                    && config.groups().contains(MutationGroup.REWRITES)
                ? solvers.simplifier(config.solving().simplifier())
                : null;
        catalog =
            new MutationCatalog(
                config.groups(),
                params.all().isEmpty() ? null : params,
                simplifier == null
                    ? null
                    : new SolverSimplifier(
                        simplifier, Z3Parameters.of(config.solving().simplifier())));
        search =
            new HornSearch(
                HornSearch.Config.paper(config.heuristic())
                    .withWeighted(config.search().weighted())
                    .withGroupBudget(config.search().visitRuns()),
                List.of(seed),
                catalog,
                new Rng(config.seed()).forIteration(k),
                learned);
      } else if (current != null) {
        report(previous);
      }
      if (seedPhase && current != null || search.switchRequested()) {
        return finish();
      }
      Optional<HornSearch.Proposal> p = search.next();
      if (p.isEmpty()) {
        return finish();
      }
      current = p.get();
      return testCase(current);
    }

    private TestCase finish() {
      done = true;
      close();
      return null;
    }

    private void close() {
      solvers.close();
    }

    private TestCase testCase(HornSearch.Proposal p) {
      String stem = HornTexts.stem(seed.name());
      String id =
          seedPhase
              ? "seed/" + stem
              : "visit-"
                  + (k - config.seeds().size())
                  + "/"
                  + stem
                  + "/"
                  + (p.seedRun() ? "seed" : "m" + p.id());
      String text = HornRun.caseText(p.mutant(), traced, z3);
      String basis =
          p.seedRun()
              ? "none (a seed run: only its model is checked)"
              : "the seed's own answer on the same solver ("
                  + judge.seedAnswers()
                  + "), kept by every mutation of the chain";
      List<String> steps = new ArrayList<>();
      p.mutant().chain().forEach(s -> steps.add(s.toString()));
      return new TestCase(
          id,
          p.mutant().script(),
          SolverInput.prepare(text, true),
          text,
          Expectation.of(ExpectedStatus.UNKNOWN),
          basis,
          new Provenance("horn", seed.name(), config.seed(), k, steps));
    }

    /** Tells the search what the first solver did with the current proposal. */
    private void report(List<RunResult> runs) {
      RunResult r = runs.get(0);
      HornSearch.Status status = HornRun.status(r.outcome());
      Trace trace = HornRun.trace(r.outcome(), "");
      String hash = trace.hash();
      // new to this visit and to the earlier rounds: not to the campaign's counts so far, which
      // depend on which items of this round finished first
      boolean newTrace = !counts.knowsTrace(hash) && !learned.knowsTrace(hash);
      counts.trace(hash);
      counts.transitions(trace);
      counts.lastTrace(seed.name(), k, trace);
      if (current.seedRun()) {
        counts.seedRun(seedPhase ? seed.name() : null, r.verdict().kind());
      } else {
        List<MutationStep> chain = current.mutant().chain();
        counts.mutantRun(chain.get(chain.size() - 1).mutation(), newTrace);
      }
      Duration wall =
          r.outcome().execution() == null ? Duration.ZERO : r.outcome().execution().wall();
      search.report(current, new HornSearch.RunResult(status, wall, trace, r.isFinding()));
    }

    @Override
    public List<RunResult> classify(List<RunResult> runs) {
      return judge.classify(runs, current, catalog);
    }

    @Override
    public JsonNode statistics() {
      return counts.toJson();
    }
  }

  /**
   * Expected statuses here are established: confirmed by replaying the chain under an independent
   * solver.
   */
  @Override
  public boolean establishesExpectations() {
    return true;
  }
}
