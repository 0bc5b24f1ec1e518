package dev.assay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.testkit.Fixtures;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Options users give and Assay's own additions, with Debian's CVC4 1.8: a solver whose own model
 * check fails is judged as that (not as a crash), and a solver that refuses to make models with the
 * user's options still has its status judged, with the model reported as unchecked.
 */
@Tag("external")
class SolverModelChecksTest {
  @TempDir Path dir;

  private Path resource(String name) {
    return Fixtures.copyResource("/wrong-answers/" + name, dir);
  }

  @Test
  void cvc4CheckModelsAbort_isASolverInvalidModelFinding() throws IOException {
    Path file = resource("cvc4-1.8-replace-sat.smt2");

    ParseCommandTest.Result plain =
        ParseCommandTest.run(
            "check",
            file.toString(),
            "--solver",
            "cvc4 --strings-exp",
            "--out",
            dir.resolve("a").toString());
    ParseCommandTest.Result checked =
        ParseCommandTest.run(
            "check",
            file.toString(),
            "--solver",
            "cvc4 --strings-exp --check-models",
            "--out",
            dir.resolve("b").toString());

    assertThat(plain.code()).as(plain.err()).isEqualTo(ExitCodes.FINDINGS);
    assertThat(plain.out()).containsPattern("cvc4 +1 +0 +1 ");
    assertThat(checked.code()).as(checked.err()).isEqualTo(ExitCodes.FINDINGS);
    assertThat(checked.out())
        .contains("solver-invalid-model")
        .containsPattern("cvc4 +1 +0 +0 +0 +0 +0 +0 +0 +0 +0 +1");
  }

  @Test
  void optionsThatForbidModels_areRunWithoutThemAndTheStatusIsStillJudged() throws IOException {
    Path file = dir.resolve("sat.smt2");
    Files.writeString(
        file,
        "(set-logic QF_LIA)\n(set-info :status sat)\n(declare-fun x () Int)\n(assert (> x 1))\n"
            + "(check-sat)\n");
    Path out = dir.resolve("out");

    ParseCommandTest.Result r =
        ParseCommandTest.run(
            "check",
            file.toString(),
            "--solver",
            "cvc4 --unconstrained-simp",
            "--out",
            out.toString());

    assertThat(r.code()).as(r.err()).isEqualTo(ExitCodes.OK);
    assertThat(r.out()).containsPattern("cvc4 +1 +0 +0 +0 +0 +1 ");
    assertThat(Files.readString(out.resolve("results.jsonl")))
        .contains("\"verdict\":\"unchecked\"")
        .contains("cannot make models with these options");
  }
}
