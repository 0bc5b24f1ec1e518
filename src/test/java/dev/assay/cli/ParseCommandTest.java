package dev.assay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ParseCommandTest {
  @TempDir Path dir;

  record Result(int code, String out, String err) {}

  static Result run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
    return new Result(code, out.toString(), err.toString());
  }

  @Test
  void parse_goodFile_printsOkAndExitsZero() throws IOException {
    Path f = Files.writeString(dir.resolve("a.smt2"), "(declare-const x Int)(assert (> x 0))");
    Result r = run("parse", f.toString());
    assertThat(r.code()).isEqualTo(ExitCodes.OK);
    assertThat(r.out()).contains("a.smt2: ok (2 commands)");
  }

  @Test
  void parse_badFile_printsPositionedErrorAndExitsTwo() throws IOException {
    Path good = Files.writeString(dir.resolve("good.smt2"), "(check-sat)");
    Path bad = Files.writeString(dir.resolve("bad.smt2"), "(assert\n  (> y 0))");
    Result r = run("parse", good.toString(), bad.toString());
    assertThat(r.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(r.out()).contains(bad + ":2:6: unknown symbol y");
    assertThat(r.out() + r.err()).doesNotContain("Exception").doesNotContain("\tat ");
  }

  @Test
  void parse_invalidUtf8_reportsBytePosition() throws IOException {
    Path bad = dir.resolve("bytes.smt2");
    Files.write(bad, new byte[] {'(', 'e', 'c', 'h', 'o', '\n', ' ', (byte) 0xC3, (byte) 0x28});
    Result r = run("parse", bad.toString());
    assertThat(r.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(r.out()).contains(bad + ":2:2: invalid UTF-8");
  }

  @Test
  void parse_missingFile_exitsTwo() {
    Result r = run("parse", dir.resolve("nope.smt2").toString());
    assertThat(r.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(r.out()).contains("no such file");
  }

  @Test
  void parse_print_writesCanonicalForm() throws IOException {
    Path f =
        Files.writeString(
            dir.resolve("p.smt2"),
            "( assert   (str.in_re \"a\"  (re.* (str.to_re |a|))) )",
            StandardCharsets.UTF_8);
    Files.writeString(f, "(declare-const a String)" + Files.readString(f));
    Result r = run("parse", "--print", f.toString());
    assertThat(r.code()).isEqualTo(ExitCodes.OK);
    assertThat(r.out())
        .isEqualTo("(declare-const a String)\n(assert (str.in_re \"a\" (re.* (str.to_re a))))\n");
  }

  @Test
  void unknownOption_exitsTwoWithoutStackTrace() {
    Result r = run("parse", "--bogus", "x");
    assertThat(r.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(r.err()).contains("Unknown option").doesNotContain("\tat ");
  }
}
