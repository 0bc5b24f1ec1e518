package dev.assay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code assay horn} on the bundled Z3: the seed phase runs every seed, then one visit per seed
 * (seed run again, then mutants), the same random seed gives the same mutants, every run is in the
 * results, and a sat answer whose model no independent solver can check is {@code unchecked}, never
 * {@code ok}.
 */
class HornCommandTest {
  @TempDir Path dir;

  private static final ObjectMapper JSON = new ObjectMapper();

  static final String SAT_SEED =
      String.join(
          "\n",
          "(set-logic HORN)",
          "(declare-fun inv (Int Int) Bool)",
          "(assert (forall ((x Int) (y Int)) (=> (and (= x 0) (= y 0)) (inv x y))))",
          "(assert (forall ((x Int) (y Int) (x2 Int) (y2 Int))",
          "  (=> (and (inv x y) (< x 10) (= x2 (+ x 1)) (= y2 (+ y 2))) (inv x2 y2))))",
          "(assert (forall ((x Int) (y Int)) (=> (and (inv x y) (< y 0)) false)))",
          "(check-sat)",
          "");

  static final String UNSAT_SEED =
      String.join(
          "\n",
          "(set-logic HORN)",
          "(declare-fun inv (Int) Bool)",
          "(assert (forall ((x Int)) (=> (= x 0) (inv x))))",
          "(assert (forall ((x Int) (y Int)) (=> (and (inv x) (< x 4) (= y (+ x 1))) (inv y))))",
          "(assert (forall ((x Int)) (=> (and (inv x) (> x 3)) false)))",
          "(check-sat)",
          "");

  private List<String> seeds() throws IOException {
    Path d = Files.createDirectories(dir.resolve("seeds"));
    Files.writeString(d.resolve("a.smt2"), SAT_SEED);
    Files.writeString(d.resolve("b.smt2"), UNSAT_SEED);
    return List.of(d.resolve("a.smt2").toString(), d.resolve("b.smt2").toString());
  }

  private ParseCommandTest.Result horn(Path out, List<String> seeds) {
    return horn(out, seeds, "--visit-runs", "3", "--seed", "3", "-j", "1");
  }

  /**
   * {@code assay horn SEEDS} on the bundled Z3 (also the independent solver), with {@code more}.
   */
  private static ParseCommandTest.Result horn(Path out, List<String> seeds, String... more) {
    List<String> args = new ArrayList<>(List.of("horn"));
    args.addAll(seeds);
    args.addAll(
        List.of(
            "--solver",
            "bundled",
            "--model-check-solver",
            "bundled",
            "--mode",
            "session",
            "--no-progress",
            "--out",
            out.toString()));
    args.addAll(List.of(more));
    return ParseCommandTest.run(args.toArray(String[]::new));
  }

  private static List<JsonNode> results(Path out) throws IOException {
    List<JsonNode> r = new ArrayList<>();
    for (String line : Files.readAllLines(out.resolve("results.jsonl"))) {
      r.add(JSON.readTree(line));
    }
    return r;
  }

  @Test
  void seedPhaseThenVisits_sameSeedSameMutants_unverifiableModelsUnchecked() throws Exception {
    List<String> seeds = seeds();
    ParseCommandTest.Result first = horn(dir.resolve("r1"), seeds);
    assertThat(first.code()).as(first.err()).isIn(ExitCodes.OK, ExitCodes.FINDINGS);
    ParseCommandTest.Result second = horn(dir.resolve("r2"), seeds);
    assertThat(second.code()).as(second.err()).isEqualTo(first.code());

    List<JsonNode> r1 = results(dir.resolve("r1"));
    List<JsonNode> r2 = results(dir.resolve("r2"));
    List<String> cases1 =
        r1.stream().map(n -> n.get("case").asText() + " " + n.get("chain")).toList();
    List<String> cases2 =
        r2.stream().map(n -> n.get("case").asText() + " " + n.get("chain")).toList();
    assertThat(cases1).isEqualTo(cases2);
    assertThat(cases1.get(0)).startsWith("seed/a ");
    assertThat(cases1.get(1)).startsWith("seed/b ");
    assertThat(cases1).anyMatch(c -> c.startsWith("visit-0/a/seed"));
    assertThat(cases1).anyMatch(c -> c.startsWith("visit-1/b/seed"));
    assertThat(cases1).anyMatch(c -> c.matches("visit-0/a/m\\d+ .+"));

    // the seed's answers: a is sat (its model cannot be checked without a second solver), b unsat
    assertThat(r1.get(0).get("verdict").asText()).isEqualTo("unchecked");
    assertThat(r1.get(1).get("verdict").asText()).isEqualTo("ok");
    for (JsonNode n : r1) {
      String answer = n.path("check_sats").path(0).path("answer").asText();
      if (answer.equals("sat")) {
        assertThat(n.get("verdict").asText()).as(n.toString()).isNotEqualTo("ok");
      }
    }

    JsonNode stats = JSON.readTree(dir.resolve("r1").resolve("statistics.json").toFile());
    assertThat(stats.get("seed_runs").asLong()).isEqualTo(4);
    assertThat(stats.get("runs").asLong() + stats.get("seed_runs").asLong()).isEqualTo(r1.size());
    assertThat(stats.get("runs").asLong()).isBetween(1L, 6L);
    assertThat(stats.get("traces").size()).isGreaterThan(1);
    assertThat(stats.path("seed_verdicts").path("a.smt2").get(0).asText()).isEqualTo("unchecked");
    assertThat(first.out()).contains("unique traces:", "seed runs", "mutant runs");
  }

  /**
   * Three rounds of visits on two workers: a round's visits read only what the earlier rounds
   * learned (weights, traces), so two runs give the same mutants even though the items of a round
   * finish in whatever order the workers take.
   */
  @Test
  void roundsOnTwoWorkers_learnFromEarlierRoundsOnly_sameMutantsEachTime() throws Exception {
    List<String> seeds = seeds();
    List<List<String>> runs = new ArrayList<>();
    for (String name : List.of("p1", "p2")) {
      ParseCommandTest.Result r =
          horn(
              dir.resolve(name),
              seeds,
              "--visit-runs",
              "4",
              "--rounds",
              "3",
              "--heuristic",
              "rare-transitions",
              "--seed",
              "5",
              "-j",
              "2",
              "--no-report");
      assertThat(r.code()).as(r.err()).isIn(ExitCodes.OK, ExitCodes.FINDINGS);
      runs.add(
          results(dir.resolve(name)).stream()
              .map(n -> n.get("case").asText() + " " + n.get("chain"))
              .toList());
    }
    assertThat(runs.get(1)).isEqualTo(runs.get(0));
    assertThat(runs.get(0)).anyMatch(c -> c.startsWith("visit-5/b/seed"));
    assertThat(runs.get(0)).noneMatch(c -> c.startsWith("visit-6/"));
    JsonNode stats = JSON.readTree(dir.resolve("p1").resolve("statistics.json").toFile());
    assertThat(stats.get("items").asLong()).isEqualTo(8);
    assertThat(stats.get("rounds_completed").asLong()).isEqualTo(4);
    assertThat(stats.get("weights").size()).isEqualTo(stats.get("mutations").size());
    assertThat(stats.get("transitions")).isNotNull();
  }

  private Path fakeRelease(String name, String answer) throws IOException {
    Path p = dir.resolve(name);
    Files.writeString(
        p,
        "#!/bin/sh\nif [ \"$1\" = --version ]; then echo \""
            + name
            + " version 1.0\"; exit 0; fi\necho "
            + answer
            + "\n");
    assertThat(p.toFile().setExecutable(true)).isTrue();
    return p;
  }

  /** {@code assay horn} on the unsat seed alone, two mutant runs per visit, one worker. */
  private ParseCommandTest.Result twoVisitRuns(Path out, String... solversAndGroups)
      throws IOException {
    List<String> args = new ArrayList<>(List.of("horn", seeds().get(1)));
    args.addAll(List.of(solversAndGroups));
    args.addAll(
        List.of(
            "--visit-runs",
            "2",
            "--seed",
            "1",
            "-j",
            "1",
            "--no-progress",
            "--no-report",
            "--out",
            out.toString()));
    return ParseCommandTest.run(args.toArray(String[]::new));
  }

  @Test
  void regressionPair_olderDecidesNewerUnknown_isAnIncompletenessReducedWithBothCommands()
      throws Exception {
    Path old = fakeRelease("old-spacer", "unsat");
    Path neu = fakeRelease("new-spacer", "unknown");
    Path out = dir.resolve("pair");
    ParseCommandTest.Result r =
        twoVisitRuns(out, "--old", "cmd:" + old, "--new", "cmd:" + neu, "--mutations", "own");

    assertThat(r.code()).as(r.err()).isEqualTo(ExitCodes.FINDINGS);
    List<JsonNode> res = results(out);
    // every system runs on both releases, the older first
    assertThat(res.get(0).get("solver").asText()).isEqualTo("old-spacer");
    List<JsonNode> newer =
        res.stream().filter(n -> n.get("solver").asText().equals("new-spacer")).toList();
    assertThat(newer).isNotEmpty();
    for (JsonNode n : newer) {
      assertThat(n.get("verdict").asText()).isEqualTo("incompleteness");
      assertThat(n.get("detail").asText())
          .startsWith("type 1 (regression): old-spacer 1.0 decided it (unsat)");
    }
    // one finding per seed; its folder runs both releases, on the input and on the reduced pair
    Path folder = Path.of(newer.get(0).get("reproduction").asText());
    assertThat(folder.resolve("run-old.sh")).exists();
    assertThat(folder.resolve("reduced.smt2")).exists();
    assertThat(Files.readString(folder.resolve("run-reduced-decided.sh"))).contains("old-spacer");
    ParseCommandTest.Result list = ParseCommandTest.run("findings", "list", out.toString());
    assertThat(list.out()).contains("1 finding listed");
    // the pair goes together
    ParseCommandTest.Result half =
        ParseCommandTest.run(
            "horn", seeds().get(1), "--old", "cmd:" + old, "--out", dir.resolve("h").toString());
    assertThat(half.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(half.err()).contains("--old and --new go together");
  }

  @Test
  void weakenGroup_unknownRightAfterAStrengtheningOfADecidedSystem_isAnIncompleteness()
      throws Exception {
    // decides the first system it is given (the seed) and nothing else; the engine's probes of a
    // new solver are not systems
    Path state = dir.resolve("first-input");
    Path fake = dir.resolve("spacer");
    Files.writeString(
        fake,
        "#!/bin/sh\nif [ \"$1\" = --version ]; then echo \"spacer version 1.0\"; exit 0; fi\n"
            + "for a in \"$@\"; do [ -f \"$a\" ] && f=\"$a\"; done\n"
            + "grep -q 'declare-fun inv' \"$f\" || { echo unknown; exit 0; }\n"
            + "h=$(cksum < \"$f\")\n"
            + "[ -f '"
            + state
            + "' ] || echo \"$h\" > '"
            + state
            + "'\n"
            + "if [ \"$h\" = \"$(cat '"
            + state
            + "')\" ]; then echo unsat; else echo unknown; fi\n");
    assertThat(fake.toFile().setExecutable(true)).isTrue();
    Path out = dir.resolve("weaken");
    ParseCommandTest.Result r =
        twoVisitRuns(out, "--solver", "cmd:" + fake, "--mutations", "weaken");

    List<JsonNode> res = results(out);
    assertThat(r.code()).as(res.toString()).isEqualTo(ExitCodes.FINDINGS);
    assertThat(res.get(0).get("verdict").asText()).isEqualTo("ok");
    List<JsonNode> mutants =
        res.stream().filter(n -> n.get("case").asText().matches("visit-0/b/m\\d+")).toList();
    assertThat(mutants).hasSize(1); // one finding ends the visit
    JsonNode m = mutants.get(0);
    assertThat(m.get("verdict").asText()).isEqualTo("incompleteness");
    assertThat(m.get("detail").asText())
        .startsWith("type 2 (unsupported implication): decided the previous system (unsat),")
        .contains("after STRENGTHEN:");
    assertThat(m.get("chain").asText()).startsWith("STRENGTHEN:");
    assertThat(m.get("confirmation").asText())
        .isEqualTo("run again fresh: unknown, the previous system unsat");
    Path folder = Path.of(m.get("reproduction").asText());
    assertThat(Files.readString(folder.resolve("previous.smt2"))).contains("(inv x)");
  }

  /**
   * An unknown that a second, fresh run of the same system does not repeat (a timeout under load,
   * say) is not an incompleteness: {@code unchecked}, with what the rerun gave.
   */
  @Test
  void weakenGroup_unknownTheRerunDecides_isUncheckedNotAFinding() throws Exception {
    // unsat on the seed and on every second run of a system; unknown on a mutant's first run
    Path seen = Files.createDirectories(dir.resolve("seen"));
    Path state = dir.resolve("first-input");
    Path fake = dir.resolve("flaky");
    Files.writeString(
        fake,
        "#!/bin/sh\nif [ \"$1\" = --version ]; then echo \"flaky version 1.0\"; exit 0; fi\n"
            + "for a in \"$@\"; do [ -f \"$a\" ] && f=\"$a\"; done\n"
            + "grep -q 'declare-fun inv' \"$f\" || { echo unknown; exit 0; }\n"
            + "h=$(cksum < \"$f\" | tr ' ' _)\n"
            + "[ -f '"
            + state
            + "' ] || echo \"$h\" > '"
            + state
            + "'\n"
            + "if [ \"$h\" = \"$(cat '"
            + state
            + "')\" ]; then echo unsat; exit 0; fi\n"
            + "if [ -f '"
            + seen
            + "'/\"$h\" ]; then echo unsat; else touch '"
            + seen
            + "'/\"$h\"; echo unknown; fi\n");
    assertThat(fake.toFile().setExecutable(true)).isTrue();
    Path out = dir.resolve("flaky-run");
    ParseCommandTest.Result r =
        twoVisitRuns(out, "--solver", "cmd:" + fake, "--mutations", "weaken");

    List<JsonNode> res = results(out);
    assertThat(r.code()).as(res.toString()).isEqualTo(ExitCodes.OK);
    List<JsonNode> mutants =
        res.stream().filter(n -> n.get("case").asText().matches("visit-0/b/m\\d+")).toList();
    assertThat(mutants).isNotEmpty();
    for (JsonNode m : mutants) {
      assertThat(m.get("verdict").asText()).as(m.toString()).isEqualTo("unchecked");
      assertThat(m.get("detail").asText())
          .startsWith("unconfirmed incompleteness (run again fresh: unsat, the previous system");
    }
  }

  @Test
  void badOptions_oneLineErrorExitTwo() throws Exception {
    List<String> seeds = seeds();
    ParseCommandTest.Result r =
        ParseCommandTest.run(
            "horn", seeds.get(0), "--mutations", "own,bogus", "--out", dir.resolve("x").toString());
    assertThat(r.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(r.err()).contains("--mutations: unknown group 'bogus'");
    assertThat(r.err().strip().lines().count()).isEqualTo(1);
    ParseCommandTest.Result h =
        ParseCommandTest.run(
            "horn", seeds.get(0), "--heuristic", "fastest", "--out", dir.resolve("y").toString());
    assertThat(h.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(h.err()).contains("--heuristic: unknown 'fastest'");
  }
}
