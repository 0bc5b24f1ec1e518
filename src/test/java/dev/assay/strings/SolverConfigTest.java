package dev.assay.strings;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.solver.SolverSpecs;
import java.util.List;
import org.junit.jupiter.api.Test;

class SolverConfigTest {

  @Test
  void paperSetup_z3_addsCoreMinimizationAndOneConfigurationPerSeed() {
    List<SolverConfig> cs =
        SolverConfig.paperSetup(List.of(SolverSpecs.parse("z3")), List.of(0L, 1465L));

    assertThat(cs).extracting(SolverConfig::name).containsExactly("z3 seed=0", "z3 seed=1465");
    assertThat(cs.get(1).spec().options())
        .containsExactly("smt.core.minimize=true", "smt.random_seed=1465", "sat.random_seed=1465");
  }

  @Test
  void paperSetup_userSettingOfAPaperOption_wins() {
    SolverConfig bundled =
        SolverConfig.paperSetup(
                List.of(SolverSpecs.parse("bundled smt.core.minimize=false")), List.of(0L))
            .get(0);
    SolverConfig cvc5 =
        SolverConfig.paperSetup(List.of(SolverSpecs.parse("cvc5 --no-strings-exp")), List.of(0L))
            .get(0);

    assertThat(bundled.spec().options())
        .contains("smt.core.minimize=false")
        .doesNotContain("smt.core.minimize=true");
    assertThat(cvc5.spec().options())
        .contains("--no-strings-exp", "--full-saturate-quant")
        .doesNotContain("--strings-exp");
  }
}
