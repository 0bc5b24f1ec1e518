package dev.assay.campaign;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.core.ExpectedStatus;
import dev.assay.core.Verdict;
import dev.assay.oracle.Expectation;
import dev.assay.oracle.Judgement;
import dev.assay.oracle.Provenance;
import dev.assay.oracle.RunResult;
import dev.assay.oracle.SolverInput;
import dev.assay.oracle.TestCase;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Printer;
import dev.assay.solver.FreshProcessSolver;
import dev.assay.solver.Outcome;
import dev.assay.solver.RunLimits;
import dev.assay.solver.Solver;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.SolverSpecs;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The smallest pair "decided before, unknown after": a fake solver that gives up exactly on
 * formulas with {@code re.*} stands for an incompleteness in the mutated assertion. The reduction
 * drops what the pair shares and does not need, keeps the mutated assertion whole, carries the
 * decided formula along, and keeps a shared quantifier whose loss would make the undecided formula
 * leave the decided one's fragment (expected incompleteness, no finding).
 */
class IncompletenessReducerTest {
  @TempDir Path dir;

  private final List<Solver> opened = new ArrayList<>();

  private static final String SHARED =
      "(set-logic ALL)\n(declare-fun x () String)\n(declare-fun y () String)\n"
          + "(declare-fun z () String)\n"
          + "(assert (forall ((t String)) (>= (str.len (str.++ t x)) 0)))\n"
          + "(assert (= (str.len y) 3))\n(assert (distinct y \"abc\"))\n";

  private static final String DECIDED =
      SHARED
          + "(assert (str.in_re x (re.++ (str.to_re \"a\") re.allchar)))\n"
          + "(assert (= (str.len z) (str.len x)))\n"
          + "(assert (= (str.len x) 2))\n(check-sat)\n";

  private static final String UNDECIDED =
      SHARED
          + "(assert (forall ((s String)) (str.in_re (str.++ x s) (re.++ (str.to_re \"a\")"
          + " (re.* re.allchar)))))\n"
          + "(assert (= (str.len x) 2))\n(check-sat)\n";

  @AfterEach
  void close() throws Exception {
    for (Solver s : opened) {
      s.close();
    }
  }

  private SolverSpec fake() throws Exception {
    Path p = dir.resolve("gives-up-on-star.sh");
    Files.writeString(
        p,
        "#!/bin/sh\nfor f; do :; done\n"
            + "if grep -q 're\\.\\*' \"$f\"; then echo unknown; else echo sat; fi\n");
    assertThat(p.toFile().setExecutable(true)).isTrue();
    return SolverSpecs.parse("fake=cmd:" + p);
  }

  private static RunResult finding(SolverSpec spec) {
    TestCase c =
        new TestCase(
            "s.smt2/w0/m3",
            Parser.parseScript(UNDECIDED, "m3.smt2"),
            SolverInput.prepare(UNDECIDED, false),
            UNDECIDED,
            Expectation.of(ExpectedStatus.SAT),
            "the seed's status kept by the walk",
            Provenance.ofFile("fuzz", "s.smt2", 0));
    Verdict v = Verdict.incompleteness("type 2: decided the previous formula (sat)");
    Outcome o = new Outcome.FailedToStart(List.of("x"), "stands for the campaign's run");
    return RunResult.judged(c, spec, "fresh", o, new Judgement(List.of(v), v))
        .withFailure(true)
        .withExtraFile(RunResult.PREVIOUS_FILE, DECIDED);
  }

  private FindingReducer.Reduced reduce(RunResult r) throws Exception {
    return new IncompletenessReducer(200)
        .reduce(
            r,
            List.of(r),
            spec -> {
              Solver s = new FreshProcessSolver(spec, RunLimits.DEFAULT);
              opened.add(s);
              return s;
            });
  }

  @Test
  void reducesThePairAndKeepsTheMutatedAssertionAndTheFragment() throws Exception {
    FindingReducer.Reduced red = reduce(finding(fake()));

    assertThat(red.reduced()).isTrue();
    String undecided = Printer.print(red.script());
    String decided = Printer.print(red.decided());
    // the pair's own assertions, whole
    assertThat(undecided)
        .contains("(forall ((s String))")
        .contains("(re.* re.allchar)")
        .doesNotContain("(str.to_re \"a\") re.allchar)");
    assertThat(decided)
        .contains("(str.in_re x (re.++ (str.to_re \"a\") re.allchar))")
        .doesNotContain("re.*");
    // a declaration only the decided formula uses stays (the undecided one alone does not need
    // it, but without it the decided one would not be well-sorted)
    assertThat(decided).contains("(declare-fun z () String)").contains("(str.len z)");
    // what neither needs is gone from both
    for (String s : List.of(undecided, decided)) {
      assertThat(s).doesNotContain("\"abc\"").doesNotContain("(str.len y)");
    }
    // U's own assertion is quantified: without the shared quantifier D′ would be
    // quantifier-free and U′ not, an expected unknown, so the shared quantifier stays in both
    assertThat(undecided).contains("(forall ((t String))");
    assertThat(decided).contains("(forall ((t String))");
    assertThat(red.decider()).isEqualTo(red.spec());
    assertThat(red.note()).contains("answers sat").contains("answers unknown");
  }
}
