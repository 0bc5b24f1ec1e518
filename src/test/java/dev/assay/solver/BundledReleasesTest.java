package dev.assay.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * {@code bundled@VERSION}: other z3-turnkey releases, each in a worker JVM with its own jars.
 * Tagged external: the first run fetches the releases with Maven (from the network unless the local
 * repository has them) into the user's cache.
 */
@Tag("external")
class BundledReleasesTest {
  private static final RunLimits LIMITS = RunLimits.DEFAULT.withTimeout(Duration.ofSeconds(60));
  private static final String QUERY =
      "(declare-const x Int)\n(assert (> (* x x) 10))\n(check-sat)\n(get-info :version)";

  @Test
  void twoReleases_answerAQueryEachWithItsOwnZ3() throws Exception {
    for (String release : new String[] {"4.8.17", "4.12.2"}) {
      SolverSpec spec = SolverSpecs.parse("bundled@" + release);

      assertThat(spec.name()).isEqualTo("bundled-z3@" + release);
      assertThat(VersionDetector.detect(spec)).contains(release);
      try (Solver s = Solvers.open(spec, Solvers.Mode.FRESH, LIMITS)) {
        Outcome o = s.run(Query.of("q", QUERY));

        assertThat(o.answers()).containsExactly(new Answer.Sat(null, null));
        assertThat(o.execution().stdout()).contains("\"" + release + "\"");
      }
      assertThat(BundledReleases.fetched()).contains(release);
    }
    // The built-in release answers the same query as itself.
    try (Solver s = Solvers.open(SolverSpecs.bundledZ3(), Solvers.Mode.FRESH, LIMITS)) {
      assertThat(s.run(Query.of("q", QUERY)).execution().stdout()).contains("\"4.14.1\"");
    }
  }

  @Test
  void release_takesParametersAndALabel() {
    SolverSpec spec = SolverSpecs.parse("old=bundled@4.12.2 smt.random_seed=3");

    assertThat(spec.name()).isEqualTo("old");
    assertThat(spec.bundled()).isTrue();
    assertThat(spec.options()).containsExactly("smt.random_seed=3");
    assertThat(String.join(" ", spec.program())).contains("z3-turnkey-4.12.2.jar");
    assertThat(String.join(" ", spec.program())).doesNotContain("z3-turnkey-4.14.1.jar");
  }
}
