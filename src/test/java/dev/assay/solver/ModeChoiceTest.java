package dev.assay.solver;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ModeChoiceTest {
  @Test
  void withoutAMode_eachSolverRunsInItsRowsMode() {
    for (ModeChoice row : ModeChoice.ROWS) {
      SolverSpec spec = SolverSpecs.parse(row.solver());

      assertThat(Solvers.resolve(Solvers.Mode.MEASURED, spec)).isEqualTo(row.mode());
      assertThat(Solvers.resolve(Solvers.Mode.MEASURED, spec.withName(row.solver() + "#2")))
          .isEqualTo(row.mode());
    }
  }

  @Test
  void aModeTheUserGives_alwaysWins() {
    SolverSpec z3 = SolverSpecs.parse("z3");
    for (Solvers.Mode m :
        new Solvers.Mode[] {
          Solvers.Mode.FRESH, Solvers.Mode.SESSION_RESET, Solvers.Mode.SESSION_PUSH_POP
        }) {
      assertThat(Solvers.resolve(m, z3)).isEqualTo(m);
    }
  }

  @Test
  void theBundledZ3AndUnmeasuredSolvers_runFresh() {
    assertThat(ModeChoice.of(SolverSpecs.parse("bundled")).mode()).isEqualTo(Solvers.Mode.FRESH);
    assertThat(ModeChoice.of(SolverSpecs.parse("cmd:/bin/true")).mode())
        .isEqualTo(Solvers.Mode.FRESH);
    assertThat(ModeChoice.of(SolverSpecs.parse("yices-smt2")).why()).isEqualTo("not measured");
  }
}
