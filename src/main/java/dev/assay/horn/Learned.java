package dev.assay.horn;

import java.util.Collections;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * What a HornFuzz campaign has learned from the visits of earlier rounds (§4.3, §4.4): the traces
 * seen, per mutation its runs and the runs that opened a new trace, the mutation weights, the
 * transition counts, each seed group's last trace and the seed phase's verdicts. Immutable: every
 * visit of round r reads the same snapshot, made from rounds 0..r-2 only (the seed phase is round
 * 0; {@link VisitRounds}), so a visit makes the same mutants whatever order items finish in, with
 * any number of workers, and after a resume.
 *
 * <p>The weights follow the paper's rule, w ← 0.62·w + 0.38·p every {@code period} runs, p the
 * share of the mutation's runs that opened a new trace. Runs of one round happen side by side, so
 * the updates of the periods a round completed are applied when the round ends, with the counts at
 * that point ({@link #then}); a visit that crosses a period boundary itself updates its own copy.
 */
public final class Learned {

  /** Nothing learned yet: the start of a campaign, or a search on its own. */
  public static final Learned NONE =
      new Learned(
          Set.of(),
          new TreeMap<>(),
          new TransitionCounts(),
          new TreeMap<>(),
          new TreeMap<>(),
          Map.of(),
          0);

  private static final Set<String> DECIDED =
      Set.of("ok", "unchecked", "invalid-model", "wrong-status");
  private static final Set<String> UNDECIDED =
      Set.of("timeout", "unknown", "error", "crash", "unsupported-input");

  private final Set<String> traces;
  private final TreeMap<String, long[]> mutations;
  private final TransitionCounts transitions;
  private final TreeMap<String, TreeMap<String, Integer>> lastTraces;
  private final TreeMap<String, TreeSet<String>> seedVerdicts;
  private final Map<String, Double> weights;
  private final long runs;

  private Learned(
      Set<String> traces,
      TreeMap<String, long[]> mutations,
      TransitionCounts transitions,
      TreeMap<String, TreeMap<String, Integer>> lastTraces,
      TreeMap<String, TreeSet<String>> seedVerdicts,
      Map<String, Double> weights,
      long runs) {
    this.traces = traces;
    this.mutations = mutations;
    this.transitions = transitions;
    this.lastTraces = lastTraces;
    this.seedVerdicts = seedVerdicts;
    this.weights = weights;
    this.runs = runs;
  }

  /**
   * This snapshot followed by one more round, whose items' statistics are merged in {@code round}.
   *
   * @param period the runs between weight updates (the paper's 1000)
   * @param initialWeight the weight of a mutation before its first update (the paper's 0.1)
   */
  Learned then(HornStatistics round, int period, double initialWeight) {
    Set<String> t = new HashSet<>(traces);
    t.addAll(round.traces());
    TreeMap<String, long[]> m = copy(mutations);
    round
        .mutations()
        .forEach((id, c) -> m.merge(id, c, (a, b) -> new long[] {a[0] + b[0], a[1] + b[1]}));
    TransitionCounts tc = transitions.copy();
    tc.addAll(round.transitionCounts());
    TreeMap<String, TreeMap<String, Integer>> last = new TreeMap<>(lastTraces);
    last.putAll(round.lastTraces());
    TreeMap<String, TreeSet<String>> verdicts = new TreeMap<>(seedVerdicts);
    round
        .seedVerdicts()
        .forEach(
            (seed, v) -> {
              TreeSet<String> all = new TreeSet<>(verdicts.getOrDefault(seed, new TreeSet<>()));
              all.addAll(v);
              verdicts.put(seed, all);
            });
    long all = runs + round.runs();
    TreeMap<String, Double> w = new TreeMap<>(weights);
    for (long u = runs / period; u < all / period; u++) {
      MutationWeights.update(w, m, initialWeight);
    }
    return new Learned(
        Collections.unmodifiableSet(t), m, tc, last, verdicts, Collections.unmodifiableMap(w), all);
  }

  private static TreeMap<String, long[]> copy(TreeMap<String, long[]> m) {
    TreeMap<String, long[]> r = new TreeMap<>();
    m.forEach((id, c) -> r.put(id, c.clone()));
    return r;
  }

  /**
   * Whether the seed phase, if folded in, showed the seed undecidable (unknown, timeout, error,
   * crash; never decided): no visit can use it.
   */
  public boolean undecidedSeed(String seed) {
    TreeSet<String> v = seedVerdicts.get(seed);
    return v != null
        && v.stream().noneMatch(DECIDED::contains)
        && v.stream().anyMatch(UNDECIDED::contains);
  }

  /** Whether an earlier round saw this trace. */
  public boolean knowsTrace(String hash) {
    return traces.contains(hash);
  }

  /** A mutation's weight, or {@code initial} when it was never updated. */
  public double weight(String id, double initial) {
    return weights.getOrDefault(id, initial);
  }

  /** The mutant runs of the earlier rounds. */
  public long runs() {
    return runs;
  }

  /** Per mutation: runs and new-trace runs of the earlier rounds; a copy. */
  TreeMap<String, long[]> mutationCounts() {
    return copy(mutations);
  }

  /** The transitions counted in the earlier rounds; a copy. */
  TransitionCounts transitionCounts() {
    return transitions.copy();
  }

  /**
   * The rareness of the seed group's last trace under the transitions counted so far (§4.3); 0 for
   * a seed without one (not run yet, or its solver prints no trace states).
   */
  public double rareness(String seed) {
    TreeMap<String, Integer> last = lastTraces.get(seed);
    return last == null ? 0 : transitions.rareness(last);
  }
}
