package dev.assay.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LimitsAndPoolTest {
  @TempDir Path dir;

  @Test
  void run_memoryLimit_solverRunsUnderAddressSpaceLimit() throws Exception {
    SolverSpec spec = FakeSolvers.spec(FakeSolvers.install(dir, "limits.sh"));
    RunLimits limits = RunLimits.DEFAULT.withMemoryBytes(512L << 20);

    Outcome o;
    try (FreshProcessSolver s = new FreshProcessSolver(spec, limits)) {
      o = s.run(Query.of("q", "(check-sat)"));
    }

    assertThat(o.answers()).containsExactly(new Answer.Sat(null, null));
    assertThat(o.execution().stdout()).contains("Max address space").contains("536870912");
  }

  @Test
  void runAll_twoWorkersManyTasks_returnsOutcomesInTaskOrder() throws Exception {
    SolverSpec sat = FakeSolvers.spec(FakeSolvers.install(dir, "wrong-model.sh"));
    SolverSpec garbage = FakeSolvers.spec(FakeSolvers.install(dir, "garbage.sh"));
    List<SolverPool.Task> tasks = new ArrayList<>();
    for (int i = 0; i < 10; i++) {
      tasks.add(new SolverPool.Task(i % 2 == 0 ? sat : garbage, Query.of("q" + i, "(check-sat)")));
    }
    List<Integer> seen = new ArrayList<>();

    List<Outcome> out;
    try (SolverPool pool = new SolverPool(2, Solvers.Mode.FRESH, RunLimits.DEFAULT)) {
      out = pool.runAll(tasks, (i, o) -> seen.add(i));
    }

    assertThat(seen).containsExactlyInAnyOrder(0, 1, 2, 3, 4, 5, 6, 7, 8, 9);
    for (int i = 0; i < 10; i++) {
      assertThat(out.get(i).answers().get(0).label()).isEqualTo(i % 2 == 0 ? "sat" : "unparsable");
    }
  }

  @Test
  void runAll_stopRaised_finishesTheRunningTaskAndStartsNoMore() throws Exception {
    SolverSpec sat = FakeSolvers.spec(FakeSolvers.install(dir, "wrong-model.sh"));
    List<SolverPool.Task> tasks = new ArrayList<>();
    for (int i = 0; i < 10; i++) {
      tasks.add(new SolverPool.Task(sat, Query.of("q" + i, "(check-sat)")));
    }
    List<Integer> seen = new ArrayList<>();

    List<Outcome> out;
    try (SolverPool pool = new SolverPool(1, Solvers.Mode.FRESH, RunLimits.DEFAULT)) {
      out = pool.runAll(tasks, (i, o) -> seen.add(i), () -> seen.size() >= 3);
    }

    assertThat(seen).containsExactly(0, 1, 2);
    assertThat(out).hasSize(10);
    assertThat(out.subList(0, 3)).allSatisfy(o -> assertThat(o.answers()).isNotEmpty());
    assertThat(out.subList(3, 10)).containsOnlyNulls();
  }

  @Test
  void detect_bundledZ3_reportsTheTurnkeyVersion() throws Exception {
    assertThat(VersionDetector.detect(SolverSpecs.bundledZ3())).contains("4.14.1");
  }

  @Test
  void detect_missingBinary_isEmpty() throws Exception {
    assertThat(VersionDetector.detect(SolverSpecs.parse("cmd:" + dir.resolve("nope")))).isEmpty();
  }

  @Test
  void firstVersion_typicalBanners_areRead() {
    assertThat(VersionDetector.firstVersion("Z3 version 4.8.12 - 64 bit")).contains("4.8.12");
    assertThat(VersionDetector.firstVersion("This is cvc5 version 1.0.3\n")).contains("1.0.3");
    assertThat(VersionDetector.firstVersion("(:version \"1.8\")")).contains("1.8");
  }
}
