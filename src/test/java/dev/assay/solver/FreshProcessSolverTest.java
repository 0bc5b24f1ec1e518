package dev.assay.solver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each misbehaviour of a fake solver is classified right and leaves no process behind. */
class FreshProcessSolverTest {
  private static final Query QUERY =
      Query.of("q", "(declare-const x Int)\n(assert (> x 0))\n(check-sat)\n(get-model)\n");

  @TempDir Path dir;

  private Outcome run(SolverSpec spec, RunLimits limits) throws Exception {
    try (FreshProcessSolver s = new FreshProcessSolver(spec, limits)) {
      return s.run(QUERY);
    }
  }

  private Outcome run(SolverSpec spec) throws Exception {
    return run(spec, RunLimits.DEFAULT);
  }

  @Test
  void run_hangIgnoringSigterm_timesOutAndKillsWholeTree() throws Exception {
    Path pids = dir.resolve("pids");
    SolverSpec spec =
        FakeSolvers.spec(FakeSolvers.install(dir, "hang-ignore-term.sh"), pids.toString());

    Outcome o = run(spec, RunLimits.DEFAULT.withTimeout(Duration.ofMillis(800)));

    assertThat(o).isInstanceOf(Outcome.TimedOut.class);
    assertThat(o.answers()).isEmpty();
    assertThat(FakeSolvers.pids(pids)).hasSizeGreaterThanOrEqualTo(2);
    assertThat(FakeSolvers.anyAlive(FakeSolvers.pids(pids))).isFalse();
  }

  @Test
  void run_interrupted_endsTheWholeTreeAtOnce_notAtItsLimit() throws Exception {
    Path pids = dir.resolve("pids");
    SolverSpec spec =
        FakeSolvers.spec(FakeSolvers.install(dir, "hang-ignore-term.sh"), pids.toString());
    Thread caller = Thread.currentThread();
    Thread interrupter =
        new Thread(
            () -> {
              try {
                while (!java.nio.file.Files.exists(pids) || FakeSolvers.pids(pids).size() < 2) {
                  Thread.sleep(20);
                }
                caller.interrupt();
              } catch (Exception e) {
                // stopped, or the pid file unreadable: the assertions below fail
              }
            });
    interrupter.start();

    assertThatThrownBy(() -> run(spec, RunLimits.DEFAULT.withTimeout(Duration.ofMinutes(10))))
        .isInstanceOf(InterruptedException.class);
    interrupter.interrupt(); // still waiting only if the fake solver never started
    interrupter.join();

    assertThat(FakeSolvers.anyAlive(FakeSolvers.pids(pids))).isFalse();
  }

  @Test
  void run_segfault_isCrashWithSignalAndKeepsEarlierAnswer() throws Exception {
    Outcome o = run(FakeSolvers.spec(FakeSolvers.install(dir, "segfault.sh")));

    assertThat(o).isInstanceOf(Outcome.Crashed.class);
    assertThat(o.execution().signal()).isEqualTo(11);
    assertThat(((Outcome.Crashed) o).cause()).contains("SIGSEGV");
    assertThat(o.answers()).containsExactly(new Answer.Sat(null, null));
  }

  @Test
  void run_assertionFailureThenAbort_isCrash() throws Exception {
    Outcome o = run(FakeSolvers.spec(FakeSolvers.install(dir, "abort.sh")));

    assertThat(o).isInstanceOf(Outcome.Crashed.class);
    assertThat(o.execution().signal()).isEqualTo(6);
    assertThat(o.execution().stderr()).contains("Assertion `m_valid' failed");
  }

  @Test
  void run_oneGigabyteOfOutput_keepsOnlyTheCapAndCountsTheRest() throws Exception {
    RunLimits limits =
        RunLimits.DEFAULT.withCaps(1 << 16, 1 << 10).withTimeout(Duration.ofSeconds(60));

    Outcome o = run(FakeSolvers.spec(FakeSolvers.install(dir, "flood.sh")), limits);

    assertThat(o).isInstanceOf(Outcome.Finished.class);
    assertThat(o.execution().stdout()).hasSize(1 << 16);
    assertThat(o.execution().stdoutBytes()).isEqualTo(1_000_000_000L + "sat\n".length());
    assertThat(o.execution().stdoutTruncated()).isTrue();
    assertThat(o.answers().get(0)).isEqualTo(new Answer.Sat(null, null));
  }

  @Test
  void run_wrongModel_isReadAsSatWithTheModelText() throws Exception {
    Outcome o = run(FakeSolvers.spec(FakeSolvers.install(dir, "wrong-model.sh")));

    assertThat(o).isInstanceOf(Outcome.Finished.class);
    Answer.Sat sat = (Answer.Sat) o.answers().get(0);
    assertThat(sat.model()).contains("(define-fun x () Int 0)");
  }

  @Test
  void run_errorResponse_isErrorAnswerWithMessageAndExitCode() throws Exception {
    Outcome o = run(FakeSolvers.spec(FakeSolvers.install(dir, "error.sh")));

    assertThat(o).isInstanceOf(Outcome.Finished.class);
    assertThat(o.execution().exitCode()).isEqualTo(1);
    assertThat(o.answers())
        .containsExactly(new Answer.Error("line 3 column 9: unknown constant y"));
  }

  @Test
  void run_childOutlivesSolver_childIsKilledAndCounted() throws Exception {
    Path pids = dir.resolve("pids");

    Outcome o = run(FakeSolvers.spec(FakeSolvers.install(dir, "fork-child.sh"), pids.toString()));

    assertThat(o).isInstanceOf(Outcome.Finished.class);
    assertThat(o.answers()).containsExactly(new Answer.Unsat(null));
    assertThat(o.execution().leftoverProcesses()).isEqualTo(1);
    assertThat(FakeSolvers.pids(pids)).hasSize(1);
    assertThat(FakeSolvers.anyAlive(FakeSolvers.pids(pids))).isFalse();
  }

  @Test
  void run_garbage_isUnparsable() throws Exception {
    Outcome o = run(FakeSolvers.spec(FakeSolvers.install(dir, "garbage.sh")));

    assertThat(o).isInstanceOf(Outcome.Finished.class);
    assertThat(o.answers()).containsExactly(new Answer.Unparsable("banana"));
    assertThat(o.execution().exitCode()).isZero();
  }

  @Test
  void run_missingBinary_failsToStart() throws Exception {
    Outcome o = run(SolverSpecs.parse("cmd:" + dir.resolve("no-such-solver")));

    assertThat(o).isInstanceOf(Outcome.FailedToStart.class);
    assertThat(((Outcome.FailedToStart) o).message()).contains("no such file");
  }

  @Test
  void run_commandLine_passesQueryFileLast() throws Exception {
    Outcome o = run(FakeSolvers.spec(FakeSolvers.install(dir, "garbage.sh"), "--flag"));

    assertThat(o.execution().command()).hasSize(3);
    assertThat(o.execution().command().get(1)).isEqualTo("--flag");
    assertThat(o.execution().command().get(2)).endsWith(".smt2");
  }
}
