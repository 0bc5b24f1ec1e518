package dev.assay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --hints-with} and the Z3 on PATH: another Z3 release than the one whose hints the search
 * takes anyway is a hint source, the same one is refused in one line.
 */
@Tag("external")
class TriggersHintsWithTest {
  private static final Path FIG5 =
      Path.of("src/test/resources/triggers/fig05-contradictory-f.smt2");

  @TempDir Path dir;

  @Test
  void theSearchsOwnZ3_isRefused_inOneLine() {
    ParseCommandTest.Result r =
        ParseCommandTest.run("triggers", FIG5.toString(), "--solver", "z3", "--hints-with", "z3");
    assertThat(r.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(r.err())
        .contains("--hints-with z3: only a cvc5 binary", "or a Z3 other than the search's")
        .doesNotContain("\tat ");
    assertThat(r.err().strip().lines()).hasSize(1);
  }

  @Test
  void anotherZ3Release_isAccepted_besideTheBundledZ3_andTheReverse() {
    ParseCommandTest.Result bundled =
        ParseCommandTest.run(
            "triggers",
            FIG5.toString(),
            "--hints-with",
            "z3",
            "--out",
            dir.resolve("b").toString());
    assertThat(bundled.code()).as(bundled.err()).isEqualTo(ExitCodes.FINDINGS);
    ParseCommandTest.Result onPath =
        ParseCommandTest.run(
            "triggers",
            FIG5.toString(),
            "--solver",
            "z3",
            "--hints-with",
            "bundled",
            "--out",
            dir.resolve("z").toString());
    assertThat(onPath.code()).as(onPath.err()).isEqualTo(ExitCodes.FINDINGS);
    assertThat(onPath.out()).contains("(f (g 7))");
  }
}
