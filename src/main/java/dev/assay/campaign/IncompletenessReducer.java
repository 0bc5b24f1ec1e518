package dev.assay.campaign;

import dev.assay.core.InputError;
import dev.assay.oracle.RunResult;
import dev.assay.oracle.ScriptRun;
import dev.assay.reduce.Interestingness;
import dev.assay.reduce.Reducer;
import dev.assay.smtlib.Command;
import dev.assay.smtlib.Fragment;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Script;
import dev.assay.smtlib.SortChecker;
import dev.assay.smtlib.SortError;
import dev.assay.solver.Answer;
import dev.assay.solver.CompletenessClaims;
import dev.assay.solver.Outcome;
import dev.assay.solver.Solver;
import dev.assay.solver.SolverSpec;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.function.Function;

/**
 * Shrinks an incompleteness finding to the smallest pair "decided before, unknown after". The
 * undecided formula U is reduced; the decided formula D goes along: D′ is U′ with the commands that
 * only U has put back to D's. So the reducer may change anything the two share (dropping or
 * simplifying a shared assertion keeps D′ ⇒ U′, or U′ ⇒ D′, because the mutation's own assertion
 * stays as it was) and must leave U's own commands alone: a candidate without them is not
 * interesting. A candidate is interesting when the deciding solver gives D′ the answers it gave D
 * (sat or unsat), the solver under test answers {@code unknown} on U′, and, for a change within one
 * formula's walk, U′ stays in D′'s fragment (or one the solver claims to decide): a reduction must
 * not turn the finding into expected incompleteness.
 *
 * <p>Two shapes: type 2, where the same solver decided the previous formula of the walk (the run's
 * {@value RunResult#PREVIOUS_FILE}); type 1, where an older solver decided the very formula the
 * newer one leaves open (D = U, and the deciding solver is the older one).
 */
final class IncompletenessReducer {
  private final int maxTests;
  private final BooleanSupplier stop;

  /**
   * @param maxTests pair tests allowed (0: no reduction)
   * @param stop whether the campaign stops: the reduction then ends, and the pair is kept as it is
   */
  IncompletenessReducer(int maxTests, BooleanSupplier stop) {
    this.maxTests = maxTests;
    this.stop = stop;
  }

  IncompletenessReducer(int maxTests) {
    this(maxTests, () -> false);
  }

  /**
   * Reduces the incompleteness finding {@code r}; {@code runs} are the runs of its case (where a
   * type-1 finding's deciding solver is). Returns null when the finding has no decided companion
   * (nothing to keep a pair with).
   */
  FindingReducer.Reduced reduce(
      RunResult r, List<RunResult> runs, Function<SolverSpec, Solver> solvers)
      throws InterruptedException {
    Script undecided = r.testCase().script();
    String previous = r.extraFiles().get(RunResult.PREVIOUS_FILE);
    Script decided;
    SolverSpec decider;
    boolean sameFormula;
    if (previous != null) {
      try {
        decided = Parser.readScript(previous, RunResult.PREVIOUS_FILE).script();
      } catch (InputError | SortError e) {
        return notReduced(r, "the previous formula does not read back: " + e.getMessage());
      }
      decider = r.solver();
      sameFormula = false;
    } else {
      decider = null;
      for (RunResult other : runs) {
        if (other != r
            && (other.verdict().is(dev.assay.core.Verdict.Kind.OK)
                || other.verdict().is(dev.assay.core.Verdict.Kind.UNCHECKED))) {
          decider = other.solver();
          break;
        }
      }
      if (decider == null) {
        return null;
      }
      decided = undecided;
      sameFormula = true;
    }
    if (maxTests == 0) {
      return notReduced(r, "not reduced (no reduction budget)");
    }
    Pair pair =
        new Pair(r, decided, sameFormula, solvers.apply(decider), solvers.apply(r.solver()));
    if (!pair.establish()) {
      return notReduced(
          r,
          "not reduced: the pair did not reproduce (decided by "
              + decider.name()
              + ", unknown on the other, in one fragment)");
    }
    Reducer.Result result;
    try {
      result = new Reducer(maxTests).reduce(undecided, BudgetCut.guarded(pair, stop));
    } catch (BudgetCut e) {
      return notReduced(r, BudgetCut.NOTE + " (assay reduce on its input.smt2 reduces it)");
    }
    Script companion = pair.decidedFor(result.script());
    return new FindingReducer.Reduced(
        result.script(),
        r.solver(),
        result.tests(),
        "reduced in "
            + result.tests()
            + " tests of two solver runs each, keeping: "
            + decider.name()
            + " answers "
            + String.join(", ", pair.decidedAnswers)
            + " on "
            + (sameFormula ? "the same formula" : "the previous formula reduced alike")
            + " (reduced-decided.smt2), "
            + r.solver().name()
            + " answers unknown",
        true,
        companion,
        decider);
  }

  private static FindingReducer.Reduced notReduced(RunResult r, String why) {
    return new FindingReducer.Reduced(r.testCase().script(), r.solver(), 0, why, false, null, null);
  }

  /** The interestingness of a candidate U′, and how D′ is made from it. */
  private final class Pair implements Interestingness {
    private final Script decided;
    private final Script undecided;
    private final Solver decider;
    private final Solver undecidedSolver;
    private final boolean sameFormula;
    private final SolverSpec spec;
    private final boolean askForModels;

    /** The commands only U has, printed, with how often; and D's commands in their place. */
    private final Map<String, Integer> undecidedOnly = new HashMap<>();

    private final List<Command> decidedOnly = new ArrayList<>();
    private List<String> decidedAnswers = List.of();

    /**
     * The pair of the finding {@code r}: its formula U, left undecided by {@code undecidedSolver},
     * and D, which {@code decider} decided ({@code sameFormula}: U itself).
     */
    Pair(RunResult r, Script decided, boolean sameFormula, Solver decider, Solver undecidedSolver) {
      this.undecided = r.testCase().script();
      this.spec = r.solver();
      // candidates are sent as reduced.smt2 is written: with model requests when the case had them
      this.askForModels = ReproductionFolder.asksForModels(r.testCase());
      this.decided = decided;
      this.sameFormula = sameFormula;
      this.decider = decider;
      this.undecidedSolver = undecidedSolver;
      if (!sameFormula) {
        // multiset differences of the printed commands: U's own, and D's own in D's order
        Map<String, Integer> inDecided = counts(decided);
        Map<String, Integer> inUndecided = counts(undecided);
        inUndecided.forEach(
            (key, n) -> {
              int extra = n - inDecided.getOrDefault(key, 0);
              if (extra > 0) {
                undecidedOnly.put(key, extra);
              }
            });
        for (Command c : decided.commands()) {
          String key = Printer.print(c);
          if (inUndecided.merge(key, -1, Integer::sum) < 0) {
            decidedOnly.add(c);
          }
        }
      }
    }

    /** Runs the original pair; true when it fails as the finding said. */
    boolean establish() throws InterruptedException {
      if (!sameFormula && !inFragment(decided, undecided)) {
        return false;
      }
      Outcome d = run(decider, decided);
      decidedAnswers = decidedLabels(d);
      if (decidedAnswers == null) {
        return false;
      }
      return undecided(run(undecidedSolver, undecided));
    }

    @Override
    public boolean test(Script candidate) throws InterruptedException {
      Script d = decidedFor(candidate);
      if (d == null) {
        return false;
      }
      if (!sameFormula && !inFragment(d, candidate)) {
        return false;
      }
      if (!undecided(run(undecidedSolver, candidate))) {
        return false;
      }
      List<String> got = decidedLabels(run(decider, d));
      return decidedAnswers.equals(got);
    }

    /**
     * D′ for the candidate U′: U′ with U's own commands replaced by D's, at the place of the first
     * of them; null when the candidate lost one of U's own commands or D′ is not well-sorted.
     */
    Script decidedFor(Script candidate) {
      if (sameFormula) {
        return candidate;
      }
      Map<String, Integer> missing = new HashMap<>(undecidedOnly);
      List<Command> out = new ArrayList<>();
      int place = -1;
      for (Command c : candidate.commands()) {
        String key = Printer.print(c);
        Integer n = missing.get(key);
        if (n != null && n > 0) {
          missing.put(key, n - 1);
          if (place < 0) {
            place = out.size();
          }
          continue;
        }
        out.add(c);
      }
      for (int n : missing.values()) {
        if (n > 0) {
          return null;
        }
      }
      if (place < 0) {
        place = firstCheckSat(out);
      }
      out.addAll(place, decidedOnly);
      Script d = new Script(out);
      try {
        SortChecker.check(d);
      } catch (InputError | SortError e) {
        // a declaration only D's commands needed was dropped from the shared part
        return null;
      }
      return d;
    }

    private boolean inFragment(Script d, Script u) {
      try {
        Fragment from = Fragment.of(SortChecker.check(d));
        Fragment to = Fragment.of(SortChecker.check(u));
        return from.covers(to) || CompletenessClaims.claimsComplete(spec, to);
      } catch (InputError | SortError e) {
        return false;
      }
    }

    private Outcome run(Solver s, Script script) throws InterruptedException {
      return ScriptRun.run(s, "candidate", script, askForModels);
    }
  }

  private static Map<String, Integer> counts(Script s) {
    Map<String, Integer> m = new HashMap<>();
    for (Command c : s.commands()) {
      m.merge(Printer.print(c), 1, Integer::sum);
    }
    return m;
  }

  private static int firstCheckSat(List<Command> commands) {
    for (int i = 0; i < commands.size(); i++) {
      if (commands.get(i) instanceof Command.CheckSat) {
        return i;
      }
    }
    return commands.size();
  }

  /** The answers of a run that decided every check-sat, or null. */
  private static List<String> decidedLabels(Outcome o) {
    if (!(o instanceof Outcome.Finished) || o.answers().isEmpty()) {
      return null;
    }
    List<String> labels = new ArrayList<>();
    for (Answer a : o.answers()) {
      if (!(a instanceof Answer.Sat) && !(a instanceof Answer.Unsat)) {
        return null;
      }
      labels.add(a.label());
    }
    return labels;
  }

  /** Whether a run finished with an {@code unknown} among its answers and no error. */
  private static boolean undecided(Outcome o) {
    if (!(o instanceof Outcome.Finished)) {
      return false;
    }
    boolean unknown = false;
    for (Answer a : o.answers()) {
      if (a instanceof Answer.Error || a instanceof Answer.Unparsable) {
        return false;
      }
      unknown |= a instanceof Answer.Unknown;
    }
    return unknown;
  }
}
