package dev.assay.campaign;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.solver.RunLimits;
import dev.assay.solver.SolverClock;
import dev.assay.solver.SolverRegistry;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.SolverSpecs;
import dev.assay.solver.Solvers;
import dev.assay.triggers.SearchSettings;
import dev.assay.triggers.SolverChoice;
import dev.assay.triggers.TriggerConfigs;
import dev.assay.triggers.TriggerSearch;
import dev.assay.triggers.TriggersProducer;
import dev.assay.triggers.WorkerSolvers;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Triggering-term synthesis on the engine: a found term is an incompleteness finding of the solver
 * that answers unknown without it, recorded in the store with the terms in its folder; an input
 * that cannot be searched is an item without cases; a resumed campaign runs nothing again.
 */
class TriggersOnEngineTest {
  @TempDir Path dir;

  private static Engine.Config config(SolverSpec solver, Path out, ExistingRun existing) {
    return config(solver, out, existing, RunLimits.DEFAULT.withTimeout(Duration.ofSeconds(20)));
  }

  private static Engine.Config config(
      SolverSpec solver, Path out, ExistingRun existing, RunLimits limits) {
    return Engine.Config.builder("triggers")
        .arguments(List.of(), "assay triggers")
        .solvers(List.of(solver))
        .workers(1)
        .limits(limits)
        .mode(Solvers.Mode.FRESH)
        .runDir(out, null)
        .existing(existing)
        .maxFoldersPerSignature(5)
        .askForModels(false)
        .build();
  }

  /** C0 on the bundled Z3, searching and validating. */
  private static SearchSettings c0(Duration timeout, TriggerSearch.Options options, Path out) {
    SolverSpec z3 = SolverSpecs.bundledZ3();
    return new SearchSettings(
        List.of(TriggerConfigs.C0),
        timeout,
        new SolverChoice(z3, z3, List.of(), false),
        options,
        out);
  }

  private static TriggersProducer producer(SearchSettings s, List<Path> files) {
    List<String> names = files.stream().map(f -> f.getFileName().toString()).toList();
    return new TriggersProducer(s, files, names, new PrintWriter(new StringWriter()));
  }

  @Test
  void aFoundTerm_isAnIncompletenessFinding_inTheStore_andAResumeRunsNothingAgain()
      throws Exception {
    Path fig5 = Path.of("src/test/resources/triggers/fig05-contradictory-f.smt2");
    Path qf = Files.writeString(dir.resolve("qf.smt2"), "(declare-const a Int)(check-sat)");
    Path out = dir.resolve("run");
    SolverSpec z3 = SolverSpecs.bundledZ3();
    List<Path> files = List.of(fig5, qf);
    SearchSettings s = c0(Duration.ofSeconds(60), TriggerSearch.Options.DEFAULT, out);
    Engine.Result r;
    try (TriggersProducer p = producer(s, files)) {
      r =
          new Engine(config(z3, out, ExistingRun.REFUSE))
              .run(p, new PrintWriter(new StringWriter()), () -> false);
      assertThat(p.foundPerConfig().get("C0")).containsExactly(1, 2);
    }
    assertThat(r.items()).isEqualTo(2);
    assertThat(r.runs()).isEqualTo(1);
    assertThat(r.findings()).hasSize(1);
    assertThat(r.findings().get(0).kind()).isEqualTo("incompleteness");
    assertThat(r.results().getFileName().toString()).isEqualTo("runs.jsonl");
    assertThat(Files.readString(r.results())).contains("(f (g 7))", "incompleteness");
    List<String> pairs = Files.readAllLines(out.resolve("results.jsonl"));
    assertThat(pairs).hasSize(2);
    assertThat(pairs.get(0))
        .contains(
            "\"file\":\"fig05-contradictory-f.smt2\"",
            "\"status\":\"found\"",
            "\"reproduction\":\"found/1-fig05-contradictory-f/C0.smt2\"");
    assertThat(out.resolve("found/1-fig05-contradictory-f/C0.smt2")).exists();
    assertThat(pairs.get(1)).contains("\"file\":\"qf.smt2\"", "\"bad_input\":true");
    Path withTerms;
    try (Stream<Path> walk = Files.walk(out.resolve("failures"))) {
      withTerms =
          walk.filter(f -> f.getFileName().toString().equals("with-terms.smt2")).findFirst().get();
    }
    assertThat(Files.readString(withTerms)).contains("(f (g 7))", "(set-option :smt.mbqi false)");
    assertThat(Files.readString(withTerms.resolveSibling("input.smt2"))).doesNotContain("(g 7)");
    assertThat(Files.readString(withTerms.resolveSibling("triggers.txt")))
        .contains("Reproduce: z3 with-terms.smt2");

    String lines = Files.readString(out.resolve("results.jsonl"));
    try (TriggersProducer p = producer(s, files)) {
      Engine.Result again =
          new Engine(config(z3, out, ExistingRun.RESUME))
              .run(p, new PrintWriter(new StringWriter()), () -> false);
      assertThat(again.runs()).isEqualTo(1);
      assertThat(again.earlierRuns()).isEqualTo(1);
      assertThat(again.earlierItems()).isEqualTo(2);
      assertThat(p.foundPerConfig().get("C0")).containsExactly(1, 2);
      assertThat(Files.readString(p.writeResults())).isEqualTo(lines);
    }
  }

  @Test
  void aStop_endsTheSearchInFlight_whichIsNotRecorded_andAResumeSearchesTheFileAgain()
      throws Exception {
    // satisfiable axioms: no term can be found, and the search runs to its time limit
    Path file = Path.of("src/test/resources/triggers-timeout/heap-frames-consistent.smt2");
    Path out = dir.resolve("stopped");
    SolverSpec z3 = SolverSpecs.bundledZ3();
    Duration timeout = Duration.ofSeconds(60);
    SearchSettings s = c0(timeout, new TriggerSearch.Options(1000, 1000, 1, 1, false), out);
    // the stop comes once the search has waited half a second for its solver queries: it is
    // under way, long before its time limit
    long before = SolverClock.nanos();
    BooleanSupplier stop = () -> SolverClock.nanos() - before > 500_000_000L;
    Engine.Result r;
    try (TriggersProducer p = producer(s, List.of(file))) {
      r =
          new Engine(config(z3, out, ExistingRun.REFUSE, WorkerSolvers.caseLimits(timeout)))
              .run(p, new PrintWriter(new StringWriter()), stop);
      assertThat(p.resultLines()).isEmpty();
    }
    // had the search run on to its time limit, its pair would be finished, with a timeout line
    assertThat(r.items()).isZero();
    assertThat(Files.readString(out.resolve("results.jsonl"))).isEmpty();

    SearchSettings shorter = c0(Duration.ofSeconds(3), s.options(), out);
    try (TriggersProducer p = producer(shorter, List.of(file))) {
      Engine.Result again =
          new Engine(config(z3, out, ExistingRun.RESUME, WorkerSolvers.caseLimits(timeout)))
              .run(p, new PrintWriter(new StringWriter()), () -> false);
      assertThat(again.items()).isEqualTo(1);
      assertThat(again.earlierItems()).isZero();
      assertThat(p.resultLines())
          .singleElement()
          .satisfies(line -> assertThat(line.get("status").asText()).isEqualTo("timeout"));
    }
  }

  @Test
  void theFoundTermsCase_runsOnTheSearchsFreshWorker_notOnANewOne() throws Exception {
    Path fig5 = Path.of("src/test/resources/triggers/fig05-contradictory-f.smt2");
    Path out = dir.resolve("shared");
    SolverSpec z3 = SolverSpecs.bundledZ3();
    Duration timeout = Duration.ofSeconds(60);
    SearchSettings s = c0(timeout, TriggerSearch.Options.DEFAULT, out);
    int before = SolverRegistry.shared().opened();
    Engine.Result r;
    try (TriggersProducer p = producer(s, List.of(fig5))) {
      r =
          new Engine(config(z3, out, ExistingRun.REFUSE, WorkerSolvers.caseLimits(timeout)))
              .run(p, new PrintWriter(new StringWriter()), () -> false);
    }
    assertThat(r.findings()).hasSize(1);
    // one fresh-state solver borrowed, by the search; the case's run found it idle
    assertThat(SolverRegistry.shared().opened() - before).isEqualTo(1);
  }
}
