package dev.assay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Script;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReduceCommandTest {
  @TempDir Path dir;

  private static final String INPUT =
      String.join(
          "\n",
          "(set-info :status sat)",
          "(declare-const x String)",
          "(declare-const y String)",
          "(declare-const n Int)",
          "(assert (= (str.len x) 3))",
          "(assert (> n 2))",
          "(assert (= y (str.replace_all x \"a\" \"b\")))",
          "(assert (str.prefixof \"a\" x))",
          "(assert (< n 100))",
          "(check-sat)");

  private Path fakeSolver(String body) throws IOException {
    return fakeSolver("fake.sh", body);
  }

  private Path fakeSolver(String name, String body) throws IOException {
    Path p = dir.resolve(name);
    Files.writeString(p, "#!/bin/sh\nfor last; do :; done\n" + body);
    Files.setPosixFilePermissions(
        p,
        Set.of(
            PosixFilePermission.OWNER_READ,
            PosixFilePermission.OWNER_WRITE,
            PosixFilePermission.OWNER_EXECUTE));
    return p;
  }

  @Test
  void reduce_crash_keepsTheCrashingConstructOnly() throws IOException {
    Path solver =
        fakeSolver("if grep -q 'str.replace_all' \"$last\"; then kill -SEGV $$; fi\necho sat\n");
    Path in = Files.writeString(dir.resolve("in.smt2"), INPUT);
    ParseCommandTest.Result r =
        ParseCommandTest.run("reduce", in.toString(), "--solver", "cmd:" + solver);
    assertThat(r.code()).as(r.err()).isEqualTo(ExitCodes.OK);
    assertThat(r.out()).contains("crash on");
    String reduced = Files.readString(dir.resolve("in.reduced.smt2"));
    Script s = Parser.readScript(reduced, "reduced").script();
    assertThat(s.assertions()).hasSize(1);
    assertThat(reduced).contains("str.replace_all").doesNotContain("declare-const n");
  }

  @Test
  void reduce_wrongStatus_keepsExpectedStatusConfirmedByReference() throws IOException {
    // claims unsat whenever str.len occurs: wrong, since the input is sat
    Path solver =
        fakeSolver("if grep -q 'str.len' \"$last\"; then echo unsat; else echo sat; fi\n");
    Path in = Files.writeString(dir.resolve("in.smt2"), INPUT);
    Path out = dir.resolve("small.smt2");
    ParseCommandTest.Result r =
        ParseCommandTest.run(
            "reduce",
            in.toString(),
            "--solver",
            "cmd:" + solver,
            "--reference",
            "bundled",
            "-o",
            out.toString());
    assertThat(r.code()).as(r.err()).isEqualTo(ExitCodes.OK);
    String reduced = Files.readString(out);
    assertThat(reduced).contains("wrong-status").contains("str.len").contains(":status sat");
    assertThat(Parser.readScript(reduced, "reduced").script().assertions()).hasSize(1);
  }

  @Test
  void reduce_wrongStatusWithoutReference_isUsageError() throws IOException {
    Path solver = fakeSolver("echo unsat\n");
    Path in = Files.writeString(dir.resolve("in.smt2"), INPUT);
    ParseCommandTest.Result r =
        ParseCommandTest.run("reduce", in.toString(), "--solver", "cmd:" + solver);
    assertThat(r.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(r.err()).contains("--reference");
  }

  @Test
  void reduce_inputThatDoesNotFail_isUsageError() throws IOException {
    Path solver = fakeSolver("echo sat\n");
    Path in = Files.writeString(dir.resolve("in.smt2"), INPUT);
    ParseCommandTest.Result r =
        ParseCommandTest.run("reduce", in.toString(), "--solver", "cmd:" + solver);
    assertThat(r.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(r.err()).contains("nothing to reduce");
  }

  private ParseCommandTest.Result reduce(String... args) {
    return ParseCommandTest.run(args);
  }

  private Script reducedScript(Path p) throws IOException {
    return Parser.readScript(Files.readString(p), "reduced").script();
  }

  @Test
  void reduce_matchErr_keepsWhatProducesTheMessage_andDropsTheUnconfirmedStatus()
      throws IOException {
    Path solver =
        fakeSolver(
            "if grep -q 'str.replace_all' \"$last\"; then echo 'ASSERTION VIOLATION in rewriter' >&2;"
                + " exit 1; fi\necho sat\n");
    Path in = Files.writeString(dir.resolve("in.smt2"), INPUT);
    ParseCommandTest.Result r =
        reduce("reduce", in.toString(), "--solver", "cmd:" + solver, "--match-err", "ASSERTION");
    assertThat(r.code()).as(r.err()).isEqualTo(ExitCodes.OK);
    assertThat(r.out()).contains("user-defined failure", "standard error matches /ASSERTION/");
    String reduced = Files.readString(dir.resolve("in.reduced.smt2"));
    assertThat(reducedScript(dir.resolve("in.reduced.smt2")).assertions()).hasSize(1);
    assertThat(reduced).contains("str.replace_all").doesNotContain(":status", "declare-const n");
  }

  @Test
  void reduce_exitCode_ofASignal_isTheShellsNumber() throws IOException {
    Path solver = fakeSolver("if grep -q '(> n' \"$last\"; then kill -SEGV $$; fi\necho sat\n");
    Path in = Files.writeString(dir.resolve("in.smt2"), INPUT);
    ParseCommandTest.Result r =
        reduce("reduce", in.toString(), "--solver", "cmd:" + solver, "--exit-code", "139");
    assertThat(r.code()).as(r.err()).isEqualTo(ExitCodes.OK);
    String reduced = Files.readString(dir.resolve("in.reduced.smt2"));
    assertThat(reduced).contains("(> n").doesNotContain("str.");
  }

  @Test
  void reduce_matchOutAndMatchErr_mustBothHold() throws IOException {
    // "unknown" on standard output needs str.len; a warning on standard error needs str.prefixof
    Path solver =
        fakeSolver(
            "grep -q 'str.prefixof' \"$last\" && echo warning >&2\n"
                + "if grep -q 'str.len' \"$last\"; then echo unknown; else echo sat; fi\n");
    Path in = Files.writeString(dir.resolve("in.smt2"), INPUT);
    ParseCommandTest.Result r =
        reduce(
            "reduce",
            in.toString(),
            "--solver",
            "cmd:" + solver,
            "--match-out",
            "^unknown$",
            "--match-err",
            "warn");
    assertThat(r.code()).as(r.err()).isEqualTo(ExitCodes.OK);
    Script s = reducedScript(dir.resolve("in.reduced.smt2"));
    assertThat(s.assertions()).hasSize(2);
    assertThat(Files.readString(dir.resolve("in.reduced.smt2")))
        .contains("str.len", "str.prefixof")
        .doesNotContain("(> n", "(< n");
  }

  @Test
  void reduce_answerDiffersFrom_keepsADecidedDisagreement_withTheReferenceConfirmingTheStatus()
      throws IOException {
    // wrong: unsat whenever str.len occurs (the input is sat); the other solver answers sat
    Path liar =
        fakeSolver(
            "liar.sh", "if grep -q 'str.len' \"$last\"; then echo unsat; else echo sat; fi\n");
    Path other = fakeSolver("other.sh", "echo sat\n");
    Path in = Files.writeString(dir.resolve("in.smt2"), INPUT);
    Path out = dir.resolve("small.smt2");
    ParseCommandTest.Result r =
        reduce(
            "reduce",
            in.toString(),
            "--solver",
            "cmd:" + liar,
            "--answer-differs-from",
            "cmd:" + other,
            "--match-out",
            "unsat",
            "--reference",
            "bundled",
            "-o",
            out.toString());
    assertThat(r.code()).as(r.err()).isEqualTo(ExitCodes.OK);
    assertThat(r.out()).contains("answers differ from", "confirms the expected status");
    String reduced = Files.readString(out);
    assertThat(reduced).contains("str.len", ":status sat");
    assertThat(reducedScript(out).assertions()).hasSize(1);
  }

  @Test
  void reduce_answerDiffersFrom_unknownIsNoDisagreement() throws IOException {
    Path undecided = fakeSolver("undecided.sh", "echo unknown\n");
    Path other = fakeSolver("other.sh", "echo sat\n");
    Path in = Files.writeString(dir.resolve("in.smt2"), INPUT);
    ParseCommandTest.Result r =
        reduce(
            "reduce",
            in.toString(),
            "--solver",
            "cmd:" + undecided,
            "--answer-differs-from",
            "cmd:" + other);
    assertThat(r.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(r.err()).contains("nothing to reduce", "do not answer sat/unsat apart");
  }

  @Test
  void reduce_userDefinedFailureTheFileDoesNotShow_isUsageError() throws IOException {
    Path solver = fakeSolver("echo sat\n");
    Path in = Files.writeString(dir.resolve("in.smt2"), INPUT);
    ParseCommandTest.Result r =
        reduce("reduce", in.toString(), "--solver", "cmd:" + solver, "--exit-code", "3");
    assertThat(r.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(r.err()).contains("nothing to reduce", "exit code 0").doesNotContain("Exception");
  }

  @Test
  void reduce_badPattern_isAOneLineUsageError() throws IOException {
    Path in = Files.writeString(dir.resolve("in.smt2"), INPUT);
    ParseCommandTest.Result r = reduce("reduce", in.toString(), "--match-out", "(unclosed");
    assertThat(r.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(r.err().strip())
        .contains("--match-out: not a regular expression")
        .doesNotContain("\n");
  }

  @Test
  void reduce_withParallelJobs_writesTheSameFileAsWithOne() throws IOException {
    Path solver =
        fakeSolver(
            "if grep -q 'str.replace_all' \"$last\" && grep -q '(> n' \"$last\"; then"
                + " echo boom >&2; exit 4; fi\necho sat\n");
    Path in = Files.writeString(dir.resolve("in.smt2"), INPUT);
    String[] outputs = new String[2];
    int[] jobs = {1, 3};
    for (int k = 0; k < 2; k++) {
      Path out = dir.resolve("j" + jobs[k] + ".smt2");
      ParseCommandTest.Result r =
          reduce(
              "reduce",
              in.toString(),
              "--solver",
              "cmd:" + solver,
              "--exit-code",
              "4",
              "-j",
              Integer.toString(jobs[k]),
              "-o",
              out.toString());
      assertThat(r.code()).as(r.err()).isEqualTo(ExitCodes.OK);
      outputs[k] = Files.readString(out);
    }
    assertThat(outputs[1]).isEqualTo(outputs[0]).contains("str.replace_all", "(> n");
  }

  @Test
  void reduce_wrongStatus_ofAFileWithAWitness_keepsTheWitnessTrue_withoutAReference()
      throws IOException {
    Path liar = fakeSolver("if grep -q 'str.len' \"$last\"; then echo unsat; else echo sat; fi\n");
    String witness =
        "; witness model:\n"
            + ";   (define-fun x () String \"abc\")\n"
            + ";   (define-fun y () String \"bbc\")\n"
            + ";   (define-fun n () Int 5)\n";
    Path in = Files.writeString(dir.resolve("in.smt2"), INPUT + "\n" + witness);
    ParseCommandTest.Result r = reduce("reduce", in.toString(), "--solver", "cmd:" + liar);
    assertThat(r.code()).as(r.err()).isEqualTo(ExitCodes.OK);
    assertThat(r.out()).contains("the witness model still satisfies every assertion");
    String reduced = Files.readString(dir.resolve("in.reduced.smt2"));
    assertThat(reduced).contains("str.len", ":status sat", "; witness model:");
    assertThat(reducedScript(dir.resolve("in.reduced.smt2")).assertions()).hasSize(1);
  }
}
