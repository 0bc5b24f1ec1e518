package dev.assay.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.assay.solver.Executables;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Known wrong answers of Debian's solvers, from the solvers' public issue trackers, each file
 * labelled with its correct status and checked with that one solver: a wrong sat, a wrong unsat and
 * an invalid model, each a confirmed finding of the right kind (the independent solvers on PATH and
 * the bundled Z3, or Assay's evaluator, confirm it). Tagged external: it runs cvc4 1.8 and z3
 * 4.8.12.
 */
@Tag("external")
class KnownBugsTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @org.junit.jupiter.api.io.TempDir Path dir;

  @ParameterizedTest(name = "{0} on {1}")
  @CsvSource({
    // cvc5 issue 6603: sat on an unsat datatype formula (a wrong sat)
    "cvc5-6603.smt2, cvc4, wrong-status",
    // cvc5 issue 6776: unsat on a satisfiable regular-expression membership (a wrong unsat)
    "cvc5-6776.smt2, cvc4, wrong-status",
    // cvc5 issue 9864 (cvc5's regression test): z3 4.8.12's model maps two different Float64
    // indices to the same element (z3's own model_validate agrees)
    "cvc5-9864.smt2, z3, invalid-model",
  })
  void knownWrongAnswer_isAConfirmedFindingWithOneSolver(String file, String solver, String kind)
      throws IOException, URISyntaxException {
    assumeTrue(Executables.onPath(solver) != null, solver + " is not installed");
    Path input = Path.of(KnownBugsTest.class.getResource("/known-bugs/" + file).toURI());
    Path out = dir.resolve("out");

    ParseCommandTest.Result r =
        ParseCommandTest.run(
            "check", input.toString(), "--solver", solver, "--no-report", "--out", out.toString());

    assertThat(r.code()).as(r.out() + r.err()).isEqualTo(ExitCodes.FINDINGS);
    JsonNode run = JSON.readTree(Files.readAllLines(out.resolve("results.jsonl")).get(0));
    assertThat(run.path("verdict").asText()).as(run.toString()).isEqualTo(kind);
    assertThat(run.path("finding").asBoolean()).isTrue();
    assertThat(Files.readAllLines(out.resolve("findings.jsonl"))).hasSize(1);
  }
}
