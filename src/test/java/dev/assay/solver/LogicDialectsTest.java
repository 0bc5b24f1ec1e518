package dev.assay.solver;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.smtlib.Fragment;
import dev.assay.smtlib.LogicDialect;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The per-solver rows of logic names: which applies to which solver and release. */
class LogicDialectsTest {
  private static SolverSpec spec(String text, String version) {
    return SolverSpecs.parse(text).withVersion(version);
  }

  @Test
  void z3_4_8_12_knowsFewerNames_andRejectsConstantArrays() {
    LogicDialect d = LogicDialects.forSolver(spec("z3", "4.8.12"));
    assertThat(d.knows("QF_SNIA")).isFalse();
    assertThat(d.knows("QF_LIA")).isTrue();
    assertThat(d.ignores(Fragment.Detail.CONSTANT_ARRAYS)).isFalse();
    assertThat(d.ignores(Fragment.Detail.STANDARD_NONLINEAR)).isTrue();
  }

  @Test
  void laterZ3_andUnknownSolvers_readLeniently() {
    assertThat(LogicDialects.forSolver(spec("z3", "4.14.1"))).isEqualTo(LogicDialect.LENIENT);
    assertThat(LogicDialects.forSolver(spec("cmd:/bin/true", "1"))).isEqualTo(LogicDialect.LENIENT);
  }

  @Test
  void cvc5AndCvc4_acceptConstantArraysAndAnyArraySort() {
    for (String s : java.util.List.of("cvc5", "cvc4")) {
      LogicDialect d = LogicDialects.forSolver(spec(s, "1.0.3"));
      assertThat(d.ignores(Fragment.Detail.CONSTANT_ARRAYS)).as(s).isTrue();
      assertThat(d.ignores(Fragment.Detail.ARRAYS_BEYOND_BIT_VECTORS)).as(s).isTrue();
      assertThat(d.ignored()).as(s).containsAll(LogicDialect.LENIENT.ignored());
    }
  }

  @Test
  void anUndetectedZ3Version_isReadAsTheOldestRow() {
    assertThat(LogicDialects.forSolver(spec("z3", SolverSpec.UNKNOWN_VERSION)).knows("QF_SNIA"))
        .isFalse();
  }

  @Test
  void aCampaignsSolvers_shareOneHeader() {
    LogicDialect both =
        LogicDialects.forSolvers(List.of(spec("cvc5", "1.0.3"), spec("z3", "4.8.12")));
    assertThat(both.knows("QF_UFDTLIA")).isFalse();
    assertThat(both.ignores(Fragment.Detail.CONSTANT_ARRAYS)).isFalse();
    assertThat(both.ignored()).isEqualTo(LogicDialect.LENIENT.ignored());
    assertThat(LogicDialects.forSolvers(List.of())).isEqualTo(LogicDialect.LENIENT);
  }
}
