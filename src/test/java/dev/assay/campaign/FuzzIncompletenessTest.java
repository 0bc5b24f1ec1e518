package dev.assay.campaign;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.assay.mutate.FuzzProducer;
import dev.assay.mutate.SeedSet;
import dev.assay.solver.RunLimits;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.SolverSpecs;
import dev.assay.solver.Solvers;
import dev.assay.weakening.RuleCatalogue;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Type-2 incompleteness with a fake solver that gives up on quantified and quantifier-free formulas
 * by their number of parentheses: an unknown after the walk brought quantifiers into a
 * quantifier-free seed is expected (counted, not a finding); one in the decided formula's own
 * fragment is a finding.
 */
class FuzzIncompletenessTest {
  @TempDir Path dir;

  private static final ObjectMapper JSON = new ObjectMapper();

  /** Enough for the pair reducer to take something away; each test is two runs of the fake. */
  private static final int REDUCE_TESTS = 40;

  private static final String SEED =
      "(set-logic QF_SLIA)\n(set-info :status sat)\n"
          + "(declare-fun x () String)\n(declare-fun y () String)\n"
          + "(assert (= (str.++ x \"ab\") y))\n(assert (> (str.len y) 3))\n"
          + "(assert (str.in_re x (re.* (str.to_re \"c\"))))\n(check-sat)\n";

  /**
   * Unknown on half of the quantified inputs and a third of the others (by their number of
   * parentheses, which printing a script again keeps); else sat. So some quantified mutants of the
   * quantifier-free seed are decided and the next one is not: expected all the same.
   */
  private static final String GIVES_UP =
      "#!/bin/sh\n"
          + "for f; do :; done\n"
          + "n=$(grep -v '^;' \"$f\" | tr -cd '(' | wc -c)\n"
          + "if grep -q -e forall -e exists \"$f\"; then\n"
          + "  if [ $((n % 2)) -eq 0 ]; then echo unknown; else echo sat; fi; exit 0\n"
          + "fi\n"
          + "if [ $((n % 3)) -eq 0 ]; then echo unknown; else echo sat; fi\n";

  @Test
  void sameFragmentUnknownIsAFinding_quantifierIntroductionIsExpected() throws Exception {
    Path seeds = Files.createDirectories(dir.resolve("seeds"));
    Files.writeString(seeds.resolve("s.smt2"), SEED);
    Path script = dir.resolve("gives-up.sh");
    Files.writeString(script, GIVES_UP);
    assertThat(script.toFile().setExecutable(true)).isTrue();
    List<SolverSpec> solvers = List.of(SolverSpecs.parse("fake=cmd:" + script));
    FuzzProducer producer =
        new FuzzProducer(
            new FuzzProducer.Config(
                SeedSet.load(List.of(seeds)),
                RuleCatalogue.standard(),
                new FuzzProducer.Walks(30, 6, 7, false),
                solvers,
                null));
    Path out = dir.resolve("out");
    Engine.Config config =
        Engine.Config.builder("fuzz")
            .arguments(List.of(), "assay fuzz")
            .solvers(solvers)
            .workers(1)
            .limits(RunLimits.DEFAULT.withTimeout(Duration.ofSeconds(20)))
            .mode(Solvers.Mode.FRESH)
            .runDir(out, null)
            .existing(ExistingRun.REFUSE)
            .reduceTests(REDUCE_TESTS)
            .askForModels(false)
            .build();

    new Engine(config).run(producer, new PrintWriter(new StringWriter()), () -> false);

    List<JsonNode> findings = new ArrayList<>();
    List<JsonNode> expected = new ArrayList<>();
    for (String line : Files.readAllLines(out.resolve("results.jsonl"))) {
      JsonNode r = JSON.readTree(line);
      if (r.path("verdict").asText().equals("incompleteness")) {
        findings.add(r);
      } else if (r.path("detail").asText().contains("(expected: ")) {
        expected.add(r);
      }
    }
    assertThat(findings).isNotEmpty();
    assertThat(expected).isNotEmpty();
    for (JsonNode f : findings) {
      Path folder = Path.of(f.path("reproduction").asText());
      String undecided = body(folder.resolve("input.smt2"));
      String decided = body(folder.resolve("previous.smt2"));
      // the seed is quantifier-free: an unknown on a quantified mutant is expected even where the
      // quantified mutant before it was decided, so every finding stays quantifier-free
      assertThat(quantified(undecided)).as(f.path("case").asText()).isFalse();
      assertThat(quantified(decided)).isFalse();
      assertThat(f.path("detail").asText()).contains("in the same fragment");
    }
    // the first sighting of each finding is reduced as a pair: the reduced undecided formula and
    // the reduced decided one, each with its command, both answering as the finding says
    List<Path> reducedPairs = new ArrayList<>();
    for (JsonNode f : findings) {
      Path folder = Path.of(f.path("reproduction").asText());
      if (Files.exists(folder.resolve("reduced-decided.smt2"))) {
        reducedPairs.add(folder);
      }
    }
    assertThat(reducedPairs).isNotEmpty();
    for (Path folder : reducedPairs) {
      assertThat(Files.size(folder.resolve("reduced.smt2")))
          .isLessThanOrEqualTo(Files.size(folder.resolve("input.smt2")));
      assertThat(run(folder.resolve("run-reduced.sh"))).isEqualTo("unknown");
      assertThat(run(folder.resolve("run-reduced-decided.sh"))).isEqualTo("sat");
    }
    for (JsonNode e : expected) {
      assertThat(e.path("verdict").asText()).isEqualTo("unknown");
      assertThat(e.path("finding").asBoolean()).isFalse();
      assertThat(e.path("detail").asText()).containsPattern("took (the seed.s )?\\S+ to \\S+");
    }
    JsonNode stats = JSON.readTree(producer.statistics().toJson());
    JsonNode inc = stats.path("incompleteness");
    assertThat(inc.path("expected").asLong()).isEqualTo(expected.size());
    assertThat(inc.path("expected_by_change").path("+quantifiers").asLong()).isPositive();
    assertThat(inc.path("findings").asLong()).isEqualTo(findings.size());
    // ranked: most seeds with the rule first, then closest to the seed
    JsonNode ranked = inc.path("ranked");
    assertThat(ranked.size()).isEqualTo(findings.size());
    for (int i = 1; i < ranked.size(); i++) {
      JsonNode a = ranked.get(i - 1);
      JsonNode b = ranked.get(i);
      assertThat(
              a.path("seeds_with_rule").asLong() > b.path("seeds_with_rule").asLong()
                  || a.path("step").asInt() <= b.path("step").asInt())
          .isTrue();
    }
  }

  private static String run(Path script) throws Exception {
    Process p = new ProcessBuilder(script.toString()).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes()).trim();
    p.waitFor();
    return out;
  }

  /** The file without comment lines (the seed's name and the rule chain are in comments). */
  private static String body(Path p) throws IOException {
    StringBuilder sb = new StringBuilder();
    for (String l : Files.readAllLines(p)) {
      if (!l.startsWith(";")) {
        sb.append(l).append('\n');
      }
    }
    return sb.toString();
  }

  private static boolean quantified(String text) {
    return text.contains("(forall") || text.contains("(exists");
  }
}
