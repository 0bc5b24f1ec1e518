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
 * The expected status is Assay's, not the solver's: cvc5 and CVC4 compare their answer with a
 * script's {@code (set-info :status ...)} and abort, so with the status sent every wrong answer
 * would read as a crash. With Debian's CVC4 1.8, cvc5 1.0.3 and z3 4.8.12.
 */
@Tag("external")
class StatusLineTest {
  @TempDir Path dir;

  private Path resource(String name) {
    return Fixtures.copyResource("/wrong-answers/" + name, dir);
  }

  @Test
  void aRealWrongAnswerOfCvc4_isAWrongStatusFindingNotACrash() throws IOException {
    Path file = resource("cvc4-1.8-substr-unsat.smt2");
    Path out = dir.resolve("out");

    ParseCommandTest.Result r =
        ParseCommandTest.run(
            "check",
            file.toString(),
            "--solver",
            "cvc4 --strings-exp",
            "--solver",
            "z3",
            "--out",
            out.toString());

    assertThat(r.code()).as(r.err()).isEqualTo(ExitCodes.FINDINGS);
    assertThat(r.out()).containsPattern("cvc4 +1 +0 +1 ").containsPattern("z3 +1 +1 ");
    Path folder = out.resolve("failures/cvc4/cvc4-1.8-substr-unsat");
    assertThat(Files.readString(folder.resolve("input.smt2"))).doesNotContain("(set-info :status");
    assertThat(Files.readString(folder.resolve("original.smt2")))
        .contains("(set-info :status sat)");
    assertThat(Files.readString(folder.resolve("README.txt")))
        .contains("verdict:    wrong-status: expected sat, got unsat")
        .contains("reduction:  reduced in")
        .contains("keeping the reference z3 confirms the expected status");
  }

  @Test
  void aMislabelledFile_isAnUnconfirmedDisagreementOnEverySolver_notAFinding() throws IOException {
    Path file = resource("mislabelled-unsat-as-sat.smt2");

    ParseCommandTest.Result r =
        ParseCommandTest.run(
            "check",
            file.toString(),
            "--solver",
            "cvc4 --strings-exp",
            "--solver",
            "cvc5 --strings-exp",
            "--solver",
            "z3",
            "--out",
            dir.resolve("out").toString());

    // no witness, no model, and no two other solvers agree with the label: nothing confirms it,
    // so no finding; the disagreements are listed for a look and the exit says so
    assertThat(r.code()).as(r.err()).isEqualTo(ExitCodes.FINDINGS);
    assertThat(r.out())
        .containsPattern("cvc4 +1 +0 +0 +0 +0 +1 ")
        .containsPattern("cvc5 +1 +0 +0 +0 +0 +1 ")
        .containsPattern("z3 +1 +0 +0 +0 +0 +1 ")
        .contains("every solver answered against the expected status of 1 case")
        .contains("findings: 0 runs with a finding")
        .contains("3 unconfirmed disagreements");
  }

  @Test
  void reduce_refusesAMislabelledFile_andKeepsARealWrongAnswerWithItsConfirmation()
      throws IOException {
    Path mislabelled = resource("mislabelled-unsat-as-sat.smt2");
    ParseCommandTest.Result refused =
        ParseCommandTest.run(
            "reduce",
            mislabelled.toString(),
            "--solver",
            "cvc4 --strings-exp",
            "--reference",
            "cvc5 --strings-exp");
    assertThat(refused.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(refused.err())
        .contains("the reference cvc5 does not confirm the file's expected status")
        .contains("the label may be wrong");
    assertThat(dir.resolve("mislabelled-unsat-as-sat.reduced.smt2")).doesNotExist();

    Path real = resource("cvc4-1.8-substr-unsat.smt2");
    ParseCommandTest.Result kept =
        ParseCommandTest.run(
            "reduce", real.toString(), "--solver", "cvc4 --strings-exp", "--reference", "z3");
    assertThat(kept.code()).as(kept.err()).isEqualTo(ExitCodes.OK);
    String reduced = Files.readString(dir.resolve("cvc4-1.8-substr-unsat.reduced.smt2"));
    assertThat(reduced)
        .contains("; failure kept: wrong-status on cvc4 (the reference z3 confirms")
        .contains("(set-info :status sat)")
        .contains("str.substr")
        .doesNotContain("(assert false)");
  }
}
