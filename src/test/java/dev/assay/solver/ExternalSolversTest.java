package dev.assay.solver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The presets against Debian's z3 4.8.12, cvc5 1.0.3 and cvc4 1.8; skipped when absent. */
@Tag("external")
class ExternalSolversTest {
  private static final String TWO_CHECKS =
      "(set-logic QF_LIA)\n(declare-const x Int)\n(assert (> x 2))\n(check-sat)\n(get-model)\n"
          + "(get-info :reason-unknown)\n(assert (< x 0))\n(check-sat)\n(get-model)\n";

  private static SolverSpec require(String name) {
    assumeTrue(Launcher.onPath(name) != null, name + " is not installed");
    return SolverSpecs.parse(name);
  }

  private static Outcome fresh(SolverSpec spec, String text) throws Exception {
    try (Solver s = Solvers.open(spec, Solvers.Mode.FRESH, RunLimits.DEFAULT)) {
      return s.run(Query.of("q", text));
    }
  }

  @Test
  void fresh_z3TwoCheckSats_satWithModelThenUnsat() throws Exception {
    Outcome o = fresh(require("z3"), TWO_CHECKS);

    assertThat(o.answers()).extracting(Answer::label).containsExactly("sat", "unsat");
    assertThat(((Answer.Sat) o.answers().get(0)).model()).contains("define-fun x");
  }

  @Test
  void fresh_cvc5TwoCheckSats_runsIncrementalAndAnswersBoth() throws Exception {
    Outcome o = fresh(require("cvc5"), TWO_CHECKS);

    assertThat(o.execution().command()).contains("--incremental");
    assertThat(o.answers()).extracting(Answer::label).containsExactly("sat", "unsat");
  }

  @Test
  void fresh_cvc4TwoCheckSats_answersBoth() throws Exception {
    Outcome o = fresh(require("cvc4"), "(set-option :produce-models true)\n" + TWO_CHECKS);

    assertThat(o.answers()).extracting(Answer::label).containsExactly("sat", "unsat");
    assertThat(((Answer.Sat) o.answers().get(0)).model()).contains("define-fun x");
  }

  @Test
  void session_z3AndCvc5_answerStreamInBothModes() throws Exception {
    for (String name : List.of("z3", "cvc5")) {
      SolverSpec spec = require(name);
      for (Solvers.Mode mode : List.of(Solvers.Mode.SESSION_RESET, Solvers.Mode.SESSION_PUSH_POP)) {
        List<Query> qs = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
          qs.add(
              Query.of(
                  "q" + i,
                  "(declare-const x Int)\n(assert (> x "
                      + i
                      + "))\n(assert (< x "
                      + (i % 2 == 0 ? i + 5 : i)
                      + "))\n(check-sat)"));
        }
        List<String> labels = new ArrayList<>();
        try (Solver s = Solvers.open(spec, mode, RunLimits.DEFAULT)) {
          s.runAll(qs, (i, o) -> labels.add(o.answers().get(0).label()));
        }
        for (int i = 0; i < 20; i++) {
          assertThat(labels.get(i))
              .as(name + " " + mode + " q" + i)
              .isEqualTo(i % 2 == 0 ? "sat" : "unsat");
        }
      }
    }
  }

  @Test
  void detect_z3AndCvc5_versions() throws Exception {
    assertThat(VersionDetector.detect(require("z3")))
        .hasValueSatisfying(v -> assertThat(v).matches("4\\..*"));
    assertThat(VersionDetector.detect(require("cvc5")))
        .hasValueSatisfying(v -> assertThat(v).matches("1\\..*"));
  }
}
