package dev.assay.strings;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.core.Verdict;
import dev.assay.solver.Answer;
import dev.assay.solver.Outcome;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Table 4 classification of judged outcomes. */
class StringsJudgeTest {
  private static final StringTest UNSAT =
      VariableReplacement.generate(Equivalences.byId("E1"), false).get(0);
  private static final StringTest SAT =
      OperationTests.generate(
          StringOp.AT, ConstantPools.paperDefaults(), new ExecutableSemantics());
  private static final Outcome NOTHING = new Outcome.FailedToStart(List.of("x"), "test");

  @Test
  void core_equalToTheExpectedOne_isUnsat() {
    Classification c = StringsJudge.compareCore(UNSAT, new Answer.Unsat("(C notA B)"));
    assertThat(c.cell()).isEqualTo(Table4Cell.U);
    assertThat(c.soundness()).isFalse();
  }

  @Test
  void core_missingAMember_isAnIncorrectCoreAndUnsound() {
    Classification c = StringsJudge.compareCore(UNSAT, new Answer.Unsat("(notA B)"));
    assertThat(c.cell()).isEqualTo(Table4Cell.IC);
    assertThat(c.soundness()).isTrue();
    assertThat(c.detail()).contains("lacks C");
  }

  @Test
  void core_withExtraMembers_isAnIncorrectCoreButSound() {
    StringTest redundancy = RedundancyIntroduction.generate(Equivalences.byId("E3"), false).get(0);
    Classification c = StringsJudge.compareCore(redundancy, new Answer.Unsat("(notA B C)"));
    assertThat(c.cell()).isEqualTo(Table4Cell.IC);
    assertThat(c.soundness()).isFalse();
    assertThat(c.detail()).contains("not minimal");
  }

  @Test
  void core_unreadableOrAbsent() {
    assertThat(StringsJudge.compareCore(UNSAT, new Answer.Unsat("notA B")).cell())
        .isEqualTo(Table4Cell.IC);
    assertThat(StringsJudge.compareCore(UNSAT, new Answer.Unsat(null)).cell())
        .isEqualTo(Table4Cell.U);
  }

  @Test
  void verdicts_mapToTheColumnsOfTable4() {
    assertThat(StringsJudge.classify(UNSAT, Verdict.wrongStatus("unsat", "sat", ""), NOTHING))
        .isEqualTo(new Classification(Table4Cell.S, true, "expected unsat, got sat"));
    assertThat(StringsJudge.classify(SAT, Verdict.wrongStatus("sat", "unsat", ""), NOTHING))
        .isEqualTo(new Classification(Table4Cell.U, true, "expected sat, got unsat"));
    assertThat(StringsJudge.classify(SAT, Verdict.invalidModel("x"), NOTHING).cell())
        .isEqualTo(Table4Cell.IM);
    assertThat(StringsJudge.classify(SAT, Verdict.timeout("t"), NOTHING).cell())
        .isEqualTo(Table4Cell.T);
    assertThat(StringsJudge.classify(SAT, Verdict.unknown("u"), NOTHING).cell())
        .isEqualTo(Table4Cell.K);
    assertThat(StringsJudge.classify(UNSAT, Verdict.crash("segv"), NOTHING).cell())
        .isEqualTo(Table4Cell.E);
    assertThat(StringsJudge.classify(UNSAT, Verdict.error("e"), NOTHING).cell())
        .isEqualTo(Table4Cell.E);
    assertThat(StringsJudge.classify(SAT, Verdict.ok("sat, model valid"), NOTHING).cell())
        .isEqualTo(Table4Cell.S);
  }

  @Test
  void table4_countsAndRendersSoundnessInBold() {
    Table4 t = new Table4(List.of("z"), List.of(SAT, UNSAT));
    t.add(SAT, "z", new Classification(Table4Cell.U, true, ""));
    t.add(UNSAT, "z", new Classification(Table4Cell.IC, false, ""));
    assertThat(t.failed("sat", "z")).isEqualTo(1);
    assertThat(t.soundnessFailures("sat", "z")).isEqualTo(1);
    assertThat(t.failed("unsat", "z")).isEqualTo(1);
    assertThat(t.soundnessFailures("unsat", "z")).isZero();
    assertThat(t.markdown())
        .contains("| sat | operation | 1 | 0 | - | 0 | **1** | 0 | 0 | 0 |")
        .contains("| unsat | larger unsat core | 1 | - | 1 | 0 | 0 | 0 | 0 | 0 |");
    assertThat(t.json()).contains("\"soundness\" : {\n          \"U\" : 1");
  }
}
