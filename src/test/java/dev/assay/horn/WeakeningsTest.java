package dev.assay.horn;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.core.ExpectedStatus;
import dev.assay.core.Rng;
import dev.assay.smtlib.ChcClause;
import dev.assay.smtlib.ChcSystem;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.Script;
import dev.assay.smtlib.Term;
import dev.assay.smtlib.Terms;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The weakening group: only the interpreted parts of clauses change, in the direction the seed's
 * status allows, recorded steps replay, and (with the bundled Z3) each weakened clause follows from
 * the original, each strengthened clause implies it, and the solver keeps the seed's status.
 */
class WeakeningsTest {
  private static final MutationCatalog CATALOG =
      new MutationCatalog(Set.of(MutationGroup.WEAKEN), null, null);

  /** Predicates in bodies through a let, a constraint head, and a query. */
  private static final HornSeed LETS =
      HornSearchTest.seed(
          "lets",
          "(assert (forall ((x Int) (y Int)) (=> (and (= x 0) (<= y 1) (> y x)) (P x))))"
              + "(assert (forall ((x Int)) (let ((a (P x)) (b (< x 3))) (=> (and a b) (P (+ x"
              + " 1))))))"
              + "(assert (forall ((x Int) (y Int)) (=> (and (P x) (P y) (> x 10)) (Q x y))))"
              + "(assert (forall ((x Int)) (=> (P x) (>= x 0))))"
              + "(assert (forall ((x Int) (y Int)) (=> (and (Q x y) (< y 0)) false)))");

  @Test
  void group_isParsedAndNamesItsSteps() {
    assertThat(MutationGroup.of("weaken")).isEqualTo(MutationGroup.WEAKEN);
    List<String> ids = CATALOG.allIds(MutationGroup.WEAKEN);
    assertThat(ids).isNotEmpty().allMatch(Weakenings::isId);
    assertThat(ids).allMatch(id -> MutationCatalog.groupOf(id) == MutationGroup.WEAKEN);
    assertThat(CATALOG.groups()).containsExactly(MutationGroup.WEAKEN);
    assertThat(new MutationCatalog(Set.of(MutationGroup.OWN), null, null).groups())
        .doesNotContain(MutationGroup.WEAKEN);
  }

  @Test
  void nothingIsOffered_whenTheSeedsStatusIsUnknown() {
    HornContext ctx = new HornContext(ChcSystem.of(LETS.script()), LETS.signature());
    assertThat(CATALOG.applicable(MutationGroup.WEAKEN, Mutant.seed(LETS.script()), ctx)).isEmpty();
  }

  @Test
  void satSeedsGetWeakenings_unsatSeedsStrengthenings() {
    for (ExpectedStatus st : List.of(ExpectedStatus.SAT, ExpectedStatus.UNSAT)) {
      HornContext ctx = new HornContext(ChcSystem.of(LETS.script()), LETS.signature(), st);
      List<String> ids = CATALOG.applicable(MutationGroup.WEAKEN, Mutant.seed(LETS.script()), ctx);
      assertThat(ids).isNotEmpty();
      String prefix = st == ExpectedStatus.SAT ? Weakenings.WEAKEN : Weakenings.STRENGTHEN;
      assertThat(ids).allMatch(id -> id.startsWith(prefix));
    }
  }

  @Test
  void predicateApplications_andTheLetsThatHoldThem_stayAsWritten() throws Exception {
    int made = 0;
    for (ExpectedStatus st : List.of(ExpectedStatus.SAT, ExpectedStatus.UNSAT)) {
      for (long r = 0; r < 40; r++) {
        Optional<Mutant> m = oneStep(LETS, st, new Rng(r));
        if (m.isEmpty()) {
          continue;
        }
        made++;
        Script after = m.get().script();
        assertThat(Weakenings.sameShape(ChcSystem.of(LETS.script()), ChcSystem.of(after))).isTrue();
        // the let variable that stands for (P x) is used exactly once, as in the seed
        Term clause = after.assertions().get(1);
        int[] uses = new int[1];
        Terms.forEach(
            clause,
            t -> {
              if (t instanceof QualIdentifier q && q.isPlainSymbol() && q.symbol().equals("a")) {
                uses[0]++;
              }
            });
        assertThat(uses[0]).as(Printer.print(clause)).isEqualTo(1);
        assertThat(predicateUses(after)).isEqualTo(predicateUses(LETS.script()));
      }
    }
    assertThat(made).isGreaterThan(40);
  }

  @Test
  void aRecordedStep_replaysToTheSameMutant() throws Exception {
    for (long r = 0; r < 20; r++) {
      Rng rng = new Rng(r);
      HornContext ctx =
          new HornContext(ChcSystem.of(LETS.script()), LETS.signature(), ExpectedStatus.SAT);
      Mutant seed = Mutant.seed(LETS.script());
      List<String> ids = CATALOG.applicable(MutationGroup.WEAKEN, seed, ctx);
      String id = rng.pick(ids);
      Optional<MutationStep> step = CATALOG.draw(id, seed, ctx, rng);
      if (step.isEmpty()) {
        continue;
      }
      Mutant once = CATALOG.apply(seed, step.get(), LETS).orElseThrow();
      MutationCatalog fresh = new MutationCatalog(Set.of(MutationGroup.WEAKEN), null, null);
      Replay again = Replay.of(LETS, once.chain(), fresh);
      assertThat(again.skipped()).isEmpty();
      assertThat(Printer.print(again.mutant().script())).isEqualTo(Printer.print(once.script()));
    }
  }

  @Test
  void theSearch_proposesOnlyTheDirectionOfTheSeedsStatus() throws Exception {
    HornSearch s =
        new HornSearch(
            HornSearch.Config.paper(HornSearch.Heuristic.DEFAULT),
            List.of(LETS),
            new MutationCatalog(Set.of(MutationGroup.OWN, MutationGroup.WEAKEN), null, null),
            new Rng(7));
    HornSearch.Proposal seed = s.next().orElseThrow();
    s.report(seed, run(HornSearch.Status.UNSAT));
    int weakening = 0;
    for (int i = 0; i < 30; i++) {
      HornSearch.Proposal p = s.next().orElseThrow();
      assertThat(p.parent()).isNotNull();
      List<MutationStep> chain = p.mutant().chain();
      assertThat(chain.subList(0, chain.size() - 1)).isEqualTo(p.parent().chain());
      for (MutationStep step : p.mutant().chain()) {
        assertThat(step.mutation()).doesNotStartWith(Weakenings.WEAKEN);
        weakening += step.mutation().startsWith(Weakenings.STRENGTHEN) ? 1 : 0;
      }
      s.report(p, run(HornSearch.Status.UNSAT));
    }
    assertThat(weakening).isPositive();
  }

  /**
   * Corpus seeds z3 decides in at most 0.05 s (every fourth; sat and unsat): every rule the
   * catalogue offers on them, at a drawn site, checked with the bundled Z3.
   */
  @Test
  void onCorpusSeeds_weakeningsFollowFromTheClause_strengtheningsImplyIt_andKeepTheStatus()
      throws Exception {
    List<String[]> seeds = CorpusSeeds.fast(0.05, 4);
    List<String> failures = new ArrayList<>();
    Set<String> checkedRules = new TreeSet<>();
    int[] statuses = new int[2];
    int steps = 0;
    try (InProcessZ3 z3 = new InProcessZ3()) {
      for (String[] f : seeds) {
        ExpectedStatus st = ExpectedStatus.parse(f[1]);
        HornSeed seed = CorpusSeeds.load(f[0]);
        Mutant start = Mutant.seed(seed.script());
        HornContext ctx = new HornContext(start.system(), seed.signature(), st);
        Rng rng = new Rng(f[0].hashCode());
        List<String> ids = new ArrayList<>(CATALOG.applicable(MutationGroup.WEAKEN, start, ctx));
        // at most 6 rules per seed keeps the test short; the rest are drawn on other seeds
        for (int k = 0; k < 6 && !ids.isEmpty(); k++) {
          String id = ids.remove(rng.nextInt(ids.size()));
          Optional<MutationStep> step = CATALOG.draw(id, start, ctx, rng);
          if (step.isEmpty()) {
            continue;
          }
          Mutant m = CATALOG.apply(start, step.get(), seed).orElseThrow();
          steps++;
          checkedRules.add(Weakenings.ruleId(id));
          int i = step.get().clause();
          ChcClause before = ctx.system().clauses().get(i);
          ChcClause after = m.system().clauses().get(i);
          // weaker clause: its violations are violations of the original (and the reverse)
          String q =
              st == ExpectedStatus.SAT
                  ? CorpusSeeds.implication(m.script(), after, before)
                  : CorpusSeeds.implication(m.script(), before, after);
          String r = z3.status(q, false, 5000);
          if (!r.equals("unsat")) {
            failures.add(id + " on " + f[0] + ": implication query " + r + " " + step.get());
          }
          String got = z3.status(Printer.print(m.script()), true, 3000);
          if (!got.equals("unknown")) {
            statuses[st == ExpectedStatus.SAT ? 0 : 1]++;
            if (!got.equals(f[1])) {
              failures.add(id + " on " + f[0] + ": status " + got + " for " + f[1]);
            }
          }
        }
      }
    }
    assertThat(failures).isEmpty();
    assertThat(steps).isGreaterThanOrEqualTo(40);
    assertThat(checkedRules.size()).isGreaterThanOrEqualTo(10);
    assertThat(statuses[0]).as("decided weakenings of sat seeds").isGreaterThanOrEqualTo(10);
    assertThat(statuses[1]).as("decided strengthenings of unsat seeds").isGreaterThanOrEqualTo(10);
  }

  private static Optional<Mutant> oneStep(HornSeed seed, ExpectedStatus st, Rng rng)
      throws Exception {
    Mutant start = Mutant.seed(seed.script());
    HornContext ctx = new HornContext(start.system(), seed.signature(), st);
    List<String> ids = CATALOG.applicable(MutationGroup.WEAKEN, start, ctx);
    Optional<MutationStep> step = CATALOG.draw(rng.pick(ids), start, ctx, rng);
    if (step.isEmpty()) {
      return Optional.empty();
    }
    return CATALOG.apply(start, step.get(), seed);
  }

  /** Every predicate application of the script, clause by clause, as text. */
  private static List<String> predicateUses(Script s) {
    ChcSystem sys = ChcSystem.of(s);
    List<String> r = new ArrayList<>();
    for (int i = 0; i < s.assertions().size(); i++) {
      List<String> here = new ArrayList<>();
      Terms.forEach(
          s.assertions().get(i),
          t -> {
            if (t instanceof dev.assay.smtlib.Application a && sys.isPredicate(a.name())) {
              here.add(Printer.print(t));
            }
          });
      r.add(i + ": " + here);
    }
    return r;
  }

  private static HornSearch.RunResult run(HornSearch.Status s) {
    return new HornSearch.RunResult(
        s, Duration.ofMillis(10), new Trace(List.of("s"), List.of()), false);
  }
}
