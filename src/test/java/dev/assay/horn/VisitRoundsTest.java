package dev.assay.horn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import dev.assay.core.Rng;
import dev.assay.core.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * What a HornFuzz campaign learns across visits: round r's snapshot is made from rounds 0..r-2
 * only, the same whatever order their items were counted in; weights follow the paper's rule at the
 * periods the rounds complete; a visit waits for the rounds it reads, and gives up when the
 * campaign stops.
 */
class VisitRoundsTest {

  /** An item's statistics: its runs of {@code mutation}, the new-trace ones, its traces. */
  static JsonNode item(String seed, long k, String mutation, int runs, int newTraces, Trace last) {
    HornStatistics s = new HornStatistics();
    for (int i = 0; i < runs; i++) {
      s.mutantRun(mutation, i < newTraces);
    }
    s.trace(last.hash());
    s.transitions(last);
    s.lastTrace(seed, k, last);
    return s.toJson();
  }

  static Trace trace(String... states) {
    return new Trace(List.of(states), List.of());
  }

  @Test
  void roundSnapshot_isTheSameInAnyCountingOrder_andHoldsOnlyEarlierRounds() throws Exception {
    List<JsonNode> round0 =
        List.of(
            item("a", 0, "SWAP_AND", 0, 0, trace("s", "t")),
            item("b", 1, "SWAP_AND", 0, 0, trace("s", "u")),
            item("c", 2, "SWAP_AND", 0, 0, trace("s", "t")));
    VisitRounds forward = new VisitRounds(3, 1000, 0.1);
    VisitRounds backward = new VisitRounds(3, 1000, 0.1);
    for (int i = 0; i < 3; i++) {
      forward.count(i, round0.get(i));
      backward.count(2 - i, round0.get(2 - i));
    }
    // an item of round 1 counted early does not change round 2's snapshot
    forward.count(4, item("b", 4, "DUP_AND", 10, 10, trace("q", "r")));
    Learned f = forward.await(2, () -> false);
    Learned b = backward.await(2, () -> false);
    assertThat(f.knowsTrace(trace("s", "u").hash())).isTrue();
    assertThat(f.knowsTrace(trace("q", "r").hash())).isFalse();
    assertThat(f.runs()).isEqualTo(b.runs()).isZero();
    // s -> t twice, s -> u once: b's last trace is the rarer one
    assertThat(f.rareness("b")).isEqualTo(b.rareness("b")).isEqualTo(3.0);
    assertThat(f.rareness("a")).isEqualTo(1.5);
    assertThat(f.rareness("unseen")).isZero();
    List<HornSeed> seeds =
        List.of(
            HornSearchTest.seed("a", ""),
            HornSearchTest.seed("b", ""),
            HornSearchTest.seed("c", ""));
    assertThat(HornProducer.rareFirst(seeds, f)).containsExactly(1, 0, 2);
    assertThatThrownBy(() -> forward.snapshot(3)).isInstanceOf(IllegalStateException.class);
  }

  @Test
  void weights_updateAtThePeriodsARoundCompleted() throws Exception {
    VisitRounds r = new VisitRounds(2, 1000, 0.1);
    r.count(0, item("a", 0, "X", 0, 0, trace()));
    r.count(1, item("b", 1, "X", 0, 0, trace()));
    assertThat(r.await(2, () -> false).weight("SWAP_AND", 0.1)).isEqualTo(0.1);
    // round 1: 600 + 600 runs of SWAP_AND, 300 + 0 new traces: one period completed, p = 0.25
    r.count(2, item("a", 2, "SWAP_AND", 600, 300, trace()));
    r.count(3, item("b", 3, "SWAP_AND", 600, 0, trace()));
    Learned l = r.await(3, () -> false);
    assertThat(l.runs()).isEqualTo(1200);
    assertThat(l.weight("SWAP_AND", 0.1)).isCloseTo(0.62 * 0.1 + 0.38 * 0.25, within());
    assertThat(l.weight("DUP_AND", 0.1)).isEqualTo(0.1); // never ran: unchanged
    // round 2: 900 more runs, none new: the 2000th run is crossed, p = 300 / 2100
    r.count(4, item("a", 4, "SWAP_AND", 900, 0, trace()));
    r.count(5, item("b", 5, "DUP_AND", 0, 0, trace()));
    double w1 = 0.62 * 0.1 + 0.38 * 0.25;
    assertThat(r.await(4, () -> false).weight("SWAP_AND", 0.1))
        .isCloseTo(0.62 * w1 + 0.38 * (300.0 / 2100), within());
  }

  @Test
  void seedPhaseVerdicts_markTheSeedsNoVisitCanUse() throws Exception {
    VisitRounds r = new VisitRounds(3, 1000, 0.1);
    Verdict.Kind[] verdicts = {Verdict.Kind.TIMEOUT, Verdict.Kind.OK, Verdict.Kind.UNCHECKED};
    for (int i = 0; i < 3; i++) {
      HornStatistics s = new HornStatistics();
      s.seedRun("s" + i, verdicts[i]);
      r.count(i, s.toJson());
    }
    assertThat(r.await(1, () -> false).undecidedSeed("s0")).isFalse(); // round 1 reads nothing
    Learned l = r.await(2, () -> false);
    assertThat(l.undecidedSeed("s0")).isTrue();
    assertThat(l.undecidedSeed("s1")).isFalse();
    assertThat(l.undecidedSeed("s2")).isFalse();
  }

  private static org.assertj.core.data.Offset<Double> within() {
    return org.assertj.core.data.Offset.offset(1e-12);
  }

  @Test
  void round2_waitsForTheLastItemOfTheSeedPhase_round1ReadsNothing_stopEndsTheWait()
      throws Exception {
    VisitRounds r = new VisitRounds(2, 1000, 0.1);
    // round 1 starts while the seed phase still runs (a seed's finding may take minutes to reduce)
    assertThat(r.await(1, () -> true)).isSameAs(Learned.NONE);
    r.count(0, item("a", 0, "X", 0, 0, trace()));
    assertThat(r.await(2, () -> true)).isNull();
    AtomicReference<Learned> got = new AtomicReference<>();
    Thread waiter =
        new Thread(
            () -> {
              try {
                got.set(r.await(2, () -> false));
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              }
            });
    waiter.start();
    r.count(1, item("b", 1, "X", 0, 0, trace("p", "q")));
    waiter.join();
    assertThat(got.get()).isNotNull();
    assertThat(got.get().knowsTrace(trace("p", "q").hash())).isTrue();
  }

  @Test
  void searchWithPrior_startsFromLearnedWeights_andEarlierTracesAreNotNew() throws Exception {
    VisitRounds r = new VisitRounds(1, 2, 0.1);
    Trace old = trace("x", "y");
    r.count(0, item("linear", 0, "SWAP_AND", 2, 2, old));
    Learned l = r.await(2, () -> false);
    assertThat(l.weight("SWAP_AND", 0.1)).isCloseTo(0.62 * 0.1 + 0.38, within());
    HornSearch s =
        new HornSearch(
            HornSearch.Config.paper(HornSearch.Heuristic.DEFAULT),
            List.of(HornSearchTest.LINEAR),
            new MutationCatalog(Set.of(MutationGroup.OWN), null, null),
            new Rng(1),
            l);
    assertThat(s.weight("SWAP_AND")).isEqualTo(l.weight("SWAP_AND", 0.1));
    HornSearch.Proposal seedRun = s.next().orElseThrow();
    s.report(seedRun, HornSearchTest.result(HornSearch.Status.SAT, trace("a")));
    List<String> ids = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      HornSearch.Proposal p = s.next().orElseThrow();
      List<MutationStep> chain = p.mutant().chain();
      ids.add(chain.get(chain.size() - 1).mutation());
      s.report(p, HornSearchTest.result(HornSearch.Status.SAT, old));
    }
    // the earlier round's trace again: no run opened a new trace
    for (HornSearch.MutationStats m : s.statistics().mutations()) {
      long prior = m.id().equals("SWAP_AND") ? 2 : 0;
      assertThat(m.newTraces()).as(m.id()).isEqualTo(prior);
    }
    assertThat(ids).hasSize(3);
  }
}
