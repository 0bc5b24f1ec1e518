package dev.assay.triggers;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What the searches of one file share (the configurations of {@code --config all} run as a
 * portfolio): the input, the worker's solvers, one budget, the baseline, and everything one search
 * learns that another would otherwise compute again — the answers to model queries and validations
 * by their text, the unsat cores of formulas G, the candidate terms already batched — so that a
 * configuration repeats no query another has made.
 */
final class FileWork implements AutoCloseable {
  final Problem problem;
  final WorkerSolvers solvers;
  final Deadline deadline;
  final TriggerSearch.Options options;
  final SearchListener listener;
  final Validator validator;
  final ClaimCheck check;

  /** Claim checks on other solvers ({@code --check-with}), reported per solver. */
  final List<ClaimCheck> crossChecks;

  final UnsatMemo memo = new UnsatMemo();
  final Map<String, ModelReply> replies = new HashMap<>();
  final Set<String> batched = new HashSet<>();

  /** The profile of the work done once for all configurations: preprocessing, baseline. */
  final SearchProfile shared;

  private final Map<String, String> kinds = new HashMap<>();
  private Neighborhood neighborhood;
  private ValidationQueue queue;
  private Deadline searchUntil;
  private long validationMillis;
  private double baselineSeconds;
  private long budgetMillis;
  private Validator.Result baseline;

  FileWork(
      Problem problem,
      WorkerSolvers solvers,
      Deadline deadline,
      TriggerSearch.Options options,
      SearchListener listener,
      SearchProfile shared) {
    this.problem = problem;
    this.solvers = solvers;
    this.deadline = deadline;
    this.options = options;
    this.listener = listener;
    this.shared = shared;
    this.validator = new Validator(problem, solvers.fresh(), solvers.validation(), new HashMap<>());
    this.check = new ClaimCheck(validator);
    this.crossChecks =
        solvers.crossChecks().stream()
            .map(c -> new ClaimCheck(new Validator(problem, c.fresh(), c.settings(), null)))
            .toList();
    this.validationMillis = options.validationMillis();
  }

  /** The similar conjuncts of each conjunct (Alg. 2), built on first use. */
  Neighborhood neighborhood() {
    if (neighborhood == null) {
      neighborhood = new Neighborhood(new SymbolSets(problem.conjuncts()), options.seed());
    }
    return neighborhood;
  }

  /**
   * The kind of problem a term set shows, decided once per term set for the file (so every
   * configuration that finds the same terms says the same): {@link Finding#INCONSISTENT_AXIOMS}
   * when E-matching refutes the quantified assertions alone with the terms, else {@link
   * Finding#INCOMPLETENESS} (also when that run gets no answer in time: the axioms are then not
   * shown inconsistent).
   */
  String kind(List<TriggerArg> args, Map<String, dev.assay.smtlib.Sort> fresh, long limitMillis)
      throws java.io.IOException, InterruptedException {
    String key = String.join(" ", args.stream().map(TriggerArg::text).sorted().toList());
    String known = kinds.get(key);
    if (known != null) {
      return known;
    }
    boolean inconsistent =
        !problem.conjuncts().stream().allMatch(Conjunct::quantified)
            ? validator.validateAxiomsOnly(args, fresh, deadline.limit(limitMillis))
                == Validator.Result.UNSAT
            : true;
    String kind = inconsistent ? Finding.INCONSISTENT_AXIOMS : Finding.INCOMPLETENESS;
    kinds.put(key, kind);
    return kind;
  }

  /** The input alone under E-matching, as the baseline ran it. */
  Validator.Result baseline() {
    return baseline;
  }

  double baselineSeconds() {
    return baselineSeconds;
  }

  /**
   * Records the baseline and sets the validations' time limit from it: the paper's 1 s, or three
   * times what E-matching took to give up on the input alone where that is longer (a run with more
   * terms does at least that work before it gives up), at most a sixth of the budget.
   */
  void baseline(Validator.Result r, double seconds, long budgetMillis) {
    this.baseline = r;
    this.budgetMillis = budgetMillis;
    this.baselineSeconds = seconds;
    check.knowBaseline(r);
    long measured = Math.round(seconds * 3000);
    validationMillis =
        Math.max(
            options.validationMillis(),
            Math.min(measured, Math.max(options.validationMillis(), budgetMillis / 6)));
  }

  /** The soft limit of one validation. */
  long validationMillis() {
    return validationMillis;
  }

  /**
   * The time kept back from the search for the claim check of a found term: a run per seed setting
   * with and without the terms, a run without the quantifier-free assertions, and a margin.
   */
  long checkReserveMillis(long budgetMillis) {
    int seeds = validator.settings().dialect().seeds().size();
    long perRun = Math.max(50, Math.round(baselineSeconds * 1200));
    return Math.min(budgetMillis / 4, 2L * seeds * perRun + 300);
  }

  /**
   * When the searches end, leaving the rest of the budget for the claim check of a found term (set
   * once the baseline is known).
   */
  Deadline searchUntil() {
    if (searchUntil == null) {
      searchUntil = deadline.minus(checkReserveMillis(budgetMillis));
    }
    return searchUntil;
  }

  /** The validations of the file's searches, on a thread of their own. */
  synchronized ValidationQueue queue() {
    if (queue == null) {
      queue = new ValidationQueue(validator, this::validationMillis, searchUntil());
    }
    return queue;
  }

  @Override
  public synchronized void close() {
    if (queue != null) {
      queue.close();
    }
  }
}
