package dev.assay.solver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A command's phases share solver processes: what one borrower hands back, the next borrower of the
 * same spec, mode and limits gets, processes running; borrowers at the same time get solvers of
 * their own.
 */
class SolverRegistryTest {
  @TempDir Path dir;

  @Test
  void borrowAfterHandBack_getsTheSameSolverWithItsProcessStillRunning() throws Exception {
    SolverRegistry registry = SolverRegistry.create();
    SolverSpec bundled = SolverSpecs.bundledZ3();
    RunLimits limits = RunLimits.DEFAULT.withTimeout(Duration.ofSeconds(60));
    try {
      try (Solver s = registry.borrow(bundled, Solvers.Mode.FRESH, limits)) {
        assertThat(s.run(Query.of("a", "(check-sat)")).answers().get(0).label()).isEqualTo("sat");
      }
      assertThat(registry.idle()).isEqualTo(1);
      long workers = workers();
      try (Solver s = registry.borrow(bundled, Solvers.Mode.MEASURED, limits)) {
        assertThat(s.run(Query.of("b", "(check-sat)")).answers().get(0).label()).isEqualTo("sat");
        assertThat(workers()).isEqualTo(workers); // no new worker JVM
      }
      assertThat(registry.opened()).isEqualTo(1);
    } finally {
      registry.closeIdle();
    }
    assertThat(registry.idle()).isZero();
  }

  @Test
  void borrowersAtOnceOrWithOtherLimits_getSolversOfTheirOwn() throws Exception {
    SolverRegistry registry = SolverRegistry.create();
    SolverSpec sat = FakeSolvers.spec(FakeSolvers.install(dir, "sat.sh"));
    try (Solver a = registry.borrow(sat, Solvers.Mode.FRESH, RunLimits.DEFAULT);
        Solver b = registry.borrow(sat, Solvers.Mode.FRESH, RunLimits.DEFAULT);
        Solver c =
            registry.borrow(
                sat, Solvers.Mode.FRESH, RunLimits.DEFAULT.withTimeout(Duration.ofSeconds(3)))) {
      assertThat(a.spec()).isEqualTo(sat);
      assertThat(b.run(Query.of("q", "(check-sat)")).answers()).isNotEmpty();
      assertThat(c.spec()).isEqualTo(sat);
    }
    assertThat(registry.opened()).isEqualTo(3);
    assertThat(registry.idle()).isEqualTo(3);
    registry.closeIdle();
    assertThat(registry.idle()).isZero();
  }

  @Test
  void handedBackSolver_cannotBeUsedAgain_andClosingTwiceHandsBackOnce() throws Exception {
    SolverRegistry registry = SolverRegistry.create();
    SolverSpec sat = FakeSolvers.spec(FakeSolvers.install(dir, "sat.sh"));
    Solver s = registry.borrow(sat, Solvers.Mode.FRESH, RunLimits.DEFAULT);
    s.close();
    s.close();

    assertThat(registry.idle()).isEqualTo(1);
    assertThatThrownBy(() -> s.run(Query.of("q", "(check-sat)")))
        .isInstanceOf(IllegalStateException.class);
    registry.closeIdle();
  }

  /** The bundled Z3 worker JVMs this JVM has running. */
  private static long workers() {
    return ProcessHandle.current()
        .descendants()
        .filter(
            p ->
                p.info()
                    .arguments()
                    .map(a -> java.util.List.of(a).contains(SolverSpecs.BUNDLED_WORKER))
                    .orElse(false))
        .count();
  }
}
