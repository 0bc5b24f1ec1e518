package dev.assay.horn;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Iterator;
import java.util.Map;
import java.util.TreeMap;

/**
 * How often each transition between two trace states was seen ({@code from -> to}), for the
 * rare-transition heuristic (§4.3): the probability of a transition is its count over the count of
 * all transitions out of the same state. Sorted maps, so the JSON does not depend on the order runs
 * were counted in.
 */
final class TransitionCounts {
  private final TreeMap<String, TreeMap<String, Long>> counts = new TreeMap<>();

  /** Counts one occurrence of {@code transition} ({@code "a -> b"}), {@code n} times. */
  void add(String transition, long n) {
    String[] ft = transition.split(" -> ", 2);
    if (ft.length == 2) {
      counts.computeIfAbsent(ft[0], k -> new TreeMap<>()).merge(ft[1], n, Long::sum);
    }
  }

  /** Adds every count of {@code other}. */
  void addAll(TransitionCounts other) {
    other.counts.forEach((from, row) -> row.forEach((to, n) -> add(from + " -> " + to, n)));
  }

  /**
   * The rareness of a trace's transitions, k = Σ t_ij / p_ij (§4.3): t_ij how often the trace took
   * the transition, p_ij its probability among all transitions counted here out of state i. A
   * transition never counted adds nothing (it has no probability yet).
   */
  double rareness(Map<String, Integer> trace) {
    double k = 0;
    for (Map.Entry<String, Integer> e : trace.entrySet()) {
      String[] ft = e.getKey().split(" -> ", 2);
      TreeMap<String, Long> row = ft.length == 2 ? counts.get(ft[0]) : null;
      if (row == null || !row.containsKey(ft[1])) {
        continue;
      }
      long total = row.values().stream().mapToLong(Long::longValue).sum();
      double p = (double) row.get(ft[1]) / total;
      k += e.getValue() / p;
    }
    return k;
  }

  /** As JSON: {@code {from: {to: count}}}. */
  void writeTo(ObjectNode o) {
    counts.forEach(
        (from, row) -> {
          ObjectNode r = o.putObject(from);
          row.forEach(r::put);
        });
  }

  /** Adds the counts of {@link #writeTo}'s JSON. */
  void merge(JsonNode n) {
    for (Iterator<Map.Entry<String, JsonNode>> it = n.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> from = it.next();
      for (Iterator<Map.Entry<String, JsonNode>> jt = from.getValue().fields(); jt.hasNext(); ) {
        Map.Entry<String, JsonNode> to = jt.next();
        add(from.getKey() + " -> " + to.getKey(), to.getValue().asLong());
      }
    }
  }

  /** A copy. */
  TransitionCounts copy() {
    TransitionCounts c = new TransitionCounts();
    c.addAll(this);
    return c;
  }
}
