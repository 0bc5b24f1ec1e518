package dev.assay.triggers;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.Term;
import dev.assay.smtlib.Terms;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Alg. 1 of the paper: synthesizes triggering terms for one preprocessed input and one
 * configuration.
 *
 * <p>For σ from the configuration's threshold down to 0 (in steps of 0.1, a next sweep only when
 * the previous found nothing), for each depth 0..δ, for each quantified conjunct F, the pairs (C,
 * R) of {@link ClusterEnumerator} give formulas G = ¬F' ∧ H ∧ R for every H of the lazy product of
 * the instantiation sets ({@link Instantiations}, {@link LazyProduct}), at most {@code
 * maxFormulasPerConjunct} per conjunct and depth (App. E). A G that contains a known unsat core
 * ({@link UnsatMemo}) or a trivial conflict is skipped; a G seen in an earlier sweep is not asked
 * again. For a satisfiable G, up to μ models (App. B) each give a candidate ({@link
 * CandidateBuilder}); candidates are validated β at a time ({@link Validator}), and a batch that
 * E-matching refutes is minimized ({@link Minimizer}) and checked once more from scratch. The
 * pending batch is validated at the end of every depth and shortly before the deadline.
 */
public final class TriggerSearch {
  /**
   * Options that are not part of a configuration.
   *
   * @param modelMillis soft time limit of a model query (the paper: 1 s)
   * @param validationMillis soft time limit of a validation (the paper: 1 s)
   * @param alternatives how many different term sets to find (1: stop at the first, App. C
   *     "Alternative triggering terms" for more)
   * @param seed seed of the MinHash functions
   */
  public record Options(long modelMillis, long validationMillis, int alternatives, long seed) {
    public static final Options DEFAULT = new Options(1000, 1000, 1, 1);
  }

  private final Problem problem;
  private final TriggerConfig config;
  private final Options options;
  private final SearchListener listener;
  private final ModelQueries queries;
  private final Validator validator;
  private final CandidateBuilder builder;
  private final Instantiations instantiations = new Instantiations();
  private final UnsatMemo memo = new UnsatMemo();
  private final Set<Set<String>> seenFormulas = new HashSet<>();
  private final Set<String> seenCandidates = new HashSet<>();
  private final List<Candidate> batch = new ArrayList<>();
  private final List<Finding> findings = new ArrayList<>();
  private final Set<String> foundArgs = new HashSet<>();
  private final java.util.ArrayDeque<Pending> pending = new java.util.ArrayDeque<>();
  private java.util.concurrent.ExecutorService validations;
  private Deadline deadline;
  private int formulas;
  private int pruned;
  private int minimizationTests;

  public TriggerSearch(
      Problem problem,
      TriggerConfig config,
      SearchSolvers solvers,
      Options options,
      SearchListener listener) {
    this.problem = problem;
    this.config = config;
    this.options = options;
    this.listener = listener;
    this.queries = new ModelQueries(problem, solvers.session());
    this.validator = new Validator(problem, solvers.fresh());
    this.builder = new CandidateBuilder(problem);
  }

  /** Thrown inside the search when the deadline has passed. */
  private static final class OutOfTime extends Exception {
    private static final long serialVersionUID = 1L;

    OutOfTime() {
      super(null, null, false, false);
    }
  }

  /** Thrown inside the search when enough findings are there. */
  private static final class Done extends Exception {
    private static final long serialVersionUID = 1L;

    Done() {
      super(null, null, false, false);
    }
  }

  public SearchOutcome run(Deadline until) throws IOException, InterruptedException {
    this.deadline = until;
    Validator.Result base = validator.baseline(deadline.limit(options.validationMillis()));
    listener.baseline(base.label());
    if (base == Validator.Result.ERROR) {
      return outcome(
          SearchOutcome.ERROR,
          validator.lastError() == null
              ? "the solver gave no answer on the input under E-matching-only options"
              : "the solver rejected the input under E-matching-only options: "
                  + validator.lastError(),
          base);
    }
    if (base == Validator.Result.UNSAT) {
      return outcome(
          SearchOutcome.NOT_FOUND,
          "E-matching alone already refutes the input: no triggering term is missing",
          base);
    }
    List<Conjunct> quantified = problem.quantified();
    if (quantified.isEmpty()) {
      return outcome(
          SearchOutcome.NOT_FOUND,
          "no quantified formula has a pattern E-matching could use",
          base);
    }
    Neighborhood neighborhood =
        new Neighborhood(new SymbolSets(problem.conjuncts()), options.seed());
    Unifier unifier = new Unifier(problem, config.subterms(), config.typeBased());
    if (options.alternatives() == 1) {
      validations =
          java.util.concurrent.Executors.newSingleThreadExecutor(
              r -> {
                Thread t = new Thread(r, "assay-triggers-validation");
                t.setDaemon(true);
                return t;
              });
    }
    try {
      for (double sigma : config.sigmaSweeps()) {
        for (int depth = 0; depth <= config.delta(); depth++) {
          listener.sweep(sigma, depth);
          FormulaStream stream = new FormulaStream(quantified, depth, sigma, neighborhood, unifier);
          while (stream.hasNext()) {
            List<Job> wave = new ArrayList<>(WAVE);
            while (wave.size() < WAVE && stream.hasNext()) {
              wave.add(stream.next());
            }
            runWave(wave);
          }
          flush();
          drain();
        }
        if (!findings.isEmpty()) {
          break;
        }
      }
      flush();
      drain();
    } catch (OutOfTime e) {
      return outcome(
          findings.isEmpty() ? SearchOutcome.TIMEOUT : SearchOutcome.FOUND,
          findings.isEmpty() ? "no term validated within the time limit" : null,
          base);
    } catch (Done e) {
      return outcome(SearchOutcome.FOUND, null, base);
    } finally {
      if (validations != null) {
        validations.shutdownNow();
      }
    }
    return findings.isEmpty()
        ? outcome(
            SearchOutcome.NOT_FOUND,
            "no candidate term validated within the search bounds (σ down to 0, δ = "
                + config.delta()
                + ", "
                + config.maxFormulasPerConjunct()
                + " formulas per conjunct and depth)",
            base)
        : outcome(SearchOutcome.FOUND, null, base);
  }

  private SearchOutcome outcome(String status, String reason, Validator.Result base) {
    return new SearchOutcome(
        status,
        findings,
        reason,
        base.label(),
        new SearchStats(
            formulas,
            pruned,
            queries.queries(),
            seenCandidates.size(),
            validator.runs(),
            queries.seconds(),
            validator.seconds()));
  }

  /** How many formulas G go to the session at once (their queries are streamed). */
  static final int WAVE = 32;

  /** One formula G with what it came from. */
  private record Job(Conjunct focus, Cluster cluster, GFormula g) {}

  /**
   * The formulas G of one depth and σ (Alg. 1, lines 3–11), lazily: for each quantified F its
   * clusters, for each cluster the product of the instantiations, at most {@code
   * maxFormulasPerConjunct} per F (half of them per cluster). Formulas seen before, containing a
   * known unsat core, or with a trivial conflict are skipped here, when they are drawn, so that
   * cores found by earlier waves prune later ones.
   */
  private final class FormulaStream implements java.util.Iterator<Job> {
    private final List<Conjunct> focuses;
    private final int depth;
    private final double sigma;
    private final Neighborhood neighborhood;
    private final Unifier unifier;
    private int index = -1;
    private ClusterEnumerator clusters;
    private Cluster cluster;
    private List<List<Term>> inst;
    private List<String> tags;
    private LazyProduct product;
    private int budget;
    private int perCluster;
    private Job pending;

    FormulaStream(
        List<Conjunct> focuses,
        int depth,
        double sigma,
        Neighborhood neighborhood,
        Unifier unifier) {
      this.focuses = focuses;
      this.depth = depth;
      this.sigma = sigma;
      this.neighborhood = neighborhood;
      this.unifier = unifier;
    }

    @Override
    public boolean hasNext() {
      if (pending == null) {
        pending = find();
      }
      return pending != null;
    }

    @Override
    public Job next() {
      if (!hasNext()) {
        throw new java.util.NoSuchElementException();
      }
      Job j = pending;
      pending = null;
      return j;
    }

    private Conjunct focus() {
      return focuses.get(index);
    }

    private Job find() {
      while (true) {
        if (product != null && product.hasNext() && budget > 0 && perCluster > 0) {
          GFormula g = formula(focus(), cluster, inst, tags, product.next());
          if (!seenFormulas.add(g.key())) {
            continue;
          }
          if (memo.subsumes(g.key())) {
            pruned++;
            listener.formula(g, "pruned: contains a known unsat core");
            continue;
          }
          String conflict = TrivialConflicts.find(g.parts(), RewritingSet.EMPTY);
          if (conflict != null) {
            pruned++;
            memo.add(g.key());
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
          perCluster = Math.max(1, config.maxFormulasPerConjunct() / 2);
          continue;
        }
        index++;
        if (index >= focuses.size()) {
          return null;
        }
        clusters = new ClusterEnumerator(problem, neighborhood, unifier, focus(), depth, sigma);
        listener.focus(focus(), depth, clusters.candidates());
        product = null;
        budget = config.maxFormulasPerConjunct();
      }
    }
  }

  /** G for one combination of instantiations. */
  private GFormula formula(
      Conjunct f, Cluster cluster, List<List<Term>> inst, List<String> tags, int[] choice) {
    List<String> ids = new ArrayList<>();
    List<Term> parts = new ArrayList<>();
    for (int i = 0; i < choice.length; i++) {
      ids.add(tags.get(i) + (i == 0 ? ":neg" : ":" + choice[i]));
      parts.add(inst.get(i).get(choice[i]));
    }
    for (Rewriting r : cluster.rewritings().rewritings()) {
      ids.add("R:" + r.key());
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
      for (int m = 0; m < config.mu() && !alive.isEmpty(); m++) {
        checkTime();
        List<GFormula> gs = new ArrayList<>();
        List<List<Term>> softs = new ArrayList<>();
        for (int i : alive) {
          GFormula g = wave.get(i).g();
          gs.add(g);
          softs.add(
              m == 0
                  ? List.of()
                  : DiverseModels.softConstraints(g, earlier.get(i), problem, builder));
        }
        List<ModelReply> replies =
            queries.checkAll(gs, softs, deadline.limit(options.modelMillis()));
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
        memo.add(reply.core().isEmpty() ? g.key() : new HashSet<>(reply.core()));
      }
      return false;
    }
    if (!reply.status().equals("sat") && !reply.status().equals("unknown")) {
      return false;
    }
    Map<String, Term> values = new LinkedHashMap<>();
    Map<String, String> shown = new LinkedHashMap<>();
    for (String v : g.variables().keySet()) {
      Term val = reply.values().get(Printer.print(QualIdentifier.of(v)));
      if (val != null) {
        values.put(v, val);
        shown.put(v, Printer.print(val));
      }
    }
    for (String c : g.constants()) {
      Term val = reply.values().get(Printer.print(QualIdentifier.of(c)));
      if (val != null) {
        values.put(c, val);
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
    Candidate c = builder.build(job.focus(), job.cluster(), g, values);
    if (!c.args().isEmpty() && seenCandidates.add(c.key())) {
      events.add(() -> listener.candidate(c));
      batch.add(c);
      if (batch.size() >= config.beta()) {
        flush();
      }
    }
    return true;
  }

  /** A batch handed to the validation thread. */
  private record Pending(
      java.util.concurrent.Future<Validator.Result> result,
      List<TriggerArg> args,
      Map<String, Sort> fresh,
      int candidates) {}

  /**
   * Validates the pending batch (Alg. 1, line 16, with β candidates at once). Validation runs in a
   * solver process of its own, so it goes on in a background thread while the session computes the
   * next models (two cores, two processes); results are taken strictly in batch order, so the first
   * batch that validates is the one reported, however the two threads interleave. With {@code
   * alternatives} above 1 validation is synchronous, because later batches then depend on what was
   * found.
   */
  private void flush() throws IOException, InterruptedException, OutOfTime, Done {
    if (batch.isEmpty()) {
      return;
    }
    List<TriggerArg> args = new ArrayList<>();
    Set<String> texts = new HashSet<>();
    Map<String, Sort> fresh = new LinkedHashMap<>();
    for (Candidate c : batch) {
      for (TriggerArg a : c.args()) {
        if (!foundArgs.contains(a.text()) && texts.add(a.text())) {
          args.add(a);
        }
      }
      c.fresh().forEach(fresh::putIfAbsent);
    }
    int candidates = batch.size();
    batch.clear();
    if (args.isEmpty()) {
      return;
    }
    long limit = deadline.limit(options.validationMillis());
    java.util.concurrent.Callable<Validator.Result> task =
        () -> {
          try {
            return validator.validate(args, fresh, limit);
          } catch (IllegalArgumentException | dev.assay.smtlib.SortError e) {
            return Validator.Result.ERROR; // a term Assay cannot sort (should not happen)
          }
        };
    if (validations == null) {
      Validator.Result r;
      try {
        r = task.call();
      } catch (IOException | InterruptedException | RuntimeException e) {
        throw e;
      } catch (Exception e) {
        throw new IllegalStateException(e);
      }
      listener.validation(candidates, args.size(), r.label());
      if (r == Validator.Result.UNSAT) {
        found(args, fresh);
      }
      return;
    }
    while (!pending.isEmpty()) {
      collectOldest();
    }
    pending.add(new Pending(validations.submit(task), args, fresh, candidates));
  }

  /** Takes the oldest background validation's result; a refutation is minimized and reported. */
  private void collectOldest() throws IOException, InterruptedException, Done {
    Pending p = pending.poll();
    Validator.Result r = resultOf(p);
    listener.validation(p.candidates(), p.args().size(), r.label());
    if (r == Validator.Result.UNSAT) {
      while (!pending.isEmpty()) {
        resultOf(pending.poll()); // later batches: the first refutation in order wins
      }
      found(p.args(), p.fresh());
    }
  }

  /** Waits for every background validation, in order. */
  private void drain() throws IOException, InterruptedException, Done {
    while (!pending.isEmpty()) {
      collectOldest();
    }
  }

  private static Validator.Result resultOf(Pending p) throws IOException, InterruptedException {
    try {
      return p.result().get();
    } catch (java.util.concurrent.ExecutionException e) {
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
   * A batch that E-matching refuted: minimized, checked again and recorded. When more alternatives
   * are wanted (App. C), the rest of the batch, without the terms just found, is tried again.
   */
  private void found(List<TriggerArg> args, Map<String, Sort> fresh)
      throws IOException, InterruptedException, Done {
    List<TriggerArg> rest = new ArrayList<>(args);
    while (record(rest, fresh)) {
      rest.removeIf(a -> foundArgs.contains(a.text()));
      if (rest.isEmpty()
          || deadline.passed()
          || validator.validate(
                  rest,
                  Validator.freshUsed(rest, fresh),
                  deadline.limit(options.validationMillis()))
              != Validator.Result.UNSAT) {
        return;
      }
    }
  }

  /** Minimizes, re-checks and records one refuting term set; whether it was recorded. */
  private boolean record(List<TriggerArg> args, Map<String, Sort> fresh)
      throws IOException, InterruptedException, Done {
    Minimizer minimizer = new Minimizer(problem, deadline);
    List<TriggerArg> small =
        minimizer.minimize(
            args,
            a ->
                validator.validate(
                        a,
                        Validator.freshUsed(a, fresh),
                        deadline.limit(options.validationMillis()))
                    == Validator.Result.UNSAT);
    minimizationTests += minimizer.tests();
    listener.minimized(small, minimizer.tests());
    Map<String, Sort> used = Validator.freshUsed(small, fresh);
    // the final check, from scratch, with a generous limit: what is reported must reproduce
    long finalLimit =
        Math.min(
            Math.max(options.validationMillis() * 5, 5000),
            Math.max(deadline.millisLeft(), options.validationMillis()));
    if (validator.validate(small, used, finalLimit) != Validator.Result.UNSAT) {
      small = args;
      used = Validator.freshUsed(args, fresh);
      if (validator.validate(small, used, finalLimit) != Validator.Result.UNSAT) {
        return false; // did not reproduce: not reported
      }
    }
    boolean axiomsOnly =
        validator.validateAxiomsOnly(small, used, deadline.limit(options.validationMillis()))
            == Validator.Result.UNSAT;
    findings.add(
        new Finding(
            small,
            used,
            validator.addition(small, used),
            validator.reproduction(small, used),
            validator.reproduction(List.of(), Map.of()),
            axiomsOnly));
    for (TriggerArg a : small) {
      foundArgs.add(a.text());
    }
    if (findings.size() >= options.alternatives()) {
      throw new Done();
    }
    return true;
  }

  /** Ends the search when the deadline is near, validating what is pending first. */
  private void checkTime() throws IOException, InterruptedException, OutOfTime, Done {
    if (deadline.millisLeft() > 2 * options.validationMillis()) {
      return;
    }
    if (!batch.isEmpty() && !deadline.passed()) {
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
