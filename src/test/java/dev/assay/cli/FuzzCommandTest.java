package dev.assay.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.assay.testkit.Fixtures;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class FuzzCommandTest {
  @TempDir Path dir;

  private static final String SAT_SEED =
      String.join(
          "\n",
          "(set-logic QF_LIA)",
          "(set-info :status sat)",
          "(declare-const x Int)",
          "(declare-const y Int)",
          "(assert (and (< x 3) (> y x)))",
          "(assert (or (= x 1) (< y 0)))",
          "(check-sat)",
          "(get-model)",
          "");

  private static final String UNSAT_SEED =
      String.join(
          "\n",
          "(set-logic QF_LIA)",
          "(set-info :status unsat)",
          "(declare-const x Int)",
          "(assert (< x 0))",
          "(assert (> x 5))",
          "(check-sat)",
          "");

  private Path seeds() throws IOException {
    Path d = Files.createDirectories(dir.resolve("seeds"));
    Files.writeString(d.resolve("a.smt2"), SAT_SEED);
    Files.writeString(d.resolve("b.smt2"), UNSAT_SEED);
    return d;
  }

  /** A fake solver: {@code body} runs with $last the input file and $status its stated status. */
  private String fake(String name, String body) throws IOException {
    Path p = Fixtures.statusFake(dir, name, body);
    return name + "=cmd:" + p;
  }

  private static TreeMap<String, String> files(Path root) throws IOException {
    TreeMap<String, String> m = new TreeMap<>();
    try (Stream<Path> s = Files.walk(root)) {
      for (Path p : s.filter(Files::isRegularFile).toList()) {
        m.put(root.relativize(p).toString(), Files.readString(p));
      }
    }
    return m;
  }

  /** The reproduction folders of {@code solver} whose verdict is {@code kind}, sorted. */
  private static List<Path> folders(Path out, String solver, String kind) throws IOException {
    Path root = out.resolve("failures").resolve(solver);
    if (!Files.isDirectory(root)) {
      return List.of();
    }
    try (Stream<Path> s = Files.walk(root)) {
      return s.filter(p -> p.getFileName().toString().equals("README.txt"))
          .filter(
              p -> {
                try {
                  return Files.readString(p).contains("verdict:    " + kind + ":");
                } catch (IOException e) {
                  throw new java.io.UncheckedIOException(e);
                }
              })
          .map(Path::getParent)
          .sorted()
          .toList();
    }
  }

  @Test
  void rules_listsEveryRuleWithDirection() {
    ParseCommandTest.Result r = ParseCommandTest.run("fuzz", "--rules");
    assertThat(r.code()).isEqualTo(ExitCodes.OK);
    assertThat(r.out()).contains("DROPCONJ", "(22)", "ADDDISJ", "NUMRELSHIFTSKEWED[", "Def. 3");
    assertThat(r.out())
        .startsWith("rule ")
        .containsPattern("(?m)^rule +source +direction +rewrite$");
    assertThat(r.out()).containsPattern("(?m)^\\d+ rules \\(source: ");
  }

  @Test
  void dryRun_sameSeed_byteIdenticalMutantsWithStatusAndChain() throws IOException {
    Path seeds = seeds();
    String[] common = {
      "fuzz", seeds.toString(), "--dry-run", "--iterations", "12", "--walk-length", "4"
    };
    ParseCommandTest.Result a =
        ParseCommandTest.run(
            concat(common, "--seed", "9", "-j", "2", "--out", dir.resolve("a").toString()));
    ParseCommandTest.Result b =
        ParseCommandTest.run(
            concat(common, "--seed", "9", "-j", "1", "--out", dir.resolve("b").toString()));
    ParseCommandTest.Result c =
        ParseCommandTest.run(concat(common, "--seed", "10", "--out", dir.resolve("c").toString()));
    assertThat(a.code()).as(a.err()).isEqualTo(ExitCodes.OK);
    TreeMap<String, String> fa = files(dir.resolve("a/mutants"));
    assertThat(fa).hasSize(24);
    assertThat(fa).isEqualTo(files(dir.resolve("b/mutants")));
    assertThat(fa).isNotEqualTo(files(dir.resolve("c/mutants")));
    for (String text : fa.values()) {
      assertThat(text).containsPattern("\\(set-info :status (un)?sat\\)");
      assertThat(text).contains("; rule chain: ");
      assertThat(text).doesNotContain("(get-model)");
    }
    assertThat(a.out()).contains("mutants: 24 generated");
    JsonNode stats = new ObjectMapper().readTree(dir.resolve("a/statistics.json").toFile());
    assertThat(stats.path("mutants").path("generated").asInt()).isEqualTo(24);
    assertThat(stats.path("applicable_rules").path("mean_by_walk_step")).hasSize(4);
  }

  @Test
  void optionProfiles_everyMutantRunsOnEachProfileToo() throws IOException {
    Path out = dir.resolve("profiles");
    ParseCommandTest.Result r =
        ParseCommandTest.run(
            "fuzz",
            seeds().toString(),
            "--option-profiles",
            "1",
            "--seed",
            "2",
            "--iterations",
            "2",
            "--walk-length",
            "2",
            "-j",
            "1",
            "--no-report",
            "--out",
            out.toString());

    assertThat(r.code()).as(r.out() + r.err()).isIn(ExitCodes.OK, ExitCodes.FINDINGS);
    List<String> lines = Files.readAllLines(out.resolve("results.jsonl"));
    long plain = lines.stream().filter(l -> l.contains("\"solver\":\"bundled-z3\"")).count();
    long profiled = lines.stream().filter(l -> l.contains("\"solver\":\"bundled-z3~p1\"")).count();
    assertThat(plain).isPositive().isEqualTo(profiled);
    assertThat(Files.readString(out.resolve("run.json"))).contains("--option-profiles");
  }

  @Test
  void generatedSeeds_walkedBesideTheGivenOnes_andJudgedRightByZ3() throws IOException {
    Path out = dir.resolve("gen");
    ParseCommandTest.Result r =
        ParseCommandTest.run(
            "fuzz",
            seeds().toString(),
            "--generated",
            "3",
            "--seed",
            "4",
            "--iterations",
            "4",
            "--walk-length",
            "4",
            "-j",
            "1",
            "--no-report",
            "--out",
            out.toString());

    // every mutant of the generated seeds keeps its planted status: the bundled Z3 agrees
    assertThat(r.code()).as(r.out() + r.err()).isEqualTo(ExitCodes.OK);
    try (var files = Files.list(out.resolve("generated-seeds"))) {
      assertThat(files.filter(p -> p.toString().endsWith(".smt2")).count()).isEqualTo(3);
    }
    assertThat(r.out()).contains("5 seeds");
    long generatedCases =
        Files.readAllLines(out.resolve("results.jsonl")).stream()
            .filter(l -> l.contains("generated-seeds"))
            .count();
    assertThat(generatedCases).isEqualTo(3 * (4 + 1));
    // the same --seed writes the same files again
    Path again = dir.resolve("gen2");
    ParseCommandTest.run(
        "fuzz", "--generated", "3", "--seed", "4", "--dry-run", "--out", again.toString());
    assertThat(files(again.resolve("generated-seeds")))
        .isEqualTo(files(out.resolve("generated-seeds")));
    ParseCommandTest.Result none = ParseCommandTest.run("fuzz", "--generated", "-1");
    assertThat(none.code()).isEqualTo(ExitCodes.USAGE);
  }

  @Test
  void fuzz_solverUnknownAfterDecidingSeed_reportsUnsupportedImplication() throws IOException {
    String solver =
        fake(
            "picky",
            "if grep -q 'preprocessed seed' \"$last\"; then echo $status; else echo unknown; fi\n");
    ParseCommandTest.Result r =
        ParseCommandTest.run(
            "fuzz",
            seeds().toString(),
            "--solver",
            solver,
            "--iterations",
            "3",
            "--walk-length",
            "3",
            "-j",
            "1",
            "--out",
            dir.resolve("out").toString());
    assertThat(r.code()).as(r.err()).isEqualTo(ExitCodes.FINDINGS);
    List<Path> cases = folders(dir.resolve("out"), "picky", "incompleteness");
    // only the first mutant of each walk follows a decided formula
    assertThat(cases).hasSize(2);
    Path one = cases.get(0);
    assertThat(one.resolve("previous.smt2")).exists();
    assertThat(one.resolve("seed.smt2")).hasContent(SAT_SEED);
    assertThat(one.resolve("run.sh")).exists();
    assertThat(Files.readString(one.resolve("mutation.txt"))).contains("rule chain:", "seed:");
    assertThat(Files.readString(one.resolve("README.txt")))
        .contains("expected:   sat", "got:        unknown", "type 2 (unsupported implication)")
        .contains("decided the previous formula (sat)");
  }

  @Test
  void fuzz_oldDecidesNewUnknown_reportsRegressionWithBothCommands() throws IOException {
    String old = fake("old", "echo $status\n");
    String neu = fake("new", "echo unknown\n");
    ParseCommandTest.Result r =
        ParseCommandTest.run(
            "fuzz",
            seeds().toString(),
            "--old",
            old,
            "--new",
            neu,
            "--iterations",
            "4",
            "-j",
            "2",
            "--out",
            dir.resolve("out").toString());
    assertThat(r.code()).as(r.err()).isEqualTo(ExitCodes.FINDINGS);
    List<Path> regressions = folders(dir.resolve("out"), "new", "incompleteness");
    assertThat(regressions).isNotEmpty();
    Path one = regressions.get(0);
    assertThat(one.resolve("run-old.sh")).content().contains("old.sh");
    assertThat(one.resolve("run.sh")).content().contains("new.sh");
    assertThat(Files.readString(one.resolve("README.txt"))).contains("type 1 (regression)");
    JsonNode stats = new ObjectMapper().readTree(dir.resolve("out/statistics.json").toFile());
    // per seed: the preprocessed seed and 4 mutants, each on both solvers
    assertThat(stats.path("solver_calls").path("total").asInt()).isEqualTo(2 * 5 * 2);
    assertThat(stats.path("solver_calls").path("unknowns").asInt()).isEqualTo(10);
    assertThat(stats.path("findings").path("incompleteness").path("found").asInt()).isEqualTo(10);
  }

  @Test
  void fuzz_wrongAnswers_reportedAsSoundnessFindingsCappedPerSignature() throws IOException {
    String liar = fake("liar", "if [ \"$status\" = sat ]; then echo unsat; else echo sat; fi\n");
    ParseCommandTest.Result r = liarCampaign(liar, dir.resolve("out"));
    assertThat(r.code()).isEqualTo(ExitCodes.FINDINGS);
    assertThat(r.out()).contains("wrong-status 22");
    // confirmed by the two honest solvers, each new finding is reduced keeping their agreement;
    // every reduced input has the same canonical form (one lie, one bug): one finding, whose
    // first 5 runs keep a folder
    assertThat(folders(dir.resolve("out"), "liar", "wrong-status")).hasSize(5);
    List<String> findings = Files.readAllLines(dir.resolve("out/findings.jsonl"));
    assertThat(findings).hasSize(1);
    long hits = 0;
    for (String l : findings) {
      hits += new ObjectMapper().readTree(l).path("count").asLong();
    }
    assertThat(hits).isEqualTo(22);
  }

  /**
   * A fuzz campaign of the liar beside two solvers that answer the expected status, whose agreement
   * confirms the liar's wrong statuses (alone, a disagreement with the seed's label is no finding).
   */
  @Test
  void wrongUnsat_onAWeakenedSatSeed_isConfirmedByTheSeedsModelAlone() throws IOException {
    Path seeds = Files.createDirectories(dir.resolve("sat-seed"));
    Files.writeString(seeds.resolve("a.smt2"), SAT_SEED);
    Path count = dir.resolve("calls");
    // right on the seed (its first query), with a model; unsat on every mutant after it
    String liar =
        fake(
            "late-liar",
            "case \"$1\" in --version) echo 'late-liar 1.0'; exit 0 ;; esac\n"
                + "n=$(cat "
                + count
                + " 2>/dev/null || echo 0); echo $((n+1)) > "
                + count
                + "\n"
                + "if [ \"$n\" = 0 ]; then echo sat; echo '((define-fun x () Int 1)"
                + " (define-fun y () Int 2))'; else echo unsat; fi\n");
    Path out = dir.resolve("out");
    ParseCommandTest.Result r =
        ParseCommandTest.run(
            "fuzz",
            seeds.toString(),
            "--solver",
            liar,
            "--iterations",
            "4",
            "-j",
            "1",
            "--no-report",
            "--out",
            out.toString());
    assertThat(r.code()).as(r.out() + r.err()).isEqualTo(ExitCodes.FINDINGS);
    int confirmed = 0;
    for (String l : Files.readAllLines(out.resolve("results.jsonl"))) {
      JsonNode n = new ObjectMapper().readTree(l);
      if (n.path("verdict").asText().equals("wrong-status")) {
        assertThat(n.path("confirmation").asText()).contains("the witness");
        confirmed++;
      }
    }
    assertThat(confirmed).isPositive();
  }

  private ParseCommandTest.Result liarCampaign(String liar, Path out) throws IOException {
    return ParseCommandTest.run(
        "fuzz",
        seeds().toString(),
        "--solver",
        liar,
        "--solver",
        fake("honest1", "echo $status\n"),
        "--solver",
        fake("honest2", "echo $status\n"),
        "--iterations",
        "10",
        "-j",
        "1",
        "--out",
        out.toString());
  }

  /** statistics.json without what differs between sessions (times, the resume mark). */
  private static JsonNode countsOf(Path out) throws IOException {
    com.fasterxml.jackson.databind.node.ObjectNode o =
        (com.fasterxml.jackson.databind.node.ObjectNode)
            new ObjectMapper().readTree(out.resolve("statistics.json").toFile());
    o.remove(List.of("wall_seconds", "interrupted", "walks_before_resume"));
    ((com.fasterxml.jackson.databind.node.ObjectNode) o.get("mutants")).remove("per_second");
    return o;
  }

  @Test
  void resume_afterAKillMidCampaign_skipsFinishedWalksAndEndsWithTheSameStatistics()
      throws Exception {
    String liar = fake("liar", "if [ \"$status\" = sat ]; then echo unsat; else echo sat; fi\n");
    Path full = dir.resolve("full");
    assertThat(liarCampaign(liar, full).code()).isEqualTo(ExitCodes.FINDINGS);
    Path cut = dir.resolve("cut");
    assertThat(liarCampaign(liar, cut).code()).isEqualTo(ExitCodes.FINDINGS);
    // As if killed before the second walk was recorded.
    Fixtures.forgetItemsFrom(cut, 1);
    Files.delete(cut.resolve("statistics.json"));

    ParseCommandTest.Result r = ParseCommandTest.run("fuzz", "--resume", cut.toString());

    assertThat(r.code()).as(r.err()).isEqualTo(ExitCodes.FINDINGS);
    assertThat(r.out()).contains("2 walks (1 of them before the campaign was resumed)");
    assertThat(countsOf(cut)).isEqualTo(countsOf(full));
    assertThat(Files.readAllLines(cut.resolve("findings.jsonl"))).hasSize(1);
    assertThat(folders(cut, "liar", "wrong-status")).hasSize(5);
    JsonNode stats = new ObjectMapper().readTree(cut.resolve("statistics.json").toFile());
    assertThat(stats.path("walks_before_resume").asInt()).isEqualTo(1);
  }

  @Test
  void resume_refusesOtherOptions_andANewCampaignDoesNotOverwriteOne() throws IOException {
    String liar = fake("liar", "echo $status\n");
    Path out = dir.resolve("out");
    assertThat(liarCampaign(liar, out).code()).isEqualTo(ExitCodes.OK);
    String manifest = Files.readString(out.resolve("run.json"));
    assertThat(manifest).contains("\"--iterations\", \"10\"", "\"--seed\", \"0\"", "\"--\"");
    assertThat(manifest).contains(dir.resolve("seeds").toAbsolutePath().toString());

    ParseCommandTest.Result again = liarCampaign(liar, out);
    assertThat(again.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(again.err()).contains("already holds a campaign: continue it with --resume");

    ParseCommandTest.Result r =
        ParseCommandTest.run("fuzz", "--resume", out.toString(), "--iterations", "3");
    assertThat(r.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(r.err())
        .contains(
            "only --jobs, --time, --no-progress, --no-report and --retry-timeouts can be given with it,"
                + " not --iterations");

    // the seeds changed since: the walks would differ, so the campaign cannot go on
    Files.writeString(dir.resolve("seeds/b.smt2"), UNSAT_SEED.replace("5", "6"));
    r = ParseCommandTest.run("fuzz", "--resume", out.toString());
    assertThat(r.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(r.err()).contains("the cases differ from the run's (2 now, 2 then)");
  }

  @Test
  void fuzz_crashingSolver_reportedAsCrash() throws IOException {
    String crash = fake("crash", "kill -SEGV $$\n");
    ParseCommandTest.Result r =
        ParseCommandTest.run(
            "fuzz",
            seeds().toString(),
            "--solver",
            crash,
            "--iterations",
            "2",
            "--out",
            dir.resolve("out").toString());
    assertThat(r.code()).isEqualTo(ExitCodes.FINDINGS);
    assertThat(folders(dir.resolve("out"), "crash", "crash")).isNotEmpty();
  }

  @Test
  void fuzz_badUsage_exitsTwoWithOneLine() throws IOException {
    assertThat(ParseCommandTest.run("fuzz").code()).isEqualTo(ExitCodes.USAGE);
    ParseCommandTest.Result r =
        ParseCommandTest.run("fuzz", seeds().toString(), "--old", "z3", "--dry-run");
    assertThat(r.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(r.err()).contains("--old and --new go together");
    assertThat(ParseCommandTest.run("fuzz", seeds().toString(), "--time", "soon").code())
        .isEqualTo(ExitCodes.USAGE);
  }

  @Test
  void duration_readsSecondsMinutesHoursAndCombinations() {
    assertThat(Durations.parse("40s")).isEqualTo(Duration.ofSeconds(40));
    assertThat(Durations.parse("10m")).isEqualTo(Duration.ofMinutes(10));
    assertThat(Durations.parse("2h")).isEqualTo(Duration.ofHours(2));
    assertThat(Durations.parse("1h30m")).isEqualTo(Duration.ofMinutes(90));
    assertThat(Durations.parse("90")).isEqualTo(Duration.ofSeconds(90));
    assertThatThrownBy(() -> Durations.parse("10x"))
        .isInstanceOf(CommandLine.TypeConversionException.class);
    assertThatThrownBy(() -> Durations.parse("0s"))
        .isInstanceOf(CommandLine.TypeConversionException.class);
  }

  private static String[] concat(String[] a, String... b) {
    String[] r = new String[a.length + b.length];
    System.arraycopy(a, 0, r, 0, a.length);
    System.arraycopy(b, 0, r, a.length, b.length);
    return r;
  }
}
