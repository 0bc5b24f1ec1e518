package dev.assay.horn;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.core.Rng;
import dev.assay.smtlib.Parser;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The search driven by scripted results: no solver runs. */
class HornSearchTest {
  static HornSeed seed(String name, String asserts) {
    return HornSeed.of(
        name,
        Parser.readScript(
                "(set-logic HORN)(declare-fun P (Int) Bool)(declare-fun Q (Int Int) Bool)"
                    + asserts
                    + "(check-sat)",
                name)
            .script());
  }

  static final HornSeed LINEAR =
      seed(
          "linear",
          "(assert (forall ((x Int) (y Int)) (=> (and (= x 0) (= y 1) (> y x)) (P x))))"
              + "(assert (forall ((x Int)) (=> (and (P x) (< x 3)) false)))");
  static final HornSeed NONLINEAR =
      seed(
          "nonlinear",
          "(assert (forall ((x Int) (y Int)) (=> (and (P x) (P y) (or (< x y) (> x 0))) (Q x"
              + " y))))");

  static HornSearch search(HornSearch.Config cfg, long seed, HornSeed... seeds) {
    return new HornSearch(
        cfg,
        List.of(seeds),
        new MutationCatalog(Set.of(MutationGroup.OWN), null, null),
        new Rng(seed));
  }

  static HornSearch.RunResult result(HornSearch.Status s, Trace t) {
    return new HornSearch.RunResult(s, Duration.ofMillis(10), t, false);
  }

  static Trace trace(String... states) {
    return new Trace(List.of(states), List.of());
  }

  @Test
  void seedsComeFirst_andAnUnsolvedSeedIsNeverMutated() throws Exception {
    HornSearch s =
        search(HornSearch.Config.paper(HornSearch.Heuristic.DEFAULT), 1, LINEAR, NONLINEAR);
    HornSearch.Proposal a = s.next().orElseThrow();
    HornSearch.Proposal b = s.next().orElseThrow();
    assertThat(a.seedRun()).isTrue();
    assertThat(b.seedRun()).isTrue();
    assertThat(s.next()).isEmpty(); // nothing usable yet
    s.report(a, result(HornSearch.Status.SAT, trace("a")));
    s.report(b, result(HornSearch.Status.TIMEOUT, trace("b")));
    for (int i = 0; i < 20; i++) {
      HornSearch.Proposal p = s.next().orElseThrow();
      assertThat(p.seed()).isEqualTo("linear");
      assertThat(p.expected()).isEqualTo(HornSearch.Status.SAT);
      assertThat(p.mutant().chain()).isNotEmpty();
      s.report(p, result(HornSearch.Status.SAT, trace("a", "x" + i)));
    }
    assertThat(s.statistics().usableSeeds()).isEqualTo(1);
  }

  @Test
  void sameSeedSameResults_sameProposals() throws Exception {
    assertThat(run(42)).isEqualTo(run(42));
    assertThat(run(42)).isNotEqualTo(run(43));
  }

  private List<String> run(long seed) throws Exception {
    HornSearch s =
        search(HornSearch.Config.paper(HornSearch.Heuristic.DEFAULT), seed, LINEAR, NONLINEAR);
    List<String> out = new ArrayList<>();
    for (int i = 0; i < 40; i++) {
      HornSearch.Proposal p = s.next().orElseThrow();
      out.add(p.seed() + " " + p.mutant().chain());
      s.report(p, result(HornSearch.Status.SAT, trace("s" + (i % 3))));
    }
    return out;
  }

  @Test
  void mutantsWithoutFindingJoinTheGroup_aTimeoutRollsItBack() throws Exception {
    HornSearch s = search(HornSearch.Config.paper(HornSearch.Heuristic.DEFAULT), 3, LINEAR);
    s.report(s.next().orElseThrow(), result(HornSearch.Status.SAT, trace("seed")));
    for (int i = 0; i < 3; i++) {
      HornSearch.Proposal p = s.next().orElseThrow();
      assertThat(p.mutant().chain()).hasSize(i + 1);
      s.report(p, result(HornSearch.Status.SAT, trace("t" + i)));
    }
    assertThat(s.groupSize(0)).isEqualTo(4);
    HornSearch.Proposal p = s.next().orElseThrow();
    s.report(p, result(HornSearch.Status.TIMEOUT, trace("slow")));
    assertThat(s.groupSize(0)).isEqualTo(1);
    assertThat(s.next().orElseThrow().mutant().chain()).hasSize(1);
  }

  @Test
  void groupBudget_switchesGroups() throws Exception {
    HornSearch.Config cfg =
        new HornSearch.Config(
            HornSearch.Heuristic.DEFAULT,
            false,
            new HornSearch.VisitLimits(5, 1, 3, 5),
            new HornSearch.Learning(1000, 0.1),
            100);
    HornSearch s = search(cfg, 5, LINEAR, NONLINEAR);
    s.report(s.next().orElseThrow(), result(HornSearch.Status.SAT, trace("a")));
    s.report(s.next().orElseThrow(), result(HornSearch.Status.SAT, trace("b")));
    List<String> order = new ArrayList<>();
    for (int i = 0; i < 15; i++) {
      HornSearch.Proposal p = s.next().orElseThrow();
      order.add(p.seed());
      s.report(p, result(HornSearch.Status.SAT, trace("n" + i)));
    }
    assertThat(order.subList(0, 5)).containsOnly("linear");
    assertThat(order.subList(5, 10)).containsOnly("nonlinear");
    assertThat(order.subList(10, 15)).containsOnly("linear");
  }

  @Test
  void anUnchangedTraceOver5nRuns_rollsBackAndSwitches() throws Exception {
    HornSearch s =
        search(HornSearch.Config.paper(HornSearch.Heuristic.DEFAULT), 9, LINEAR, NONLINEAR);
    s.report(s.next().orElseThrow(), result(HornSearch.Status.SAT, trace("a")));
    s.report(s.next().orElseThrow(), result(HornSearch.Status.SAT, trace("b")));
    // LINEAR has 2 clauses: 10 runs with the seed's trace end the visit
    for (int i = 0; i < 10; i++) {
      HornSearch.Proposal p = s.next().orElseThrow();
      assertThat(p.seed()).isEqualTo("linear");
      s.report(p, result(HornSearch.Status.SAT, trace("a")));
    }
    assertThat(s.groupSize(0)).isEqualTo(1);
    assertThat(s.next().orElseThrow().seed()).isEqualTo("nonlinear");
  }

  @Test
  void aFinding_endsTheVisit_andTheMutantDoesNotJoin() throws Exception {
    HornSearch s =
        search(HornSearch.Config.paper(HornSearch.Heuristic.DEFAULT), 2, LINEAR, NONLINEAR);
    s.report(s.next().orElseThrow(), result(HornSearch.Status.SAT, trace("a")));
    s.report(s.next().orElseThrow(), result(HornSearch.Status.SAT, trace("b")));
    HornSearch.Proposal p = s.next().orElseThrow();
    s.report(p, new HornSearch.RunResult(HornSearch.Status.SAT, Duration.ZERO, trace("c"), true));
    assertThat(s.groupSize(0)).isEqualTo(1);
    assertThat(s.next().orElseThrow().seed()).isEqualTo("nonlinear");
    assertThat(s.statistics().findings()).isEqualTo(1);
  }

  @Test
  void difficulty_putsNonLinearSystemsFirst_simplicityLinearOnes() throws Exception {
    for (HornSearch.Heuristic h :
        List.of(HornSearch.Heuristic.DIFFICULTY, HornSearch.Heuristic.SIMPLICITY)) {
      HornSearch s = search(HornSearch.Config.paper(h), 1, LINEAR, NONLINEAR);
      s.report(s.next().orElseThrow(), result(HornSearch.Status.SAT, trace("a")));
      s.report(s.next().orElseThrow(), result(HornSearch.Status.SAT, trace("b")));
      assertThat(s.next().orElseThrow().seed())
          .isEqualTo(h == HornSearch.Heuristic.DIFFICULTY ? "nonlinear" : "linear");
    }
  }

  @Test
  void rareTransitions_chooseTheGroupWhoseTraceHasTheRarestTransitions() throws Exception {
    HornSeed third = seed("third", "(assert (forall ((x Int)) (=> (= x 0) (P x))))");
    HornSearch s =
        search(
            HornSearch.Config.paper(HornSearch.Heuristic.RARE_TRANSITIONS),
            1,
            LINEAR,
            NONLINEAR,
            third);
    HornSearch.Proposal a = s.next().orElseThrow();
    HornSearch.Proposal b = s.next().orElseThrow();
    HornSearch.Proposal c = s.next().orElseThrow();
    // from "s": to "common" in two traces, to "rare" in one: k = 1/(2/3) against 1/(1/3)
    s.report(a, result(HornSearch.Status.SAT, trace("s", "common")));
    s.report(b, result(HornSearch.Status.SAT, trace("s", "rare")));
    s.report(c, result(HornSearch.Status.SAT, trace("s", "common")));
    assertThat(s.next().orElseThrow().seed()).isEqualTo("nonlinear");
  }

  @Test
  void weights_followTheGoldenRatioUpdate_everyPeriod() throws Exception {
    HornSearch.Config cfg =
        new HornSearch.Config(
            HornSearch.Heuristic.DEFAULT,
            true,
            new HornSearch.VisitLimits(1000, 1, 3, 1000),
            new HornSearch.Learning(10, 0.1),
            100);
    HornSearch s = search(cfg, 4, LINEAR);
    s.report(s.next().orElseThrow(), result(HornSearch.Status.SAT, trace("seed")));
    for (int i = 0; i < 10; i++) {
      HornSearch.Proposal p = s.next().orElseThrow();
      s.report(p, result(HornSearch.Status.SAT, trace("t" + i))); // every run a new trace
    }
    for (HornSearch.MutationStats m : s.statistics().mutations()) {
      double expected = m.runs() == 0 ? 0.1 : 0.62 * 0.1 + 0.38 * 1.0;
      assertThat(m.weight())
          .as(m.id())
          .isCloseTo(expected, org.assertj.core.data.Offset.offset(1e-9));
    }
  }
}
