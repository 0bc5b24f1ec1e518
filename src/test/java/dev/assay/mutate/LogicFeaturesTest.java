package dev.assay.mutate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.smtlib.CheckedScript;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Script;
import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class LogicFeaturesTest {
  private static Set<LogicFeatures> features(String script) {
    CheckedScript cs = Parser.readScript(script, "t");
    return LogicFeatures.of(new FormulaIndex(cs.script(), cs.signature()));
  }

  @Test
  void features_constantsDoNotMakeProductsNonlinear() {
    assertThat(features("(declare-const c Real)(assert (> (* c (/ 86400000 2025130727)) 0.5))"))
        .containsExactly(LogicFeatures.REAL_ARITHMETIC);
    assertThat(features("(declare-const c Real)(declare-const d Real)(assert (> (* c d) 1))"))
        .contains(LogicFeatures.NONLINEAR);
  }

  @Test
  void features_numeralsInRealFormulaAreNotInts() {
    assertThat(features("(declare-const c Real)(assert (> (+ c 1) 2))"))
        .containsExactly(LogicFeatures.REAL_ARITHMETIC);
    assertThat(features("(declare-const c Real)(assert (exists ((i Int)) (> c (to_real i))))"))
        .contains(LogicFeatures.INT_ARITHMETIC, LogicFeatures.QUANTIFIERS);
  }

  @Test
  void widenLogic_onlyQuantifiersNew_dropsQfPrefix() {
    Script s =
        Parser.readScript("(set-logic QF_LIA)(declare-const x Int)(assert (> x 0))", "t").script();
    Set<LogicFeatures> seed = EnumSet.of(LogicFeatures.INT_ARITHMETIC);
    assertThat(
            LogicFeatures.widenLogic(
                    s, seed, EnumSet.of(LogicFeatures.INT_ARITHMETIC, LogicFeatures.QUANTIFIERS))
                .logic())
        .isEqualTo("LIA");
    assertThat(
            LogicFeatures.widenLogic(
                    s, seed, EnumSet.of(LogicFeatures.INT_ARITHMETIC, LogicFeatures.STRINGS))
                .logic())
        .isEqualTo("ALL");
    assertThat(LogicFeatures.widenLogic(s, seed, seed)).isSameAs(s);
  }

  @Test
  void allowedBy_readsLogicNames() {
    assertThat(LogicFeatures.allowedBy("QF_SLIA"))
        .containsExactlyInAnyOrder(LogicFeatures.STRINGS, LogicFeatures.INT_ARITHMETIC);
    assertThat(LogicFeatures.allowedBy("NRA"))
        .containsExactlyInAnyOrder(
            LogicFeatures.QUANTIFIERS, LogicFeatures.REAL_ARITHMETIC, LogicFeatures.NONLINEAR);
    assertThat(LogicFeatures.allowedBy("QF_AUFLIRA"))
        .contains(
            LogicFeatures.ARRAYS, LogicFeatures.INT_ARITHMETIC, LogicFeatures.REAL_ARITHMETIC);
    assertThat(LogicFeatures.allowedBy("ALL")).hasSize(LogicFeatures.values().length);
    assertThat(LogicFeatures.allowedBy("HORN")).isNull();
  }
}
