package dev.assay.solver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every measured row of {@link SessionQuirks} against the real solver (Debian's z3 4.8.12, cvc5
 * 1.0.3, cvc4 1.8), and push-pop and reset sessions that share a process only between compatible
 * queries.
 */
@Tag("external")
class SessionQuirksTest {
  private static SessionQuirks row(String name) {
    assumeTrue(Launcher.onPath(name) != null, name + " is not installed");
    return SessionQuirks.ROWS.stream().filter(q -> q.solver().equals(name)).findFirst().get();
  }

  /** The session command line of the preset, with or without the incremental flag. */
  private static List<String> argv(String name, boolean incremental) {
    SolverSpec spec = SolverSpecs.parse(name);
    List<String> argv = new ArrayList<>(spec.sessionArgv());
    if (!incremental) {
      argv.removeAll(SessionQuirks.of(spec).incrementalFlag());
    }
    return argv;
  }

  private static String pipe(List<String> argv, String text)
      throws IOException, InterruptedException {
    Process p = new ProcessBuilder(argv).redirectErrorStream(true).start();
    p.getOutputStream().write(text.getBytes(StandardCharsets.UTF_8));
    p.getOutputStream().close();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
    return out;
  }

  @ParameterizedTest
  @ValueSource(strings = {"z3", "cvc5", "cvc4"})
  void incrementalFlag_isWhatPushNeeds(String name) throws Exception {
    SessionQuirks q = row(name);
    String script = "(set-logic QF_LIA)\n(push 1)\n(check-sat)\n(pop 1)\n(check-sat)\n";

    assertThat(SolverSpecs.parse(name).sessionArgv()).containsAll(q.incrementalFlag());
    assertThat(pipe(argv(name, true), script).lines().toList()).containsExactly("sat", "sat");
    String without = pipe(argv(name, false), script);
    if (q.withoutFlag() == null) {
      assertThat(without.lines().toList()).containsExactly("sat", "sat");
    } else {
      assertThat(without).contains(q.withoutFlag()).doesNotContain("sat\nsat");
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"z3", "cvc5", "cvc4"})
  void survivesReset_isWhatTheSolverKeeps(String name) throws Exception {
    SessionQuirks q = row(name);
    List<String> argv = argv(name, true);
    String options =
        pipe(
            argv,
            "(set-option :produce-unsat-cores true)\n(set-logic QF_LIA)\n(reset)\n"
                + "(set-logic QF_LIA)\n(declare-fun x () Int)\n(assert (! (> x 0) :named a1))\n"
                + "(assert (! (< x 0) :named a2))\n(check-sat)\n(get-unsat-core)\n");
    String logic = pipe(argv, "(set-logic QF_LIA)\n(reset)\n(set-logic QF_LIA)\n(check-sat)\n");
    String declarations =
        pipe(
            argv,
            "(set-logic QF_LIA)\n(declare-fun x () Int)\n(reset)\n(set-logic QF_LIA)\n"
                + "(assert (> x 0))\n(check-sat)\n");

    assertThat(options.contains("(a1 a2)"))
        .as(options)
        .isEqualTo(q.survivesReset().contains(SessionQuirks.State.OPTIONS));
    assertThat(!logic.strip().equals("sat"))
        .as(logic)
        .isEqualTo(q.survivesReset().contains(SessionQuirks.State.LOGIC));
    assertThat(declarations.strip().equals("sat"))
        .as(declarations)
        .isEqualTo(q.survivesReset().contains(SessionQuirks.State.DECLARATIONS));
  }

  @ParameterizedTest
  @ValueSource(strings = {"z3", "cvc5", "cvc4"})
  void refusedAfterPush_isRefusedWithTheRowsMessage(String name) throws Exception {
    SessionQuirks q = row(name);
    assertThat(q.refusedAfterPush()).isNotEmpty();
    for (SessionQuirks.Refusal r : q.refusedAfterPush()) {
      String out =
          pipe(argv(name, true), "(set-logic QF_LIA)\n(push 1)\n" + r.command() + "\n(pop 1)\n");
      assertThat(out).as(r.command()).contains(r.message());
    }
  }

  private static Query query(String name, String logic, String option) {
    return Query.of(
        name,
        option
            + "(set-logic "
            + logic
            + ")\n(declare-fun x () Int)\n(assert (> x 0))\n(check-sat)\n");
  }

  @ParameterizedTest
  @ValueSource(strings = {"z3", "cvc5", "cvc4"})
  void pushPop_sharesAProcessOnlyBetweenTheSameLogicAndOptions(String name) throws Exception {
    row(name);
    List<Query> qs =
        List.of(
            query("a", "QF_LIA", ""),
            query("b", "QF_LIA", ""),
            query("c", "QF_UFLIA", ""),
            query("d", "QF_UFLIA", "(set-option :produce-models true)\n"),
            query("e", "QF_UFLIA", "(set-option :produce-models true)\n"));
    for (SessionSolver.Mode mode : List.of(SessionSolver.Mode.PUSH_POP, SessionSolver.Mode.RESET)) {
      List<String> got = new ArrayList<>();
      try (SessionSolver s = new SessionSolver(SolverSpecs.parse(name), mode, RunLimits.DEFAULT)) {
        s.runAll(
            qs,
            (i, o) ->
                got.add(
                    String.join(" ", o.answers().stream().map(Answer::label).toList())
                        + (o.execution().stdout().contains("error") ? " error" : "")));
        int expectedStarts =
            mode == SessionSolver.Mode.PUSH_POP ? 3 : s.quirks().optionsCarryOver() ? 2 : 1;
        assertThat(s.processStarts()).as(mode.toString()).isEqualTo(expectedStarts);
      }
      assertThat(got).as(mode.toString()).containsOnly("sat");
    }
  }
}
