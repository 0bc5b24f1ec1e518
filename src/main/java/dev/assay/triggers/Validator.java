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
import dev.assay.solver.Solver;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Step 4 of the method: checks whether E-matching alone refutes the input once the candidate terms
 * are present (Alg. 1, line 16). The terms go in as arguments of a fresh uninterpreted predicate
 * asserted true, which conveys nothing about them, so the input's satisfiability is unchanged and
 * an {@code unsat} is a refutation of the input itself.
 *
 * <p>Each check runs from a fresh solver state on the input as written (its commands before the
 * first {@code check-sat}), with Assay's options first: E-matching only and fixed seeds ({@link
 * EMatching}); the input's own settings of those options (and of time limits) are dropped, never
 * inherited. The text of a check, without its time limit, is the reproduction file a user runs.
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
      return name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  private final Problem problem;
  private final Solver fresh;
  private final String dummy;
  private final String prefix;
  private final String prefixWithoutGround;
  private final java.util.concurrent.atomic.AtomicInteger runs =
      new java.util.concurrent.atomic.AtomicInteger();
  private final java.util.concurrent.atomic.AtomicLong nanos =
      new java.util.concurrent.atomic.AtomicLong();

  Validator(Problem problem, Solver fresh) {
    this.problem = problem;
    this.fresh = fresh;
    String d = "assay_dummy";
    for (int k = 1; problem.signature().function(d) != null; k++) {
      d = "assay_dummy_" + k;
    }
    this.dummy = d;
    this.prefix = prefix(true);
    this.prefixWithoutGround = prefix(false);
  }

  int runs() {
    return runs.get();
  }

  double seconds() {
    return nanos.get() / 1e9;
  }

  String dummyName() {
    return dummy;
  }

  /**
   * The input's commands with Assay's options first.
   *
   * @param ground whether quantifier-free assertions stay (without them, an unsat answer means the
   *     quantified axioms alone are inconsistent)
   */
  private String prefix(boolean ground) {
    StringBuilder sb = new StringBuilder();
    for (String line : EMatching.OPTION_LINES) {
      sb.append(line).append('\n');
    }
    for (Command c : problem.active().commands()) {
      if (c instanceof Command.SetOption o && EMatching.isForced(o.keyword())) {
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
      if (!ground && c instanceof Command.Assert a && !hasQuantifier(a.term())) {
        continue;
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

  /** The reproduction file: the input, Assay's options, the terms, {@code (check-sat)}. */
  String reproduction(List<TriggerArg> args, Map<String, Sort> fresh) {
    return text(args, fresh, true, -1);
  }

  private String text(
      List<TriggerArg> args, Map<String, Sort> fresh, boolean ground, long timeoutMillis) {
    StringBuilder sb = new StringBuilder();
    if (timeoutMillis > 0) {
      sb.append(EMatching.timeoutLine(timeoutMillis)).append('\n');
    }
    sb.append(ground ? prefix : prefixWithoutGround);
    sb.append("; the triggering terms\n");
    for (String line : addition(args, freshUsed(args, fresh))) {
      sb.append(line).append('\n');
    }
    return sb.append("(check-sat)\n").toString();
  }

  /** One E-matching run of the input with these terms. */
  Result validate(List<TriggerArg> args, Map<String, Sort> fresh, long timeoutMillis)
      throws IOException, InterruptedException {
    return run(text(args, fresh, true, timeoutMillis), timeoutMillis);
  }

  /** The same without the input's quantifier-free assertions. */
  Result validateAxiomsOnly(List<TriggerArg> args, Map<String, Sort> fresh, long timeoutMillis)
      throws IOException, InterruptedException {
    return run(text(args, fresh, false, timeoutMillis), timeoutMillis);
  }

  /** The input alone under E-matching (a search only makes sense if this is not unsat). */
  Result baseline(long timeoutMillis) throws IOException, InterruptedException {
    return run(text(List.of(), Map.of(), true, timeoutMillis), timeoutMillis);
  }

  private volatile String lastError;

  /** The last error message the solver printed in a validation (why a result was ERROR). */
  String lastError() {
    return lastError;
  }

  /** The first {@code (error "...")} message in a solver's output, or null. */
  static String firstError(String stdout) {
    int i = 0;
    while (true) {
      int s = dev.assay.solver.SExprScanner.skipBlank(stdout, i, true);
      if (s >= stdout.length()) {
        return null;
      }
      int e = dev.assay.solver.SExprScanner.itemEnd(stdout, s, true);
      if (e < 0) {
        return null;
      }
      String item = stdout.substring(s, e);
      if (dev.assay.solver.SExprScanner.head(item).equals("error")) {
        String m = dev.assay.solver.SExprScanner.firstString(item);
        return m == null ? item : m;
      }
      i = e;
    }
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

  private Result run(String text, long timeoutMillis) throws IOException, InterruptedException {
    runs.incrementAndGet();
    long t0 = System.nanoTime();
    Outcome o = fresh.run(Query.of("validation", text), Deadline.hard(timeoutMillis));
    long elapsed = System.nanoTime() - t0;
    nanos.addAndGet(elapsed);
    if (o instanceof Outcome.TimedOut) {
      return Result.TIMEOUT;
    }
    String error = o instanceof Outcome.Finished ? firstError(o.execution().stdout()) : null;
    if (error != null) {
      lastError = error;
      return Result.ERROR; // a command was refused: the answer is not about the input
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
    if (a instanceof Answer.Unknown) {
      return Result.UNKNOWN;
    }
    return Result.ERROR;
  }
}
