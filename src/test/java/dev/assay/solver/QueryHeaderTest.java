package dev.assay.solver;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Which queries may share a process between push and pop. */
class QueryHeaderTest {
  @Test
  void header_isSplitOff_andALinearQuantifierFreeQueryIsPushable() {
    QueryHeader h =
        QueryHeader.of(
            "(set-option :produce-models true)\n(set-logic QF_LIA)\n"
                + "(declare-const x Int)\n(assert (> x 0))\n(check-sat)\n");
    assertThat(h.logic()).isEqualTo("(set-logic QF_LIA)");
    assertThat(h.options()).contains(":produce-models");
    assertThat(h.body()).doesNotContain("set-logic").contains("(check-sat)");
    assertThat(h.pushable()).isTrue();
  }

  @Test
  void stateChangesAndWhatIncrementalModeSolvesDifferently_runFresh() {
    assertThat(QueryHeader.of("(declare-const x Int)\n(set-option :x 1)\n(check-sat)").pushable())
        .isFalse();
    assertThat(QueryHeader.of("(check-sat)\n(reset)\n(check-sat)").pushable()).isFalse();
    assertThat(
            QueryHeader.of("(set-logic HORN)\n(declare-fun p (Int) Bool)\n(check-sat)").pushable())
        .isFalse();
    assertThat(QueryHeader.of("(set-logic QF_NRA)\n(check-sat)").pushable()).isFalse();
    assertThat(
            QueryHeader.of("(assert (forall ((y Int)) (> (* y y) (- 1))))\n(check-sat)").pushable())
        .isFalse();
  }
}
