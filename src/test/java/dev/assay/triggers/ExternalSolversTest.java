package dev.assay.triggers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.solver.SolverSpec;
import dev.assay.solver.SolverSpecs;
import dev.assay.solver.VersionDetector;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The search with the solvers on PATH (Debian's z3 4.8.12 and cvc5 1.0.3 here): session, inference,
 * validation and claim check all on that solver, and claims checked on the other one, reported per
 * solver.
 */
@Tag("external")
class ExternalSolversTest {
  @TempDir Path out;

  @Test
  void z3Binary_findsTerms_revalidatedByTheBundledZ3Too() throws Exception {
    SolverSpec z3 = VersionDetector.withDetectedVersion(SolverSpecs.parse("z3"));
    List<Path> files =
        List.of(
            Problems.TEST_SET.resolve("fig01-boogie-len.smt2"),
            Problems.TEST_SET.resolve("fig09-fstar-div.smt2"),
            Problems.TEST_SET.resolve("fig13-nested-quantifiers.smt2"));
    List<TriggerResult> results =
        FileSearches.run(
            FileSearches.settings(
                z3, List.of(TriggerConfigs.C0), 60, TriggerSearch.Options.DEFAULT, out),
            files,
            1);
    try (EMatchingRuns z3runs = new EMatchingRuns(z3);
        EMatchingRuns bundled = new EMatchingRuns(SolverSpecs.bundledZ3())) {
      for (TriggerResult r : results) {
        assertThat(r.status()).as(r.file() + " " + r.reason()).isEqualTo("found");
        assertThat(z3runs.answer(Path.of(r.file()), r.terms(), r.decls())).isEqualTo("unsat");
        assertThat(bundled.answer(Path.of(r.file()), r.terms(), r.decls())).isEqualTo("unsat");
        assertThat(r.validation()).startsWith("z3 " + z3.version());
        assertThat(r.checks())
            .extracting(ClaimCheck.Result::solver)
            .containsExactly(z3.name() + " " + z3.version());
      }
    }
  }

  @Test
  void cvc5_restrictedToEMatching_findsAndChecksTerms_z3ChecksThemToo() throws Exception {
    SolverSpec cvc5 = VersionDetector.withDetectedVersion(SolverSpecs.parse("cvc5"));
    SolverSpec z3 = VersionDetector.withDetectedVersion(SolverSpecs.parse("z3"));
    List<Path> files =
        List.of(
            Problems.TEST_SET.resolve("fig05-contradictory-f.smt2"),
            Problems.TEST_SET.resolve("fig15-vcc-both-ptr.smt2"));
    SearchSettings s =
        new SearchSettings(
            List.of(TriggerConfigs.C0),
            java.time.Duration.ofSeconds(60),
            new SolverChoice(cvc5, SolverSpecs.bundledZ3(), List.of(z3), false),
            TriggerSearch.Options.DEFAULT,
            out);
    List<TriggerResult> results = FileSearches.run(s, files, 1);
    for (TriggerResult r : results) {
      assertThat(r.status()).as(r.file() + " " + r.reason()).isEqualTo("found");
      assertThat(r.validation()).startsWith("cvc5 1.0.3, E-matching only (cbqi false");
      assertThat(r.checks())
          .extracting(ClaimCheck.Result::solver)
          .containsExactly("cvc5 1.0.3", "z3 " + z3.version());
      assertThat(r.checks().get(0).holds()).isTrue();
    }
    // Fig. 5's term fixes the file for both solvers
    assertThat(results.get(0).terms()).containsExactly("(f (g 7))");
    assertThat(results.get(0).checks().get(1).holds()).isTrue();
  }
}
