package dev.assay.campaign;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.assay.core.Verdict;
import dev.assay.oracle.Judgement;
import dev.assay.oracle.Oracle;
import dev.assay.oracle.Producer;
import dev.assay.oracle.RunResult;
import dev.assay.oracle.StatusConfirmation;
import dev.assay.oracle.TestCase;
import dev.assay.solver.Outcome;
import dev.assay.solver.Query;
import dev.assay.solver.Solver;
import dev.assay.solver.SolverClock;
import dev.assay.solver.SolverMessages;
import dev.assay.solver.SolverRegistry;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.Solvers;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Runs a campaign's items on one worker's solvers: each case on every solver in turn, judged by the
 * oracle and the technique, confirmed in a fresh process where a shared one found something, its
 * new findings reduced and signed, and handed on as a {@link PreparedCase} — text only, so the
 * worker may be a thread of the campaign's process or a process on another machine. It writes
 * nothing: the campaign's writer records what it hands on.
 *
 * <p>One runner per worker thread. Its solvers are borrowed from the process's {@link
 * SolverRegistry} for one item and handed back at its end: a case's runs, their fresh confirmation
 * and the reduction of its findings use one solver per configuration and mode (for the bundled Z3
 * in fresh-state mode, one worker), and the processes outlive the item for the next one, or for any
 * other phase of the command that asks for the same solver.
 */
public final class ItemRunner implements AutoCloseable {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** Where a runner's prepared cases go, as each case finishes. */
  @FunctionalInterface
  public interface CaseSink {
    void accept(PreparedCase c) throws IOException;
  }

  /**
   * The reductions of a campaign's findings, made once per distinct input, kind and solver and
   * shared by the runners of one process.
   */
  public static final class Reductions {
    private final Map<String, FindingReducer.Reduced> made = new LinkedHashMap<>();

    synchronized FindingReducer.Reduced get(String key) {
      return made.get(key);
    }

    synchronized void put(String key, FindingReducer.Reduced r) {
      made.put(key, r);
    }
  }

  private final Engine.Config config;
  private final Producer producer;
  private final Reductions reductions;
  private final Predicate<String> knownFinding;
  private BooleanSupplier stop = () -> false;

  /**
   * Whether the judgement of a case that has run (independent evidence, fresh reruns, reduction)
   * stops: only when the time budget is spent, so a stop (Ctrl-C) leaves no finding half-judged.
   */
  private BooleanSupplier judgementStop = () -> false;

  private final SolverRegistry registry = SolverRegistry.shared();

  /** The solvers borrowed for the current item, by spec and resolved mode. */
  private final Map<List<Object>, Solver> borrowed = new LinkedHashMap<>();

  private final Oracles oracles;
  private final StatusConfirmation statusConfirmation = new StatusConfirmation();
  private long solverNanos;

  /**
   * @param reductions the reductions made so far, shared with the process's other runners
   * @param knownFinding whether a finding id is known already (its crash or incompleteness is then
   *     not reduced again)
   */
  public ItemRunner(
      Engine.Config config,
      Producer producer,
      Reductions reductions,
      Predicate<String> knownFinding) {
    this.config = config;
    this.producer = producer;
    this.reductions = reductions;
    this.knownFinding = knownFinding;
    this.oracles = new Oracles(config.solving().modelCheckers(), config.solving().limits());
  }

  /**
   * Runs item {@code k}, handing each case to {@code sink} as it finishes.
   *
   * @param stop whether the campaign stops: no new solver run starts, and the item is cut short
   * @return how the item ended
   */
  public ItemEnd run(long k, BooleanSupplier stop, CaseSink sink)
      throws IOException, InterruptedException {
    return run(k, stop, stop, sink);
  }

  /**
   * Runs item {@code k}; a case that has run is judged to the end unless {@code judgementStop} (the
   * time budget) says otherwise.
   */
  public ItemEnd run(long k, BooleanSupplier stop, BooleanSupplier judgementStop, CaseSink sink)
      throws IOException, InterruptedException {
    this.stop = stop;
    this.judgementStop = judgementStop;
    oracles.stopWhen(judgementStop);
    solverNanos = 0;
    if (!producer.awaitInputs(k, stop)) {
      return new ItemEnd(k, false, null, null, solverNanos);
    }
    try {
      return runItem(k, stop, sink);
    } finally {
      handBack();
    }
  }

  private ItemEnd runItem(long k, BooleanSupplier stop, CaseSink sink)
      throws IOException, InterruptedException {
    Producer.Item item;
    int seq = 0;
    try {
      item = producer.item(k, stop);
      List<RunResult> previous = List.of();
      TestCase c;
      long clock = SolverClock.threadNanos(); // where this case's solver time starts
      while (true) {
        try {
          c = item.next(previous);
        } catch (Producer.Stopped e) {
          return cut(k, item); // the technique's own work (a search) ended at the stop
        }
        if (c == null) {
          break;
        }
        if (stop.getAsBoolean()) {
          return cut(k, item);
        }
        List<RunResult> runs = runCase(c);
        if (runs == null) {
          return cut(k, item);
        }
        // confirmed before the technique classifies, so its statistics count what is recorded
        runs = confirmStatuses(runs);
        try {
          runs = item.classify(runs);
        } catch (Producer.Stopped e) {
          return cut(k, item); // the technique's own judgement needed solver runs past the stop
        }
        runs = FreshConfirmation.confirm(runs, this::freshSolver, oracles, judgementStop);
        if (FreshConfirmation.replacedAny(runs)) {
          // a session error replaced by its fresh run brings a verdict not yet confirmed
          runs = confirmStatuses(runs);
        }
        sink.accept(prepare(k, seq++, runs, clock));
        clock = SolverClock.threadNanos();
        previous = runs;
      }
    } catch (RuntimeException e) {
      // A failure of Assay's own code (a rule bug, an evaluator gap) ends the item, which counts as
      // finished: running it again would fail again.
      String line = "item " + k + ": " + e;
      String stats = JSON.createObjectNode().put("tool_failure", line).toString();
      return new ItemEnd(k, true, stats, line, solverNanos);
    }
    JsonNode stats = item.statistics();
    return new ItemEnd(k, true, stats == null ? null : stats.toString(), null, solverNanos);
  }

  /**
   * Item {@code k} cut short by a stop, with what it counted so far: the writer keeps that when the
   * time budget cut it, and forgets it (the item runs again on resume) when a stop did.
   */
  private ItemEnd cut(long k, Producer.Item item) {
    item.abandon();
    JsonNode stats = null;
    try {
      stats = item.statistics();
    } catch (RuntimeException e) {
      // statistics of an item in the middle of a case may not be whole: none then
    }
    return new ItemEnd(k, false, stats == null ? null : stats.toString(), null, solverNanos);
  }

  /** Each wrong status confirmed or made unchecked, unless the technique sets expectations. */
  private List<RunResult> confirmStatuses(List<RunResult> runs)
      throws IOException, InterruptedException {
    if (producer.establishesExpectations()) {
      return runs;
    }
    IndependentSolvers evidence =
        new IndependentSolvers(
            config.solving().modelCheckers(), this::solver, oracles, judgementStop);
    List<RunResult> confirmed = statusConfirmation.confirm(runs, evidence);
    solverNanos += evidence.nanos();
    return confirmed;
  }

  @Override
  public void close() {
    handBack();
  }

  /** Hands the item's solvers, and the oracles' model checkers, back to the registry. */
  private void handBack() {
    borrowed.values().forEach(Solver::close);
    borrowed.clear();
    oracles.close();
  }

  /** This item's solver for {@code spec} in {@code mode}, borrowed when first asked for. */
  private Solver solver(SolverSpec spec, Solvers.Mode mode) {
    Solvers.Mode resolved = Solvers.resolve(mode, spec);
    return borrowed.computeIfAbsent(
        List.of(spec, resolved), k -> registry.borrow(spec, resolved, config.solving().limits()));
  }

  /** The case on every solver; null when a stop cut it short. */
  private List<RunResult> runCase(TestCase c) throws IOException, InterruptedException {
    List<RunResult> runs = new ArrayList<>();
    Query query = Query.of(c.id(), c.sent());
    for (SolverSpec spec : config.solving().solvers()) {
      Oracle oracle = oracles.forRunsOf(spec);
      if (stop.getAsBoolean()) {
        return null;
      }
      Solver solver = solver(spec, config.solving().mode());
      Outcome o = solver.run(query);
      if (stop.getAsBoolean() && !(o instanceof Outcome.Finished)) {
        return null; // the stop may have killed it: no verdict
      }
      if (o.execution() != null) {
        solverNanos += o.execution().wall().toNanos();
      }
      Judgement j = oracle.judge(c.script(), c.expectation(), o, spec);
      String mode = Engine.modeName(Solvers.resolve(config.solving().mode(), spec));
      RunResult r = RunResult.judged(c, spec, mode, o, j);
      SolverMessages.Message refusal =
          SolverMessages.find(SolverMessages.Meaning.REFUSES_MODELS, o);
      if (refusal != null && config.solving().askForModels() && c.original() != null) {
        r = WithoutModels.rerun(c, spec, solver, oracle, refusal, mode);
        if (r.outcome().execution() != null) {
          solverNanos += r.outcome().execution().wall().toNanos();
        }
      }
      runs.add(r);
    }
    return runs;
  }

  /**
   * One case's runs signed (new soundness findings reduced first), with their folders' files; the
   * case's first line carries the solver time it took since {@code clock} beyond its recorded runs.
   */
  private PreparedCase prepare(long k, int seq, List<RunResult> runs, long clock)
      throws InterruptedException {
    List<String> signatures = new ArrayList<>();
    List<FindingReducer.Reduced> reduced = new ArrayList<>();
    for (RunResult r : runs) {
      FindingReducer.Reduced red = null;
      String fingerprint = null;
      if (r.isFinding() && r.verdict().kind().isSoundness() && !producer.reducesOwnFindings()) {
        red = reduction(r, runs);
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
          && !knownFinding.test(Signatures.findingId(signatures.get(i)))) {
        reduced.set(i, reduction(r, runs));
      }
    }
    Double otherMs = otherSolverMs(runs, clock);
    List<PreparedRun> out = new ArrayList<>();
    for (int i = 0; i < runs.size(); i++) {
      Double other = i == 0 ? otherMs : null;
      out.add(prepareOne(k, seq, i, runs.get(i), signatures.get(i), reduced.get(i), other));
    }
    return new PreparedCase(k, seq, out);
  }

  /**
   * The solver time this thread waited for since {@code clock} that no run of the case records as
   * its own: the technique's queries that made the case, model checks, confirmations, reruns,
   * reductions.
   */
  private static double otherSolverMs(List<RunResult> runs, long clock) {
    long recorded = 0;
    for (RunResult r : runs) {
      if (r.outcome().execution() != null) {
        recorded += r.outcome().execution().wall().toNanos();
      }
    }
    return Math.max(0, SolverClock.threadNanos() - clock - recorded) / 1e6;
  }

  private PreparedRun prepareOne(
      long k,
      int seq,
      int position,
      RunResult r,
      String signature,
      FindingReducer.Reduced red,
      Double otherSolverMs) {
    String folder = null;
    Map<String, String> files = Map.of();
    String findingId = null;
    Store.Finding finding = null;
    Store.Hit hit = null;
    if (signature != null) {
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
        finding = FindingRecords.finding(findingId, signature, r, null, null, red);
        hit = FindingRecords.hit(findingId, r, k);
      }
      folder = folderOf(r);
      files = ReproductionFolder.files(r, facts);
    }
    Double wall =
        r.outcome().execution() == null ? null : r.outcome().execution().wall().toNanos() / 1e6;
    Store.ResultRow row =
        new Store.ResultRow(
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
            null,
            wall,
            ResultLine.of(r, k, findingId, null, otherSolverMs).toString());
    return new PreparedRun(row, folder, files, finding, hit);
  }

  /**
   * A fresh-mode solver of this item: the one its runs used when the solver runs in fresh mode (for
   * the bundled Z3, the same worker), else borrowed when first asked for.
   */
  private Solver freshSolver(SolverSpec spec) {
    return solver(spec, Solvers.Mode.FRESH);
  }

  /**
   * The reduction of a finding, made once per distinct input, kind and solver: an incompleteness as
   * the pair "decided before, unknown after" (null when the finding has no decided formula beside
   * it), any other finding keeping its failure and ground truth.
   */
  private FindingReducer.Reduced reduction(RunResult r, List<RunResult> runs)
      throws InterruptedException {
    String key =
        r.verdict().label()
            + "|"
            + r.solver().name()
            + "|"
            + CanonicalForm.hash(r.testCase().script());
    FindingReducer.Reduced known = reductions.get(key);
    if (known != null) {
      return known;
    }
    Function<SolverSpec, Solver> freshSolvers = this::freshSolver;
    FindingReducer.Reduced red;
    if (r.verdict().is(Verdict.Kind.INCOMPLETENESS)) {
      red =
          new IncompletenessReducer(config.findings().reduceTests(), judgementStop)
              .reduce(r, runs, freshSolvers);
    } else {
      SolverSpec reference = null;
      for (RunResult other : runs) {
        if (other != r && other.verdict().is(Verdict.Kind.OK)) {
          reference = other.solver();
          break;
        }
      }
      if (reference == null && r.verdict().is(Verdict.Kind.WRONG_STATUS)) {
        // confirmed by independent solvers: the first of them keeps the expected status
        for (SolverSpec s : config.solving().modelCheckers()) {
          if (!Oracles.sameBuild(s, r.solver())) {
            reference = s;
            break;
          }
        }
      }
      red =
          new FindingReducer(
                  config.findings().reduceTests(), config.solving().limits(), judgementStop)
              .reduce(r, freshSolvers, reference);
    }
    if (red != null && !red.note().startsWith(BudgetCut.NOTE)) {
      reductions.put(key, red);
    }
    return red;
  }

  /** The run's reproduction folder, relative to the run folder. */
  private static String folderOf(RunResult r) {
    StringBuilder dir = new StringBuilder("failures/").append(FolderNames.safe(r.solver().name()));
    for (String part : FolderNames.caseParts(r.testCase().id())) {
      dir.append('/').append(FolderNames.safe(part));
    }
    return dir.toString();
  }
}
