package dev.assay.solver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.assay.core.Rng;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Each solver accepts a sample of random option profiles from its catalog on trivial queries: it
 * answers sat for a satisfiable one and unsat for an unsatisfiable one (or unknown), never an
 * error.
 */
@Tag("external")
class OptionProfilesSolverTest {
  private static final String DECLS =
      "(set-logic QF_SLIA)\n(declare-fun x () Int)\n(declare-fun s () String)\n"
          + "(assert (> x 2))\n(assert (= (str.len s) x))\n";

  @ParameterizedTest(name = "{0} {1}")
  @CsvSource({
    "cvc5, 1.0.3, cvc5, 20",
    "cvc4, 1.8, cvc4, 20",
    "z3, 4.8.12, z3, 20",
    "z3, 4.14.1, bundled, 4"
  })
  void solverAcceptsRandomProfiles(String solver, String version, String preset, int count)
      throws Exception {
    assumeTrue(preset.equals("bundled") || Launcher.onPath(preset) != null, preset + " missing");
    OptionCatalog catalog = OptionCatalog.load(solver, version);
    RunLimits limits = RunLimits.DEFAULT.withTimeout(Duration.ofSeconds(10));
    for (int i = 0; i < count; i++) {
      OptionProfile p = OptionProfiles.pick(catalog, new Rng(3).forIteration(i), 4, false);
      SolverSpec spec = SolverSpecs.parse(preset + " " + p.text());
      for (String[] q :
          List.of(
              new String[] {DECLS + "(check-sat)\n", "sat"},
              new String[] {DECLS + "(assert (< x 1))\n(check-sat)\n", "unsat"})) {
        try (Solver s = Solvers.open(spec, Solvers.Mode.FRESH, limits)) {
          Outcome o = s.run(Query.of("q", q[0]));
          assertThat(o.answers()).as(p.text() + " on " + q[1]).hasSize(1);
          String label = o.answers().get(0).label();
          assertThat(label).as(p.text() + ": " + o.execution().stderr()).isIn(q[1], "unknown");
        }
      }
    }
  }
}
