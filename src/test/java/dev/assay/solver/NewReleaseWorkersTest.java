package dev.assay.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The bundled cvc5 (cvc5 1.3.2 through its Java API) and Z3's WebAssembly build (z3-wasm@5.2.0, Z3
 * 5.1.0) as Assay runs every solver: one long-lived worker per slot, a fresh solver state per
 * query, options as words after the name, a timeout that kills the worker and a new worker for the
 * next query, and a native crash of cvc5 captured as a crash. Tagged external: the first run
 * fetches the releases (Maven, npm) into the user's cache.
 */
@Tag("external")
class NewReleaseWorkersTest {
  private static final RunLimits LIMITS = RunLimits.DEFAULT.withTimeout(Duration.ofSeconds(60));

  /** Fermat's n = 3: unsat, and neither solver decides it within seconds. */
  private static final String HARD =
      "(set-logic QF_NIA)\n(declare-const x Int)\n(declare-const y Int)\n(declare-const z Int)\n"
          + "(assert (> x 0))\n(assert (> y 0))\n(assert (> z 0))\n"
          + "(assert (= (+ (* x x x) (* y y y)) (* z z z)))\n(check-sat)";

  private static final String FIRST =
      "(set-option :produce-models true)\n(declare-const x Int)\n(assert (> x 2))\n"
          + "(check-sat)\n(get-value (x))\n(get-info :version)";
  private static final String SECOND = "(assert (> x 1))\n(check-sat)";

  @Test
  void bundledCvc5_freshStatePerQuery_optionsAndVersion() throws Exception {
    SolverSpec spec = SolverSpecs.parse("bundled-cvc5");
    assertThat(spec.name()).isEqualTo("bundled-cvc5");
    assertThat(spec.bundled()).isTrue();
    assertThat(SolverFamily.of(spec)).isEqualTo("cvc5");
    assertThat(VersionDetector.detect(spec)).contains("1.3.2");
    try (Solver s = Solvers.open(spec, Solvers.Mode.FRESH, LIMITS)) {
      Outcome a = s.run(Query.of("first", FIRST));
      Outcome b = s.run(Query.of("second", SECOND));

      assertThat(a.execution().stdout()).isEqualTo("sat\n((x 3))\n(:version \"1.3.2\")\n");
      assertThat(b.execution().stdout()).startsWith("(error ").contains("x");
      assertThat(((SessionSolver) s).processStarts()).isEqualTo(1);
    }
    // An option as a word after the name: small FloatingPoint formats need --fp-exp.
    String fp =
        "(set-logic QF_FP)\n(declare-const a (_ FloatingPoint 3 4))\n(assert (fp.isNaN a))\n"
            + "(check-sat)";
    try (Solver plain = Solvers.open(spec, Solvers.Mode.FRESH, LIMITS);
        Solver exp =
            Solvers.open(SolverSpecs.parse("bundled-cvc5 --fp-exp"), Solvers.Mode.FRESH, LIMITS)) {
      assertThat(plain.run(Query.of("fp", fp)).execution().stdout()).contains("--fp-exp");
      assertThat(exp.run(Query.of("fp", fp)).answers()).containsExactly(new Answer.Sat(null, null));
    }
  }

  @Test
  void bundledCvc5_nativeCrashIsACrash_andTheNextQueryGetsANewWorker() throws Exception {
    // cvc5 1.3.2 still dies in native code on this conversion (docs/findings.md, #5).
    String crash =
        "(set-logic QF_BVFP)\n(declare-fun d4 () (_ FloatingPoint 2 3))\n"
            + "(assert (= ((_ to_fp 2 3) RNE ((_ to_fp 2 4) roundNearestTiesToEven d4))"
            + " (_ NaN 2 3)))\n(check-sat)";
    try (Solver s =
        Solvers.open(SolverSpecs.parse("bundled-cvc5 --fp-exp"), Solvers.Mode.FRESH, LIMITS)) {
      Outcome o = s.run(Query.of("crash", crash));
      Outcome next = s.run(Query.of("next", "(check-sat)"));

      assertThat(o).isInstanceOf(Outcome.Crashed.class);
      assertThat(next.answers()).containsExactly(new Answer.Sat(null, null));
      assertThat(((SessionSolver) s).processStarts()).isEqualTo(2);
    }
  }

  @Test
  void z3Wasm_freshStatePerQuery_namesZ3sVersion() throws Exception {
    SolverSpec spec = SolverSpecs.parse("z3-wasm@5.2.0");
    assertThat(spec.name()).isEqualTo("z3-wasm@5.2.0");
    assertThat(SolverFamily.of(spec)).isEqualTo("z3");
    assertThat(VersionDetector.detect(spec)).contains("5.1.0");
    try (Solver s = Solvers.open(spec, Solvers.Mode.FRESH, LIMITS)) {
      Outcome a = s.run(Query.of("first", FIRST));
      Outcome b = s.run(Query.of("second", SECOND));
      // Twenty queries in one stream: each answered in its own context, none reading another's
      // text (the npm package's own call passes the script on a stack freed before Z3 reads it).
      List<Query> many =
          java.util.stream.IntStream.range(0, 20)
              .mapToObj(
                  i ->
                      Query.of(
                          "q" + i,
                          "(declare-const y"
                              + i
                              + " Int)\n(assert (= y"
                              + i
                              + " "
                              + i
                              + "))\n"
                              + "(check-sat)\n(get-value (y"
                              + i
                              + "))"))
              .toList();
      String[] out = new String[many.size()];
      s.runAll(many, (i, o) -> out[i] = o.execution().stdout());

      assertThat(a.execution().stdout()).isEqualTo("sat\n((x 3))\n(:version \"5.1.0\")\n");
      assertThat(b.execution().stdout()).startsWith("(error ").contains("unknown constant x");
      for (int i = 0; i < out.length; i++) {
        assertThat(out[i]).isEqualTo("sat\n((y" + i + " " + i + "))\n");
      }
      assertThat(((SessionSolver) s).processStarts()).isEqualTo(1);
    }
  }

  @Test
  void timeout_killsTheWorkerAndTheNextQueryGetsANewOne() throws Exception {
    RunLimits short2 = RunLimits.DEFAULT.withTimeout(Duration.ofSeconds(2));
    for (String name : List.of("bundled-cvc5", "z3-wasm@5.2.0")) {
      try (Solver s = Solvers.open(SolverSpecs.parse(name), Solvers.Mode.FRESH, short2)) {
        Outcome hard = s.run(Query.of("hard", HARD));
        Outcome next = s.run(Query.of("next", "(check-sat)"));

        assertThat(hard).as(name).isInstanceOf(Outcome.TimedOut.class);
        assertThat(next.answers()).as(name).containsExactly(new Answer.Sat(null, null));
        assertThat(((SessionSolver) s).processStarts()).as(name).isEqualTo(2);
      }
    }
  }
}
