package dev.assay.mutate;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.assay.core.Plurals;
import dev.assay.core.Verdict;
import dev.assay.weakening.RuleCatalogue;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The statistics of §6.2 for one campaign: mutants generated and unique, solver calls, timeouts and
 * unknowns (per solver and verdict), the number of applicable rules per iteration of a walk (Fig.
 * 6) and how often each rule was applied (Fig. 7), plus the findings by kind. Thread-safe; rendered
 * as text for the terminal and as JSON with a fixed field order.
 */
public final class FuzzStatistics {
  private static final ObjectMapper JSON =
      new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private final RuleCatalogue catalogue;
  private final int walkLength;
  private final long startNanos = System.nanoTime();

  private int seedsTotal;
  private final List<String> seedsSkipped = new ArrayList<>();
  private long walksStarted;
  private long walksStuck;
  private long mutants;

  /** 64-bit hashes of the mutant texts; collisions are negligible at campaign sizes. */
  private final Set<Long> unique = new HashSet<>();

  private final long[] ruleApplications;
  private final long[] applicableSum;
  private final long[] applicableCount;
  private final Map<String, Map<String, Long>> verdicts = new LinkedHashMap<>();
  private final Map<String, Long> solverCalls = new LinkedHashMap<>();
  private final Map<String, Long> findingsFound = new TreeMap<>();

  /** Unknowns after a change of fragment the solver makes no completeness claim for, by change. */
  private final Map<String, Long> expectedIncompleteness = new TreeMap<>();

  /** Incompleteness findings, for ranking by surprise (the first {@link #MAX_EVENTS}). */
  private final List<IncompletenessEvent> events = new ArrayList<>();

  private static final int MAX_EVENTS = 1000;

  /** Rule applications discarded because a campaign solver cannot read their mutant. */
  private long avoided;

  private final List<String> toolFailures = new ArrayList<>();
  private long toolFailureCount;
  private boolean interrupted;
  private double wallSeconds = -1;
  private long walksBeforeResume;
  private long mutantsBeforeResume;

  public FuzzStatistics(RuleCatalogue catalogue, int walkLength) {
    this.catalogue = catalogue;
    this.walkLength = walkLength;
    this.ruleApplications = new long[catalogue.size()];
    this.applicableSum = new long[walkLength];
    this.applicableCount = new long[walkLength];
  }

  public synchronized void seeds(int total, List<String> skipped) {
    seedsTotal = total;
    seedsSkipped.addAll(skipped);
  }

  public synchronized void solverNames(List<String> names) {
    for (String n : names) {
      verdicts.computeIfAbsent(n, k -> new TreeMap<>());
      solverCalls.putIfAbsent(n, 0L);
    }
  }

  public synchronized void walkStarted() {
    walksStarted++;
  }

  public synchronized void walkStuck() {
    walksStuck++;
  }

  /** Counts a generated mutant (its text for uniqueness, its last rule and applicability). */
  public synchronized void mutant(Mutant m, String text) {
    mutants++;
    unique.add(hash64(text));
    MutationStep last = m.chain().get(m.chain().size() - 1);
    for (int i = 0; i < catalogue.size(); i++) {
      if (catalogue.rule(i).id().equals(last.ruleId())) {
        ruleApplications[i]++;
        break;
      }
    }
    int step = m.step() - 1;
    if (step >= 0 && step < walkLength) {
      applicableSum[step] += m.applicableRules();
      applicableCount[step]++;
    }
  }

  /**
   * Replaces the solver calls and verdicts counted by the walks with the runs the campaign recorded
   * (solver to verdict label to runs): the statistics then count what the results and the store
   * hold, runs of walks cut short included.
   */
  public synchronized void useRecorded(Map<String, Map<String, Long>> recorded) {
    solverCalls.clear();
    verdicts.clear();
    recorded.forEach(
        (solver, byVerdict) -> {
          long n = 0;
          for (long v : byVerdict.values()) {
            n += v;
          }
          solverCalls.put(solver, n);
          verdicts.put(solver, new TreeMap<>(byVerdict));
        });
  }

  public synchronized void solverCall(String solver, Verdict.Kind verdict) {
    String verdictKind = verdict.label(); // counted by label: the counts are stored as JSON
    solverCalls.merge(solver, 1L, Long::sum);
    verdicts.computeIfAbsent(solver, k -> new TreeMap<>()).merge(verdictKind, 1L, Long::sum);
  }

  /** Counts a run whose verdict is a finding of {@code kind}. */
  public synchronized void finding(Verdict.Kind verdict) {
    String kind = verdict.label();
    findingsFound.merge(kind, 1L, Long::sum);
  }

  /**
   * Counts an unknown that is not a finding: the formula left the fragment of the decided one
   * ({@code change}, e.g. {@code +quantifiers}) for one the solver makes no completeness claim for.
   */
  public synchronized void expectedIncompleteness(String change) {
    expectedIncompleteness.merge(change, 1L, Long::sum);
  }

  /** Records an incompleteness finding for the ranking. */
  public synchronized void incompleteness(IncompletenessEvent e) {
    if (events.size() < MAX_EVENTS) {
      events.add(e);
    }
  }

  /** Counts rule applications discarded for the campaign's solvers' input limitations. */
  public synchronized void avoided(long n) {
    avoided += n;
  }

  public synchronized long expectedIncompletenessTotal() {
    long n = 0;
    for (long v : expectedIncompleteness.values()) {
      n += v;
    }
    return n;
  }

  /**
   * One incompleteness finding, with what makes it surprising.
   *
   * @param caseId the case
   * @param solver the solver that answered unknown
   * @param type 1 (regression) or 2 (unsupported implication)
   * @param rule the rule of the last step (type 2) or the seed (type 1)
   * @param seed the seed
   * @param size nodes of the undecided formula's assertions
   * @param step how many rule applications away from the seed it is
   * @param decidedMillis how long the solver (type 2) or the old solver (type 1) took to decide
   */
  public record IncompletenessEvent(
      String caseId,
      String solver,
      int type,
      String rule,
      String seed,
      long size,
      int step,
      double decidedMillis) {}

  /**
   * The incompleteness findings, most surprising first: a rule several seeds hit on the same solver
   * first (a pattern, not a fluke), then closer to the seed, smaller, decided faster before. Every
   * one is an unknown (timeouts are never findings).
   */
  public synchronized List<IncompletenessEvent> ranked() {
    Map<String, java.util.Set<String>> seedsPerRule = new HashMap<>();
    for (IncompletenessEvent e : events) {
      seedsPerRule
          .computeIfAbsent(
              e.solver() + "|" + e.type() + "|" + e.rule(), k -> new java.util.TreeSet<>())
          .add(e.seed());
    }
    List<IncompletenessEvent> out = new ArrayList<>(events);
    out.sort(
        java.util.Comparator.<IncompletenessEvent>comparingInt(
                e -> -seedsPerRule.get(e.solver() + "|" + e.type() + "|" + e.rule()).size())
            .thenComparingInt(IncompletenessEvent::step)
            .thenComparingLong(IncompletenessEvent::size)
            .thenComparingDouble(IncompletenessEvent::decidedMillis)
            .thenComparing(IncompletenessEvent::caseId)
            .thenComparing(IncompletenessEvent::solver));
    return out;
  }

  /** How many distinct seeds hit the same solver, type and rule as {@code e}. */
  private long seedsHitting(IncompletenessEvent e) {
    return events.stream()
        .filter(
            x -> x.solver().equals(e.solver()) && x.type() == e.type() && x.rule().equals(e.rule()))
        .map(IncompletenessEvent::seed)
        .distinct()
        .count();
  }

  public synchronized void toolFailure(String message) {
    toolFailureCount++;
    if (toolFailures.size() < 20) {
      toolFailures.add(message);
    }
  }

  public synchronized void finish(boolean wasInterrupted) {
    interrupted = wasInterrupted;
    wallSeconds = (System.nanoTime() - startNanos) / 1e9;
  }

  /** Empty statistics for the same catalogue and walk length: one walk's share, say. */
  public FuzzStatistics emptyLike() {
    return new FuzzStatistics(catalogue, walkLength);
  }

  /**
   * Marks the counts merged so far as those of a resumed campaign's earlier sessions: they are
   * reported, and left out of the rate of this session.
   */
  public synchronized void markResumed() {
    walksBeforeResume = walksStarted;
    mutantsBeforeResume = mutants;
  }

  /**
   * Adds the counts of {@code other} (one walk's, say): everything but seeds, time and the stop.
   */
  public void merge(FuzzStatistics other) {
    if (other == this) {
      throw new IllegalArgumentException("merging statistics into themselves");
    }
    synchronized (other) {
      synchronized (this) {
        walksStarted += other.walksStarted;
        walksStuck += other.walksStuck;
        mutants += other.mutants;
        unique.addAll(other.unique);
        for (int i = 0; i < ruleApplications.length; i++) {
          ruleApplications[i] += other.ruleApplications[i];
        }
        for (int i = 0; i < walkLength; i++) {
          applicableSum[i] += other.applicableSum[i];
          applicableCount[i] += other.applicableCount[i];
        }
        other.verdicts.forEach(
            (solver, m) -> {
              Map<String, Long> mine = verdicts.computeIfAbsent(solver, k -> new TreeMap<>());
              m.forEach((k, v) -> mine.merge(k, v, Long::sum));
            });
        other.solverCalls.forEach((k, v) -> solverCalls.merge(k, v, Long::sum));
        other.findingsFound.forEach((k, v) -> findingsFound.merge(k, v, Long::sum));
        other.expectedIncompleteness.forEach(
            (k, v) -> expectedIncompleteness.merge(k, v, Long::sum));
        for (IncompletenessEvent e : other.events) {
          if (events.size() < MAX_EVENTS) {
            events.add(e);
          }
        }
        avoided += other.avoided;
        toolFailureCount += other.toolFailureCount;
        for (String f : other.toolFailures) {
          if (toolFailures.size() < 20) {
            toolFailures.add(f);
          }
        }
      }
    }
  }

  /**
   * The counts {@link #merge} adds, as JSON: a walk journal line, from which {@link #fromCounts}
   * makes the statistics again when a campaign is resumed. Unique mutants are kept as their hashes,
   * so uniqueness still counts across sessions.
   */
  public synchronized ObjectNode countsJson() {
    ObjectNode o = JSON.createObjectNode();
    o.put("walks", walksStarted);
    o.put("walks_stuck", walksStuck);
    o.put("mutants", mutants);
    ArrayNode hashes = o.putArray("unique_hashes");
    unique.stream().sorted().forEach(hashes::add);
    ObjectNode rules = o.putObject("rule_applications");
    for (int i = 0; i < ruleApplications.length; i++) {
      if (ruleApplications[i] > 0) {
        rules.put(catalogue.rule(i).id(), ruleApplications[i]);
      }
    }
    ArrayNode sums = o.putArray("applicable_sum");
    ArrayNode counts = o.putArray("applicable_count");
    for (int i = 0; i < walkLength; i++) {
      sums.add(applicableSum[i]);
      counts.add(applicableCount[i]);
    }
    ObjectNode v = o.putObject("verdicts");
    verdicts.forEach(
        (solver, m) -> {
          ObjectNode x = v.putObject(solver);
          m.forEach(x::put);
        });
    ObjectNode calls = o.putObject("solver_calls");
    solverCalls.forEach(calls::put);
    ObjectNode found = o.putObject("findings_found");
    findingsFound.forEach(found::put);
    ObjectNode expected = o.putObject("expected_incompleteness");
    expectedIncompleteness.forEach(expected::put);
    ArrayNode ev = o.putArray("incompleteness_events");
    events.forEach(e -> ev.add(eventJson(e)));
    o.put("avoided", avoided);
    o.put("tool_failures", toolFailureCount);
    ArrayNode msgs = o.putArray("tool_failure_messages");
    toolFailures.forEach(msgs::add);
    return o;
  }

  /**
   * The statistics {@link #countsJson} wrote. A rule that is no longer in the catalogue cannot be
   * (a resumed campaign's run.json pins the build's suite of seeds, not its rules), so its count is
   * dropped rather than misfiled.
   */
  public static FuzzStatistics fromCounts(FuzzStatistics like, JsonNode o) {
    FuzzStatistics s = like.emptyLike();
    RuleCatalogue catalogue = s.catalogue;
    int walkLength = s.walkLength;
    s.walksStarted = o.path("walks").asLong();
    s.walksStuck = o.path("walks_stuck").asLong();
    s.mutants = o.path("mutants").asLong();
    o.path("unique_hashes").forEach(h -> s.unique.add(h.asLong()));
    Map<String, Integer> index = new HashMap<>();
    for (int i = 0; i < catalogue.size(); i++) {
      index.put(catalogue.rule(i).id(), i);
    }
    o.path("rule_applications")
        .fields()
        .forEachRemaining(
            e -> {
              Integer i = index.get(e.getKey());
              if (i != null) {
                s.ruleApplications[i] += e.getValue().asLong();
              }
            });
    for (int i = 0; i < walkLength; i++) {
      s.applicableSum[i] = o.path("applicable_sum").path(i).asLong();
      s.applicableCount[i] = o.path("applicable_count").path(i).asLong();
    }
    o.path("verdicts")
        .fields()
        .forEachRemaining(
            e -> {
              Map<String, Long> m = s.verdicts.computeIfAbsent(e.getKey(), k -> new TreeMap<>());
              e.getValue().fields().forEachRemaining(x -> m.put(x.getKey(), x.getValue().asLong()));
            });
    o.path("solver_calls")
        .fields()
        .forEachRemaining(e -> s.solverCalls.put(e.getKey(), e.getValue().asLong()));
    o.path("findings_found")
        .fields()
        .forEachRemaining(e -> s.findingsFound.put(e.getKey(), e.getValue().asLong()));
    o.path("expected_incompleteness")
        .fields()
        .forEachRemaining(e -> s.expectedIncompleteness.put(e.getKey(), e.getValue().asLong()));
    o.path("incompleteness_events")
        .forEach(
            e ->
                s.events.add(
                    new IncompletenessEvent(
                        e.path("case").asText(),
                        e.path("solver").asText(),
                        e.path("type").asInt(),
                        e.path("rule").asText(),
                        e.path("seed").asText(),
                        e.path("size").asLong(),
                        e.path("step").asInt(),
                        e.path("decided_ms").asDouble())));
    s.avoided = o.path("avoided").asLong();
    s.toolFailureCount = o.path("tool_failures").asLong();
    o.path("tool_failure_messages").forEach(m -> s.toolFailures.add(m.asText()));
    return s;
  }

  private static ObjectNode eventJson(IncompletenessEvent e) {
    ObjectNode x = JSON.createObjectNode();
    x.put("case", e.caseId());
    x.put("solver", e.solver());
    x.put("type", e.type());
    x.put("rule", e.rule());
    x.put("seed", e.seed());
    x.put("size", e.size());
    x.put("step", e.step());
    x.put("decided_ms", round(e.decidedMillis()));
    return x;
  }

  public synchronized long mutants() {
    return mutants;
  }

  public synchronized long uniqueMutants() {
    return unique.size();
  }

  public synchronized long findings() {
    long n = 0;
    for (long v : findingsFound.values()) {
      n += v;
    }
    return n;
  }

  public synchronized long toolFailures() {
    return toolFailureCount;
  }

  /** Solver calls that ended with {@code kind} (timeout, unknown, ...), over all solvers. */
  public synchronized long verdictTotal(Verdict.Kind verdict) {
    String kind = verdict.label();
    long n = 0;
    for (Map<String, Long> m : verdicts.values()) {
      n += m.getOrDefault(kind, 0L);
    }
    return n;
  }

  /**
   * Calls answered {@code unknown}: the unknown verdicts and the incompleteness findings, which are
   * unknown answers where a decision was owed (a timeout is never one).
   */
  public synchronized long unknownAnswers() {
    return verdictTotal(Verdict.Kind.UNKNOWN) + verdictTotal(Verdict.Kind.INCOMPLETENESS);
  }

  public synchronized long solverCallTotal() {
    long n = 0;
    for (long v : solverCalls.values()) {
      n += v;
    }
    return n;
  }

  private double seconds() {
    return wallSeconds >= 0 ? wallSeconds : (System.nanoTime() - startNanos) / 1e9;
  }

  /** Mean number of applicable rules at walk step {@code k} (1-based), or NaN. */
  private double meanApplicable(int k) {
    return applicableCount[k - 1] == 0
        ? Double.NaN
        : (double) applicableSum[k - 1] / applicableCount[k - 1];
  }

  private double meanApplicableOverall() {
    long s = 0;
    long c = 0;
    for (int i = 0; i < walkLength; i++) {
      s += applicableSum[i];
      c += applicableCount[i];
    }
    return c == 0 ? Double.NaN : (double) s / c;
  }

  /** The statistics as a JSON document (fixed field order). */
  public synchronized String toJson() {
    ObjectNode o = JSON.createObjectNode();
    o.put("wall_seconds", round(seconds()));
    o.put("interrupted", interrupted);
    ObjectNode seeds = o.putObject("seeds");
    seeds.put("total", seedsTotal);
    seeds.put("skipped", seedsSkipped.size());
    ArrayNode skipped = seeds.putArray("skipped_reasons");
    seedsSkipped.forEach(skipped::add);
    o.put("walks", walksStarted);
    o.put("walks_stuck", walksStuck);
    o.put("walks_before_resume", walksBeforeResume);
    ObjectNode m = o.putObject("mutants");
    m.put("generated", mutants);
    m.put("unique", unique.size());
    m.put("unique_ratio", mutants == 0 ? 0 : round((double) unique.size() / mutants));
    m.put("per_second", round((mutants - mutantsBeforeResume) / Math.max(1e-9, seconds())));
    ObjectNode calls = o.putObject("solver_calls");
    calls.put("total", solverCallTotal());
    calls.put("timeouts", verdictTotal(Verdict.Kind.TIMEOUT));
    calls.put("unknowns", unknownAnswers());
    ObjectNode per = calls.putObject("per_solver");
    for (Map.Entry<String, Map<String, Long>> e : verdicts.entrySet()) {
      ObjectNode s = per.putObject(e.getKey());
      s.put("calls", solverCalls.getOrDefault(e.getKey(), 0L));
      ObjectNode v = s.putObject("verdicts");
      e.getValue().forEach(v::put);
    }
    ObjectNode app = o.putObject("applicable_rules");
    app.put("mean", round(meanApplicableOverall()));
    ArrayNode byStep = app.putArray("mean_by_walk_step");
    for (int k = 1; k <= walkLength; k++) {
      double v = meanApplicable(k);
      if (Double.isNaN(v)) {
        byStep.addNull();
      } else {
        byStep.add(round(v));
      }
    }
    ArrayNode freq = o.putArray("rule_applications");
    long total = 0;
    for (long c : ruleApplications) {
      total += c;
    }
    for (int i = 0; i < catalogue.size(); i++) {
      ObjectNode r = freq.addObject();
      r.put("rule", catalogue.rule(i).id());
      r.put("count", ruleApplications[i]);
      r.put("percent", total == 0 ? 0 : round(100.0 * ruleApplications[i] / total));
    }
    ObjectNode f = o.putObject("findings");
    findingsFound.forEach(
        (k, v) -> {
          ObjectNode x = f.putObject(k);
          x.put("found", v);
        });
    ObjectNode inc = o.putObject("incompleteness");
    inc.put("findings", findingsFound.getOrDefault("incompleteness", 0L));
    inc.put("expected", expectedIncompletenessTotal());
    ObjectNode byChange = inc.putObject("expected_by_change");
    expectedIncompleteness.forEach(byChange::put);
    ArrayNode ranked = inc.putArray("ranked");
    for (IncompletenessEvent e : ranked()) {
      ranked.add(eventJson(e).put("seeds_with_rule", seedsHitting(e)));
    }
    m.put("avoided_for_solver_limitations", avoided);
    ObjectNode tf = o.putObject("tool_failures");
    tf.put("count", toolFailureCount);
    ArrayNode msgs = tf.putArray("first");
    toolFailures.forEach(msgs::add);
    try {
      return JSON.writeValueAsString(o) + "\n";
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }

  /** The end-of-run summary for the terminal. */
  public synchronized String toText() {
    StringBuilder sb = new StringBuilder();
    double secs = seconds();
    sb.append(
        String.format(
            Locale.ROOT,
            "fuzz%s after %.1f s: %s (%d skipped), %s%s%n",
            interrupted ? " (interrupted)" : "",
            secs,
            Plurals.count(seedsTotal, "seed"),
            seedsSkipped.size(),
            Plurals.count(walksStarted, "walk"),
            walksBeforeResume == 0
                ? ""
                : " (" + walksBeforeResume + " of them before the campaign was resumed)"));
    sb.append(
        String.format(
            Locale.ROOT,
            "mutants: %d generated, %d unique (%.2f%%), %.1f/s%n",
            mutants,
            unique.size(),
            mutants == 0 ? 0.0 : 100.0 * unique.size() / mutants,
            (mutants - mutantsBeforeResume) / Math.max(1e-9, secs)));
    long calls = solverCallTotal();
    if (calls > 0) {
      sb.append(
          String.format(
              Locale.ROOT,
              "solver calls: %d, timeouts %d (%.2f%%), unknowns %d (%.2f%%)%n",
              calls,
              verdictTotal(Verdict.Kind.TIMEOUT),
              100.0 * verdictTotal(Verdict.Kind.TIMEOUT) / calls,
              unknownAnswers(),
              100.0 * unknownAnswers() / calls));
      for (Map.Entry<String, Map<String, Long>> e : verdicts.entrySet()) {
        sb.append("  ").append(e.getKey()).append(": ");
        sb.append(Plurals.count(solverCalls.getOrDefault(e.getKey(), 0L), "call"));
        e.getValue().forEach((k, v) -> sb.append(", ").append(k).append(' ').append(v));
        sb.append('\n');
      }
    }
    sb.append(
        String.format(
            Locale.ROOT,
            "applicable rules per iteration: mean %.1f; by walk step:",
            meanApplicableOverall()));
    int shown = 0;
    for (int k = 1; k <= walkLength && shown < 10; k++) {
      double v = meanApplicable(k);
      if (!Double.isNaN(v) && (k <= 5 || k % Math.max(1, walkLength / 5) == 0 || k == walkLength)) {
        sb.append(String.format(Locale.ROOT, " %d:%.1f", k, v));
        shown++;
      }
    }
    sb.append('\n');
    long total = 0;
    for (long c : ruleApplications) {
      total += c;
    }
    if (total > 0) {
      Integer[] order = new Integer[catalogue.size()];
      for (int i = 0; i < order.length; i++) {
        order[i] = i;
      }
      java.util.Arrays.sort(
          order, (a, b) -> Long.compare(ruleApplications[b], ruleApplications[a]));
      int used = 0;
      for (long c : ruleApplications) {
        if (c > 0) {
          used++;
        }
      }
      sb.append("rules applied: ")
          .append(used)
          .append(" of ")
          .append(catalogue.size())
          .append("; most frequent:");
      for (int i = 0; i < Math.min(5, used); i++) { // never a rule applied 0 times
        sb.append(
            String.format(
                Locale.ROOT,
                " %s %.1f%%",
                catalogue.rule(order[i]).id(),
                100.0 * ruleApplications[order[i]] / total));
      }
      sb.append('\n');
    }
    sb.append("findings:");
    if (findingsFound.isEmpty()) {
      sb.append(" none");
    }
    findingsFound.forEach((k, v) -> sb.append(' ').append(k).append(' ').append(v));
    sb.append('\n');
    long expected = expectedIncompletenessTotal();
    if (expected > 0 || !events.isEmpty()) {
      sb.append(
          String.format(
              Locale.ROOT,
              "incompleteness: %s, %s expected (a change of fragment the"
                  + " solver claims no completeness for:",
              Plurals.count(events.size(), "finding"),
              Plurals.count(expected, "unknown")));
      expectedIncompleteness.forEach((k, v) -> sb.append(' ').append(k).append(' ').append(v));
      sb.append(")\n");
      List<IncompletenessEvent> top = ranked();
      for (int i = 0; i < Math.min(10, top.size()); i++) {
        IncompletenessEvent e = top.get(i);
        sb.append(
            String.format(
                Locale.ROOT,
                "  %d. %s on %s: type %d after %s, %s with this rule, step %d, %d nodes,"
                    + " decided before in %.0f ms%n",
                i + 1,
                e.solver(),
                e.caseId(),
                e.type(),
                e.rule(),
                Plurals.count(seedsHitting(e), "seed"),
                e.step(),
                e.size(),
                e.decidedMillis()));
      }
    }
    if (avoided > 0) {
      sb.append("rule applications avoided for the solvers' input limitations: ")
          .append(avoided)
          .append('\n');
    }
    if (toolFailureCount > 0) {
      sb.append("assay failures: ")
          .append(toolFailureCount)
          .append(" (first: ")
          .append(toolFailures.get(0))
          .append(")\n");
    }
    return sb.toString();
  }

  private static double round(double v) {
    return Math.round(v * 1000.0) / 1000.0;
  }

  /** FNV-1a over the UTF-8 bytes. */
  static long hash64(String text) {
    long h = 0xcbf29ce484222325L;
    for (byte b : text.getBytes(StandardCharsets.UTF_8)) {
      h ^= b & 0xff;
      h *= 0x100000001b3L;
    }
    return h;
  }
}
