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
 * The same search with the z3 binary on PATH (Debian's 4.8.12 here): session, inference,
 * validation.
 */
@Tag("external")
class ExternalZ3Test {
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
      }
    }
  }
}
