package dev.assay.triggers;

import java.util.ArrayList;
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
  final Map<String, String> replies = new HashMap<>();
  final Set<String> batched = new HashSet<>();

  /** The profile of the work done once for all configurations: preprocessing, baseline. */
  final SearchProfile shared;

  private final Map<String, String> kinds = new HashMap<>();
  private Neighborhood neighborhood;
  private SymbolSets symbols;
  private List<Conjunct> focusOrder;
  private boolean hasQuery;
  private ValidationQueue queue;
  private volatile String hopeless;
  private Deadline searchUntil;
  private long validationMillis;
  private double baselineSeconds;
  private long budgetMillis;
  private long screenBaseMillis;
  private Validator.Result baseline;
  private final java.util.concurrent.atomic.AtomicBoolean hintsTaken =
      new java.util.concurrent.atomic.AtomicBoolean();

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
    this.validator =
        new Validator(
            problem, solvers.fresh(), solvers.validation(), new HashMap<>(), solvers::spareFresh);
    validator.within(deadline);
    this.check = new ClaimCheck(validator);
    this.crossChecks =
        solvers.crossChecks().stream().map(c -> new ClaimCheck(validatorOn(c))).toList();
    this.validationMillis = options.validationMillis();
    this.screenBaseMillis = options.validationMillis();
  }

  /** The similar conjuncts of each conjunct (Alg. 2), built on first use. */
  Neighborhood neighborhood() {
    if (neighborhood == null) {
      neighborhood = new Neighborhood(symbolSets(), options.seed());
    }
    return neighborhood;
  }

  SymbolSets symbolSets() {
    if (symbols == null) {
      symbols = new SymbolSets(problem.conjuncts());
    }
    return symbols;
  }

  /**
   * The quantified conjuncts in the order the searches take them as F, most promising first: by the
   * share of their uninterpreted symbols that the query uses, then by how many, ties in input
   * order. The query is the quantifier-free part after the last quantified assertion (a verifier
   * writes its axioms first and the proof obligation last), or all quantifier-free conjuncts where
   * none comes after; its missing instantiations are the ones a term can give. An input without a
   * query (axioms alone) keeps its order.
   */
  /** Whether the input has a query: quantifier-free conjuncts with uninterpreted symbols. */
  boolean hasQuery() {
    focusOrder();
    return hasQuery;
  }

  List<Conjunct> focusOrder() {
    if (focusOrder == null) {
      List<Conjunct> quantified = problem.quantified();
      int lastQuantified = -1;
      for (Conjunct c : quantified) {
        lastQuantified = Math.max(lastQuantified, c.origin().assertion());
      }
      java.util.Set<String> query = new java.util.HashSet<>();
      java.util.Set<String> ground = new java.util.HashSet<>();
      for (Conjunct c : problem.conjuncts()) {
        if (!c.quantified()) {
          ground.addAll(c.symbols());
          if (c.origin().assertion() > lastQuantified) {
            query.addAll(c.symbols());
          }
        }
      }
      java.util.Set<String> goal = query.isEmpty() ? ground : query;
      hasQuery = !goal.isEmpty();
      if (goal.isEmpty()) {
        focusOrder = quantified;
      } else {
        Map<Integer, double[]> score = new HashMap<>();
        for (Conjunct f : quantified) {
          int shared = 0;
          for (String s : f.symbols()) {
            shared += goal.contains(s) ? 1 : 0;
          }
          double share = f.symbols().isEmpty() ? 0 : (double) shared / f.symbols().size();
          score.put(f.id(), new double[] {share, shared});
        }
        List<Conjunct> sorted = new ArrayList<>(quantified);
        sorted.sort(
            java.util.Comparator.comparingDouble((Conjunct c) -> -score.get(c.id())[0])
                .thenComparingDouble(c -> -score.get(c.id())[1])
                .thenComparingInt(Conjunct::id));
        focusOrder = List.copyOf(sorted);
      }
    }
    return focusOrder;
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

  /**
   * Whether the MBQI hints are due: a tenth of the budget has gone (the paper's search finds most
   * terms it finds at all in less), and no search has taken them yet.
   */
  boolean hintsDue() {
    return millisUntilHintsDue() == 0;
  }

  /**
   * Milliseconds until the MBQI hints are due: 0 when they are, {@code Long.MAX_VALUE} once taken.
   */
  long millisUntilHintsDue() {
    if (hintsTaken.get()) {
      return Long.MAX_VALUE;
    }
    return Math.max(0, budgetMillis / 10 - (budgetMillis - deadline.millisLeft()));
  }

  /**
   * The hints' share of the budget: a tenth, up to {@code cap}, at least the validations' limit.
   */
  private long hintMillis(long cap) {
    return Math.max(validationMillis, Math.min(cap, budgetMillis / 10));
  }

  /**
   * The soft limit of a hints' batch's validation: where its run refuted the input, up to a tenth
   * of the budget (5 s at most), as much as the default-mode run had; the MBQI instances of a run
   * that did not decide the input are a guess like the search's own batches and get the
   * validations' limit.
   */
  long hintValidationMillis(RefutationHints.Evidence evidence) {
    return evidence.refuting() ? hintMillis(5_000) : validationMillis;
  }

  /**
   * The MBQI hints' runs for the first search that asks (each file's are found and validated once),
   * or none: first the input run in Z3's default mode for the terms of its instances ({@link
   * RefutationHints}), on the search's solver when it is a Z3, else on the inference Z3; then, in
   * the order given, each {@code --hints-with} solver's refutation. Z3's runs (the search's own Z3
   * and another release) get a tenth of the budget at most (10 s), at least the validations' limit,
   * a cvc5 run half that (at least 1 s: where cvc5 refutes such an input it does so in well under a
   * second, and where it does not, the search gets the time back); the search takes them in turn
   * until a batch refutes the input.
   */
  List<HintRun> takeHints() {
    if (!hintsTaken.compareAndSet(false, true)) {
      return List.of();
    }
    List<HintRun> runs = new java.util.ArrayList<>();
    runs.add(
        () ->
            RefutationHints.find(
                problem, solvers, validator, deadline, deadline.limit(hintMillis(10_000))));
    for (WorkerSolvers.OtherSolver h : solvers.hintSources()) {
      Validator v = validatorOn(h);
      if (h.settings().dialect() == dev.assay.solver.EMatching.Z3) {
        // another Z3 release: its instances, given the time of the search's own Z3
        runs.add(
            () ->
                RefutationHints.findWithOtherZ3(
                    problem, solvers, h.spec(), v, deadline, deadline.limit(hintMillis(10_000))));
      } else {
        runs.add(
            () -> {
              RefutationHints.Hints found =
                  RefutationHints.findWithCvc5(
                      problem,
                      h.fresh(),
                      v,
                      deadline,
                      deadline.limit(Math.max(1000, hintMillis(10_000) / 2)));
              return List.of(() -> found);
            });
      }
    }
    return runs;
  }

  /** A validator on another solver than the search's, within the file's deadline. */
  private Validator validatorOn(WorkerSolvers.OtherSolver other) {
    Validator v = new Validator(problem, other.fresh(), other.settings(), null);
    v.within(deadline);
    return v;
  }

  /**
   * One source's hints' batches, found when asked, to be validated in turn (none where its runs
   * gave no term).
   */
  interface HintRun {
    List<RefutationHints.Later> find() throws java.io.IOException, InterruptedException;
  }

  /** The input alone under E-matching, as the baseline ran it. */
  Validator.Result baseline() {
    return baseline;
  }

  double baselineSeconds() {
    return baselineSeconds;
  }

  /**
   * Records the baseline and sets the validations' time limits from it: the paper's 1 s, or three
   * times what E-matching took to give up on the input alone where that is longer (a run with more
   * terms does at least that work before it gives up), at most a sixth of the budget. When the
   * baseline got no answer in time (E-matching does not give up on the input within the limit), a
   * validation can only succeed by a conflict found early: the paper's limit, or a fifteenth of the
   * budget up to 3 s.
   */
  void baseline(Validator.Result r, double seconds, long budgetMillis) {
    this.baseline = r;
    this.budgetMillis = budgetMillis;
    this.baselineSeconds = seconds;
    check.knowBaseline(r);
    long floor = options.validationMillis();
    if (r == Validator.Result.TIMEOUT) {
      validationMillis = Math.max(floor, Math.min(3000, budgetMillis / 15));
      screenBaseMillis = validationMillis;
    } else {
      validationMillis =
          Math.max(floor, Math.min(Math.round(seconds * 3000), Math.max(floor, budgetMillis / 6)));
      screenBaseMillis = Math.max(validationMillis, Math.round(seconds * 2000));
    }
  }

  /** The soft limit of a screening run's check of the input alone. */
  long screenBaseMillis() {
    return screenBaseMillis;
  }

  /** The soft limit of one validation. */
  long validationMillis() {
    return validationMillis;
  }

  /**
   * The time kept back from the search for the claim check of a found term: a run with the terms
   * per seed setting (the runs without them are made early, {@link #hopeless}), a run without the
   * quantifier-free assertions, and a margin.
   */
  long checkReserveMillis(long budgetMillis) {
    int seeds = validator.settings().dialect().seeds().size();
    long perRun = Math.max(50, Math.min(validationMillis, Math.round(baselineSeconds * 1200)));
    return Math.min(budgetMillis / 8, (seeds + 1L) * perRun + 300);
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

  /**
   * The validations of the file's searches, on a thread of their own, which first runs the input
   * alone under the other seed settings ({@link #hopeless}).
   */
  synchronized ValidationQueue queue() {
    if (queue == null) {
      queue =
          new ValidationQueue(
              validator,
              this::validationMillis,
              this::screenBaseMillis,
              searchUntil(),
              shared,
              () -> {
                try {
                  List<String> f =
                      check.neededFailures(deadline, validationMillis).stream()
                          .filter(ClaimCheck::refutedWithoutTerms)
                          .toList();
                  hopeless = f.isEmpty() ? null : String.join("; ", f);
                } catch (java.io.IOException e) {
                  // the claim check runs them again and says so
                } catch (InterruptedException e) {
                  Thread.currentThread().interrupt();
                }
              });
    }
    return queue;
  }

  /**
   * Why no term can be missing, once the runs of the input alone under every seed setting are in:
   * E-matching refutes it without any term under some of them (null while unknown, or when none
   * does).
   */
  String hopeless() {
    return hopeless;
  }

  @Override
  public synchronized void close() {
    if (queue != null) {
      queue.close();
    }
  }
}
