package dev.assay.horn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.assay.core.Rng;
import dev.assay.core.Verdict;
import dev.assay.oracle.QuantifiedModelCheck;
import dev.assay.oracle.SolverResidue;
import dev.assay.solver.Executables;
import dev.assay.solver.Outcome;
import dev.assay.solver.Query;
import dev.assay.solver.RunLimits;
import dev.assay.solver.Solver;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.SolverSpecs;
import dev.assay.solver.Solvers;
import dev.assay.solver.VersionDetector;
import dev.assay.solver.Z3Parameters;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The whole technique on z3 4.8.12, as a campaign would drive it: the search proposes, z3 runs with
 * its trace switched on, the run is judged (status against the seed, model against every clause
 * with the bundled Z3 4.14.1 deciding residues) and reported back. The bundled Z3 also applies the
 * rewrites.
 */
@Tag("external")
class HornLoopTest {
  @Test
  void aShortCampaign_runsEveryGroup_findsTheSeedsInvalidModel_andOpensTraces() throws Exception {
    assumeTrue(Executables.onPath("z3") != null, "z3 not installed");
    List<HornSeed> seeds =
        List.of(
            CorpusSeeds.load("2021/LIA-Lin/chc21-chc-LIA-Lin_308.smt2"),
            CorpusSeeds.load("2021/LIA-Lin-Arrays/chc21-chc-LIA-Lin-Arrays_045.smt2"),
            CorpusSeeds.load("2021/LRA-TS/chc21-chc-LRA-TS_021.smt2"));
    RunLimits limits = RunLimits.DEFAULT.withTimeout(Duration.ofSeconds(10));
    SolverSpec z3spec = VersionDetector.withDetectedVersion(SolverSpecs.parse("z3"));
    SolverSpec bundledSpec = VersionDetector.withDetectedVersion(SolverSpecs.bundledZ3());
    Map<String, Integer> kinds = new TreeMap<>();
    Path traceFile = Files.createTempFile("spacer-trace-", ".txt");
    long t0 = System.nanoTime();
    int runs = 0;
    HornSearch search;
    try (Solver z3 = Solvers.open(z3spec, Solvers.Mode.FRESH, limits);
        Solver bundled = Solvers.open(bundledSpec, Solvers.Mode.SESSION_RESET, limits)) {
      MutationCatalog catalog =
          new MutationCatalog(
              // the paper's three groups (weaken, beyond the paper, is tested in WeakeningsTest)
              EnumSet.of(MutationGroup.OWN, MutationGroup.REWRITES, MutationGroup.PARAMS),
              Z3Parameters.of(z3spec),
              new SolverSimplifier(bundled, Z3Parameters.of(bundledSpec)));
      search =
          new HornSearch(
              HornSearch.Config.paper(HornSearch.Heuristic.RARE_TRANSITIONS),
              seeds,
              catalog,
              new Rng(1));
      QuantifiedModelCheck models = new QuantifiedModelCheck(new SolverResidue(bundled));
      for (int i = 0; i < 15; i++) {
        HornSearch.Proposal p = search.next().orElseThrow();
        Files.writeString(traceFile, "");
        Outcome o = z3.run(Query.of("p" + p.id(), HornRun.text(p, true, traceFile)));
        Verdict j = HornRun.judge(p, o, models);
        kinds.merge((p.seedRun() ? "seed " : "") + j.label(), 1, Integer::sum);
        if (p.seedRun() && p.seed().endsWith("_308.smt2")) {
          assertThat(j.kind()).isEqualTo(Verdict.Kind.INVALID_MODEL);
        }
        Trace t = HornRun.trace(o, Files.readString(traceFile));
        if (HornRun.status(o) == HornSearch.Status.SAT
            || HornRun.status(o) == HornSearch.Status.UNSAT) {
          assertThat(t.states()).isNotEmpty();
          assertThat(t.counters()).isNotEmpty();
        }
        search.report(
            p, new HornSearch.RunResult(HornRun.status(o), o.execution().wall(), t, j.isFinding()));
        runs++;
      }
    } finally {
      Files.deleteIfExists(traceFile);
    }
    double seconds = (System.nanoTime() - t0) / 1e9;
    HornSearch.Statistics st = search.statistics();
    System.out.printf(
        "horn loop: %d runs in %.1f s (%.0f runs/hour), %d unique traces, verdicts %s%n",
        runs, seconds, runs * 3600 / seconds, st.uniqueTraces(), kinds);
    assertThat(st.usableSeeds()).isEqualTo(3);
    assertThat(st.uniqueTraces()).isGreaterThan(3);
    long groupsUsed =
        st.mutations().stream()
            .filter(m -> m.runs() > 0)
            .map(m -> MutationCatalog.groupOf(m.id()))
            .distinct()
            .count();
    assertThat(groupsUsed).isEqualTo(3);
  }
}
