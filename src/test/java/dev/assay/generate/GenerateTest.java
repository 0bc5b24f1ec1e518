package dev.assay.generate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.assay.core.ExpectedStatus;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Generated formulas re-checked on many seeds: sat ones by Assay's evaluator on the witness read
 * back from the file, unsat ones by the planted model (every assertion but the killers true),
 * logic, statuses and depth from the file text ({@link GeneratedChecks}).
 */
class GenerateTest {
  private static final int PER_CASE = 40;

  static Stream<Arguments> configs() {
    List<Arguments> r = new ArrayList<>();
    GenerateConfig d = GenerateConfig.defaults();
    r.add(Arguments.of("defaults", d));
    for (Theory t : Theory.values()) {
      Map<Theory, Integer> w = new EnumMap<>(Theory.class);
      w.put(t, 1);
      if (t == Theory.ARRAYS || t == Theory.DATATYPES || t == Theory.UF) {
        w.put(Theory.INTS, 1);
      }
      r.add(Arguments.of(t.cliName(), d.withWeights(w)));
    }
    r.add(Arguments.of("shallow", d.withDepth(1).withAssertions(1, 3)));
    r.add(Arguments.of("deep", d.withDepth(7).withAssertions(2, 6)));
    r.add(Arguments.of("all unsat", d.withUnsatShare(1)));
    r.add(Arguments.of("all sat", d.withUnsatShare(0)));
    r.add(Arguments.of("latin-1", d.withMaxChar(255)));
    r.add(Arguments.of("all", d.withWeights(GenerateConfig.parseWeights("all"))));
    return r.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("configs")
  void formulas_checkOutFromTheirFiles(String name, GenerateConfig config) {
    FormulaGenerator g = new FormulaGenerator(config);
    for (long seed = 0; seed < 4; seed++) {
      for (int i = 0; i < PER_CASE; i++) {
        GeneratedChecks.check(g.generate(seed, i), config.maxDepth());
      }
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("configs")
  void incrementalScripts_checkOutFromTheirFiles(String name, GenerateConfig config) {
    IncrementalGenerator g = new IncrementalGenerator(config, 2, 6);
    for (long seed = 0; seed < 2; seed++) {
      for (int i = 0; i < PER_CASE / 2; i++) {
        GeneratedFormula f = g.generate(seed, i);
        assertThat(f.statuses()).isNotEmpty();
        GeneratedChecks.check(f, config.maxDepth());
      }
    }
  }

  @Test
  void generation_isDeterministicAndIndependentOfOrder() {
    FormulaGenerator a = new FormulaGenerator(GenerateConfig.defaults());
    FormulaGenerator b = new FormulaGenerator(GenerateConfig.defaults());
    List<String> forward = new ArrayList<>();
    for (int i = 0; i < 30; i++) {
      forward.add(a.generate(42, i).text());
    }
    for (int i = 29; i >= 0; i--) {
      assertThat(b.generate(42, i).text()).isEqualTo(forward.get(i));
    }
    assertThat(a.generate(43, 0).text()).isNotEqualTo(forward.get(0));
  }

  @Test
  void defaults_giveBothStatusesEveryConstructionAndSpecificLogics() {
    FormulaGenerator g = new FormulaGenerator(GenerateConfig.defaults());
    Map<String, Integer> seen = new java.util.TreeMap<>();
    int sat = 0;
    for (int i = 0; i < 400; i++) {
      GeneratedFormula f = g.generate(7, i);
      if (f.statuses().get(0) == ExpectedStatus.SAT) {
        sat++;
      }
      for (String c : f.constructions()) {
        seen.merge(c, 1, Integer::sum);
      }
      seen.merge(f.logic(), 1, Integer::sum);
    }
    assertThat(sat).isBetween(120, 280);
    for (Construction c : Construction.values()) {
      assertThat(seen).containsKey(c.id());
    }
    assertThat(seen).containsKeys("QF_SLIA", "QF_BV", "QF_NIA", "QF_NRA", "ALL");
  }

  @Test
  void theoryWeights_areParsedAndBadOnesRefusedWithAReason() {
    assertThat(GenerateConfig.defaults().uses(Theory.FLOATING_POINT)).isFalse();
    assertThat(GenerateConfig.parseWeights("all"))
        .containsEntry(Theory.FLOATING_POINT, GenerateConfig.FLOATING_POINT_WEIGHT)
        .containsEntry(Theory.STRINGS, 6);
    assertThat(GenerateConfig.parseWeights("all,fp:6")).containsEntry(Theory.FLOATING_POINT, 6);
    assertThatThrownBy(() -> GenerateConfig.parseWeights("ints:x"))
        .hasMessageContaining("must be a number");
    assertThatThrownBy(() -> GenerateConfig.parseWeights("ints,qubits"))
        .hasMessageContaining("unknown theory 'qubits'");
    assertThat(GenerateConfig.parseWeights("strings:5,ints")).containsEntry(Theory.STRINGS, 5);
  }

  @Test
  void everyProduction_isDocumented() throws Exception {
    String doc = java.nio.file.Files.readString(java.nio.file.Path.of("docs/generate.md"));
    for (Production p : Productions.ALL) {
      assertThat(doc).as("production %s in docs/generate.md", p.id()).contains("`" + p.id() + "`");
    }
    for (Construction c : Construction.values()) {
      assertThat(doc).contains("`" + c.id() + "`");
    }
  }
}
