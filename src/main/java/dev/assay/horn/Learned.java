package dev.assay.horn;

import com.fasterxml.jackson.databind.JsonNode;
import dev.assay.core.Verdict;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;

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

  /** What a campaign learned, and the rounds it counted in full (the seed phase included). */
  public record Replay(Learned learned, long rounds) {}

  /**
   * What a campaign with {@code seeds} seed groups learned, counted again from its finished items'
   * statistics (item number → {@link HornStatistics#toJson}, as the store keeps them) the way the
   * campaign counted them: a round is folded in once all its items are counted, so the weights are
   * those the campaign's next round would have started from, whatever order the items finished in.
   */
  public static Replay replay(int seeds, SortedMap<Long, JsonNode> items) {
    HornSearch.Config paper = HornSearch.Config.paper(HornSearch.Heuristic.DEFAULT);
    VisitRounds rounds =
        new VisitRounds(seeds, paper.learning().weightPeriod(), paper.learning().initialWeight());
    items.forEach(rounds::count);
    return new Replay(rounds.latest(), rounds.completed());
  }

  /** Nothing learned yet: the start of a campaign, or a search on its own. */
  public static final Learned NONE = new Learned(new HornStatistics(), Map.of());

  /** Verdicts of a run that decided its system (whatever else was wrong with it). */
  private static final Set<Verdict.Kind> DECIDED =
      EnumSet.of(
          Verdict.Kind.OK,
          Verdict.Kind.UNCHECKED,
          Verdict.Kind.INVALID_MODEL,
          Verdict.Kind.WRONG_STATUS);

  /** Verdicts of a run that did not decide its system. */
  private static final Set<Verdict.Kind> UNDECIDED =
      EnumSet.of(
          Verdict.Kind.TIMEOUT,
          Verdict.Kind.UNKNOWN,
          Verdict.Kind.ERROR,
          Verdict.Kind.CRASH,
          Verdict.Kind.UNSUPPORTED_INPUT);

  /** The earlier rounds' items merged; never changed once the snapshot is made. */
  private final HornStatistics counts;

  private final Map<String, Double> weights;

  private Learned(HornStatistics counts, Map<String, Double> weights) {
    this.counts = counts;
    this.weights = weights;
  }

  /**
   * This snapshot followed by one more round, whose items' statistics are merged in {@code round}.
   *
   * @param period the runs between weight updates (the paper's 1000)
   * @param initialWeight the weight of a mutation before its first update (the paper's 0.1)
   */
  Learned then(HornStatistics round, int period, double initialWeight) {
    HornStatistics all = new HornStatistics();
    all.merge(counts.toJson());
    all.merge(round.toJson());
    TreeMap<String, Double> w = new TreeMap<>(weights);
    for (long u = counts.runs() / period; u < all.runs() / period; u++) {
      MutationWeights.update(w, all.mutations(), initialWeight);
    }
    return new Learned(all, Collections.unmodifiableMap(w));
  }

  /**
   * Whether the seed phase, if folded in, showed the seed undecidable (unknown, timeout, error,
   * crash; never decided): no visit can use it.
   */
  public boolean undecidedSeed(String seed) {
    Set<Verdict.Kind> v = counts.seedVerdicts(seed);
    return v.stream().noneMatch(DECIDED::contains) && v.stream().anyMatch(UNDECIDED::contains);
  }

  /** Whether an earlier round saw this trace. */
  public boolean knowsTrace(String hash) {
    return counts.knowsTrace(hash);
  }

  /** A mutation's weight, or {@code initial} when it was never updated. */
  public double weight(String id, double initial) {
    return weights.getOrDefault(id, initial);
  }

  /** The mutant runs of the earlier rounds. */
  public long runs() {
    return counts.runs();
  }

  /** Per mutation: runs and new-trace runs of the earlier rounds; a copy. */
  Map<String, long[]> mutationCounts() {
    return counts.mutations();
  }

  /** The transitions counted in the earlier rounds; a copy. */
  TransitionCounts transitionCounts() {
    return counts.transitionCounts();
  }

  /**
   * The rareness of the seed group's last trace under the transitions counted so far (§4.3); 0 for
   * a seed without one (not run yet, or its solver prints no trace states).
   */
  public double rareness(String seed) {
    return counts.rareness(seed);
  }
}
