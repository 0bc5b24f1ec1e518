package dev.assay.solver.cvc5;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The bundled cvc5 worker reads the cvc5 binary's flags as option names and values. */
class BundledCvc5WorkerTest {
  @Test
  void flags_becomeOptionNamesAndValues() {
    assertThat(BundledCvc5Worker.option("--fp-exp")).containsExactly("fp-exp", "true");
    assertThat(BundledCvc5Worker.option("--no-produce-models"))
        .containsExactly("produce-models", "false");
    assertThat(BundledCvc5Worker.option("--seed=3")).containsExactly("seed", "3");
    assertThat(BundledCvc5Worker.option("--nl-ext=full")).containsExactly("nl-ext", "full");
    assertThat(BundledCvc5Worker.option("tlimit-per=100")).containsExactly("tlimit-per", "100");
    assertThat(BundledCvc5Worker.option("-q")).containsExactly("q", "true");
  }

  @Test
  void onlyFailedRequestsForInformation_letTheScriptGoOn() {
    assertThat(BundledCvc5Worker.recoverable("get-value")).isTrue();
    assertThat(BundledCvc5Worker.recoverable("get-model")).isTrue();
    assertThat(BundledCvc5Worker.recoverable("get-info")).isTrue();
    assertThat(BundledCvc5Worker.recoverable("echo")).isTrue();
    assertThat(BundledCvc5Worker.recoverable("check-sat")).isFalse();
    assertThat(BundledCvc5Worker.recoverable("check-sat-assuming")).isFalse();
    assertThat(BundledCvc5Worker.recoverable("pop")).isFalse();
    assertThat(BundledCvc5Worker.recoverable("assert")).isFalse();
  }
}
