package dev.assay.triggers;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.Term;
import dev.assay.smtlib.Terms;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;

/**
 * Alg. 1 of the paper for one configuration on one preprocessed input, run in steps so that the
 * configurations of a file can share one budget ({@link Portfolio}).
 *
 * <p>For σ from the configuration's threshold down to 0 (in steps of 0.1, a next sweep only when
 * the previous found nothing, as the paper's tool does), for each depth 0..δ, for each quantified
 * conjunct F, the pairs (C, R) of {@link ClusterEnumerator} give formulas G = ¬F' ∧ H ∧ R for every
 * H of the lazy product of the instantiation sets ({@link Instantiations}, {@link LazyProduct}), at
 * most {@code maxFormulasPerConjunct} per conjunct and depth (App. E). A G that contains a known
 * unsat core ({@link UnsatMemo}) or a trivial conflict is skipped; a G seen in an earlier sweep is
 * not asked again. For a satisfiable G, up to μ models (App. B) each give a candidate ({@link
 * CandidateBuilder}); candidates are validated β at a time ({@link Validator}), and a batch that
 * E-matching refutes is minimized ({@link Minimizer}) and its claim checked ({@link ClaimCheck}):
 * only a claim that holds is found; one that does not is kept as {@code not-validated} while the
 * search goes on. The pending batch is validated at the end of every round and shortly before the
 * search's part of the budget ends; the rest of the budget is kept for the claim check.
 *
 * <p>One {@link #step} runs one wave of formulas G, or ends a round; {@link #outcome} says how the
 * search ended (or stands), with its {@link SearchProfile}.
 */
public final class TriggerSearch {
  /**
   * Options that are not part of a configuration.
   *
   * @param modelMillis soft time limit of a model query (the paper: 1 s)
   * @param validationMillis the least soft time limit of a validation (the paper: 1 s; longer when
   *     E-matching on the input alone takes longer, {@link FileWork#validationMillis})
   * @param alternatives how many different term sets to find (1: stop at the first, App. C
   *     "Alternative triggering terms" for more)
   * @param seed seed of the MinHash functions
   * @param mbqiHints whether the terms of the instances Z3's model-based instantiation makes are
   *     validated as a batch once a tenth of the budget has gone without a term ({@link
   *     RefutationHints})
   */
  public record Options(
      long modelMillis, long validationMillis, int alternatives, long seed, boolean mbqiHints) {
    public static final Options DEFAULT = new Options(1000, 1000, 1, 1, true);
  }

  /** How many formulas G go to the session at once (their queries are streamed). */
  static final int WAVE = 32;

  /**
   * The most combinations of one cluster's instantiation sets looked at, new or not: where a known
   * unsat core covers nearly all of a large product (the BWI inputs: over a million pruned
   * combinations in one round), the rest of the cluster is passed over for the next one instead of
   * spending the budget on combinations that give no formula.
   */
  static final int SCAN_PER_CLUSTER = 20_000;

  private final FileWork work;
  private final Problem problem;
  private final TriggerConfig config;
  private final Options options;
  private final SearchListener listener;
  private final ModelQueries queries;
  private final Validator validator;
  private final CandidateBuilder builder;
  private final Unifier unifier;
  private final Instantiations instantiations = new Instantiations();
  private final SearchProfile profile = new SearchProfile();
  private final Set<Set<String>> seenFormulas = new HashSet<>();
  private final Set<String> seenCandidates = new HashSet<>();
  private final List<Candidate> batch = new ArrayList<>();
  private final List<Finding> findings = new ArrayList<>();
  private final List<Rejected> rejected = new ArrayList<>();
  private final Set<String> foundArgs = new HashSet<>();
  private final ArrayDeque<Pending> pending = new ArrayDeque<>();
  private final double[] sigmas;
  private final Deadline searchUntil;
  private int sweep = -1;
  private boolean hintsTried;

  private int stage;

  /** Whether the formula streams stopped because the search's part of the budget is spent. */
  private boolean timeUp;

  private List<FormulaStream> streams;
  private List<RoundCost> costs;
  private int nextStream;
  private int lastStream = -1;
  private int formulas;
  private int pruned;
  private int batches;
  private int minimizationTests;
  private String ended;
  private String endReason;

  /** A claim whose check failed: the terms and what failed. */
  record Rejected(List<String> terms, ClaimCheck.Result check) {}

  TriggerSearch(FileWork work, TriggerConfig config) {
    this.work = work;
    this.problem = work.problem;
    this.config = config;
    this.options = work.options;
    this.listener = work.listener;
    this.queries =
        new ModelQueries(
            problem, work.solvers.session(), work.validator.settings().dialect(), work.replies);
    this.validator = work.validator;
    this.builder = new CandidateBuilder(problem);
    this.unifier =
        new Unifier(problem, config.unification().subterms(), config.unification().typeBased());
    this.searchUntil = work.searchUntil();
    queries.within(searchUntil);
    this.sigmas = config.sigmaSweeps();
  }

  TriggerConfig config() {
    return config;
  }

  /** Whether the search has ended (found, exhausted, out of time, or stopped). */
  boolean ended() {
    return ended != null;
  }

  /** Whether the search ended with a claim that holds. */
  boolean found() {
    return SearchOutcome.FOUND.equals(ended);
  }

  /** Ends the search from outside (another configuration's term ended the portfolio). */
  void stop(String reason) {
    if (ended == null) {
      ended = SearchOutcome.STOPPED;
      endReason = reason;
    }
  }

  /** Thrown inside the search when its part of the budget is spent. */
  private static final class OutOfTime extends Exception {
    private static final long serialVersionUID = 1L;

    OutOfTime() {
      super(null, null, false, false);
    }
  }

  /** Thrown inside the search when it has what it looked for, or nothing can be claimed. */
  private static final class Done extends Exception {
    private static final long serialVersionUID = 1L;

    Done() {
      super(null, null, false, false);
    }
  }

  /**
   * Runs one wave of formulas G, or ends a sweep and starts the next; false once the search has
   * ended.
   */
  boolean step() throws IOException, InterruptedException {
    if (ended != null) {
      return false;
    }
    try {
      String hopeless = work.hopeless();
      if (hopeless != null) {
        end(SearchOutcome.NOT_VALIDATED, "no term is missing: " + hopeless);
        return false;
      }
      checkTime();
      hintsIfDue();
      int d = streams == null ? -1 : nextNonEmpty();
      while (d < 0 && streams != null && stage + 1 < stages().length && !timeUp) {
        stage++;
        startStage();
        d = nextNonEmpty();
      }
      if (timeUp) {
        throw new OutOfTime();
      }
      if (d < 0) {
        if (streams != null) {
          endSweep();
        }
        if (!nextSweep()) {
          if (!hintsTried && options.mbqiHints() && findings.isEmpty()) {
            tryHints(); // the bounds are exhausted before the hints were due
          }
          end(
              findings.isEmpty() ? SearchOutcome.NOT_FOUND : SearchOutcome.FOUND,
              findings.isEmpty()
                  ? "no candidate term validated within the search bounds (σ down to 0, δ = "
                      + config.bounds().delta()
                      + ", "
                      + config.bounds().maxFormulasPerConjunct()
                      + " formulas per conjunct and depth)"
                  : null);
          return false;
        }
        return true;
      }
      if (d != lastStream) {
        listener.sweep(sigmas[sweep], d);
        lastStream = d;
      }
      FormulaStream stream = streams.get(d);
      RoundCost cost = costs.get(d);
      long t0 = System.nanoTime();
      int[] before = counters();
      List<Job> wave = new ArrayList<>(WAVE);
      try (SearchProfile.Section s = profile.time(SearchProfile.Phase.CLUSTERING)) {
        while (wave.size() < WAVE && stream.hasNext()) {
          wave.add(stream.next());
        }
      }
      try {
        runWave(wave);
      } finally {
        cost.add(System.nanoTime() - t0, before, counters());
      }
      return true;
    } catch (OutOfTime e) {
      end(
          findings.isEmpty() ? SearchOutcome.TIMEOUT : SearchOutcome.FOUND,
          findings.isEmpty() ? "no term validated within the time limit" : null);
    } catch (Done e) {
      if (ended == null) {
        end(SearchOutcome.FOUND, null);
      }
    }
    return false;
  }

  /**
   * The depth whose stream gives the next wave, or -1 when all are exhausted. An input with a query
   * (quantifier-free conjuncts after its axioms, a verifier's proof obligation) lets the depths
   * take turns, depth 0 every other wave and the others in between (0, 1, 0, 2, ...): its depth 0
   * alone can take the whole budget, while the term an incomplete proof needs usually comes from a
   * cluster of an axiom and the query, depth 1 or more. An input of axioms alone (whose problem is
   * an inconsistency, often of one axiom) takes the depths in the paper's order.
   */
  private int nextNonEmpty() {
    try (SearchProfile.Section s = profile.time(SearchProfile.Phase.CLUSTERING)) {
      if (!work.hasQuery()) {
        for (int d = 0; d < streams.size(); d++) {
          if (streams.get(d).hasNext()) {
            return d;
          }
        }
        return -1;
      }
      int[] turns = turns(streams.size());
      for (int i = 0; i < turns.length; i++) {
        int d = turns[(nextStream + i) % turns.length];
        if (streams.get(d).hasNext()) {
          nextStream = (nextStream + i + 1) % turns.length;
          return d;
        }
      }
      return -1;
    }
  }

  /** The depths' turns of one cycle: 0, 1, 0, 2, ..., 0, δ. */
  private static int[] turns(int depths) {
    if (depths == 1) {
      return new int[] {0};
    }
    int[] t = new int[2 * (depths - 1)];
    for (int d = 1; d < depths; d++) {
      t[2 * (d - 1)] = 0;
      t[2 * (d - 1) + 1] = d;
    }
    return t;
  }

  private int[] counters() {
    return new int[] {
      formulas, queries.queries() + queries.cached(), seenCandidates.size(), batches
    };
  }

  /** What one round (σ, depth) has cost so far, over the waves it got. */
  private static final class RoundCost {
    final double sigma;
    final int depth;
    long nanos;
    final int[] counts = new int[4];

    RoundCost(double sigma, int depth) {
      this.sigma = sigma;
      this.depth = depth;
    }

    void add(long n, int[] before, int[] after) {
      nanos += n;
      for (int i = 0; i < counts.length; i++) {
        counts[i] += after[i] - before[i];
      }
    }

    SearchProfile.Round round() {
      return new SearchProfile.Round(
          sigma, depth, nanos / 1e9, counts[0], counts[1], counts[2], counts[3]);
    }
  }

  private void end(String status, String reason) {
    if (ended == null) {
      ended = status;
      endReason = reason;
    }
  }

  /**
   * Starts the next sweep (σ, every depth); false when there is none, or the last found terms (no
   * lower σ then).
   */
  private boolean nextSweep() throws IOException, InterruptedException, OutOfTime, Done {
    flushAndDrain();
    if (!findings.isEmpty() || sweep + 1 >= sigmas.length) {
      return false;
    }
    sweep++;
    stage = 0;
    costs = new ArrayList<>();
    for (int depth = 0; depth <= config.bounds().delta(); depth++) {
      costs.add(new RoundCost(sigmas[sweep], depth));
    }
    startStage();
    return true;
  }

  /**
   * The per-conjunct bounds of a sweep's stages: every conjunct F first gets a few formulas at each
   * depth, then more, up to the configuration's bound (App. E: 100), so that the first, smallest
   * clusters of every F come before the hundredth of the first F. A formula seen in an earlier
   * stage is skipped without counting.
   */
  private int[] stages() {
    int max = config.bounds().maxFormulasPerConjunct();
    return max > 16 ? new int[] {4, 16, max} : new int[] {max};
  }

  private void startStage() {
    streams = new ArrayList<>();
    for (int depth = 0; depth <= config.bounds().delta(); depth++) {
      streams.add(new FormulaStream(work.focusOrder(), depth, sigmas[sweep], stages()[stage]));
    }
    nextStream = 0;
    lastStream = -1;
  }

  /** Validates what is pending and records the sweep's rounds. */
  private void endSweep() throws IOException, InterruptedException, OutOfTime, Done {
    flushAndDrain();
    recordRounds();
  }

  private void recordRounds() {
    if (costs == null) {
      return;
    }
    for (RoundCost c : costs) {
      if (c.nanos > 0) {
        profile.addRound(c.round());
      }
    }
    costs = null;
  }

  private void flushAndDrain() throws IOException, InterruptedException, OutOfTime, Done {
    flush();
    drain();
  }

  /**
   * How the search ended, or stands now; a search not ended yet is described as timed out (the
   * portfolio asks only when the budget is spent).
   */
  SearchOutcome outcome() {
    String status = ended == null ? SearchOutcome.TIMEOUT : ended;
    String reason = ended == null ? "no term validated within the time limit" : endReason;
    if (status.equals(SearchOutcome.TIMEOUT) || status.equals(SearchOutcome.NOT_FOUND)) {
      if (!rejected.isEmpty()) {
        Rejected last = rejected.get(rejected.size() - 1);
        status = SearchOutcome.NOT_VALIDATED;
        reason =
            "E-matching refuted the input with "
                + String.join(" ", last.terms())
                + " under the search's settings, but the claim check failed: "
                + String.join("; ", last.check().failures());
      }
    }
    recordRounds();
    return new SearchOutcome(
        status,
        findings,
        reason,
        work.baseline() == null ? null : work.baseline().label(),
        new SearchStats(
            formulas,
            pruned,
            queries.queries(),
            seenCandidates.size(),
            batches,
            validator.runs(),
            validator.screens(),
            queries.seconds(),
            validator.seconds() + validator.screenSeconds()),
        profile.snapshot(),
        rejected);
  }

  /** One formula G with what it came from. */
  private record Job(Conjunct focus, Cluster cluster, GFormula g) {}

  /**
   * The formulas G of one depth and σ (Alg. 1, lines 3–11), lazily: for each quantified F its
   * clusters, for each cluster the product of the instantiations, at most {@code
   * maxFormulasPerConjunct} per F (half of them per cluster). Formulas seen before, containing a
   * known unsat core, or with a trivial conflict are skipped here, when they are drawn, so that
   * cores found by earlier waves (of any configuration of the file) prune later ones.
   */
  private final class FormulaStream implements java.util.Iterator<Job> {
    private final List<Conjunct> focuses;
    private final int depth;
    private final double sigma;
    private int index = -1;
    private ClusterEnumerator clusters;
    private Cluster cluster;
    private List<List<Term>> inst;
    private List<String> tags;
    private LazyProduct product;
    private int budget;
    private int perCluster;

    /** Combinations of the current cluster looked at so far: new, seen before or pruned. */
    private int scanned;

    private Job next;

    private final int bound;

    FormulaStream(List<Conjunct> focuses, int depth, double sigma, int bound) {
      this.focuses = focuses;
      this.depth = depth;
      this.sigma = sigma;
      this.bound = bound;
    }

    @Override
    public boolean hasNext() {
      if (next == null) {
        next = find();
      }
      return next != null;
    }

    @Override
    public Job next() {
      if (!hasNext()) {
        throw new java.util.NoSuchElementException();
      }
      Job j = next;
      next = null;
      return j;
    }

    private Conjunct focus() {
      return focuses.get(index);
    }

    private Job find() {
      while (true) {
        if (searchUntil.passed()) {
          timeUp = true;
          return null;
        }
        if (product != null
            && product.hasNext()
            && budget > 0
            && perCluster > 0
            && scanned++ < SCAN_PER_CLUSTER) {
          int[] choice = product.next();
          Set<String> key = new java.util.TreeSet<>(partIds(cluster, tags, choice));
          if (!seenFormulas.add(key)) {
            continue;
          }
          if (work.memo.subsumes(key)) {
            pruned++;
            if (listener != SearchListener.NONE) {
              listener.formula(
                  formula(focus(), cluster, inst, tags, choice),
                  "pruned: contains a known unsat core");
            }
            continue;
          }
          GFormula g = formula(focus(), cluster, inst, tags, choice);
          String conflict = TrivialConflicts.find(g.parts(), RewritingSet.EMPTY);
          if (conflict != null) {
            pruned++;
            work.memo.add(key);
            listener.formula(g, "pruned: trivial conflict (" + conflict + ")");
            continue;
          }
          budget--;
          perCluster--;
          return new Job(focus(), cluster, g);
        }
        if (clusters != null && clusters.hasNext() && budget > 0) {
          cluster = clusters.next();
          listener.cluster(cluster);
          inst = new ArrayList<>();
          tags = new ArrayList<>();
          inst.add(List.of(instantiations.negatedBody(focus())));
          tags.add(focus().tag());
          for (Conjunct m : cluster.members()) {
            inst.add(instantiations.of(m));
            tags.add(m.tag());
          }
          product = new LazyProduct(inst.stream().mapToInt(List::size).toArray());
          perCluster = Math.max(1, bound / 2);
          scanned = 0;
          if (work.memo.subsumes(sharedParts(cluster, focus().tag()))) {
            pruned++;
            product = null;
          }
          continue;
        }
        index++;
        if (index >= focuses.size()) {
          return null;
        }
        clusters =
            new ClusterEnumerator(
                problem, work.neighborhood(), unifier, focus(), depth, sigma, searchUntil::passed);
        listener.focus(focus(), depth, clusters.candidates());
        product = null;
        budget = bound;
      }
    }
  }

  /**
   * The names of G's parts for one combination of instantiations ({@link GFormula#partIds}): what
   * the seen set and the unsat memo compare, known before G itself is built.
   */
  private static List<String> partIds(Cluster cluster, List<String> tags, int[] choice) {
    List<String> ids = new ArrayList<>();
    for (int i = 0; i < choice.length; i++) {
      ids.add(tags.get(i) + (i == 0 ? ":neg" : ":" + choice[i]));
    }
    for (Rewriting r : cluster.rewritings().rewritings()) {
      ids.add("R:" + r.key());
    }
    return ids;
  }

  /**
   * The parts every G of a cluster holds, whatever instantiations it combines: ¬F' of the focus and
   * the cluster's rewritings. Where the unsat memo covers them, every combination of the cluster
   * would be pruned one by one, so the cluster is passed over whole.
   */
  static Set<String> sharedParts(Cluster cluster, String focusTag) {
    return new java.util.TreeSet<>(partIds(cluster, List.of(focusTag), new int[1]));
  }

  /** G for one combination of instantiations. */
  private GFormula formula(
      Conjunct f, Cluster cluster, List<List<Term>> inst, List<String> tags, int[] choice) {
    List<String> ids = partIds(cluster, tags, choice);
    List<Term> parts = new ArrayList<>();
    for (int i = 0; i < choice.length; i++) {
      parts.add(inst.get(i).get(choice[i]));
    }
    for (Rewriting r : cluster.rewritings().rewritings()) {
      parts.add(Application.of("=", QualIdentifier.of(r.variable()), r.rhs()));
    }
    Map<String, Sort> vars = new LinkedHashMap<>(f.variables());
    for (Conjunct m : cluster.members()) {
      vars.putAll(m.variables());
    }
    TreeMap<String, String> constants = new TreeMap<>();
    for (Term p : parts) {
      for (String s : Terms.freeSymbols(p)) {
        if (vars.containsKey(s) || !problem.isUninterpreted(s)) {
          continue;
        }
        var fs = problem.signature().function(s);
        if (fs != null && fs.argSorts().isEmpty() && problem.isUninterpretedSort(fs.resultSort())) {
          constants.put(s, s);
        }
      }
    }
    return new GFormula(ids, parts, vars, new ArrayList<>(constants.keySet()));
  }

  /**
   * Up to μ models of each formula of a wave, each a candidate (Alg. 1, lines 12–19): round m asks
   * every formula still in play for a model different from its earlier ones (App. B), all in one
   * stream. What {@code --explain} shows is replayed per formula once the wave is done.
   */
  private void runWave(List<Job> wave) throws IOException, InterruptedException, OutOfTime, Done {
    formulas += wave.size();
    List<List<Map<String, Term>>> earlier = new ArrayList<>();
    List<Set<String>> modelKeys = new ArrayList<>();
    List<List<Runnable>> events = new ArrayList<>();
    List<Integer> alive = new ArrayList<>();
    for (int i = 0; i < wave.size(); i++) {
      earlier.add(new ArrayList<>());
      modelKeys.add(new HashSet<>());
      events.add(new ArrayList<>());
      alive.add(i);
    }
    try {
      for (int m = 0; m < config.bounds().mu() && !alive.isEmpty(); m++) {
        checkTime();
        List<GFormula> gs = new ArrayList<>();
        List<List<Term>> extra = new ArrayList<>();
        try (SearchProfile.Section s = profile.time(SearchProfile.Phase.CANDIDATES)) {
          for (int i : alive) {
            GFormula g = wave.get(i).g();
            gs.add(g);
            extra.add(m == 0 ? List.of() : diversity(g, earlier.get(i)));
          }
        }
        List<ModelReply> replies;
        try (SearchProfile.Section s = profile.time(SearchProfile.Phase.MODEL_QUERIES)) {
          replies = new ArrayList<>(queries.checkAll(gs, extra, options.modelMillis()));
          if (m > 0) {
            retryWeaker(gs, replies, alive, earlier);
          }
        }
        List<Integer> still = new ArrayList<>();
        for (int k = 0; k < alive.size(); k++) {
          int i = alive.get(k);
          if (model(
              wave.get(i), m, replies.get(k), earlier.get(i), modelKeys.get(i), events.get(i))) {
            still.add(i);
          }
        }
        alive = still;
      }
    } finally {
      for (List<Runnable> e : events) {
        e.forEach(Runnable::run);
      }
    }
  }

  /**
   * What asks a formula for a model unlike its earlier ones: every variable different from its
   * earlier values, and variables equal there different (App. B's ¬model), as hard constraints.
   */
  private List<Term> diversity(GFormula g, List<Map<String, Term>> earlier) {
    return DiverseModels.strong(g, earlier, builder);
  }

  /**
   * The formulas of a diverse round for which App. B's ¬model was unsatisfiable, asked again with
   * the weaker one, any model but the earlier ones (Alg. 1, line 19).
   */
  private void retryWeaker(
      List<GFormula> gs,
      List<ModelReply> replies,
      List<Integer> alive,
      List<List<Map<String, Term>>> earlier)
      throws IOException, InterruptedException {
    List<Integer> again = new ArrayList<>();
    List<GFormula> retry = new ArrayList<>();
    List<List<Term>> weaker = new ArrayList<>();
    for (int k = 0; k < replies.size(); k++) {
      if (replies.get(k).status().equals("unsat")) {
        List<Term> block = DiverseModels.blocking(gs.get(k), earlier.get(alive.get(k)), builder);
        if (!block.isEmpty()) {
          again.add(k);
          retry.add(gs.get(k));
          weaker.add(block);
        }
      }
    }
    if (retry.isEmpty()) {
      return;
    }
    List<ModelReply> second = queries.checkAll(retry, weaker, options.modelMillis());
    for (int j = 0; j < again.size(); j++) {
      replies.set(again.get(j), second.get(j));
    }
  }

  /** Handles round {@code m}'s reply for one formula; whether to ask it for another model. */
  private boolean model(
      Job job,
      int m,
      ModelReply reply,
      List<Map<String, Term>> earlier,
      Set<String> modelKeys,
      List<Runnable> events)
      throws IOException, InterruptedException, OutOfTime, Done {
    GFormula g = job.g();
    if (m == 0) {
      events.add(() -> listener.formula(g, reply.status()));
    }
    if (reply.status().equals("unsat")) {
      if (m == 0) {
        work.memo.add(reply.core().isEmpty() ? g.key() : new HashSet<>(reply.core()));
      }
      return false;
    }
    if (!reply.status().equals("sat") && !reply.status().equals("unknown")) {
      return false;
    }
    Candidate c;
    try (SearchProfile.Section s = profile.time(SearchProfile.Phase.CANDIDATES)) {
      Map<String, Term> values = new LinkedHashMap<>();
      Map<String, String> shown = new LinkedHashMap<>();
      for (String v : g.variables().keySet()) {
        Term val = reply.values().get(Printer.print(QualIdentifier.of(v)));
        if (val != null) {
          values.put(v, val);
          shown.put(v, Printer.print(val));
        }
      }
      for (String k : g.constants()) {
        Term val = reply.values().get(Printer.print(QualIdentifier.of(k)));
        if (val != null) {
          values.put(k, val);
        }
      }
      if (reply.status().equals("unknown") && values.isEmpty() && !g.variables().isEmpty()) {
        return false; // no (partial) model to use
      }
      if (!modelKeys.add(shown.toString())) {
        return false; // the same model again: no more diversity to get
      }
      events.add(() -> listener.model(shown));
      earlier.add(values);
      c = builder.build(job.focus(), job.cluster(), g, values);
    }
    if (!c.args().isEmpty() && seenCandidates.add(c.key())) {
      boolean fresh;
      synchronized (work.batched) {
        fresh = work.batched.add(c.key());
      }
      events.add(() -> listener.candidate(c));
      if (fresh) {
        batch.add(c);
        if (batch.size() >= config.bounds().beta()) {
          flush();
        }
      }
    }
    return true;
  }

  /**
   * The terms of one E-matching run: its arguments (each once), those of each candidate it was made
   * of, the fresh constants they use, and where it came from when not from the paper's search (the
   * MBQI hints' batch: said at the start of the result's minimization summary, else empty).
   */
  private record Batch(
      List<TriggerArg> args,
      List<List<TriggerArg>> groups,
      Map<String, Sort> fresh,
      String origin) {
    /** The batch without the arguments in {@code found}; a candidate left with none is dropped. */
    Batch without(Set<String> found) {
      List<TriggerArg> rest = new ArrayList<>(args);
      rest.removeIf(a -> found.contains(a.text()));
      return new Batch(
          rest,
          groups.stream()
              .map(g -> g.stream().filter(a -> !found.contains(a.text())).toList())
              .filter(g -> !g.isEmpty())
              .toList(),
          fresh,
          origin);
    }
  }

  /** A batch handed to the validation thread. */
  private record Pending(Future<ValidationQueue.Checked> result, Batch batch, int n) {}

  /**
   * Validates the pending batch (Alg. 1, line 16, with β candidates at once). Validation runs in a
   * solver process of its own, so it goes on in a background thread while the session computes the
   * next models ({@link ValidationQueue}, which screens the batches waiting together); results are
   * taken strictly in batch order, so the first batch that validates is the one reported, however
   * the two threads interleave. With {@code alternatives} above 1 validation is synchronous,
   * because later batches then depend on what was found.
   */
  private void flush() throws IOException, InterruptedException, OutOfTime, Done {
    if (batch.isEmpty()) {
      return;
    }
    List<TriggerArg> args = new ArrayList<>();
    List<List<TriggerArg>> groups = new ArrayList<>();
    Set<String> texts = new HashSet<>();
    Map<String, Sort> fresh = new LinkedHashMap<>();
    for (Candidate c : batch) {
      List<TriggerArg> group = new ArrayList<>();
      for (TriggerArg a : c.args()) {
        if (!foundArgs.contains(a.text())) {
          group.add(a);
          if (texts.add(a.text())) {
            args.add(a);
          }
        }
      }
      if (!group.isEmpty()) {
        groups.add(group);
      }
      c.fresh().forEach(fresh::putIfAbsent);
    }
    int candidates = batch.size();
    batch.clear();
    if (args.isEmpty()) {
      return;
    }
    batches++;
    if (options.alternatives() > 1) {
      Validator.Result r;
      try (SearchProfile.Section s = profile.time(SearchProfile.Phase.VALIDATION)) {
        r = validator.validate(args, fresh, searchUntil.limit(work.validationMillis()));
      } catch (IllegalArgumentException | dev.assay.smtlib.SortError e) {
        r = Validator.Result.ERROR; // a term Assay cannot sort (should not happen)
      }
      listener.validation(candidates, args.size(), r.label());
      if (r == Validator.Result.UNSAT) {
        found(new Batch(args, groups, fresh, ""), validator.lastSeconds());
      }
      return;
    }
    // the first answers that are in take no waiting; wait only when the queue is full
    while (!pending.isEmpty() && pending.peek().result().isDone()) {
      collectOldest();
    }
    while (pending.size() >= ValidationQueue.SCREEN) {
      collectOldest();
    }
    pending.add(
        new Pending(
            work.queue().submit(args, fresh), new Batch(args, groups, fresh, ""), candidates));
  }

  /**
   * Takes the oldest background validation's result; a refutation is minimized and checked. Where
   * the result is not in yet, the MBQI hints go first when they are due: on a large input every
   * validation can run to its limit, and a search that waits through them (a full queue, the end of
   * a round) would otherwise reach the hints late or never.
   */
  private void collectOldest() throws IOException, InterruptedException, Done {
    if (!hintsTried && options.mbqiHints() && !awaitOldest()) {
      tryHints();
      if (pending.isEmpty()) {
        return; // the hints' refutation took the pending results in
      }
    }
    Pending p = pending.poll();
    ValidationQueue.Checked r;
    try (SearchProfile.Section s = profile.time(SearchProfile.Phase.VALIDATION)) {
      r = resultOf(p);
    }
    listener.validation(p.n(), p.batch().args().size(), r.result().label());
    if (r.result() == Validator.Result.UNSAT) {
      found(p.batch(), r.seconds());
    }
  }

  /**
   * Waits for the oldest background validation until its result is in (true) or the MBQI hints are
   * due (false).
   */
  private boolean awaitOldest() throws InterruptedException {
    Future<ValidationQueue.Checked> f = pending.peek().result();
    while (!f.isDone()) {
      long due = work.millisUntilHintsDue();
      if (due == 0) {
        return false;
      }
      try {
        f.get(Math.min(due, 60_000), java.util.concurrent.TimeUnit.MILLISECONDS);
      } catch (java.util.concurrent.TimeoutException | ExecutionException e) {
        // due now, or done (its failure is read where it is collected)
      }
    }
    return true;
  }

  /** Waits for every background validation, in order. */
  private void drain() throws IOException, InterruptedException, Done {
    while (!pending.isEmpty()) {
      collectOldest();
    }
  }

  private static ValidationQueue.Checked resultOf(Pending p)
      throws IOException, InterruptedException {
    try {
      return p.result().get();
    } catch (ExecutionException e) {
      if (e.getCause() instanceof IOException io) {
        throw io;
      }
      if (e.getCause() instanceof InterruptedException ie) {
        throw ie;
      }
      throw new IllegalStateException(e.getCause());
    }
  }

  /**
   * A batch that E-matching refuted: minimized and its claim checked. When more alternatives are
   * wanted (App. C), the rest of the batch, without the terms just found, is tried again.
   */
  private void found(Batch batch, double refutedSeconds)
      throws IOException, InterruptedException, Done {
    Batch rest = batch;
    while (record(rest, refutedSeconds)) {
      rest = rest.without(foundArgs);
      if (rest.args().isEmpty()
          || searchUntil.passed()
          || validator.validate(
                  rest.args(),
                  Validator.freshUsed(rest.args(), rest.fresh()),
                  searchUntil.limit(work.validationMillis()))
              != Validator.Result.UNSAT) {
        return;
      }
    }
  }

  /**
   * Minimizes a refuting term set and checks its claim; whether it was found. Minimization starts
   * with the candidates of the batch, each screened alone in one incremental run: the first that a
   * fresh run confirms to refute the input by itself replaces the batch (a batch of 64 candidates
   * usually holds one that does), then the arguments are minimized ({@link Minimizer}).
   */
  private boolean record(Batch batch, double refutedSeconds)
      throws IOException, InterruptedException, Done {
    List<TriggerArg> args = batch.args();
    Map<String, Sort> fresh = batch.fresh();
    // the claim check needs a run per seed setting and one for the kind, each about as long as the
    // refutation took: minimization gets the time before that, or none
    int seeds = validator.settings().dialect().seeds().size();
    long checkMillis = Math.round((seeds + 1) * Math.max(0.05, refutedSeconds) * 1300) + 300;
    if (!batch.origin().isEmpty()) {
      // a hints' batch holds instances of many quantifiers, and its minimized set more often holds
      // under the search's seeds alone: keep the time to check the whole batch after it
      checkMillis *= 2;
    }
    Deadline minimizeUntil = work.deadline.minus(checkMillis);
    Minimizer minimizer = new Minimizer(problem, minimizeUntil);
    List<TriggerArg> small = args;
    // a set that took long to refute needs as long in every later run with it
    long testMillis = Math.max(work.validationMillis(), Math.round(refutedSeconds * 2000));
    boolean needShown;
    try (SearchProfile.Section s = profile.time(SearchProfile.Phase.CHECK)) {
      // the runs without the terms are the same for every claim and decide whether any can hold:
      // they come before minimization and may take its time (E-matching alone took 5.6 s under
      // other seeds on a VCC input whose validations have a limit of 4 s; minimizing first left
      // the claim check too little time to show the need)
      needShown =
          work.check
              .neededFailures(
                  work.deadline, Math.max(work.validationMillis(), minimizeUntil.millisLeft()))
              .isEmpty();
    }
    if (needShown) {
      try (SearchProfile.Section s = profile.time(SearchProfile.Phase.MINIMIZATION)) {
        List<TriggerArg> start = oneCandidate(batch, testMillis, minimizer, minimizeUntil);
        small =
            minimizer.minimize(
                start,
                a ->
                    validator.validate(
                            a, Validator.freshUsed(a, fresh), minimizeUntil.limit(testMillis))
                        == Validator.Result.UNSAT);
      }
    } else {
      minimizer.notRun("the runs of the input without them did not show that terms are needed");
    }
    minimizationTests += minimizer.tests();
    listener.minimized(small, minimizer.tests());
    Map<String, Sort> used = Validator.freshUsed(small, fresh);
    ClaimCheck.Result check;
    String kind;
    List<ClaimCheck.Result> others = new ArrayList<>();
    try (SearchProfile.Section s = profile.time(SearchProfile.Phase.CHECK)) {
      long limit = testMillis;
      check = work.check.check(small, used, work.deadline, limit);
      if (!check.holds() && small.size() < args.size()) {
        // the minimized set may hold on fewer seeds than the batch: check the batch itself
        ClaimCheck.Result whole =
            work.check.check(args, Validator.freshUsed(args, fresh), work.deadline, limit);
        if (whole.holds()) {
          small = args;
          used = Validator.freshUsed(args, fresh);
          check = whole;
        }
      }
      listener.check(check);
      if (!check.holds()) {
        rejected.add(new Rejected(small.stream().map(TriggerArg::text).toList(), check));
        List<String> refutedAlone =
            check.failures().stream().filter(ClaimCheck::refutedWithoutTerms).toList();
        if (!refutedAlone.isEmpty()) {
          // no term can be needed where E-matching refutes the input alone; a "needed" rule that
          // only ran out of time says nothing of the kind, and the search goes on
          end(
              SearchOutcome.NOT_VALIDATED,
              "no term is missing: " + String.join("; ", refutedAlone));
          throw new Done();
        }
        return false;
      }
      kind = work.kind(small, used, limit);
      for (ClaimCheck other : work.crossChecks) {
        ClaimCheck.Result r = other.check(small, used, work.deadline, limit);
        listener.check(r);
        others.add(r);
      }
    }
    List<ClaimCheck.Result> checks = new ArrayList<>();
    checks.add(check);
    checks.addAll(others);
    findings.add(
        new Finding(
            small,
            used,
            validator.addition(small, used),
            validator.reproduction(small, used),
            validator.reproduction(List.of(), Map.of()),
            kind,
            batch.origin() + minimizer.summary(args.size(), small.size()),
            checks));
    for (TriggerArg a : small) {
      foundArgs.add(a.text());
    }
    if (findings.size() >= options.alternatives()) {
      end(SearchOutcome.FOUND, null);
      throw new Done();
    }
    return true;
  }

  /**
   * The first candidate of a refuting batch that refutes the input alone (screened together, then
   * confirmed fresh), or the whole batch.
   */
  private List<TriggerArg> oneCandidate(
      Batch batch, long testMillis, Minimizer minimizer, Deadline searchUntil)
      throws IOException, InterruptedException {
    List<TriggerArg> args = batch.args();
    List<List<TriggerArg>> groups = batch.groups();
    if (groups.size() < 2 || searchUntil.passed()) {
      return args;
    }
    List<Map<String, Sort>> freshes = new ArrayList<>();
    for (List<TriggerArg> g : groups) {
      freshes.add(Validator.freshUsed(g, batch.fresh()));
    }
    long per = searchUntil.limit(testMillis);
    long base = searchUntil.limit(work.screenBaseMillis());
    List<Validator.Result> rs = validator.screen(groups, freshes, base, per, searchUntil);
    minimizer.counted(1);
    for (int i = 0; i < groups.size() && !searchUntil.passed(); i++) {
      if (rs.get(i) != Validator.Result.UNSAT) {
        continue;
      }
      minimizer.counted(1);
      if (validator.validate(groups.get(i), freshes.get(i), searchUntil.limit(testMillis))
          == Validator.Result.UNSAT) {
        return groups.get(i);
      }
    }
    return args;
  }

  /**
   * Tries the MBQI hints once they are due: between waves, and where the search would wait for its
   * background validations (on a large input a few waves of validations at their limits can take
   * the whole budget).
   */
  private void hintsIfDue() throws IOException, InterruptedException, Done {
    if (!hintsTried && options.mbqiHints() && work.hintsDue()) {
      tryHints();
    }
  }

  /**
   * Validates the terms of the file's MBQI instances ({@link RefutationHints}) as one batch, once a
   * tenth of the budget has gone to the paper's search without a term (or its bounds are exhausted
   * before that), so that what the paper's search finds quickly costs no default-mode run; a
   * refutation is minimized and its claim checked like any batch.
   */
  private void tryHints() throws IOException, InterruptedException, Done {
    hintsTried = true;
    boolean first = true;
    for (FileWork.HintRun run : work.takeHints()) {
      if (!first && searchUntil.millisLeft() <= work.validationMillis()) {
        return; // no time left to validate another source's batch
      }
      first = false;
      List<RefutationHints.Later> found;
      try (SearchProfile.Section s = profile.time(SearchProfile.Phase.MBQI_HINTS)) {
        found = run.find();
      }
      for (int i = 0; i < found.size(); i++) {
        if (i > 0 && searchUntil.millisLeft() <= work.validationMillis()) {
          return; // no time left to find and validate the source's next batch
        }
        RefutationHints.Hints h;
        try (SearchProfile.Section s = profile.time(SearchProfile.Phase.MBQI_HINTS)) {
          h = found.get(i).get();
        }
        if (!h.isEmpty()) {
          validateHints(h);
        }
      }
    }
  }

  /** Validates one hints' batch; a refutation is minimized and its claim checked. */
  private void validateHints(RefutationHints.Hints h)
      throws IOException, InterruptedException, Done {
    batches++;
    listener.hints(h.source(), h.instances(), h.args().size(), h.evidence());
    long limit = work.hintValidationMillis(h.evidence());
    Validator.Result r;
    try (SearchProfile.Section s = profile.time(SearchProfile.Phase.VALIDATION)) {
      r = validator.validate(h.args(), h.fresh(), searchUntil.limit(limit));
    }
    listener.validation(h.contributing(), h.args().size(), r.label());
    if (r == Validator.Result.UNSAT) {
      // minimized directly: screening dozens of instances one by one costs a validation limit
      // for each that starts a matching loop
      found(new Batch(h.args(), List.of(h.args()), h.fresh(), origin(h)), validator.lastSeconds());
    }
  }

  /** How a result found from a hints' batch says where the batch came from. */
  private static String origin(RefutationHints.Hints h) {
    boolean own = h.source().equals(RefutationHints.Z3);
    String refutation = own ? "Z3's refutation" : "its refutation";
    String what =
        switch (h.evidence()) {
          case PROOF -> "the instances of " + refutation;
          case CORE_PROOF -> "the instances of the proof of " + refutation + "'s unsat core";
          case SETTINGS_PROOF ->
              "the instances of " + refutation + " under E-matching's settings with MBQI";
          case REFUTING_LOG, LOG -> own ? null : "the MBQI instances of its default mode";
        };
    String batch = own ? "from the MBQI hints' batch" : "from the hints' batch of " + h.source();
    return batch + (what == null ? "" : " (" + what + ")") + ": ";
  }

  /** Ends the search's part when the time is near, validating what is pending first. */
  private void checkTime() throws IOException, InterruptedException, OutOfTime, Done {
    if (searchUntil.millisLeft() > work.validationMillis() + options.modelMillis()) {
      return;
    }
    if (!batch.isEmpty() && !searchUntil.passed()) {
      flush();
    }
    drain();
    throw new OutOfTime();
  }

  /** Minimization runs so far (for statistics). */
  int minimizationTests() {
    return minimizationTests;
  }
}
