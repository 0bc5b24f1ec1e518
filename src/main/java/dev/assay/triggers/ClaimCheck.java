package dev.assay.triggers;

import dev.assay.smtlib.Sort;
import dev.assay.solver.EMatching;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The one stated validation of a claimed term set, on one solver: for every seed setting of the
 * solver (its defaults and two others, {@link EMatching.Dialect#seeds}), each run from a fresh
 * solver state under the same {@link ValidationSettings},
 *
 * <ul>
 *   <li><b>the terms are sufficient</b>: E-matching refutes the input with the terms ({@code
 *       unsat});
 *   <li><b>the terms are needed</b>: E-matching does not refute the input without them (any answer
 *       but {@code unsat}).
 * </ul>
 *
 * A claim holds only if all of these do; otherwise each failed rule is said ("sufficient under
 * seeds 1/2/3: unknown"). The runs without the terms are the same for every claim on one input, so
 * they are made once ({@link #neededFailures}).
 */
final class ClaimCheck {
  /**
   * What a check found.
   *
   * @param solver the solver and release it ran on
   * @param holds whether every rule held
   * @param failures the rules that did not hold, one line each
   * @param runs solver runs made (cached ones not counted)
   */
  record Result(String solver, boolean holds, List<String> failures, int runs) {
    Result {
      failures = List.copyOf(failures);
    }

    /** For result lines: {@code holds}, or what failed. */
    String describe() {
      return holds ? "holds" : "fails: " + String.join("; ", failures);
    }
  }

  private static final String REFUTED_WITHOUT_TERMS = ": E-matching refutes the input without them";

  /** Whether a failure says E-matching refutes the input alone: then no term is missing at all. */
  static boolean refutedWithoutTerms(String failure) {
    return failure.startsWith("needed") && failure.endsWith(REFUTED_WITHOUT_TERMS);
  }

  private final Validator validator;
  private final Map<String, Validator.Result> withoutTerms = new LinkedHashMap<>();

  ClaimCheck(Validator validator) {
    this.validator = validator;
  }

  /** Records the answer without terms under the default seeds (the search's baseline). */
  synchronized void knowBaseline(Validator.Result r) {
    if (r == Validator.Result.UNSAT || r == Validator.Result.SAT || r == Validator.Result.UNKNOWN) {
      withoutTerms.put(validator.settings().searchSeeds().name(), r);
    }
  }

  /**
   * The rules "needed" that fail: seed settings under which E-matching refutes the input alone
   * (such an input has no missing term at all, whatever a search finds), or gives no answer on it
   * within the time limit: E-matching may then refute it alone given longer (z3 4.8.12 does on a
   * VCC input whose runs without terms end in a timeout here), so the need is not established.
   */
  synchronized List<String> neededFailures(Deadline deadline, long limitMillis)
      throws IOException, InterruptedException {
    List<String> out = new ArrayList<>();
    for (EMatching.Seeds s : validator.settings().dialect().seeds()) {
      Validator.Result r = withoutTerms.get(s.name());
      if (r == null) {
        r = validator.baseline(s, deadline.limit(limitMillis));
        if (r == Validator.Result.UNSAT
            || r == Validator.Result.SAT
            || r == Validator.Result.UNKNOWN) {
          withoutTerms.put(s.name(), r);
        }
      }
      if (r == Validator.Result.UNSAT) {
        out.add("needed under seeds " + s.name() + REFUTED_WITHOUT_TERMS);
      } else if (r == Validator.Result.ERROR) {
        out.add(
            "needed under seeds "
                + s.name()
                + ": the solver gave no answer on the input without them"
                + (validator.lastError() == null ? "" : " (" + validator.lastError() + ")"));
      } else if (r == Validator.Result.TIMEOUT) {
        out.add(
            "needed under seeds "
                + s.name()
                + ": no answer on the input without them within the time limit");
      }
    }
    return out;
  }

  /**
   * Checks a claim within the deadline; a rule whose run gets no answer in time fails ("no answer
   * within the time limit"), so a claim never holds unchecked.
   *
   * @param limitMillis the soft limit of each run
   */
  Result check(List<TriggerArg> args, Map<String, Sort> fresh, Deadline deadline, long limitMillis)
      throws IOException, InterruptedException {
    int before = validator.runs();
    List<String> failures = new ArrayList<>();
    for (EMatching.Seeds s : validator.settings().dialect().seeds()) {
      if (deadline.passed()) {
        failures.add("sufficient under seeds " + s.name() + ": not run, the time limit ended");
        continue;
      }
      Validator.Result r = validator.confirm(args, fresh, s, deadline.limit(limitMillis));
      if (r != Validator.Result.UNSAT) {
        failures.add("sufficient under seeds " + s.name() + ": " + describe(r));
      }
    }
    if (!deadline.passed()) {
      // the runs without the terms may take as long as the deadline allows: the input alone can
      // take E-matching longer under another seed (5.6 s against 0.7 s on a VCC input), and a
      // need not shown fails the claim
      failures.addAll(neededFailures(deadline, Math.max(limitMillis, deadline.millisLeft())));
    } else if (known() < validator.settings().dialect().seeds().size()) {
      failures.add("needed: not run under every seed setting, the time limit ended");
    }
    return new Result(
        validator.settings().solverLabel(),
        failures.isEmpty(),
        failures,
        validator.runs() - before);
  }

  private synchronized int known() {
    return withoutTerms.size();
  }

  private String describe(Validator.Result r) {
    switch (r) {
      case TIMEOUT:
        return "no answer within the time limit";
      case ERROR:
        return "the solver failed"
            + (validator.lastError() == null ? "" : " (" + validator.lastError() + ")");
      default:
        return r.label();
    }
  }
}
