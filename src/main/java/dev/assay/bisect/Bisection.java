package dev.assay.bisect;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.assay.campaign.Store;
import dev.assay.campaign.Summaries;
import dev.assay.core.ExpectedStatus;
import dev.assay.core.InputError;
import dev.assay.core.Verdict;
import dev.assay.oracle.EvaluatorModelCheck;
import dev.assay.oracle.Expectation;
import dev.assay.oracle.Oracle;
import dev.assay.oracle.SolverInput;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Script;
import dev.assay.solver.Outcome;
import dev.assay.solver.Query;
import dev.assay.solver.RunLimits;
import dev.assay.solver.Solver;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.Solvers;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Runs a stored finding on several releases of its solver, oldest first, and names where it starts:
 * the first release that fails after one that passes. Each release runs the finding's smallest
 * input (the reduced one when there is one) with the options the failure needs, in a fresh process,
 * and is judged by the oracle against the finding's expectation: it fails when it shows the
 * finding's kind (any crash for a crash; {@code unknown} for an incompleteness), passes when the
 * oracle finds its answer right, and is undecided otherwise (a timeout, an error such as a
 * parameter an older release does not know, an answer whose model could not be checked).
 */
public final class Bisection {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** What one release did with the finding. */
  public enum Result {
    FAILS,
    PASSES,
    UNDECIDED;

    public String word() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  /** One release's run. */
  public record Row(SolverSpec release, Verdict verdict, String got, Result result) {}

  /**
   * All rows, in the order run, and the boundary: the first failing release after a passing one,
   * and that passing one (both null when there is no such step).
   */
  public record Report(List<Row> rows, Row firstFailing, Row lastPassing) {
    /** One line that says what the rows show. */
    public String conclusion() {
      if (firstFailing != null) {
        return "first failing release: "
            + describe(firstFailing)
            + "; last passing before it: "
            + describe(lastPassing);
      }
      long fails = rows.stream().filter(r -> r.result() == Result.FAILS).count();
      long passes = rows.stream().filter(r -> r.result() == Result.PASSES).count();
      if (fails == 0) {
        return "not reproduced on any release tried ("
            + passes
            + " pass, "
            + (rows.size() - passes)
            + " undecided)";
      }
      if (passes == 0) {
        return "fails on every release that decided it (" + fails + " of " + rows.size() + ")";
      }
      Row lastFailing = null;
      for (Row r : rows) {
        if (r.result() == Result.FAILS) {
          lastFailing = r;
        } else if (r.result() == Result.PASSES && lastFailing != null) {
          return "fixed: fails up to "
              + describe(lastFailing)
              + ", passes from "
              + describe(r)
              + " (no passing release before a failing one)";
        }
      }
      return "fails on the releases tried and passes on none after them";
    }

    private static String describe(Row r) {
      return r.release().name() + " " + r.release().version();
    }
  }

  private final RunLimits limits;

  public Bisection(RunLimits limits) {
    this.limits = limits;
  }

  /** Runs finding {@code f} on {@code releases}, oldest first. */
  public Report run(Store.Finding f, List<SolverSpec> releases) throws InterruptedException {
    Verdict.Kind kind = Verdict.Kind.ofLabel(f.kind());
    if (kind == null || kind == Verdict.Kind.SESSION_ONLY) {
      throw new InputError(
          "finding "
              + f.id()
              + " is a "
              + f.kind()
              + " finding: bisect needs one a fresh run shows");
    }
    boolean models = kind == Verdict.Kind.INVALID_MODEL;
    String text = f.reduced() != null ? SolverInput.prepare(f.reduced(), models) : f.input();
    Script script = Parser.readScript(text, "finding " + f.id()).script();
    Expectation expectation = expectation(f.expected());
    List<String> options = options(f.options());
    Oracle oracle = new Oracle(new EvaluatorModelCheck());
    List<Row> rows = new ArrayList<>();
    for (SolverSpec release : releases) {
      List<String> all = new ArrayList<>(release.options());
      all.addAll(options);
      SolverSpec spec = release.withOptions(all);
      Outcome o;
      try (Solver s = Solvers.open(spec, Solvers.Mode.FRESH, limits)) {
        o = s.run(Query.of(f.caseId(), text));
      } catch (IOException e) {
        o = new Outcome.FailedToStart(spec.program(), e.getMessage());
      }
      Verdict v = oracle.judge(script, expectation, o).overall();
      rows.add(new Row(spec, v, Summaries.got(o), result(kind, v)));
    }
    Row firstFailing = null;
    Row lastPassing = null;
    Row previousDecided = null;
    for (Row r : rows) {
      if (r.result() == Result.UNDECIDED) {
        continue;
      }
      if (r.result() == Result.FAILS
          && previousDecided != null
          && previousDecided.result() == Result.PASSES) {
        firstFailing = r;
        lastPassing = previousDecided;
        break;
      }
      previousDecided = r;
    }
    return new Report(rows, firstFailing, lastPassing);
  }

  /** What a release's result says of a finding's liveness there. */
  public static Store.Live live(Result r) {
    switch (r) {
      case FAILS:
        return Store.Live.YES;
      case PASSES:
        return Store.Live.NO;
      default:
        return Store.Live.UNKNOWN;
    }
  }

  /**
   * Runs finding {@code f} on the newest release of its solver and records in {@code store} whether
   * it is live there.
   */
  public Row checkLive(Store store, Store.Finding f, SolverSpec newest)
      throws IOException, InterruptedException {
    Row row = run(f, List.of(newest)).rows().get(0);
    record(store, f, row);
    return row;
  }

  /** Records a row of the newest release as the finding's liveness. */
  public static void record(Store store, Store.Finding f, Row row) throws IOException {
    store.setLiveness(
        f.id(),
        live(row.result()),
        row.release().name(),
        row.release().version(),
        row.verdict().label());
  }

  static Result result(Verdict.Kind kind, Verdict v) {
    if (kind == Verdict.Kind.INCOMPLETENESS) {
      if (v.is(Verdict.Kind.UNKNOWN)) {
        return Result.FAILS;
      }
    } else if (v.is(kind)) {
      return Result.FAILS;
    }
    if (v.is(Verdict.Kind.OK)) {
      return Result.PASSES;
    }
    if (v.is(Verdict.Kind.UNCHECKED) && kind != Verdict.Kind.INVALID_MODEL) {
      // the status was right; only a model nobody could check is missing
      return Result.PASSES;
    }
    return Result.UNDECIDED;
  }

  /** The store's {@code sat, unsat} back into statuses. */
  static Expectation expectation(String expected) {
    if (expected == null || expected.startsWith("(")) {
      return Expectation.of();
    }
    ExpectedStatus[] statuses =
        Arrays.stream(expected.split(",\\s*"))
            .map(ExpectedStatus::orUnknown)
            .toArray(ExpectedStatus[]::new);
    return Expectation.of(statuses);
  }

  private static List<String> options(String json) {
    if (json == null || json.isBlank()) {
      return List.of();
    }
    try {
      return Arrays.asList(JSON.readValue(json, String[].class));
    } catch (JsonProcessingException e) {
      throw new InputError("the store's options of this finding are not a JSON list: " + json);
    }
  }
}
