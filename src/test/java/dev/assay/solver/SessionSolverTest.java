package dev.assay.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Sessions answer query after query and recover from crashes, hangs and exits. */
class SessionSolverTest {
  @TempDir Path dir;

  private static Query q(String name, String text) {
    return Query.of(name, text);
  }

  @Test
  void runAll_crashHangAndExit_restartAndKeepOrder() throws Exception {
    Path pids = dir.resolve("pids");
    SolverSpec spec = FakeSolvers.spec(FakeSolvers.install(dir, "interactive.sh"), pids.toString());
    List<Query> queries =
        List.of(
            q("a", "(check-sat)"),
            q("b", "(assert crash-now)\n(check-sat)"),
            q("c", "(check-sat)"),
            q("d", "(assert hang-now)\n(check-sat)"),
            q("e", "(check-sat)"),
            q("f", "(check-sat)\n(exit)"),
            q("g", "(check-sat)"));
    List<String> kinds = new ArrayList<>();
    List<Integer> order = new ArrayList<>();
    int starts;
    try (SessionSolver s = shortLimit(spec, SessionSolver.Mode.RESET, 700)) {
      s.runAll(
          queries,
          (i, o) -> {
            order.add(i);
            kinds.add(o.kind() + ":" + o.answers().size());
          });
      starts = s.processStarts();
    }

    assertThat(order).containsExactly(0, 1, 2, 3, 4, 5, 6);
    assertThat(kinds)
        .containsExactly(
            "finished:1",
            "crashed:0",
            "finished:1",
            "timeout:0",
            "finished:1",
            "finished:1",
            "finished:1");
    assertThat(starts).isEqualTo(4);
    // the four that ran queries, and the spare started after the last one taken (the hang's kill
    // made this solver keep one), never used and ended with the solver
    assertThat(startedPids(pids, 5)).hasSize(5);
    assertThat(FakeSolvers.anyAlive(FakeSolvers.pids(pids))).isFalse();
  }

  /** Waits until the fake solvers started so far have written their pids (at most a minute). */
  private static List<Long> startedPids(Path pids, int n) throws Exception {
    for (int i = 0; i < 1200 && FakeSolvers.pids(pids).size() < n; i++) {
      Thread.sleep(50);
    }
    return FakeSolvers.pids(pids);
  }

  @Test
  void prestart_startsTheProcessTheFirstQueryTakes() throws Exception {
    Path pids = dir.resolve("pids");
    SolverSpec spec = FakeSolvers.spec(FakeSolvers.install(dir, "interactive.sh"), pids.toString());
    SolverRegistry registry = SolverRegistry.create();
    registry.prestart(spec, Solvers.Mode.SESSION_RESET, RunLimits.DEFAULT);
    registry.prestart(spec, Solvers.Mode.SESSION_RESET, RunLimits.DEFAULT);
    assertThat(registry.idle()).isEqualTo(1);
    assertThat(startedPids(pids, 1)).hasSize(1);
    try (Solver s = registry.borrow(spec, Solvers.Mode.SESSION_RESET, RunLimits.DEFAULT)) {
      assertThat(s.run(q("a", "(check-sat)")).kind()).isEqualTo("finished");
      assertThat(s.run(q("b", "(check-sat)")).kind()).isEqualTo("finished");
    }
    assertThat(registry.opened()).isEqualTo(1);
    assertThat(FakeSolvers.pids(pids)).hasSize(1);
    registry.closeIdle();
    assertThat(FakeSolvers.anyAlive(FakeSolvers.pids(pids))).isFalse();
  }

  @Test
  void prestart_ofASolverNeverAsked_endsWithIt() throws Exception {
    Path pids = dir.resolve("pids");
    SolverSpec spec = FakeSolvers.spec(FakeSolvers.install(dir, "interactive.sh"), pids.toString());
    try (SessionSolver s = shortLimit(spec, SessionSolver.Mode.RESET, 5000)) {
      s.prestart();
      assertThat(startedPids(pids, 1)).hasSize(1);
    }
    assertThat(FakeSolvers.anyAlive(FakeSolvers.pids(pids))).isFalse();
  }

  @Test
  void run_bundledZ3Reset_eachQueryStartsFromFreshState() throws Exception {
    try (SessionSolver s =
        new SessionSolver(SolverSpecs.bundledZ3(), SessionSolver.Mode.RESET, RunLimits.DEFAULT)) {
      Outcome first =
          s.run(q("1", "(declare-const x Int)\n(assert (= x 1))\n(check-sat)\n(get-model)"));
      Outcome second = s.run(q("2", "(declare-const x Int)\n(assert (= x 2))\n(check-sat)"));
      Outcome third = s.run(q("3", "(assert (= x 2))\n(check-sat)"));

      assertThat(first.answers()).hasSize(1);
      assertThat(((Answer.Sat) first.answers().get(0)).model()).contains("define-fun x");
      assertThat(second.answers()).containsExactly(new Answer.Sat(null, null));
      assertThat(third.answers().get(0)).isEqualTo(new Answer.Sat(null, null));
      assertThat(third.responses().rejected()).hasSize(1);
      assertThat(third.responses().rejected().get(0).message()).contains("unknown constant x");
      assertThat(s.processStarts()).isEqualTo(1);
    }
  }

  @Test
  void run_bundledZ3Reset_globalOptionOfOneQueryDoesNotLeakIntoTheNext() throws Exception {
    String query =
        "(declare-const b (_ BitVec 8))\n(assert (= b #x05))\n(check-sat)\n(get-value (b))";
    try (SessionSolver s =
        new SessionSolver(SolverSpecs.bundledZ3(), SessionSolver.Mode.RESET, RunLimits.DEFAULT)) {
      Outcome changed = s.run(q("1", "(set-option :pp.bv_literals false)\n" + query));
      Outcome fresh = s.run(q("2", query));

      assertThat(((Answer.Sat) changed.answers().get(0)).values()).contains("(_ bv5 8)");
      assertThat(((Answer.Sat) fresh.answers().get(0)).values()).contains("#x05");
    }
  }

  @Test
  void run_bundledZ3PushPop_queriesDoNotSeeEachOther() throws Exception {
    try (SessionSolver s =
        new SessionSolver(
            SolverSpecs.bundledZ3(), SessionSolver.Mode.PUSH_POP, RunLimits.DEFAULT)) {
      Outcome a = s.run(q("a", "(declare-const x Int)\n(assert (< x 0))\n(check-sat)"));
      Outcome b = s.run(q("b", "(declare-const x Int)\n(assert (> x 0))\n(check-sat)"));

      assertThat(a.answers()).containsExactly(new Answer.Sat(null, null));
      assertThat(b.answers()).containsExactly(new Answer.Sat(null, null));
    }
  }

  @Test
  void run_bundledZ3HardQuery_timesOutThenNextQueryRunsInNewWorker() throws Exception {
    String hard =
        "(declare-const x Int)(declare-const y Int)(declare-const z Int)\n"
            + "(assert (= (+ (* x x x) (* y y y) (* z z z)) 33))\n(check-sat)";
    try (SessionSolver s =
        new SessionSolver(
            SolverSpecs.bundledZ3(),
            SessionSolver.Mode.RESET,
            RunLimits.DEFAULT.withTimeout(Duration.ofSeconds(1)))) {
      Outcome slow = s.run(q("hard", hard));
      Outcome easy = s.run(q("easy", "(assert false)\n(check-sat)"));

      assertThat(slow).isInstanceOf(Outcome.TimedOut.class);
      assertThat(easy.answers()).containsExactly(new Answer.Unsat(null));
      assertThat(s.processStarts()).isEqualTo(2);
    }
  }

  /** Sums of three cubes: no answer from Z3 within seconds, and Z3 heeds an interrupt in it. */
  private static final String CUBES =
      "(declare-const x Int)(declare-const y Int)(declare-const z Int)\n"
          + "(assert (= (+ (* x x x) (* y y y) (* z z z)) 33))\n";

  /**
   * A session of {@code spec} with a time limit of {@code millis} and a tenth of a second's grace.
   */
  private static SessionSolver shortLimit(SolverSpec spec, SessionSolver.Mode mode, long millis) {
    return new SessionSolver(
        spec,
        mode,
        RunLimits.DEFAULT.withTimeout(Duration.ofMillis(millis)).withGrace(Duration.ofMillis(100)));
  }

  private static SessionSolver freshBundledZ3(Duration timeout) {
    return new SessionSolver(
        SolverSpecs.bundledZ3(),
        SessionSolver.Mode.FRESH_CONTEXT,
        RunLimits.DEFAULT.withTimeout(timeout));
  }

  @Test
  void run_bundledZ3FreshHardQuery_workerEndsItAtTheLimitAndAnswersTheNext() throws Exception {
    try (SessionSolver s = freshBundledZ3(Duration.ofSeconds(1))) {
      Outcome first = s.run(q("first", "(check-sat)"));
      long pid = s.processPid();
      Outcome slow = s.run(q("hard", "(check-sat)\n" + CUBES + "(check-sat)\n(get-model)"));
      long afterSlow = s.processPid();
      Outcome easy = s.run(q("easy", "(declare-const x Int)\n(assert (> x 5))\n(check-sat)"));

      assertThat(first.answers()).containsExactly(new Answer.Sat(null, null));
      assertThat(slow).isInstanceOf(Outcome.TimedOut.class);
      // the first check-sat answered before the limit; the interrupted one printed nothing
      assertThat(slow.answers()).containsExactly(new Answer.Sat(null, null));
      assertThat(slow.execution().wall())
          .isGreaterThanOrEqualTo(Duration.ofSeconds(1))
          .isLessThan(Duration.ofSeconds(1).plus(SessionSolver.INTERRUPT_GRACE));
      assertThat(easy.answers()).containsExactly(new Answer.Sat(null, null));
      assertThat(afterSlow).isEqualTo(pid);
      assertThat(s.processPid()).isEqualTo(pid);
      assertThat(s.processStarts()).isEqualTo(1);
    }
  }

  @Test
  void runAll_bundledZ3FreshStreamedQueries_interruptedQueryLeavesNoStateBehind() throws Exception {
    String bv = "(declare-const b (_ BitVec 8))\n(assert (= b #x05))\n(check-sat)\n(get-value (b))";
    List<Query> queries =
        List.of(
            q("hard", "(set-option :pp.bv_literals false)\n" + CUBES + "(check-sat)"),
            q("reset", "(declare-const w Int)\n(reset)\n" + CUBES + "(check-sat)"),
            q("bv", bv),
            q("fresh", "(assert (= x 1))\n(check-sat)"));
    List<Outcome> outcomes = new ArrayList<>();
    try (SessionSolver s = freshBundledZ3(Duration.ofSeconds(1))) {
      s.runAll(queries, (i, o) -> outcomes.add(o));

      assertThat(outcomes.get(0)).isInstanceOf(Outcome.TimedOut.class);
      assertThat(outcomes.get(1)).isInstanceOf(Outcome.TimedOut.class);
      // Z3's global parameters are back at the worker's own after the interrupted query
      assertThat(((Answer.Sat) outcomes.get(2).answers().get(0)).values()).contains("#x05");
      assertThat(outcomes.get(3).responses().rejected().get(0).message())
          .contains("unknown constant x");
      assertThat(s.processStarts()).isEqualTo(1);
    }
  }

  /** A bundled-Z3-like worker that speaks the frame protocol and hangs on {@code hang-now}. */
  private SolverSpec framesHang(Path pids) throws Exception {
    Path script = FakeSolvers.install(dir, "frames-hang.sh");
    return SolverSpecs.bundledZ3()
        .withName("frames-hang")
        .withProgram(List.of("sh", script.toString(), pids.toString(), SolverSpecs.BUNDLED_WORKER))
        .withOptions(List.of());
  }

  @Test
  void run_freshWorkerIgnoringItsLimit_isKilledAfterTheGraceAndReplaced() throws Exception {
    Path pids = dir.resolve("pids");
    SolverSpec spec = framesHang(pids);
    Outcome hung;
    Outcome next;
    int starts;
    try (SessionSolver s = shortLimit(spec, SessionSolver.Mode.FRESH_CONTEXT, 500)) {
      hung = s.run(q("hung", "(assert hang-now)\n(check-sat)"));
      next = s.run(q("next", "(check-sat)"));
      starts = s.processStarts();
    }

    assertThat(hung).isInstanceOf(Outcome.TimedOut.class);
    assertThat(hung.execution().wall())
        .isGreaterThanOrEqualTo(Duration.ofMillis(500).plus(SessionSolver.INTERRUPT_GRACE));
    assertThat(next.answers()).containsExactly(new Answer.Sat(null, null));
    assertThat(starts).isEqualTo(2);
    assertThat(startedPids(pids, 3)).hasSize(3); // the third: the spare kept after the kill
    assertThat(FakeSolvers.anyAlive(FakeSolvers.pids(pids))).isFalse();
  }

  @Test
  void run_afterAKill_theNextReplacementIsStartedBeforeItIsNeeded() throws Exception {
    Path pids = dir.resolve("pids");
    SolverSpec spec = framesHang(pids);
    List<Outcome> outcomes = new ArrayList<>();
    try (SessionSolver s = shortLimit(spec, SessionSolver.Mode.FRESH_CONTEXT, 300)) {
      outcomes.add(s.run(q("easy", "(check-sat)")));
      assertThat(startedPids(pids, 1))
          .hasSize(1); // no kill yet: no spare (the total below says so)
      outcomes.add(s.run(q("hung", "(assert hang-now)\n(check-sat)")));
      // killed: a spare starts although no query has asked for a process yet
      assertThat(startedPids(pids, 2)).hasSize(2);
      outcomes.add(s.run(q("hung-again", "(assert hang-now)\n(check-sat)")));
      // it ran on the spare, and another spare was started when it was taken
      assertThat(startedPids(pids, 3)).hasSize(3);
      outcomes.add(s.run(q("next", "(check-sat)")));
      assertThat(s.processStarts()).isEqualTo(3);
    }
    assertThat(outcomes)
        .extracting(Outcome::kind)
        .containsExactly("finished", "timeout", "timeout", "finished");
    assertThat(startedPids(pids, 4)).hasSize(4);
    assertThat(FakeSolvers.anyAlive(FakeSolvers.pids(pids))).isFalse();
  }

  @Test
  void run_unbalancedQuery_runsAloneAndSessionStaysUsable() throws Exception {
    try (SessionSolver s =
        new SessionSolver(SolverSpecs.bundledZ3(), SessionSolver.Mode.RESET, RunLimits.DEFAULT)) {
      Outcome broken = s.run(q("broken", "(assert (> 1 0)\n(check-sat)"));
      Outcome fine = s.run(q("fine", "(check-sat)"));

      assertThat(broken).isInstanceOf(Outcome.Finished.class);
      assertThat(broken.answers()).isEmpty();
      assertThat(broken.execution().stdout()).contains("error");
      assertThat(fine.answers()).containsExactly(new Answer.Sat(null, null));
    }
  }
}
