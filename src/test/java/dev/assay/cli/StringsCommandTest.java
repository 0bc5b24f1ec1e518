package dev.assay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.smtlib.Parser;
import dev.assay.smtlib.SourceText;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code assay strings} end to end, with fake solvers that answer by the tests' status. */
class StringsCommandTest {
  @TempDir Path dir;

  record Result(int code, String out, String err) {}

  static Result run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
    return new Result(code, out.toString(), err.toString());
  }

  private Path fake(String name) throws IOException {
    Path target = dir.resolve(name);
    try (InputStream in = getClass().getResourceAsStream("/strings-fakes/" + name)) {
      Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
    }
    assertThat(target.toFile().setExecutable(true)).isTrue();
    return target;
  }

  private static List<Path> smt2Files(Path root) throws IOException {
    try (Stream<Path> s = Files.walk(root)) {
      return s.filter(p -> p.toString().endsWith(".smt2")).sorted().toList();
    }
  }

  @Test
  void list_writesEveryTestAsAStandaloneFileWithStatusAndWitnessOrCore() throws IOException {
    Path out = dir.resolve("suite");
    Result r = run("strings", "--list", "--operations", "at", "--out", out.toString());
    assertThat(r.code()).isEqualTo(ExitCodes.OK);
    assertThat(r.out()).contains("operation 1", "constant-assignment 93", "equivalent-formula 1");
    List<Path> files = smt2Files(out);
    assertThat(r.out()).contains("wrote " + files.size() + " tests");
    for (Path f : files) {
      String text = SourceText.read(f);
      Parser.readScript(text, f.toString()); // parses and sort-checks
      assertThat(text).containsPattern("\\(set-info :status (un)?sat\\)");
      assertThat(text).containsAnyOf("; witness model:", "; expected unsat core: (");
    }
    String e1 = Files.readString(out.resolve("larger-unsat-core+p/E1-res-NC1.smt2"));
    assertThat(e1).contains("(get-unsat-core)", "; expected unsat core: (notA B C)");
    String op = Files.readString(out.resolve("operation/at.smt2"));
    assertThat(op).contains("(get-model)", ";   (define-fun off () Int (- 1))");
  }

  @Test
  void run_onASolverAnsweringTheStatus_countsCoresWithExtraNamesAsImprecise() throws IOException {
    Path solver = fake("status-echo.sh");
    Path out = dir.resolve("run");
    Result r =
        run(
            "strings",
            "--solver",
            "cmd:" + solver,
            "--operations",
            "replace",
            "--only",
            "operation,equivalent-formula,redundancy-introduction",
            "--patterns",
            "off",
            "--out",
            out.toString(),
            "-j",
            "2",
            "--timeout",
            "20");
    assertThat(r.code()).as(r.err()).isEqualTo(ExitCodes.OK);
    String md = Files.readString(out.resolve("summary.md"));
    // step 1: all sat / unsat with the expected core; redundancy (22 tests): the fake names the
    // clause C too, which is outside the expected core: not minimal, not unsound.
    assertThat(md).contains("| sat | operation | 1 | 0 | - | 1 | 0 | 0 | 0 | 0 |");
    assertThat(md).contains("| unsat | equivalent formula | 1 | - | 0 | 0 | 1 | 0 | 0 | 0 |");
    assertThat(md)
        .contains("| unsat | redundancy introduction | 22 | - | 22 | 0 | 0 | 0 | 0 | 0 |");
    assertThat(Files.readString(out.resolve("summary.json"))).contains("\"IC\" : 22");
    // the 22 failures are one group: the redundancy tests of E3, the row of replace
    assertThat(md)
        .contains(
            "| unsat | redundancy introduction | E3 | IC (incorrect unsat core) | 22 |"
                + " `redundancy-introduction/E3-i-NC8` |");
    assertThat(Files.readString(out.resolve("summary.json")))
        .contains("\"subject\" : \"E3\"", "\"tests\" : 22");
    assertThat(Files.readAllLines(out.resolve("results.jsonl"))).hasSize(24);
    assertThat(
            smt2Files(out.resolve("failures")).stream()
                .filter(f -> f.getFileName().toString().equals("input.smt2")))
        .hasSize(22);
  }

  @Test
  void run_onASolverAnsweringUnsatAlways_reportsSoundnessFailuresWithReproducibleFiles()
      throws IOException {
    Path solver = fake("always-unsat.sh");
    Path out = dir.resolve("run");
    Result r =
        run(
            "strings",
            "--solver",
            "cmd:" + solver,
            "--operations",
            "at",
            "--only",
            "operation,equivalent-formula",
            "--patterns",
            "on",
            "--out",
            out.toString());
    assertThat(r.code()).isEqualTo(ExitCodes.FINDINGS);
    assertThat(r.out()).contains("| sat | operation | 1 | 0 | - | 0 | **1** | 0 | 0 | 0 |");
    assertThat(r.out()).contains("| unsat [+p] | equivalent formula | 1 | - | **1** | 0 | 0 |");
    assertThat(Files.readString(out.resolve("summary.md")))
        .contains("| sat | operation | at | U (unsat), soundness | **1** | `operation/at` |");
    Path f = out.resolve("failures/always-unsat.sh/operation/at");
    String readme = Files.readString(f.resolve("README.txt"));
    assertThat(readme)
        .contains("expected:   sat", "because:    sat by construction", "got:        unsat")
        .contains("verdict:    wrong-status", "table4:     U", "soundness:  true");
    assertThat(Files.readString(f.resolve("run.sh"))).contains("exec " + solver + " input.smt2");
    assertThat(Files.readString(f.resolve("input.smt2")))
        .contains("(assert (= (str.at s off) res))")
        .doesNotContain("(set-info :status");
    assertThat(Files.readString(f.resolve("original.smt2"))).contains("; witness model:");
    Path core = out.resolve("failures/always-unsat.sh/equivalent-formula+p/E1");
    assertThat(Files.readString(core.resolve("original.smt2")))
        .contains("; expected unsat core: (notA B)");
    assertThat(Files.readString(core.resolve("README.txt")))
        .contains("lacks notA B, so it is satisfiable");
  }

  @Test
  void badOptions_exitWithUsage() {
    assertThat(run("strings", "--list", "--patterns", "sometimes").code())
        .isEqualTo(ExitCodes.USAGE);
    assertThat(run("strings", "--list", "--only", "fuzzing").code()).isEqualTo(ExitCodes.USAGE);
    assertThat(run("strings", "--list", "--pool-string", "a").code()).isEqualTo(ExitCodes.USAGE);
    Result r = run("strings", "--solver", "nosuchsolver", "--only", "operation");
    assertThat(r.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(r.err()).contains("unknown solver").doesNotContain("\tat ");
  }
}
