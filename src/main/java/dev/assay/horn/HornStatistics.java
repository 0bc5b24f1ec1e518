package dev.assay.horn;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.assay.core.Plurals;
import dev.assay.core.Verdict;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The statistics of a HornFuzz campaign as §5 reports them: runs (seed runs apart), unique traces,
 * verdicts by kind (findings, unknowns, timeouts, errors, unchecked models), the seed phase's
 * verdict per seed, findings confirmed or not, and per mutation its runs and the runs that opened a
 * new trace. One instance per work item (its counts, kept with the item in the store) and one for
 * the campaign, which merges the items' counts whether they finished now or in an earlier session.
 * Everything is kept in sorted maps, so the JSON and the text do not depend on the order items
 * finished in.
 */
public final class HornStatistics {
  private static final ObjectMapper JSON = new ObjectMapper();

  private long items;
  private long runs;
  private long seedRuns;
  private long confirmed;
  private long unconfirmed;
  private final TreeSet<String> traces = new TreeSet<>();
  private final TreeMap<String, Long> verdicts = new TreeMap<>();
  private final TreeMap<String, TreeSet<String>> seedVerdicts = new TreeMap<>();
  private final TreeMap<String, long[]> mutations = new TreeMap<>();
  private final TreeSet<String> toolFailures = new TreeSet<>();
  private final TransitionCounts transitions = new TransitionCounts();

  /** Per seed: the item that ran it last and the transitions of that item's last run. */
  private final TreeMap<String, LastTrace> lastTraces = new TreeMap<>();

  /** The transitions of the last run an item made on a seed group. */
  record LastTrace(long item, TreeMap<String, Integer> transitions) {}

  /**
   * A run of a seed as it is: in the seed phase, {@code seed} names it and its verdict (of the
   * first solver) is kept; a visit's run of its seed gives null.
   */
  public void seedRun(String seed, Verdict.Kind verdict) {
    seedRuns++;
    if (seed == null) {
      return;
    }
    // kept by label: the counts go to the store as JSON and come back from it
    seedVerdicts.computeIfAbsent(seed, k -> new TreeSet<>()).add(verdict.label());
  }

  /** A run of a mutant whose last step was {@code mutation}. */
  public void mutantRun(String mutation, boolean newTrace) {
    runs++;
    long[] c = mutations.computeIfAbsent(mutation, k -> new long[2]);
    c[0]++;
    if (newTrace) {
      c[1]++;
    }
  }

  /** A run's trace (its hash). */
  public void trace(String hash) {
    traces.add(hash);
  }

  /** Whether the trace was already seen here. */
  public synchronized boolean knowsTrace(String hash) {
    return traces.contains(hash);
  }

  /** A run's trace transitions, counted for the rare-transition heuristic. */
  public synchronized void transitions(Trace t) {
    t.transitions().forEach(x -> transitions.add(x, 1));
  }

  /**
   * The trace of the latest run item {@code item} made on {@code seed}'s group: the group's "last
   * trace" the rare-transition heuristic scores.
   */
  public synchronized void lastTrace(String seed, long item, Trace t) {
    TreeMap<String, Integer> m = new TreeMap<>();
    t.transitions().forEach(x -> m.merge(x, 1, Integer::sum));
    lastTraces.put(seed, new LastTrace(item, m));
  }

  /** The runs the campaign recorded, every solver's, or -1 when only the visits' counts exist. */
  private long recordedRuns = -1;

  /**
   * Replaces the verdicts counted by the visits with the runs the campaign recorded (solver to
   * verdict label to runs), so that the statistics count what the results and the store hold.
   */
  public synchronized void useRecorded(Map<String, Map<String, Long>> recorded) {
    verdicts.clear();
    long n = 0;
    for (Map<String, Long> byVerdict : recorded.values()) {
      for (Map.Entry<String, Long> e : byVerdict.entrySet()) {
        verdicts.merge(e.getKey(), e.getValue(), Long::sum);
        n += e.getValue();
      }
    }
    recordedRuns = n;
  }

  /** One run's verdict (every solver's). */
  public void verdict(Verdict.Kind kind) {
    verdicts.merge(kind.label(), 1L, Long::sum);
  }

  /** A finding that replaying its chain and the independent check confirmed, or not. */
  public void confirmation(boolean ok) {
    if (ok) {
      confirmed++;
    } else {
      unconfirmed++;
    }
  }

  /** An item ended by a failure of Assay's own code. */
  public void toolFailure(String line) {
    toolFailures.add(line);
  }

  public long runs() {
    return runs;
  }

  /** Per mutation: its runs and the runs that opened a new trace; a copy. */
  synchronized TreeMap<String, long[]> mutations() {
    TreeMap<String, long[]> r = new TreeMap<>();
    mutations.forEach((id, c) -> r.put(id, c.clone()));
    return r;
  }

  /** The transitions counted; a copy. */
  synchronized TransitionCounts transitionCounts() {
    return transitions.copy();
  }

  /** The seed-phase verdicts of one seed, empty when it has none. */
  synchronized Set<Verdict.Kind> seedVerdicts(String seed) {
    Set<Verdict.Kind> out = EnumSet.noneOf(Verdict.Kind.class);
    for (String label : seedVerdicts.getOrDefault(seed, new TreeSet<>())) {
      out.add(Verdict.Kind.ofLabel(label));
    }
    return out;
  }

  /**
   * The rareness of the seed group's last trace under the transitions counted here (§4.3); 0 for a
   * seed without one.
   */
  synchronized double rareness(String seed) {
    LastTrace last = lastTraces.get(seed);
    return last == null ? 0 : transitions.rareness(last.transitions());
  }

  public long seedRuns() {
    return seedRuns;
  }

  public int uniqueTraces() {
    return traces.size();
  }

  public long count(Verdict.Kind verdict) {
    return verdicts.getOrDefault(verdict.label(), 0L);
  }

  /** The seeds whose seed-phase run had the verdict {@code kind}, sorted. */
  public synchronized TreeSet<String> seedsWith(Verdict.Kind kind) {
    TreeSet<String> r = new TreeSet<>();
    seedVerdicts.forEach(
        (s, v) -> {
          if (v.contains(kind.label())) {
            r.add(s);
          }
        });
    return r;
  }

  /** The counts as JSON, for the store. */
  public synchronized JsonNode toJson() {
    ObjectNode o = JSON.createObjectNode();
    o.put("items", items == 0 ? 1 : items);
    o.put("runs", runs);
    o.put("seed_runs", seedRuns);
    o.put("confirmed", confirmed);
    o.put("unconfirmed", unconfirmed);
    traces.forEach(o.putArray("traces")::add);
    ObjectNode v = o.putObject("verdicts");
    verdicts.forEach(v::put);
    ObjectNode sv = o.putObject("seed_verdicts");
    seedVerdicts.forEach((s, set) -> set.forEach(sv.putArray(s)::add));
    ObjectNode m = o.putObject("mutations");
    mutations.forEach((id, c) -> m.putArray(id).add(c[0]).add(c[1]));
    toolFailures.forEach(o.putArray("tool_failures")::add);
    transitions.writeTo(o.putObject("transitions"));
    ObjectNode lt = o.putObject("last_traces");
    lastTraces.forEach(
        (s, l) -> {
          ObjectNode e = lt.putObject(s);
          e.put("item", l.item());
          l.transitions().forEach(e.putObject("transitions")::put);
        });
    return o;
  }

  /** Adds an item's counts ({@link #toJson}). */
  public synchronized void merge(JsonNode n) {
    if (n == null) {
      return;
    }
    if (n.has("tool_failure")) {
      toolFailures.add(n.get("tool_failure").asText());
      items++;
      return;
    }
    items += n.path("items").asLong(1);
    runs += n.path("runs").asLong();
    seedRuns += n.path("seed_runs").asLong();
    confirmed += n.path("confirmed").asLong();
    unconfirmed += n.path("unconfirmed").asLong();
    n.path("traces").forEach(t -> traces.add(t.asText()));
    for (Iterator<Map.Entry<String, JsonNode>> it = n.path("verdicts").fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> e = it.next();
      verdicts.merge(e.getKey(), e.getValue().asLong(), Long::sum);
    }
    for (Iterator<Map.Entry<String, JsonNode>> it = n.path("seed_verdicts").fields();
        it.hasNext(); ) {
      Map.Entry<String, JsonNode> e = it.next();
      TreeSet<String> set = seedVerdicts.computeIfAbsent(e.getKey(), k -> new TreeSet<>());
      e.getValue().forEach(x -> set.add(x.asText()));
    }
    for (Iterator<Map.Entry<String, JsonNode>> it = n.path("mutations").fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> e = it.next();
      long[] c = mutations.computeIfAbsent(e.getKey(), k -> new long[2]);
      c[0] += e.getValue().path(0).asLong();
      c[1] += e.getValue().path(1).asLong();
    }
    n.path("tool_failures").forEach(t -> toolFailures.add(t.asText()));
    transitions.merge(n.path("transitions"));
    for (Iterator<Map.Entry<String, JsonNode>> it = n.path("last_traces").fields();
        it.hasNext(); ) {
      Map.Entry<String, JsonNode> e = it.next();
      long item = e.getValue().path("item").asLong();
      LastTrace had = lastTraces.get(e.getKey());
      if (had != null && had.item() >= item) {
        continue; // the latest item's trace is the group's last, whatever order items merge in
      }
      TreeMap<String, Integer> m = new TreeMap<>();
      for (Iterator<Map.Entry<String, JsonNode>> jt = e.getValue().path("transitions").fields();
          jt.hasNext(); ) {
        Map.Entry<String, JsonNode> t = jt.next();
        m.put(t.getKey(), t.getValue().asInt());
      }
      lastTraces.put(e.getKey(), new LastTrace(item, m));
    }
  }

  /**
   * The §5 summary: runs, unique traces, findings by kind, unknowns and timeouts, the seed phase,
   * and per mutation its runs and new traces. {@code seconds} is the campaign's wall time (for runs
   * per hour), or 0 when unknown.
   */
  public synchronized String toText(double seconds) {
    return toText(seconds, null, 0);
  }

  /**
   * As {@link #toText(double)}, with the rounds completed and each mutation's weight after them
   * ({@code learned}, or null to leave them out).
   */
  public synchronized String toText(double seconds, Learned learned, long rounds) {
    StringBuilder sb = new StringBuilder();
    long all = recordedRuns >= 0 ? recordedRuns : runs + seedRuns;
    sb.append(String.format(Locale.ROOT, "work items:      %d%n", items));
    sb.append(
        String.format(
            Locale.ROOT,
            recordedRuns >= 0
                ? "solver runs:     %d recorded (every solver); the search's solver in the visits"
                    + " counted: %s, %s%n"
                : "solver runs:     %d (%s, %s)%n",
            all,
            Plurals.count(seedRuns, "seed run"),
            Plurals.count(runs, "mutant run")));
    if (seconds > 0) {
      sb.append(
          String.format(
              Locale.ROOT,
              "throughput:      %.0f runs per hour (%.0f per 24 h)%n",
              all * 3600 / seconds,
              all * 86400 / seconds));
    }
    sb.append(String.format(Locale.ROOT, "unique traces:   %d%n", traces.size()));
    List<String> counted = new ArrayList<>();
    verdicts.forEach((k, v) -> counted.add(v + " " + k));
    sb.append("verdicts:        ").append(String.join(", ", counted)).append('\n');
    sb.append(
        String.format(
            Locale.ROOT,
            "findings:        %d confirmed (chain replayed, independent check), %d unconfirmed"
                + " (counted as unchecked)%n",
            confirmed,
            unconfirmed));
    for (Verdict.Kind kind :
        List.of(
            Verdict.Kind.INVALID_MODEL,
            Verdict.Kind.WRONG_STATUS,
            Verdict.Kind.CRASH,
            Verdict.Kind.UNCHECKED)) {
      TreeSet<String> s = seedsWith(kind);
      if (!s.isEmpty()) {
        sb.append(
            String.format(
                Locale.ROOT, "seed phase %s: %s%n", kind.label(), Plurals.count(s.size(), "seed")));
        s.forEach(x -> sb.append("  ").append(x).append('\n'));
      }
    }
    if (learned != null) {
      sb.append(
          String.format(
              Locale.ROOT,
              "rounds:          %d counted in full (the seed phase and %d of visits)%n",
              rounds,
              Math.max(0, rounds - 1)));
    }
    if (!mutations.isEmpty()) {
      sb.append("mutation                               runs   new traces")
          .append(learned == null ? "" : "   weight")
          .append('\n');
      mutations.forEach(
          (id, c) -> {
            sb.append(String.format(Locale.ROOT, "  %-34s %7d %9d", id, c[0], c[1]));
            if (learned != null) {
              sb.append(
                  String.format(
                      Locale.ROOT, "   %.4f", learned.weight(id, HornSearch.INITIAL_WEIGHT)));
            }
            sb.append('\n');
          });
    }
    toolFailures.forEach(t -> sb.append("internal error: ").append(t).append('\n'));
    return sb.toString();
  }
}
