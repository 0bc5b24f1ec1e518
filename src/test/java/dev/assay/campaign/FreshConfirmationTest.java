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
import dev.assay.solver.FreshProcessSolver;
import dev.assay.solver.Outcome;
import dev.assay.solver.RunLimits;
import dev.assay.solver.Solver;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.SolverSpecs;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A session-mode finding is run again in a fresh process: kept when it reproduces, session-only
 * when it does not; a session-mode error that a fresh process does not give is replaced by the
 * fresh run. Fake solvers stand for the fresh process (one answering unsat, one sat).
 */
class FreshConfirmationTest {
  @TempDir Path dir;

  private static final String UNSAT =
      "(set-info :status unsat)\n(declare-const x Int)\n(assert (> x 0))\n(assert (< x 0))\n"
          + "(check-sat)\n";

  private SolverSpec answering(String answer) throws Exception {
    Path p = dir.resolve(answer + ".sh");
    Files.writeString(p, "#!/bin/sh\necho " + answer + "\n");
    assertThat(p.toFile().setExecutable(true)).isTrue();
    return SolverSpecs.parse("cmd:" + p);
  }

  private static RunResult sessionRun(SolverSpec spec, Verdict v) {
    TestCase c =
        new TestCase(
            "neg.smt2",
            Parser.parseScript(UNSAT, "neg.smt2"),
            SolverInput.prepare(UNSAT, false),
            UNSAT,
            Expectation.of(ExpectedStatus.UNSAT),
            "the file's (set-info :status ...)",
            Provenance.ofFile("check", "neg.smt2", 0));
    Outcome o = new Outcome.FailedToStart(List.of("x"), "stands for the session's outcome");
    return RunResult.judged(c, spec, "session-reset", o, new Judgement(List.of(v), v));
  }

  private static List<RunResult> confirm(RunResult r) throws Exception {
    Oracles oracles = new Oracles(List.of(), RunLimits.DEFAULT);
    try (Solver fresh = new FreshProcessSolver(r.solver(), RunLimits.DEFAULT)) {
      return FreshConfirmation.confirm(List.of(r), s -> fresh, oracles, () -> false);
    } finally {
      oracles.close();
    }
  }

  @Test
  void aFindingAFreshProcessDoesNotReproduce_isSessionOnly() throws Exception {
    RunResult r = sessionRun(answering("unsat"), Verdict.wrongStatus("unsat", "sat", ""));

    RunResult got = confirm(r).get(0);

    assertThat(got.verdict().kind()).isEqualTo(Verdict.Kind.SESSION_ONLY);
    assertThat(got.verdict().detail()).startsWith("session-reset: wrong-status").endsWith("ok");
    assertThat(got.fields().get("fresh_rerun")).startsWith("not reproduced");
    assertThat(got.isFinding()).isTrue();
  }

  @Test
  void aFindingAFreshProcessReproduces_staysAsItIs() throws Exception {
    RunResult r = sessionRun(answering("sat"), Verdict.wrongStatus("unsat", "sat", ""));

    RunResult got = confirm(r).get(0);

    assertThat(got.verdict().kind()).isEqualTo(Verdict.Kind.WRONG_STATUS);
    assertThat(got.fields().get("fresh_rerun")).startsWith("reproduced");
  }

  @Test
  void anErrorOnlyTheSessionGives_isReplacedByTheFreshRun() throws Exception {
    RunResult r = sessionRun(answering("unsat"), Verdict.error("Parse Error: <stdin>:3.1"));

    RunResult got = confirm(r).get(0);

    assertThat(got.verdict().kind()).isEqualTo(Verdict.Kind.OK);
    assertThat(got.mode()).isEqualTo("fresh");
    assertThat(got.fields().get("session_error")).contains("Parse Error");
  }

  @Test
  void freshRunsAndUndecidedRuns_areNotRunAgain() throws Exception {
    RunResult ok = sessionRun(answering("sat"), Verdict.ok("unsat"));
    RunResult fresh =
        new RunResult(
            ok.testCase(),
            ok.solver(),
            "fresh",
            ok.outcome(),
            ok.judgement(),
            Verdict.wrongStatus("unsat", "sat", ""),
            true,
            java.util.Map.of(),
            "",
            java.util.Map.of());

    assertThat(confirm(ok).get(0)).isSameAs(ok);
    assertThat(confirm(fresh).get(0)).isSameAs(fresh);
  }
}
