package dev.assay.mutate;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.assay.solver.RunLimits;
import dev.assay.solver.SolverSpecs;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FuzzCampaignTest {
  @TempDir Path dir;

  private static final String SEED =
      "(set-logic QF_LIA)\n(set-info :status sat)\n(declare-const x Int)\n"
          + "(assert (and (< x 3) (> x 0)))\n(check-sat)\n";

  @Test
  void stop_midCampaign_keepsFindingsAndWritesStatistics() throws Exception {
    Path seeds = Files.createDirectories(dir.resolve("seeds"));
    Files.writeString(seeds.resolve("s.smt2"), SEED);
    Path solver = dir.resolve("slow-wrong.sh");
    Files.writeString(solver, "#!/bin/sh\nsleep 0.05\necho unsat\n");
    Files.setPosixFilePermissions(
        solver, Set.of(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_EXECUTE));
    AtomicBoolean stop = new AtomicBoolean();
    FuzzCampaign.Config config =
        new FuzzCampaign.Config(
            List.of(seeds),
            List.of(SolverSpecs.parse("wrong=cmd:" + solver)),
            null,
            null,
            100_000,
            50,
            RunLimits.DEFAULT.withTimeout(Duration.ofSeconds(5)),
            null,
            1,
            3,
            dir.resolve("out"),
            false,
            List.of(),
            false,
            false);
    Thread stopper =
        new Thread(
            () -> {
              try {
                Thread.sleep(1500);
              } catch (InterruptedException e) {
                return;
              }
              stop.set(true);
            });
    stopper.start();
    FuzzStatistics stats =
        new FuzzCampaign(config, RuleCatalogue.standard())
            .run(new PrintWriter(new StringWriter()), stop);
    stopper.join();
    assertThat(stats.findings()).isGreaterThan(0);
    assertThat(stats.mutants()).isLessThan(100_000);
    JsonNode json = new ObjectMapper().readTree(dir.resolve("out/statistics.json").toFile());
    assertThat(json.path("interrupted").asBoolean()).isTrue();
    long lines = Files.readAllLines(dir.resolve("out/findings.jsonl")).size();
    assertThat(lines).isEqualTo(stats.findings());
    assertThat(dir.resolve("out/findings/wrong-status/wrong")).isDirectory();
  }

  @Test
  void normalise_blanksNumbersAndQuotedText() {
    assertThat(FuzzCampaign.normalise("line 12: \"foo bar\" at 7")).isEqualTo("line N: \"…\" at N");
  }

  @Test
  void statistics_jsonHasSection62Fields() throws IOException {
    FuzzStatistics s = new FuzzStatistics(RuleCatalogue.standard(), 3);
    s.solverNames(List.of("z3"));
    s.solverCall("z3", "timeout");
    s.solverCall("z3", "unknown");
    s.solverCall("z3", "ok");
    s.finish(false);
    JsonNode j = new ObjectMapper().readTree(s.toJson());
    assertThat(j.path("solver_calls").path("total").asInt()).isEqualTo(3);
    assertThat(j.path("solver_calls").path("timeouts").asInt()).isEqualTo(1);
    assertThat(j.path("solver_calls").path("unknowns").asInt()).isEqualTo(1);
    assertThat(j.path("rule_applications")).hasSize(RuleCatalogue.standard().size());
    assertThat(j.has("applicable_rules")).isTrue();
    assertThat(j.path("mutants").has("unique")).isTrue();
  }
}
