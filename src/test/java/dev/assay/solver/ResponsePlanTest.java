package dev.assay.solver;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.solver.ResponsePlan.Kind;
import org.junit.jupiter.api.Test;

class ResponsePlanTest {
  @Test
  void of_script_listsEachCommandsResponse() {
    ResponsePlan p =
        ResponsePlan.of(
            "; comment (check-sat)\n(set-logic QF_LIA)(declare-fun |a b| () Int)"
                + "(assert (= \"(\" \")\"))(check-sat)(get-model)(get-info :reason-unknown)"
                + "(echo \"hi\")(exit)");

    assertThat(p.steps())
        .extracting(ResponsePlan.Step::kind)
        .containsExactly(
            Kind.NOTHING,
            Kind.NOTHING,
            Kind.NOTHING,
            Kind.STATUS,
            Kind.MODEL,
            Kind.INFO,
            Kind.ECHO,
            Kind.EXIT);
    assertThat(p.steps().get(5).detail()).isEqualTo(":reason-unknown");
    assertThat(p.steps().get(6).detail()).isEqualTo("hi");
    assertThat(p.complete()).isTrue();
    assertThat(p.checkSatCount()).isEqualTo(1);
    assertThat(p.needsIncremental()).isFalse();
  }

  @Test
  void of_unbalancedOrStrayParen_isIncomplete() {
    assertThat(ResponsePlan.of("(assert (> x 0)").complete()).isFalse();
    assertThat(ResponsePlan.of("(check-sat))").complete()).isFalse();
    assertThat(ResponsePlan.of("(echo \"abc)").complete()).isFalse();
  }

  @Test
  void needsIncremental_severalCheckSatsOrPush_isTrue() {
    assertThat(ResponsePlan.of("(check-sat)(check-sat)").needsIncremental()).isTrue();
    assertThat(ResponsePlan.of("(push 1)(check-sat)").needsIncremental()).isTrue();
  }
}
