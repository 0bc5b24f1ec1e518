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
    Path p = dir.resolve("fake.sh");
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
}
