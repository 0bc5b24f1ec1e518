package dev.assay.generate;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.assay.core.ExpectedStatus;
import dev.assay.core.Verdict;
import dev.assay.oracle.EvaluatorModelCheck;
import dev.assay.oracle.ModelCheck;
import dev.assay.oracle.Producer;
import dev.assay.oracle.Provenance;
import dev.assay.oracle.RunResult;
import dev.assay.oracle.SolverInput;
import dev.assay.oracle.TestCase;
import dev.assay.smtlib.Printer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Generated formulas as the campaign engine runs them: item {@code k} is formula {@code k} of the
 * seed (an incremental script for the configured share of items), run on every solver and judged by
 * the oracle against its known statuses.
 *
 * <p>A soundness finding counts only once its expectation is confirmed, and the run says how in its
 * {@code confirmation} field: an answer unsat where sat was expected by the planted model,
 * re-checked by Assay's evaluator at that check-sat; an answer sat where unsat was expected by the
 * group's construction (a reason that holds in every model, independent of any solver). A
 * disagreement whose expectation cannot be confirmed (the evaluator leaves the witness undecided)
 * is recorded as {@code unchecked} with the solver's answer, never as a finding.
 */
public final class GenerateProducer implements Producer {

  private final FormulaGenerator single;
  private final IncrementalGenerator incremental;
  private final double incrementalShare;
  private final long seed;
  private final long items;
  private final String knobs;
  private final Map<String, Map<String, Long>> verdicts = new TreeMap<>();
  private final Map<String, Long> expected = new TreeMap<>();
  private long counted;

  /**
   * @param single the generator of one-check-sat formulas
   * @param incremental the generator of incremental scripts, or null for none
   * @param incrementalShare the share of items that are incremental scripts (0 to 1)
   * @param seed the generation seed
   * @param items the number of items; {@link Long#MAX_VALUE} to run until the time is up
   * @param knobs the knobs in words, the campaign's input text (a resume must use the same)
   */
  public GenerateProducer(
      FormulaGenerator single,
      IncrementalGenerator incremental,
      double incrementalShare,
      long seed,
      long items,
      String knobs) {
    if (incrementalShare > 0 && incremental == null) {
      throw new IllegalArgumentException("an incremental share needs an incremental generator");
    }
    this.single = single;
    this.incremental = incremental;
    this.incrementalShare = incrementalShare;
    this.seed = seed;
    this.items = items;
    this.knobs = knobs;
  }

  @Override
  public String technique() {
    return "generate";
  }

  @Override
  public Inputs inputs() {
    return new Inputs(List.of("generate seed " + Long.toUnsignedString(seed)), List.of(knobs));
  }

  @Override
  public long items() {
    return items;
  }

  /**
   * Whether item {@code k} is an incremental script: spread evenly, the same for any order (item k
   * is incremental when the running count {@code floor(k * share)} steps up).
   */
  boolean isIncremental(long k) {
    if (incremental == null || incrementalShare <= 0) {
      return false;
    }
    return (long) Math.floor((k + 1) * incrementalShare) > (long) Math.floor(k * incrementalShare);
  }

  /** The formula of item {@code k}. */
  public GeneratedFormula formula(long k) {
    return isIncremental(k) ? incremental.generate(seed, k) : single.generate(seed, k);
  }

  /** The test case of a generated formula, with how its statuses are known. */
  public static TestCase testCase(GeneratedFormula f, long item) {
    return new TestCase(
        f.name(),
        f.script(),
        SolverInput.prepare(Printer.print(f.script()), true),
        f.text(),
        f.expectation(),
        basis(f),
        new Provenance("generate", f.logic(), f.seed(), item, f.constructions()));
  }

  /** How the expectation is established, in words. */
  static String basis(GeneratedFormula f) {
    List<String> parts = new ArrayList<>();
    if (f.statuses().contains(ExpectedStatus.SAT)) {
      parts.add("sat: the planted model satisfies every assertion in force (Assay's evaluator)");
    }
    if (f.statuses().contains(ExpectedStatus.UNSAT)) {
      parts.add("unsat by construction (" + String.join(", ", f.constructions()) + ")");
    }
    return String.join("; ", parts);
  }

  @Override
  public Item item(long k) {
    GeneratedFormula f = formula(k);
    TestCase c = testCase(f, k);
    return Item.of(
        c,
        (runs, stats) -> {
          stats.put("expected", f.summary());
          stats.put("logic", f.logic());
          stats.put("incremental", f.incremental());
          ObjectNode per = stats.putObject("verdicts");
          List<RunResult> out = new ArrayList<>();
          for (RunResult r : runs) {
            RunResult judged = confirm(f, r);
            per.put(r.solver().name(), judged.verdict().label());
            out.add(judged);
          }
          return out;
        });
  }

  /**
   * The run with its confirmation: a wrong status keeps its verdict only when the expectation of
   * the failing check-sat is confirmed, otherwise it becomes {@code unchecked}.
   */
  static RunResult confirm(GeneratedFormula f, RunResult r) {
    if (!r.verdict().is(Verdict.Kind.WRONG_STATUS)) {
      return r.verdict().isFinding() ? r.withField("confirmation", confirmationOf(r)) : r;
    }
    List<Verdict> per = r.judgement().perCheckSat();
    List<String> how = new ArrayList<>();
    for (int i = 0; i < per.size(); i++) {
      if (!per.get(i).is(Verdict.Kind.WRONG_STATUS)) {
        continue;
      }
      String why = confirmed(f, i);
      if (why.startsWith("unconfirmed")) {
        return r.withVerdict(
                Verdict.unchecked(
                    "unconfirmed disagreement at check-sat "
                        + (i + 1)
                        + ": "
                        + per.get(i).detail()))
            .withFailure(false)
            .withField("confirmation", why);
      }
      how.add(why);
    }
    return r.withField("confirmation", String.join("; ", how));
  }

  private static String confirmationOf(RunResult r) {
    return switch (r.verdict().kind()) {
      case INVALID_MODEL -> "the solver's model makes an assertion false under Assay's evaluator";
      case SOLVER_INVALID_MODEL -> "the solver's own model check failed";
      case CRASH -> "the solver crashed";
      default -> r.verdict().kind().words();
    };
  }

  /** How the expected status of check-sat {@code i} is confirmed, or why it is not. */
  static String confirmed(GeneratedFormula f, int i) {
    ExpectedStatus s = i < f.statuses().size() ? f.statuses().get(i) : ExpectedStatus.UNKNOWN;
    if (s == ExpectedStatus.UNSAT) {
      return "unsat by construction (" + String.join(", ", f.constructions()) + ")";
    }
    if (s != ExpectedStatus.SAT || f.witness() == null) {
      return "unconfirmed: no expected status";
    }
    ModelCheck.Result m = new EvaluatorModelCheck().check(f.script(), i, f.witness());
    if (m instanceof ModelCheck.Result.Valid) {
      return "sat: the witness satisfies every assertion in force (Assay's evaluator)";
    }
    if (m instanceof ModelCheck.Result.Invalid inv) {
      return "unconfirmed: the witness makes false " + inv.falseFormula();
    }
    return "unconfirmed: " + ((ModelCheck.Result.Undetermined) m).why();
  }

  @Override
  public synchronized void count(long k, JsonNode statistics) {
    if (statistics == null || !statistics.isObject()) {
      return;
    }
    counted++;
    expected.merge(statistics.path("expected").asText("?"), 1L, Long::sum);
    statistics
        .path("verdicts")
        .fields()
        .forEachRemaining(
            e ->
                verdicts
                    .computeIfAbsent(e.getKey(), x -> new TreeMap<>())
                    .merge(e.getValue().asText(), 1L, Long::sum));
  }

  /** Items counted (all sessions). */
  public synchronized long counted() {
    return counted;
  }

  /** Per solver, runs per verdict label (all sessions). */
  public synchronized Map<String, Map<String, Long>> verdicts() {
    Map<String, Map<String, Long>> r = new TreeMap<>();
    verdicts.forEach((k, v) -> r.put(k, new TreeMap<>(v)));
    return r;
  }

  /** Items per expected status (all sessions). */
  public synchronized Map<String, Long> expected() {
    return new TreeMap<>(expected);
  }

  /** Items per expected status, an incremental script's as {@code sat then unsat}. */
  public synchronized Map<String, Long> expectedSequences() {
    Map<String, Long> out = new LinkedHashMap<>();
    expected.forEach((statuses, n) -> out.put(statuses.replace(",", " then "), n));
    return out;
  }

  /**
   * Expected statuses here are established: sat by the planted witness, unsat by construction;
   * classify confirms each.
   */
  @Override
  public boolean establishesExpectations() {
    return true;
  }
}
