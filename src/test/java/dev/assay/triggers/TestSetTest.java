package dev.assay.triggers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.solver.SolverSpecs;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The test set (the paper's figures and verifier-style axiomatizations): every file is unsat, and
 * E-matching alone cannot show it. Both against the bundled Z3: E-matching alone answers unknown,
 * and with the term written in the file's header E-matching answers unsat, which proves the file
 * unsat (the term only adds a fresh predicate's assertion).
 */
class TestSetTest {
  private static EMatchingRuns runs;

  @BeforeAll
  static void open() {
    runs = new EMatchingRuns(SolverSpecs.bundledZ3());
  }

  @AfterAll
  static void close() {
    runs.close();
  }

  static Stream<Path> files() throws Exception {
    return Files.list(Problems.TEST_SET).filter(p -> p.toString().endsWith(".smt2")).sorted();
  }

  @Test
  void theSetHasTheFiguresAndAtLeastTwentyFiles() throws Exception {
    List<String> names = files().map(p -> p.getFileName().toString()).toList();
    assertThat(names.size()).isGreaterThanOrEqualTo(20);
    for (String fig :
        List.of(
            "01", "02", "03", "05", "07", "08", "09", "10", "11", "12", "13", "14", "15", "16",
            "17")) {
      assertThat(names).anyMatch(n -> n.startsWith("fig" + fig + "-"));
    }
    for (String kind : List.of("seq-", "set-", "map-", "heap-", "option-")) {
      assertThat(names).anyMatch(n -> n.startsWith(kind));
    }
  }

  @ParameterizedTest
  @MethodSource("files")
  void unknownUnderEMatchingAlone_unsatWithTheKnownTerm(Path file) throws Exception {
    List<List<String>> e = EMatchingRuns.expected(file);
    assertThat(e.get(0)).as("expected-trigger header").isNotEmpty();
    assertThat(runs.answer(file, List.of(), List.of())).as("E-matching alone").isEqualTo("unknown");
    assertThat(runs.answer(file, e.get(0), e.get(1))).as("with " + e.get(0)).isEqualTo("unsat");
  }
}
