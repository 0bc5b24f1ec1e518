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
import dev.assay.strings.SolverConfig;
import dev.assay.strings.StringSuite;
import dev.assay.strings.StringTest;
import dev.assay.strings.StringsProducer;
import dev.assay.strings.SuiteConfig;
import dev.assay.weakening.RuleCatalogue;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The strings and fuzz producers on the engine, stopped part-way as Ctrl-C stops them. */
class TechniquesOnEngineTest {
  @TempDir Path dir;

  private Path counter() {
    return dir.resolve("runs.log");
  }

  /** A script that logs each start, then runs {@code body}. */
  private Path solver(String name, String body) throws IOException {
    Path s = dir.resolve(name);
    Files.writeString(s, "#!/bin/sh\necho run >> " + counter() + "\n" + body + "\n");
    assertThat(s.toFile().setExecutable(true)).isTrue();
    return s;
  }

  /** A script that answers {@code answer} and logs nothing. */
  private Path answering(String name, String answer) throws IOException {
    Path s = dir.resolve(name);
    Files.writeString(s, "#!/bin/sh\necho " + answer + "\n");
    assertThat(s.toFile().setExecutable(true)).isTrue();
    return s;
  }

  private BooleanSupplier after(int runs) {
    return () -> {
      try {
        return Files.exists(counter()) && Files.readAllLines(counter()).size() >= runs;
      } catch (IOException e) {
        throw new AssertionError(e);
      }
    };
  }

  private static Engine.Config config(String command, List<SolverSpec> solvers, Path out) {
    return Engine.Config.builder(command)
        .arguments(List.of(), "assay " + command)
        .solvers(solvers)
        .workers(1)
        .limits(RunLimits.DEFAULT.withTimeout(Duration.ofSeconds(20)))
        .mode(Solvers.Mode.FRESH)
        .runDir(out, null)
        .existing(ExistingRun.REFUSE)
        .maxFoldersPerSignature(5)
        .build();
  }

  @Test
  void strings_stoppedAfterFiveRuns_writesTheRunFolderForThoseRunsMarkedInterrupted()
      throws Exception {
    Path echo = dir.resolve("status-echo.sh");
    try (InputStream in = getClass().getResourceAsStream("/strings-fakes/status-echo.sh")) {
      Files.copy(in, echo);
    }
    assertThat(echo.toFile().setExecutable(true)).isTrue();
    Path solver = solver("counted.sh", "exec " + echo + " \"$@\"");
    List<StringTest> tests = StringSuite.generate(SuiteConfig.defaults()).subList(0, 12);
    List<SolverConfig> confs =
        SolverConfig.paperSetup(List.of(SolverSpecs.parse("cmd:" + solver)), List.of(0L));
    Path out = dir.resolve("run");
    StringsProducer producer = new StringsProducer(tests, confs);

    Engine.Result r =
        new Engine(config("strings", confs.stream().map(SolverConfig::spec).toList(), out))
            .run(producer, new PrintWriter(new StringWriter()), after(5));
    producer.writeSummary(
        out,
        new StringsProducer.RunFacts(
            r.runs(), r.earlierRuns(), 12, 1, Duration.ofSeconds(20), r.wall(), r.solverTime()));

    assertThat(r.runs()).isEqualTo(5);
    assertThat(r.interrupted()).isTrue();
    assertThat(Files.readAllLines(out.resolve("results.jsonl"))).hasSize(5);
    assertThat(Files.readString(out.resolve("summary.md")))
        .contains("**Interrupted** after 5 of 12 solver runs");
    assertThat(Files.readString(out.resolve("summary.json")))
        .contains("\"interrupted\" : true", "\"runs\" : 5", "\"planned_runs\" : 12");
  }

  @Test
  void fuzz_stoppedMidCampaign_keepsFindingsAndStatistics() throws Exception {
    Path seeds = Files.createDirectories(dir.resolve("seeds"));
    Files.writeString(
        seeds.resolve("s.smt2"),
        "(set-logic QF_LIA)\n(set-info :status sat)\n(declare-const x Int)\n"
            + "(assert (and (< x 3) (> x 0)))\n(check-sat)\n");
    Path solver = solver("wrong.sh", "echo unsat");
    // two solvers that answer sat confirm the wrong one's unsat (and are not counted by after())
    List<SolverSpec> solvers =
        List.of(
            SolverSpecs.parse("wrong=cmd:" + solver),
            SolverSpecs.parse("right1=cmd:" + answering("right1.sh", "sat")),
            SolverSpecs.parse("right2=cmd:" + answering("right2.sh", "sat")));
    FuzzProducer producer =
        new FuzzProducer(
            new FuzzProducer.Config(
                SeedSet.load(List.of(seeds)),
                RuleCatalogue.standard(),
                new FuzzProducer.Walks(100_000, 50, 3, false),
                solvers,
                null));
    Path out = dir.resolve("out");

    Engine.Result r =
        new Engine(config("fuzz", solvers, out))
            .run(producer, new PrintWriter(new StringWriter()), after(30));

    assertThat(r.interrupted()).isTrue();
    assertThat(r.runs()).isPositive();
    assertThat(r.runs() % 3).as("whole cases only").isZero();
    assertThat(r.findingRuns()).isEqualTo(r.runs() / 3);
    assertThat(r.findings()).isNotEmpty();
    // at most five folders per signature, every run in the results
    assertThat(Files.readAllLines(out.resolve("results.jsonl"))).hasSize((int) r.runs());
    for (Engine.FindingLine f : r.findings()) {
      assertThat(Path.of(f.folder()).resolve("seed.smt2")).exists();
      assertThat(Path.of(f.folder()).resolve("mutation.txt")).exists();
    }
    try (Store store = Store.open(Store.defaultUrl(out))) {
      long folders = store.results(r.campaignId()).stream().filter(x -> x.folder() != null).count();
      assertThat(folders).isLessThanOrEqualTo(5L * r.findings().size());
    }
    JsonNode stats = new ObjectMapper().readTree(producer.statistics().toJson());
    assertThat(stats.path("solver_calls").path("total").asLong()).isZero();
  }
}
