package dev.assay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code assay check} end to end, with fake solvers and the bundled Z3. */
class CheckCommandTest {
  @TempDir Path dir;

  /** What one run of the command printed and returned. */
  record Run(int exit, String out, String err) {}

  private static Run check(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    List<String> all = new ArrayList<>(List.of("check"));
    all.addAll(List.of(args));
    int exit =
        Main.run(
            all.toArray(String[]::new), new PrintWriter(out, true), new PrintWriter(err, true));
    return new Run(exit, out.toString(), err.toString());
  }

  private Path fakeSolver(String name) throws IOException {
    Path target = dir.resolve(name);
    try (InputStream in = getClass().getResourceAsStream("/fake-solvers/" + name)) {
      Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
    }
    assertThat(target.toFile().setExecutable(true)).isTrue();
    return target;
  }

  private Path cases() throws IOException {
    Path c = dir.resolve("cases");
    Files.createDirectories(c);
    Files.writeString(
        c.resolve("pos.smt2"),
        "(set-info :status sat)\n(declare-const x Int)\n(assert (> x 0))\n(check-sat)\n");
    Files.writeString(
        c.resolve("neg.smt2"),
        "(set-info :status unsat)\n(declare-const x Int)\n(assert (> x 0))\n(assert (< x 0))\n"
            + "(check-sat)\n");
    return c;
  }

  private static List<JsonNode> results(Path out) throws IOException {
    ObjectMapper m = new ObjectMapper();
    List<JsonNode> r = new ArrayList<>();
    for (String line : Files.readAllLines(out.resolve("results.jsonl"))) {
      r.add(m.readTree(line));
    }
    return r;
  }

  @Test
  void check_solverWithWrongModelAndWrongStatus_exitsOneWithReproductions() throws Exception {
    Path out = dir.resolve("out");

    Run r =
        check(
            cases().toString(),
            "--solver",
            "cmd:" + fakeSolver("wrong-model.sh"),
            "--out",
            out.toString(),
            "-j",
            "2");

    assertThat(r.exit()).isEqualTo(1);
    List<JsonNode> res = results(out);
    assertThat(res).hasSize(2);
    assertThat(res.get(0).get("case").asText()).isEqualTo("cases/neg.smt2");
    assertThat(res.get(0).get("verdict").asText()).isEqualTo("wrong-status");
    assertThat(res.get(1).get("case").asText()).isEqualTo("cases/pos.smt2");
    assertThat(res.get(1).get("verdict").asText()).isEqualTo("invalid-model");
    Path repro = out.resolve("failures/wrong-model.sh/cases/neg");
    assertThat(Files.readString(repro.resolve("README.txt")))
        .contains("expected:   unsat")
        .contains("got:        sat");
    assertThat(Files.readString(repro.resolve("run.sh")))
        .contains("wrong-model.sh")
        .contains("input.smt2");
    assertThat(r.out()).contains("wrong-model.sh").contains("findings");
  }

  @Test
  void check_bundledZ3OnRightAnswers_exitsZeroAndModelsAreValid() throws Exception {
    Path out = dir.resolve("out");

    Run r = check(cases().toString(), "--out", out.toString(), "-j", "1");

    assertThat(r.exit()).as(r.err()).isZero();
    List<JsonNode> res = results(out);
    assertThat(res).extracting(n -> n.get("verdict").asText()).containsExactly("ok", "ok");
    assertThat(res.get(1).get("check_sats").get(0).get("detail").asText())
        .isEqualTo("sat, model valid");
    assertThat(res.get(0).get("solver").asText()).isEqualTo("bundled-z3");
    assertThat(res.get(0).get("version").asText()).isEqualTo("4.14.1");
    assertThat(Files.exists(out.resolve("failures"))).isFalse();
  }

  @Test
  void check_optionProfiles_runEveryCaseOnEachProfileWithItsOptions() throws Exception {
    Path out = dir.resolve("out");

    Run r =
        check(
            cases().toString(),
            "--out",
            out.toString(),
            "-j",
            "1",
            "--option-profiles",
            "2",
            "--seed",
            "7");

    assertThat(r.exit()).as(r.err()).isZero();
    List<JsonNode> res = results(out);
    assertThat(res)
        .extracting(n -> n.get("solver").asText())
        .containsOnly("bundled-z3", "bundled-z3~p1", "bundled-z3~p2");
    assertThat(res).hasSize(6);
    // a profile's runs carry its options in their command; the plain solver's do not
    for (JsonNode n : res) {
      String command = n.get("command").toString();
      if (n.get("solver").asText().contains("~p")) {
        assertThat(command).as(n.toString()).containsPattern("[a-z_]+\\.[a-z_.]+=");
      }
    }
    // the same seed gives the same profiles: the recorded command says how to get them again
    assertThat(Files.readString(out.resolve("run.json"))).contains("--option-profiles");
  }

  @Test
  void check_crashingSolver_isFindingWithSignal() throws Exception {
    Path out = dir.resolve("out");

    Run r =
        check(
            cases().toString(),
            "--solver",
            "cmd:" + fakeSolver("segfault.sh"),
            "--out",
            out.toString());

    assertThat(r.exit()).isEqualTo(1);
    JsonNode neg = results(out).get(0);
    // it says sat, then dies: no model to refute, but the independent solver (the bundled Z3)
    // answers unsat, and that confirms the file's label
    assertThat(neg.get("verdict").asText()).as(neg.toString()).isEqualTo("wrong-status");
    assertThat(neg.get("detail").asText()).isEqualTo("expected unsat, got sat");
    assertThat(neg.get("confirmation").asText()).startsWith("unsat: bundled-z3");
    assertThat(neg.get("outcome").asText()).isEqualTo("crashed");
    assertThat(neg.get("signal").asInt()).isEqualTo(11);
  }

  @Test
  void check_garbageAndErrors_areNotFindings() throws Exception {
    Path out = dir.resolve("out");

    Run r =
        check(
            cases().toString(),
            "--solver",
            "cmd:" + fakeSolver("garbage.sh"),
            "--solver",
            "cmd:" + fakeSolver("error.sh"),
            "--out",
            out.toString());

    assertThat(r.exit()).isZero();
    assertThat(results(out)).extracting(n -> n.get("verdict").asText()).containsOnly("error");
    assertThat(r.out()).contains("garbage.sh").contains("error.sh");
  }

  @Test
  void check_unknownSolverOrMissingPath_exitsTwoWithOneLine() throws Exception {
    Run unknown = check(cases().toString(), "--solver", "frobnicator");
    Run missing = check(dir.resolve("nope").toString());
    Run badMode = check(cases().toString(), "--mode", "sideways");

    assertThat(unknown.exit()).isEqualTo(2);
    assertThat(unknown.err()).contains("unknown solver 'frobnicator'").doesNotContain("Exception");
    assertThat(missing.exit()).isEqualTo(2);
    assertThat(missing.err()).contains("no such file or directory");
    assertThat(badMode.exit()).isEqualTo(2);
  }

  @Test
  void check_malformedFile_isSkippedWithPositionAndOthersRun() throws Exception {
    Path c = cases();
    Files.writeString(c.resolve("bad.smt2"), "(assert (> x 0)\n");
    Path out = dir.resolve("out");

    Run r =
        check(c.toString(), "--solver", "cmd:" + fakeSolver("garbage.sh"), "--out", out.toString());

    assertThat(r.err()).contains("bad.smt2:");
    // the two readable files run; the unreadable one is named in results.jsonl, never run
    assertThat(results(out)).hasSize(3);
    assertThat(results(out).get(2).get("status").asText()).isEqualTo("unparsable");
    assertThat(results(out).get(2).get("error").asText()).contains("bad.smt2:1:12:");
    assertThat(r.out()).as(r.out()).contains("bad.smt2");
  }

  @Test
  void solvers_listsBundledAndPresets() {
    StringWriter out = new StringWriter();

    int exit =
        Main.run(
            new String[] {"solvers"},
            new PrintWriter(out, true),
            new PrintWriter(new StringWriter(), true));

    assertThat(exit).isZero();
    assertThat(out.toString())
        .containsPattern("bundled-z3 +yes")
        .contains("4.14.1")
        .contains("eldarica")
        .contains("bundled@VERSION");
  }

  @Test
  void check_expectedCoreComment_coreWithoutAMemberIsAnIncorrectCore() throws IOException {
    Path solver = dir.resolve("always-unsat.sh");
    try (InputStream in = getClass().getResourceAsStream("/strings-fakes/always-unsat.sh")) {
      Files.copy(in, solver);
    }
    assertThat(solver.toFile().setExecutable(true)).isTrue();
    String script =
        "(set-info :status unsat)\n(set-option :produce-unsat-cores true)\n"
            + "(declare-const x Int)\n(assert (! (> x 0) :named a))\n"
            + "(assert (! (< x 0) :named b))\n(check-sat)\n(get-unsat-core)\n";
    Path with = Files.createDirectories(dir.resolve("with"));
    Files.writeString(with.resolve("t.smt2"), script + "; expected unsat core: (a b)\n");
    Path without = Files.createDirectories(dir.resolve("without"));
    Files.writeString(without.resolve("t.smt2"), script);

    // --no-models: the fake answers only check-sat and get-unsat-core
    Run judged =
        check(with.toString(), "--solver", "cmd:" + solver, "--no-models", "--out", dir + "/o1");
    Run plain =
        check(without.toString(), "--solver", "cmd:" + solver, "--no-models", "--out", dir + "/o2");

    // the fake answers unsat with the empty core: it lacks a and b, so it is satisfiable
    assertThat(judged.exit()).as(judged.out()).isEqualTo(ExitCodes.FINDINGS);
    assertThat(results(dir.resolve("o1")).get(0).get("detail").asText())
        .isEqualTo("core omits a, without which the script is satisfiable");
    assertThat(plain.exit()).as(plain.out()).isEqualTo(ExitCodes.OK);
  }
}
