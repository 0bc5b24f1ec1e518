package dev.assay.triggers;

import dev.assay.smtlib.Command;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.SortChecker;
import dev.assay.smtlib.Symbols;
import dev.assay.smtlib.Term;
import dev.assay.solver.Answer;
import dev.assay.solver.EMatching;
import dev.assay.solver.Outcome;
import dev.assay.solver.Query;
import dev.assay.solver.SExprItems;
import dev.assay.solver.Solver;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.BiPredicate;
import java.util.function.Supplier;

/**
 * Step 4 of the method: checks whether E-matching alone refutes the input once the candidate terms
 * are present (Alg. 1, line 16). The terms go in as arguments of a fresh uninterpreted predicate
 * asserted true, which conveys nothing about them, so the input's satisfiability is unchanged and
 * an {@code unsat} is a refutation of the input itself.
 *
 * <p>Each check runs from a fresh solver state on the input as written (its commands before the
 * first {@code check-sat}) under the {@link ValidationSettings}: the solver's E-matching-only
 * options and a seed setting first; the input's own {@code set-option}s dropped (by default, as the
 * paper's tool does) or kept except those Assay forces. The text of a check, without its time limit
 * and its question for the reason of an {@code unknown}, is the reproduction file a user runs.
 */
final class Validator {
  /** How a validation ended. */
  enum Result {
    UNSAT,
    SAT,
    UNKNOWN,
    TIMEOUT,
    ERROR;

    String label() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  private final Problem problem;
  private final Solver fresh;
  private final ValidationSettings settings;
  private final String dummy;

  /** The names of the input's assertions in a core run: this prefix and the assertion's index. */
  private final String corePrefix;

  private final String commands;
  private final String commandsWithoutGround;
  private final AtomicInteger runs = new AtomicInteger();
  private final AtomicLong nanos = new AtomicLong();
  private final Map<String, Result> cache;
  private volatile String lastError;
  private volatile long lastNanos;
  private volatile Deadline bound;

  /**
   * A second solver of the same kind for a thread that finds the first one busy, or null: the
   * validation thread's screen of a batch can hold the solver for most of the budget on an input
   * whose every check runs to its limit, and the search thread's claim (a hints' batch, its
   * minimization and claim check) would wait behind it.
   */
  private final Supplier<Solver> spare;

  /** The first solver's turn, which a thread waits for at most {@link #SPARE_AFTER_MILLIS}. */
  private final ReentrantLock turn = new ReentrantLock();

  /**
   * How long a run waits for the first solver before it takes the spare: a short wait is cheaper
   * than starting another solver (for the bundled Z3, a JVM).
   */
  static final long SPARE_AFTER_MILLIS = 500;

  /**
   * @param cache answers of earlier runs by their text (shared by the searches of one file); only
   *     answers that do not depend on the time limit are kept
   */
  Validator(Problem problem, Solver fresh, ValidationSettings settings, Map<String, Result> cache) {
    this(problem, fresh, settings, cache, null);
  }

  /**
   * @param spare opens a second solver of the same kind for a run that finds the first one busy
   *     (null: runs wait for the first)
   */
  Validator(
      Problem problem,
      Solver fresh,
      ValidationSettings settings,
      Map<String, Result> cache,
      Supplier<Solver> spare) {
    this.problem = problem;
    this.fresh = fresh;
    this.spare = spare;
    this.settings = settings;
    this.cache = cache;
    String d = "assay_dummy";
    for (int k = 1; problem.signature().function(d) != null; k++) {
      d = "assay_dummy_" + k;
    }
    this.dummy = d;
    this.commands = commands((i, a) -> true, false);
    this.commandsWithoutGround = commands((i, a) -> hasQuantifier(a.term()), false);
    String n = "assay_core_";
    for (int k = 1; commands.contains(n); k++) {
      n = "assay_core" + k + "_";
    }
    this.corePrefix = n;
  }

  ValidationSettings settings() {
    return settings;
  }

  /** Bounds the hard limit of every later run by {@code d} ({@link Deadline#hardWithin}). */
  void within(Deadline d) {
    this.bound = d;
  }

  int runs() {
    return runs.get();
  }

  double seconds() {
    return nanos.get() / 1e9;
  }

  /** Wall seconds of the last run (for the time limits of later ones). */
  double lastSeconds() {
    return lastNanos / 1e9;
  }

  String dummyName() {
    return dummy;
  }

  /**
   * The input's commands, its set-options dropped or filtered.
   *
   * @param keep which assertions stay, by their index among the input's assertions (without the
   *     quantifier-free ones, an unsat answer means the quantified axioms alone are inconsistent;
   *     with an unsat core's alone, the run is the core's sub-problem)
   * @param named whether each assertion is named by its index ({@link #coreModeRun})
   */
  private String commands(BiPredicate<Integer, Command.Assert> keep, boolean named) {
    StringBuilder sb = new StringBuilder();
    int index = 0;
    for (Command c : problem.active().commands()) {
      if (c instanceof Command.SetOption o
          && (!settings.keepOptions() || settings.dialect().isForced(o.keyword()))) {
        continue;
      }
      if (c instanceof Command.Echo
          || c instanceof Command.Exit
          || c instanceof Command.GetModel
          || c instanceof Command.GetValue
          || c instanceof Command.GetUnsatCore
          || c instanceof Command.GetInfo
          || c instanceof Command.GetOption
          || c instanceof Command.GetAssertions
          || c instanceof Command.GetProof
          || c instanceof Command.GetAssignment
          || c instanceof Command.GetUnsatAssumptions) {
        continue;
      }
      if (c instanceof Command.Assert a) {
        int i = index++;
        if (!keep.test(i, a)) {
          continue;
        }
        if (named) {
          // an outer name beside the input's own: Z3 reports the outer one in the core
          sb.append("(assert (! ");
          Printer.appendTerm(sb, a.term());
          sb.append(" :named ").append(corePrefix).append(i).append("))\n");
          continue;
        }
      }
      sb.append(Printer.print(c)).append('\n');
    }
    return sb.toString();
  }

  private static boolean hasQuantifier(Term t) {
    boolean[] q = {false};
    dev.assay.smtlib.Terms.forEach(
        t,
        n -> {
          if (n instanceof dev.assay.smtlib.Quantified) {
            q[0] = true;
          }
        });
    return q[0];
  }

  /** The lines that add the terms to the input: fresh constants, the dummy, its assertion. */
  List<String> addition(List<TriggerArg> args, Map<String, Sort> fresh) {
    List<String> lines = new ArrayList<>();
    for (Map.Entry<String, Sort> f : fresh.entrySet()) {
      lines.add("(declare-fun " + Symbols.print(f.getKey()) + " () " + f.getValue() + ")");
    }
    if (args.isEmpty()) {
      return lines;
    }
    StringBuilder decl = new StringBuilder("(declare-fun ").append(dummy).append(" (");
    StringBuilder app = new StringBuilder("(assert (").append(dummy);
    for (int i = 0; i < args.size(); i++) {
      decl.append(i == 0 ? "" : " ").append(sortOf(args.get(i).term(), fresh));
      app.append(' ').append(args.get(i).text());
    }
    lines.add(decl.append(") Bool)").toString());
    lines.add(app.append("))").toString());
    return lines;
  }

  /** The fresh constants among {@code all} that {@code args} use. */
  static Map<String, Sort> freshUsed(List<TriggerArg> args, Map<String, Sort> all) {
    Set<String> used = new TreeSet<>();
    for (TriggerArg a : args) {
      used.addAll(dev.assay.smtlib.Terms.freeSymbols(a.term()));
    }
    Map<String, Sort> out = new LinkedHashMap<>();
    all.forEach(
        (k, v) -> {
          if (used.contains(k)) {
            out.put(k, v);
          }
        });
    return out;
  }

  private Sort sortOf(Term t, Map<String, Sort> fresh) {
    return SortChecker.sortOf(t, problem.signature(), fresh);
  }

  /**
   * The reproduction file: the solver's E-matching-only options, the input, the terms, {@code
   * (check-sat)}, under the solver's default seeds.
   */
  String reproduction(List<TriggerArg> args, Map<String, Sort> fresh) {
    return text(args, fresh, true, settings.searchSeeds(), -1);
  }

  /** The text of one run; {@code timeoutMillis} > 0 adds the limit and the reason question. */
  private String text(
      List<TriggerArg> args,
      Map<String, Sort> fresh,
      boolean ground,
      EMatching.Seeds seeds,
      long timeoutMillis) {
    StringBuilder sb = new StringBuilder();
    if (timeoutMillis > 0) {
      sb.append(settings.dialect().timeoutLine(timeoutMillis)).append('\n');
    }
    for (String line : settings.dialect().optionLines()) {
      sb.append(line).append('\n');
    }
    for (String line : seeds.lines()) {
      sb.append(line).append('\n');
    }
    sb.append(ground ? commands : commandsWithoutGround);
    if (!args.isEmpty()) {
      sb.append("; the triggering terms\n");
    }
    for (String line : addition(args, freshUsed(args, fresh))) {
      sb.append(line).append('\n');
    }
    sb.append("(check-sat)\n");
    if (timeoutMillis > 0) {
      sb.append("(get-info :reason-unknown)\n");
    }
    return sb.toString();
  }

  /**
   * The input as validations run it but under the solver's default settings (model-based
   * instantiation on), with proofs on and the proof asked for after the answer: where the default
   * mode refutes the input, the proof names the instances it used ({@link ProofInstances}). Proofs
   * are asked for first, as Z3 takes them only before any assertion.
   */
  String proofModeRun(long timeoutMillis) {
    return "(set-option :produce-proofs true)\n" + defaultModeRun(timeoutMillis) + "(get-proof)\n";
  }

  /**
   * The input under cvc5's default settings with the instances it made printed after its answer
   * ({@code dump-instantiations}): with proofs on, only those its refutation used; without
   * miniscoping, so that the quantifiers it prints are the input's, whole, with their patterns
   * ({@link ProofInstances#readCvc5}). cvc5 takes these options only before the input's logic.
   */
  String instantiationsRun(long timeoutMillis) {
    return "(set-option :dump-instantiations true)\n"
        + "(set-option :produce-proofs true)\n"
        + "(set-option :miniscope-quant off)\n"
        + defaultModeRun(timeoutMillis);
  }

  /** The input as validations run it but under the solver's default settings, without proofs. */
  String defaultModeRun(long timeoutMillis) {
    return settings.dialect().timeoutLine(timeoutMillis) + "\n" + commands + "(check-sat)\n";
  }

  /**
   * {@link #defaultModeRun} with every assertion named by its index and the unsat core asked for
   * after the answer ({@link #core}): where the default mode refutes the input, the core is the
   * assertions its refutation needed, often a tenth of a verifier's input or less.
   */
  String coreModeRun(long timeoutMillis) {
    return "(set-option :produce-unsat-cores true)\n"
        + settings.dialect().timeoutLine(timeoutMillis)
        + "\n"
        + commands((i, a) -> true, true)
        + "(check-sat)\n(get-unsat-core)\n";
  }

  /**
   * The indexes of the input's assertions in the unsat core that a {@link #coreModeRun}'s output
   * prints after {@code unsat}; empty when it printed none.
   */
  Set<Integer> core(String output) {
    Set<Integer> out = new TreeSet<>();
    int at = output.indexOf("unsat");
    if (at < 0) {
      return out;
    }
    SExprItems items = SExprItems.from(output, at + "unsat".length());
    while (items.next()) {
      String item = items.item();
      if (!item.startsWith("(")) {
        continue;
      }
      for (String name : item.substring(1, item.length() - 1).trim().split("\\s+")) {
        if (name.startsWith(corePrefix)) {
          try {
            out.add(Integer.parseInt(name.substring(corePrefix.length())));
          } catch (NumberFormatException e) {
            // not one of the names given
          }
        }
      }
      break; // the core is the first list after the answer
    }
    return out;
  }

  /**
   * The sub-problem of the unsat core {@code core} (assertion indexes, {@link #core}) in the
   * solver's default mode with proofs on, as {@link #proofModeRun} runs the whole input: the
   * declarations and only the core's assertions, so that its refutation is found in a fraction of
   * the whole input's time and its proof names the instances that refutation used.
   */
  String coreProofRun(Set<Integer> core, long timeoutMillis) {
    return "(set-option :produce-proofs true)\n"
        + settings.dialect().timeoutLine(timeoutMillis)
        + "\n"
        + commands((i, a) -> core.contains(i), false)
        + "(check-sat)\n(get-proof)\n";
  }

  /**
   * The input with proofs on under the validations' E-matching settings but with Z3's model-based
   * instantiation left on ({@code smt.auto_config false} alone): where the default mode refutes an
   * input by E-matching alone (no MBQI instance in its log) and E-matching under the validations'
   * settings gives up, the instances MBQI adds under those settings are the ones they miss, and the
   * proof names those its refutation used. z3 4.8.12 so refutes {@code BinarySearchTree.c.3} with
   * proofs in 2.0–2.3 s, with five instances in its proof, where its default mode takes 15–24 s
   * with proofs. Z3 only (the hints' runs are of Z3).
   */
  String ematchingSettingsMbqiProofRun(long timeoutMillis) {
    return "(set-option :smt.auto_config false)\n" + proofModeRun(timeoutMillis);
  }

  /**
   * Runs a query of the hints ({@link #coreProofRun}, {@link #ematchingSettingsMbqiProofRun}) on
   * this validator's solver, as a validation would, and returns what it gave: another Z3 release's
   * runs go to that release.
   */
  Outcome runDefaultMode(Query q, Duration hard) throws IOException, InterruptedException {
    return exec(q, hard);
  }

  /** How many assertions the input's active part has. */
  int assertionCount() {
    return (int)
        problem.active().commands().stream().filter(c -> c instanceof Command.Assert).count();
  }

  /** One E-matching run of the input with these terms, under the search's seeds. */
  Result validate(List<TriggerArg> args, Map<String, Sort> fresh, long timeoutMillis)
      throws IOException, InterruptedException {
    return validate(args, fresh, settings.searchSeeds(), timeoutMillis);
  }

  /** One E-matching run of the input with these terms, under {@code seeds}. */
  Result validate(
      List<TriggerArg> args, Map<String, Sort> fresh, EMatching.Seeds seeds, long timeoutMillis)
      throws IOException, InterruptedException {
    return run(text(args, fresh, true, seeds, timeoutMillis), timeoutMillis);
  }

  /**
   * As {@link #validate(List, Map, EMatching.Seeds, long)}, always a new run (never an earlier
   * answer from the cache): what a claim check confirms with.
   */
  Result confirm(
      List<TriggerArg> args, Map<String, Sort> fresh, EMatching.Seeds seeds, long timeoutMillis)
      throws IOException, InterruptedException {
    String text = text(args, fresh, true, seeds, timeoutMillis);
    return run(text, timeoutMillis, false);
  }

  /** The same without the input's quantifier-free assertions, under the search's seeds. */
  Result validateAxiomsOnly(List<TriggerArg> args, Map<String, Sort> fresh, long timeoutMillis)
      throws IOException, InterruptedException {
    return run(text(args, fresh, false, settings.searchSeeds(), timeoutMillis), timeoutMillis);
  }

  /**
   * Screens several batches in one run: the input once, E-matching on it alone (its saturation is
   * then the state every batch starts from), then each batch inside {@code (push 1)}/{@code (pop
   * 1)} with a dummy of its own. Cheaper than a fresh run per batch, which redoes the input's own
   * work each time; but the solver answers in its incremental mode, which may differ from a fresh
   * run, so an {@code unsat} here is only a candidate for a fresh validation. The answer per batch;
   * {@link Result#ERROR} for all when the run refutes the input alone (then it screens nothing).
   *
   * @param baseMillis the soft limit of the input's own check (cut short, it still leaves the
   *     batches a state that is partly saturated)
   * @param perCheckMillis the soft limit of each batch's check-sat
   * @param until the deadline the run's hard limit keeps to: the input's check and every batch's
   *     (each with 200 ms for its push, assertions and pop) above the usual margin, but never more
   *     than the kill margin past the deadline ({@link Deadline#hardWithin})
   */
  List<Result> screen(
      List<List<TriggerArg>> batches,
      List<Map<String, Sort>> fresh,
      long baseMillis,
      long perCheckMillis,
      Deadline until)
      throws IOException, InterruptedException {
    Duration hard = until.hardWithin(baseMillis + batches.size() * (perCheckMillis + 200));
    StringBuilder sb = new StringBuilder();
    sb.append(settings.dialect().timeoutLine(baseMillis)).append('\n');
    for (String line : settings.dialect().optionLines()) {
      sb.append(line).append('\n');
    }
    for (String line : settings.searchSeeds().lines()) {
      sb.append(line).append('\n');
    }
    sb.append(commands);
    sb.append("(check-sat)\n(get-info :reason-unknown)\n");
    sb.append(settings.dialect().timeoutLine(perCheckMillis)).append('\n');
    for (int i = 0; i < batches.size(); i++) {
      sb.append("(push 1)\n");
      for (String line : addition(batches.get(i), freshUsed(batches.get(i), fresh.get(i)))) {
        sb.append(line).append('\n');
      }
      sb.append("(check-sat)\n(get-info :reason-unknown)\n(pop 1)\n");
    }
    screens.incrementAndGet();
    long t0 = System.nanoTime();
    Outcome o = exec(Query.of("screen", sb.toString()), hard);
    long elapsed = System.nanoTime() - t0;
    screenNanos.addAndGet(elapsed);
    List<Result> out = new ArrayList<>();
    List<Answer> answers = o.execution() == null ? List.of() : o.answers();
    String error = o.execution() == null ? null : firstError(o.execution().stdout());
    if (error != null && errorFirst(o.execution().stdout())) {
      lastError = error;
    }
    boolean baseRefuted = !answers.isEmpty() && answers.get(0) instanceof Answer.Unsat;
    for (int i = 0; i < batches.size(); i++) {
      if (baseRefuted) {
        out.add(Result.ERROR);
        continue;
      }
      Answer a = i + 1 < answers.size() ? answers.get(i + 1) : null;
      if (a == null) {
        out.add(o instanceof Outcome.Crashed ? Result.ERROR : Result.TIMEOUT);
      } else if (a instanceof Answer.Unsat) {
        out.add(Result.UNSAT);
      } else if (a instanceof Answer.Sat) {
        out.add(Result.SAT);
      } else if (a instanceof Answer.Unknown u) {
        out.add(outOfTime(u.reason()) ? Result.TIMEOUT : Result.UNKNOWN);
      } else {
        out.add(Result.ERROR);
      }
    }
    return out;
  }

  private final AtomicInteger screens = new AtomicInteger();
  private final AtomicLong screenNanos = new AtomicLong();

  /** Screening runs so far. */
  int screens() {
    return screens.get();
  }

  /** Wall seconds of screening runs so far. */
  double screenSeconds() {
    return screenNanos.get() / 1e9;
  }

  /** The input alone under E-matching, under {@code seeds}. */
  Result baseline(EMatching.Seeds seeds, long timeoutMillis)
      throws IOException, InterruptedException {
    return run(text(List.of(), Map.of(), true, seeds, timeoutMillis), timeoutMillis);
  }

  /** The last error message the solver printed in a validation (why a result was ERROR). */
  String lastError() {
    return lastError;
  }

  /** The first {@code (error "...")} message in a solver's output, or null. */
  static String firstError(String stdout) {
    SExprItems items = SExprItems.of(stdout);
    while (items.next()) {
      String item = items.item();
      if (dev.assay.solver.SExprScanner.head(item).equals("error")) {
        String m = dev.assay.solver.SExprScanner.firstString(item);
        return m == null ? item : m;
      }
    }
    return null;
  }

  /** Whether the first item the solver printed is an {@code (error ...)}. */
  static boolean errorFirst(String stdout) {
    int s = dev.assay.solver.SExprScanner.skipBlank(stdout, 0, true);
    if (s >= stdout.length()) {
      return false;
    }
    int e = dev.assay.solver.SExprScanner.itemEnd(stdout, s, true);
    return e > s && dev.assay.solver.SExprScanner.head(stdout.substring(s, e)).equals("error");
  }

  /**
   * A run without an answer. Once the time it had is spent, it is a timeout, however it ended: a
   * solver that could not start within the limit (a worker that is slow to start on a loaded
   * machine) or that gave up at its own limit without printing an answer has not answered in time,
   * which says nothing against the input. Before that, and for a crash, the solver failed.
   */
  static Result noAnswer(Outcome o, long elapsedNanos, long timeoutMillis) {
    boolean timeSpent = elapsedNanos >= timeoutMillis * 1_000_000L;
    return timeSpent && !(o instanceof Outcome.Crashed) ? Result.TIMEOUT : Result.ERROR;
  }

  /** Whether an unknown's reason says the solver ran out of time or resources, not of instances. */
  static boolean outOfTime(String reason) {
    if (reason == null) {
      return false;
    }
    String r = reason.toLowerCase(Locale.ROOT);
    return r.contains("timeout")
        || r.contains("canceled")
        || r.contains("cancelled")
        || r.contains("resource")
        || r.contains("memout")
        || r.contains("memory");
  }

  /** The cache key of a run: its text without the time limit line. */
  private static String key(String text) {
    return text.substring(text.indexOf('\n') + 1);
  }

  private Result run(String text, long timeoutMillis) throws IOException, InterruptedException {
    return run(text, timeoutMillis, true);
  }

  private Result run(String text, long timeoutMillis, boolean cached)
      throws IOException, InterruptedException {
    String key = key(text);
    if (cache != null && cached) {
      Result known;
      synchronized (cache) {
        known = cache.get(key);
      }
      if (known != null) {
        return known;
      }
    }
    runs.incrementAndGet();
    long t0 = System.nanoTime();
    Deadline b = bound;
    Outcome o =
        exec(
            Query.of("validation", text),
            b == null ? Deadline.hard(timeoutMillis) : b.hardWithin(timeoutMillis));
    long elapsed = System.nanoTime() - t0;
    nanos.addAndGet(elapsed);
    lastNanos = elapsed;
    Result r = read(o, elapsed, timeoutMillis);
    if (cache != null && (r == Result.UNSAT || r == Result.SAT || r == Result.UNKNOWN)) {
      synchronized (cache) {
        cache.put(key, r);
      }
    }
    return r;
  }

  /**
   * Runs a query on the first solver, or on the spare when the first stays busy: the solver is
   * shared by the validation thread and the search thread (minimization, claim checks), and a
   * solver is driven by one thread at a time.
   */
  private Outcome exec(Query q, Duration hard) throws IOException, InterruptedException {
    if (spare == null) {
      turn.lock();
    } else if (!turn.tryLock(SPARE_AFTER_MILLIS, TimeUnit.MILLISECONDS)) {
      Solver s = spare.get();
      synchronized (s) {
        return s.run(q, hard);
      }
    }
    try {
      synchronized (fresh) {
        return fresh.run(q, hard);
      }
    } finally {
      turn.unlock();
    }
  }

  private Result read(Outcome o, long elapsed, long timeoutMillis) {
    if (o instanceof Outcome.TimedOut) {
      return Result.TIMEOUT;
    }
    // an error before the answer: a command was refused, so the answer is not about the input (an
    // error after it is cvc5 refusing the reason of an answer that is not unknown)
    String error = o instanceof Outcome.Finished ? firstError(o.execution().stdout()) : null;
    if (error != null && errorFirst(o.execution().stdout())) {
      lastError = error;
      return Result.ERROR;
    }
    if (!(o instanceof Outcome.Finished) || o.answers().isEmpty()) {
      return noAnswer(o, elapsed, timeoutMillis);
    }
    Answer a = o.answers().get(0);
    if (a instanceof Answer.Unsat) {
      return Result.UNSAT;
    }
    if (a instanceof Answer.Sat) {
      return Result.SAT;
    }
    if (a instanceof Answer.Unknown u) {
      return outOfTime(u.reason()) ? Result.TIMEOUT : Result.UNKNOWN;
    }
    return Result.ERROR;
  }
}
