package dev.assay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code assay parse FILE...} without options skips picocli and must behave exactly as with it. */
class ParseFastPathTest {
  @TempDir Path dir;

  record Result(int code, String out, String err) {}

  private static Result viaMain(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
    return new Result(code, out.toString(), err.toString());
  }

  private static Result viaPicocli(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code =
        Main.commandLine(new PrintWriter(out, true), new PrintWriter(err, true)).execute(args);
    return new Result(code, out.toString(), err.toString());
  }

  private void assertSameBothWays(String... args) {
    assertThat(ParseCommand.plainFiles(args)).as("takes the fast path").isNotNull();
    assertThat(viaMain(args)).isEqualTo(viaPicocli(args));
  }

  @Test
  void plainParse_goodBadMissingAndInvalidFiles_sameAsPicocli() throws IOException {
    Path good =
        Files.writeString(dir.resolve("good.smt2"), "(declare-const x Int)(assert (> x 0))");
    Path bad = Files.writeString(dir.resolve("bad.smt2"), "(assert\n  (> y 0))");
    Path bytes = dir.resolve("bytes.smt2");
    Files.write(bytes, new byte[] {'(', 'e', 'c', 'h', 'o', '\n', ' ', (byte) 0xC3, (byte) 0x28});
    String missing = dir.resolve("nope.smt2").toString();
    assertSameBothWays("parse", good.toString());
    assertSameBothWays("parse", bad.toString());
    assertSameBothWays("parse", good.toString(), bad.toString(), bytes.toString(), missing);
    assertSameBothWays("parse", dir.toString()); // a directory is not a file
    assertThat(viaMain("parse", good.toString(), bad.toString()).code()).isEqualTo(ExitCodes.USAGE);
  }

  @Test
  void plainParse_stdin_sameAsPicocli() {
    InputStream saved = System.in;
    try {
      byte[] text = "(assert (= \"é\" \"\\u{e9}\"))".getBytes(StandardCharsets.UTF_8);
      System.setIn(new ByteArrayInputStream(text));
      Result fast = viaMain("parse", "-");
      System.setIn(new ByteArrayInputStream(text));
      Result slow = viaPicocli("parse", "-");
      assertThat(fast).isEqualTo(slow);
      assertThat(fast.out()).isEqualTo("-: ok (1 command)\n");
    } finally {
      System.setIn(saved);
    }
  }

  @Test
  void plainFiles_leavesOptionsAndSpecialArgumentsToPicocli() {
    assertThat(ParseCommand.plainFiles(new String[] {"parse", "a.smt2", "-"}))
        .isEqualTo(List.of("a.smt2", "-"));
    for (String[] args :
        List.of(
            new String[] {"parse"},
            new String[] {"parse", "--print", "a.smt2"},
            new String[] {"parse", "a.smt2", "-h"},
            new String[] {"parse", "--", "a.smt2"},
            new String[] {"parse", "@args.txt"},
            new String[] {"parse", ""},
            new String[] {"solvers", "a.smt2"},
            new String[] {"--version"})) {
      assertThat(ParseCommand.plainFiles(args)).as(String.join(" ", args)).isNull();
    }
  }
}
