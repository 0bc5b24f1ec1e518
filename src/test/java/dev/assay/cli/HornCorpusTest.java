package dev.assay.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.assay.solver.Executables;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code assay horn} with Debian's z3 4.8.12 on corpus seeds: the seed phase finds the invalid
 * default model of LIA-Lin_308 (SOURCES.md lists it), confirms it with the bundled Z3 as the
 * independent solver, reduces it and stores it; the seeds whose models validate are ok.
 */
@Tag("external")
class HornCorpusTest {
  @TempDir Path dir;

  private static final Path CHC = Path.of("..", "shared", "corpus", "chc", "2021", "LIA-Lin");
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void seedPhase_findsTheInvalidDefaultModel_confirmedReducedAndStored() throws Exception {
    assumeTrue(Executables.onPath("z3") != null, "z3 not installed");
    assumeTrue(Files.isDirectory(CHC), "corpus not found");
    Path out = dir.resolve("run");
    ParseCommandTest.Result r =
        ParseCommandTest.run(
            "horn",
            CHC.resolve("chc21-chc-LIA-Lin_308.smt2").toString(),
            CHC.resolve("chc21-chc-LIA-Lin_281.smt2").toString(),
            CHC.resolve("chc21-chc-LIA-Lin_017.smt2").toString(),
            "--solver",
            "z3",
            "--model-check-solver",
            "bundled",
            "--visit-runs",
            "3",
            "--reduce-tests",
            "5",
            "--timeout",
            "5",
            "-j",
            "2",
            "--no-progress",
            "--out",
            out.toString());
    assertThat(r.code()).as(r.err()).isEqualTo(ExitCodes.FINDINGS);

    Map<String, String> seedPhase = new LinkedHashMap<>();
    for (String line : Files.readAllLines(out.resolve("results.jsonl"))) {
      JsonNode n = JSON.readTree(line);
      if (n.get("case").asText().startsWith("seed/")) {
        seedPhase.put(n.get("case").asText(), n.get("verdict").asText());
      }
    }
    assertThat(seedPhase)
        .containsEntry("seed/chc21-chc-LIA-Lin_308", "invalid-model")
        .containsEntry("seed/chc21-chc-LIA-Lin_281", "ok")
        .containsEntry("seed/chc21-chc-LIA-Lin_017", "ok");

    Path folder = out.resolve("failures/z3/seed/chc21-chc-LIA-Lin_308");
    assertThat(folder.resolve("chain.txt")).exists();
    assertThat(folder.resolve("seed.smt2")).exists();
    assertThat(folder.resolve("reduced.smt2")).exists();
    assertThat(Files.readString(folder.resolve("README.txt"))).contains("confirmed");

    String findings = Files.readString(out.resolve("findings.jsonl"));
    assertThat(findings).contains("\"invalid-model\"");
    JsonNode stats = JSON.readTree(out.resolve("statistics.json").toFile());
    assertThat(stats.get("confirmed").asLong()).isGreaterThanOrEqualTo(1);
    assertThat(stats.path("seed_verdicts").path("chc21-chc-LIA-Lin_308.smt2").toString())
        .contains("invalid-model");
    assertThat(r.out()).contains("seed phase invalid-model: 1 seed");
  }
}
