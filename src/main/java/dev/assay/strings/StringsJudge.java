package dev.assay.strings;

import dev.assay.core.ExpectedStatus;
import dev.assay.core.InputError;
import dev.assay.core.Verdict;
import dev.assay.oracle.EvaluatorModelCheck;
import dev.assay.oracle.Expectation;
import dev.assay.oracle.Judgement;
import dev.assay.oracle.Oracle;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.SExpr;
import dev.assay.smtlib.Script;
import dev.assay.solver.Answer;
import dev.assay.solver.Outcome;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Judges one outcome of one test as Table 4 does: the shared {@link Oracle} decides status, model
 * (with Assay's evaluator) and crash/error/timeout; this class then compares an unsat core with the
 * test's expected unique minimal core. Not thread-safe (the model check evaluates).
 */
final class StringsJudge {
  private final Oracle oracle = new Oracle(new EvaluatorModelCheck());

  /** The shared judgement and the Table 4 classification. */
  record Judged(Judgement judgement, Classification classification) {}

  static Expectation expectation(StringTest t) {
    ExpectedStatus s =
        t.expected() == ExpectedStatus.SAT ? ExpectedStatus.SAT : ExpectedStatus.UNSAT;
    return new Expectation(List.of(s), null, t.expectedCore());
  }

  Judged judge(StringTest test, Script query, Outcome outcome) {
    Judgement j = oracle.judge(query, expectation(test), outcome);
    return new Judged(j, classify(test, j.overall(), outcome));
  }

  static Classification classify(StringTest test, Verdict overall, Outcome outcome) {
    boolean sat = test.expected() == ExpectedStatus.SAT;
    switch (overall.kind()) {
      case WRONG_STATUS:
        return sat
            ? new Classification(Table4Cell.U, true, overall.detail())
            : new Classification(Table4Cell.S, true, overall.detail());
      case INVALID_MODEL:
      case SOLVER_INVALID_MODEL:
        return new Classification(Table4Cell.IM, true, overall.detail());
      case CRASH:
      case ERROR:
      case UNSUPPORTED_INPUT:
        return new Classification(Table4Cell.E, false, overall.label() + ": " + overall.detail());
      case TIMEOUT:
        return new Classification(Table4Cell.T, false, overall.detail());
      case UNKNOWN:
        return new Classification(Table4Cell.K, false, overall.detail());
      default:
        break;
    }
    if (sat) {
      return new Classification(Table4Cell.S, false, overall.detail());
    }
    return compareCore(test, outcome.answers().isEmpty() ? null : outcome.answers().get(0));
  }

  /** U when the core is the expected one (or none was given), IC otherwise. */
  static Classification compareCore(StringTest test, Answer answer) {
    if (!(answer instanceof Answer.Unsat unsat) || unsat.core() == null) {
      return new Classification(Table4Cell.U, false, "unsat (no core given)");
    }
    Set<String> names = new LinkedHashSet<>();
    try {
      List<SExpr> items = Parser.parseSExprs(unsat.core(), "unsat core");
      if (items.size() != 1 || !(items.get(0) instanceof SExpr.SList list)) {
        return new Classification(Table4Cell.IC, false, "core is not a list of names");
      }
      for (SExpr s : list.items()) {
        String n = s.symbolText();
        if (n == null) {
          return new Classification(Table4Cell.IC, false, "core holds a non-name: " + s);
        }
        names.add(n);
      }
    } catch (InputError e) {
      return new Classification(Table4Cell.IC, false, "unreadable core: " + e.detail());
    }
    List<String> missing = new ArrayList<>();
    for (String n : test.expectedCore()) {
      if (!names.contains(n)) {
        missing.add(n);
      }
    }
    List<String> extra = new ArrayList<>();
    for (String n : names) {
      if (!test.expectedCore().contains(n)) {
        extra.add(n);
      }
    }
    String got =
        "core ("
            + String.join(" ", names)
            + "), expected ("
            + String.join(" ", test.expectedCore())
            + ")";
    if (!missing.isEmpty()) {
      return new Classification(
          Table4Cell.IC,
          true,
          got + ": lacks " + String.join(" ", missing) + ", so it is satisfiable");
    }
    if (!extra.isEmpty()) {
      return new Classification(Table4Cell.IC, false, got + ": not minimal");
    }
    return new Classification(Table4Cell.U, false, "unsat, expected core");
  }
}
