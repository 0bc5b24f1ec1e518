package dev.assay.horn;

import dev.assay.core.ExpectedStatus;
import dev.assay.core.Rng;
import dev.assay.smtlib.ChcSystem;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * HornFuzz's search (§4.1, §4.3, §4.4) as a deterministic object a campaign drives: {@link #next}
 * proposes the next script to run (first each seed as it is, then mutants), {@link #report} is told
 * what the run gave, and the search updates its seed groups, mutation weights and transition
 * statistics. All randomness comes from the {@link Rng} it is given; the same seed, seeds and
 * reported results give the same proposals.
 *
 * <p>Seed groups: each seed starts a group; the last member is mutated; a mutant that ran without a
 * finding joins its group. The search stays with one group until one of: {@link
 * VisitLimits#groupBudget} runs in a row (the paper's 100), {@link VisitLimits#findingLimit}
 * findings, {@link VisitLimits#unknownLimit} unknowns or timeouts, or an unchanged trace over
 * {@code stagnation · n} runs (n = the seed's clauses; the paper's 5·n), which also rolls the group
 * back to its seed. A mutant that times out or answers unknown is discarded and its group rolled
 * back to the seed. Which group comes next depends on the {@link Heuristic}.
 *
 * <p>Mutations: a group (own, rewrites, params) is chosen with equal probability among those with
 * an applicable mutation, then a mutation in it, uniformly or by weight; weights start at {@link
 * Learning#initialWeight} and every {@link Learning#weightPeriod} runs become {@code 0.62·w +
 * 0.38·p}, p = the share of the mutation's runs that gave a new trace.
 */
public final class HornSearch {

  /** A mutation's weight before its first update (§4.4). */
  public static final double INITIAL_WEIGHT = 0.1;

  /** How the next seed group is chosen (§4.3). */
  public enum Heuristic {
    /** Groups in the order the seeds were given. */
    DEFAULT,
    /** Non-linear systems first, then by number of predicates, most first. */
    DIFFICULTY,
    /** The reverse of DIFFICULTY. */
    SIMPLICITY,
    /** The group whose last trace has the most rare transitions: max Σ t_ij / p_ij. */
    RARE_TRANSITIONS
  }

  /**
   * The search's settings. The paper fixes the group budget (100) and the weight period (1000) and
   * initial weight (0.1); the other limits are this implementation's choice (docs/horn.md).
   */
  public record Config(
      Heuristic heuristic, boolean weighted, VisitLimits visit, Learning learning, int maxChain) {

    public static Config paper(Heuristic heuristic) {
      return new Config(
          heuristic, true, new VisitLimits(100, 1, 3, 5), new Learning(1000, INITIAL_WEIGHT), 100);
    }

    /** The same settings with another group budget (runs per visit to a group). */
    public Config withGroupBudget(int runs) {
      return new Config(
          heuristic,
          weighted,
          new VisitLimits(runs, visit.findingLimit(), visit.unknownLimit(), visit.stagnation()),
          learning,
          maxChain);
    }

    public Config withWeighted(boolean w) {
      return new Config(heuristic, w, visit, learning, maxChain);
    }
  }

  /**
   * When a visit to a seed group ends (§4.3).
   *
   * @param groupBudget mutant runs per visit (the paper's 100)
   * @param findingLimit findings in one visit that end it
   * @param unknownLimit unknowns in one visit that end it
   * @param stagnation runs with the same trace, per clause, that end it
   */
  public record VisitLimits(int groupBudget, int findingLimit, int unknownLimit, int stagnation) {}

  /**
   * How mutation weights are learned (§4.2).
   *
   * @param weightPeriod runs between two weight updates (the paper's 1000)
   * @param initialWeight the weight of a mutation before any update (the paper's 0.1)
   */
  public record Learning(int weightPeriod, double initialWeight) {}

  /** What the solver did with a proposal. */
  public enum Status {
    SAT,
    UNSAT,
    UNKNOWN,
    TIMEOUT,
    ERROR,
    CRASH
  }

  /**
   * The result of running one proposal, as the caller judged it.
   *
   * @param status what the solver answered
   * @param time how long it took
   * @param trace what it printed about its work ({@link Trace#read})
   * @param finding whether the oracle found a bug in this run (wrong status, invalid model, crash)
   */
  public record RunResult(Status status, Duration time, Trace trace, boolean finding) {}

  /**
   * A script to run.
   *
   * @param id the proposal's number, from 0
   * @param group the seed group (index of the seed in the list given)
   * @param seed the seed's name
   * @param mutant the script, the chain that made it, and the solver parameters to run it with
   * @param expected the status the seed had on the same solver (null for a seed run)
   * @param parent the group member the mutant was made from, which the solver decided (null for a
   *     seed run)
   */
  public record Proposal(
      long id, int group, String seed, Mutant mutant, Status expected, Mutant parent) {
    public boolean seedRun() {
      return expected == null;
    }
  }

  /** Per mutation: how often it ran, how often it opened a new trace, its weight. */
  public record MutationStats(String id, long runs, long newTraces, double weight) {}

  /** The run's statistics so far (§5). */
  public record Statistics(
      long runs,
      long seedRuns,
      int uniqueTraces,
      long findings,
      long unknowns,
      long timeouts,
      long errors,
      int usableSeeds,
      List<MutationStats> mutations) {}

  private static final class Group {
    final HornSeed seed;
    final int clauses;
    final boolean linear;
    final int predicates;
    final List<Mutant> members = new ArrayList<>();
    Status status;
    boolean proposed;
    String lastHash;
    int sameTrace;
    Map<String, Integer> lastTransitions = Map.of();

    Group(HornSeed seed) {
      this.seed = seed;
      ChcSystem s = ChcSystem.of(seed.script());
      this.clauses = s.clauses().size();
      this.linear = s.isLinear();
      this.predicates = s.predicateCount();
      members.add(Mutant.seed(seed.script()));
    }

    boolean usable() {
      return status == Status.SAT || status == Status.UNSAT;
    }

    Mutant last() {
      return members.get(members.size() - 1);
    }

    void rollBack() {
      Mutant s = members.get(0);
      members.clear();
      members.add(s);
      sameTrace = 0;
    }
  }

  private final Config config;
  private final MutationCatalog catalog;
  private final Rng rng;
  private final List<Group> groups = new ArrayList<>();
  private final List<Integer> order;
  private final Map<Long, Proposal> pending = new LinkedHashMap<>();
  private final Set<String> traces = new HashSet<>();
  private final Learned prior;
  private final TransitionCounts transitions;
  private final Map<String, long[]> mutationCounts = new LinkedHashMap<>();
  private final Map<String, Double> weights = new LinkedHashMap<>();

  private long nextId;
  private int seedCursor;
  private int current = -1;
  private int runsInRow;
  private int findingsInVisit;
  private int unknownsInVisit;
  private boolean switchGroup;
  private long runs;

  /** The campaign's mutant runs, earlier rounds included: weights update at its periods. */
  private long periodRuns;

  private long seedRuns;
  private long findings;
  private long unknowns;
  private long timeouts;
  private long errors;

  public HornSearch(Config config, List<HornSeed> seeds, MutationCatalog catalog, Rng rng) {
    this(config, seeds, catalog, rng, Learned.NONE);
  }

  /**
   * A search that starts from what earlier rounds of a campaign learned: their weights, mutation
   * counts and transition counts, and their traces, which are not new here.
   */
  public HornSearch(
      Config config, List<HornSeed> seeds, MutationCatalog catalog, Rng rng, Learned prior) {
    this.config = config;
    this.catalog = catalog;
    this.rng = rng;
    this.prior = prior;
    this.transitions = prior.transitionCounts();
    this.periodRuns = prior.runs();
    for (HornSeed s : seeds) {
      groups.add(new Group(s));
    }
    this.order = fixedOrder(config.heuristic());
    Map<String, long[]> earlier = prior.mutationCounts();
    for (MutationGroup g : catalog.groups()) {
      for (String id : catalog.allIds(g)) {
        weights.put(id, prior.weight(id, config.learning().initialWeight()));
        mutationCounts.put(id, earlier.getOrDefault(id, new long[2]));
      }
    }
  }

  private List<Integer> fixedOrder(Heuristic h) {
    List<Integer> idx = new ArrayList<>();
    for (int i = 0; i < groups.size(); i++) {
      idx.add(i);
    }
    java.util.Comparator<Integer> hard =
        java.util.Comparator.<Integer, Boolean>comparing(i -> groups.get(i).linear)
            .thenComparing(i -> -groups.get(i).predicates)
            .thenComparing(i -> i);
    if (h == Heuristic.DIFFICULTY) {
      idx.sort(hard);
    } else if (h == Heuristic.SIMPLICITY) {
      idx.sort(
          java.util.Comparator.<Integer, Boolean>comparing(i -> !groups.get(i).linear)
              .thenComparing(i -> groups.get(i).predicates)
              .thenComparing(i -> i));
    }
    return idx;
  }

  /**
   * The next script to run, or empty when there is nothing to propose now: the seeds are all
   * proposed but none has reported a usable (sat or unsat) result yet, or none ever will ({@link
   * #finished}). May call the simplifier (a solver process) to apply a rewrite.
   */
  public Optional<Proposal> next() throws IOException, InterruptedException {
    if (seedCursor < groups.size()) {
      Group g = groups.get(seedCursor);
      g.proposed = true;
      return Optional.of(propose(seedCursor++, g.last(), null, null));
    }
    if (groups.stream().noneMatch(Group::usable)) {
      return Optional.empty();
    }
    for (int attempt = 0; attempt < 2 * groups.size() + 2; attempt++) {
      if (current < 0 || switchGroup || !groups.get(current).usable()) {
        current = chooseGroup();
        runsInRow = 0;
        findingsInVisit = 0;
        unknownsInVisit = 0;
        switchGroup = false;
      }
      Group g = groups.get(current);
      if (g.last().chain().size() >= config.maxChain()) {
        g.rollBack();
      }
      Mutant parent = g.last();
      Optional<Mutant> m = mutate(g, parent);
      if (m.isEmpty() && g.members.size() > 1) {
        g.rollBack();
        parent = g.last();
        m = mutate(g, parent);
      }
      if (m.isPresent()) {
        runsInRow++;
        if (runsInRow >= config.visit().groupBudget()) {
          switchGroup = true;
        }
        return Optional.of(propose(current, m.get(), g.status, parent));
      }
      switchGroup = true; // nothing applies to this seed: move on
    }
    return Optional.empty();
  }

  /** Whether no proposal will ever come: every seed ran and none was usable. */
  public boolean finished() {
    return seedCursor >= groups.size()
        && pending.values().stream().noneMatch(Proposal::seedRun)
        && groups.stream().noneMatch(Group::usable);
  }

  private Proposal propose(int group, Mutant m, Status expected, Mutant parent) {
    Proposal p = new Proposal(nextId++, group, groups.get(group).seed.name(), m, expected, parent);
    pending.put(p.id(), p);
    return p;
  }

  private int chooseGroup() {
    List<Integer> usable = new ArrayList<>();
    for (int i : order) {
      if (groups.get(i).usable()) {
        usable.add(i);
      }
    }
    if (usable.size() == 1) {
      return usable.get(0);
    }
    if (config.heuristic() == Heuristic.RARE_TRANSITIONS) {
      int best = -1;
      double bestScore = -1;
      for (int i : usable) {
        if (i == current) {
          continue;
        }
        double k = rareness(groups.get(i));
        if (k > bestScore) {
          bestScore = k;
          best = i;
        }
      }
      return best;
    }
    int at = current < 0 ? -1 : usable.indexOf(current);
    if (at < 0) {
      // the next usable one after the current in the fixed order
      int pos = current < 0 ? -1 : order.indexOf(current);
      for (int k = 1; k <= order.size(); k++) {
        int cand = order.get(Math.floorMod(pos + k, order.size()));
        if (groups.get(cand).usable()) {
          return cand;
        }
      }
    }
    return usable.get((at + 1) % usable.size());
  }

  /** k_m = Σ w_ij · t_ij with w_ij = 1/p_ij over the group's last trace (§4.3). */
  double rareness(Group g) {
    return transitions.rareness(g.lastTransitions);
  }

  private Optional<Mutant> mutate(Group g, Mutant parent) throws IOException, InterruptedException {
    HornContext ctx = new HornContext(parent.system(), g.seed.signature(), expected(g.status));
    List<MutationGroup> kinds = new ArrayList<>();
    Map<MutationGroup, List<String>> applicable = new LinkedHashMap<>();
    for (MutationGroup k : catalog.groups()) {
      List<String> ids = catalog.applicable(k, parent, ctx);
      if (!ids.isEmpty()) {
        kinds.add(k);
        applicable.put(k, ids);
      }
    }
    for (int attempt = 0; attempt < 8 && !kinds.isEmpty(); attempt++) {
      MutationGroup kind = rng.pick(kinds);
      List<String> ids = applicable.get(kind);
      String id = config.weighted() ? weightedPick(ids) : rng.pick(ids);
      Optional<MutationStep> step = catalog.draw(id, parent, ctx, rng);
      if (step.isEmpty()) {
        continue;
      }
      Optional<Mutant> m = catalog.apply(parent, step.get(), g.seed);
      if (m.isPresent()) {
        return m;
      }
    }
    return Optional.empty();
  }

  /** The seed's status as the mutations read it: sat or unsat, else unknown. */
  private static ExpectedStatus expected(Status s) {
    if (s == Status.SAT) {
      return ExpectedStatus.SAT;
    }
    return s == Status.UNSAT ? ExpectedStatus.UNSAT : ExpectedStatus.UNKNOWN;
  }

  private String weightedPick(List<String> ids) {
    double total = 0;
    for (String id : ids) {
      total += weights.getOrDefault(id, config.learning().initialWeight());
    }
    if (total <= 0) {
      return rng.pick(ids);
    }
    double x = rng.nextDouble() * total;
    for (String id : ids) {
      x -= weights.getOrDefault(id, config.learning().initialWeight());
      if (x < 0) {
        return id;
      }
    }
    return ids.get(ids.size() - 1);
  }

  /** Tells the search what running proposal {@code p} gave. */
  public void report(Proposal p, RunResult r) {
    if (pending.remove(p.id()) == null) {
      throw new IllegalArgumentException("proposal " + p.id() + " was not pending");
    }
    Group g = groups.get(p.group());
    boolean newTrace = traces.add(r.trace().hash()) && !prior.knowsTrace(r.trace().hash());
    Map<String, Integer> ts = new TreeMap<>();
    for (String t : r.trace().transitions()) {
      ts.merge(t, 1, Integer::sum);
      transitions.add(t, 1);
    }
    if (r.finding()) {
      findings++;
    }
    if (r.status() == Status.UNKNOWN) {
      unknowns++;
    } else if (r.status() == Status.TIMEOUT) {
      timeouts++;
    } else if (r.status() == Status.ERROR) {
      errors++;
    }
    if (p.seedRun()) {
      seedRuns++;
      g.status = r.status();
      g.lastHash = r.trace().hash();
      g.lastTransitions = ts;
      return;
    }
    runs++;
    periodRuns++;
    List<MutationStep> chain = p.mutant().chain();
    String id = chain.get(chain.size() - 1).mutation();
    long[] c = mutationCounts.computeIfAbsent(id, k -> new long[2]);
    c[0]++;
    if (newTrace) {
      c[1]++;
    }
    if (periodRuns % config.learning().weightPeriod() == 0) {
      MutationWeights.update(weights, mutationCounts, config.learning().initialWeight());
    }
    g.lastTransitions = ts;
    String hash = r.trace().hash();
    g.sameTrace = hash.equals(g.lastHash) ? g.sameTrace + 1 : 0;
    g.lastHash = hash;
    boolean here = p.group() == current;
    if (r.finding()) {
      if (here && ++findingsInVisit >= config.visit().findingLimit()) {
        switchGroup = true;
      }
    } else if (r.status() == Status.UNKNOWN || r.status() == Status.TIMEOUT) {
      g.rollBack();
      if (here && ++unknownsInVisit >= config.visit().unknownLimit()) {
        switchGroup = true;
      }
    } else if ((r.status() == Status.SAT || r.status() == Status.UNSAT) && isChild(g, p.mutant())) {
      g.members.add(p.mutant());
    }
    if (g.sameTrace >= config.visit().stagnation() * Math.max(1, g.clauses)) {
      g.rollBack();
      if (here) {
        switchGroup = true;
      }
    }
  }

  /** Whether {@code m} was made from the group's current last member by one step. */
  private static boolean isChild(Group g, Mutant m) {
    List<MutationStep> parent = g.last().chain();
    return m.chain().size() == parent.size() + 1
        && m.chain().subList(0, parent.size()).equals(parent);
  }

  /** The run's statistics so far. */
  public Statistics statistics() {
    List<MutationStats> ms = new ArrayList<>();
    for (Map.Entry<String, long[]> e : mutationCounts.entrySet()) {
      ms.add(
          new MutationStats(
              e.getKey(),
              e.getValue()[0],
              e.getValue()[1],
              weights.getOrDefault(e.getKey(), config.learning().initialWeight())));
    }
    int usable = (int) groups.stream().filter(Group::usable).count();
    return new Statistics(
        runs, seedRuns, traces.size(), findings, unknowns, timeouts, errors, usable, ms);
  }

  /** The current weight of a mutation (for tests and reports). */
  public double weight(String id) {
    return weights.getOrDefault(id, config.learning().initialWeight());
  }

  /** The size of a group (the seed and the mutants that joined it), for tests. */
  int groupSize(int group) {
    return groups.get(group).members.size();
  }

  /**
   * Whether the search wants to leave the group it is on (its budget, finding or unknown limit is
   * reached, or its trace stagnated): a campaign that visits one seed group per work item ends the
   * visit here.
   */
  public boolean switchRequested() {
    return switchGroup;
  }

  /** The group being mutated now, or -1. */
  int currentGroup() {
    return current;
  }
}
