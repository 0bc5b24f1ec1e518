package dev.assay.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Fresh-state mode on the bundled Z3: every query runs in a Z3 context of its own inside one
 * long-lived worker, which no query can tell from a new process, and which is replaced when it
 * crashes, runs out of memory or has answered its share of queries.
 */
class BundledFreshStateTest {
  private static final RunLimits LIMITS = RunLimits.DEFAULT.withTimeout(Duration.ofSeconds(60));

  @Test
  void consecutiveQueriesInOneWorker_shareNoDeclarationsOptionsOrRandomSeed() throws Exception {
    String first =
        "(set-option :random-seed 42)\n"
            + "(set-option :produce-unsat-cores true)\n"
            + "(set-option :smt.random_seed 7)\n"
            + "(set-option :pp.bv_literals false)\n"
            + "(declare-const x Int)\n(declare-const b (_ BitVec 8))\n"
            + "(assert (> x 0))\n(assert (= b #x05))\n(check-sat)\n(get-value (b))\n"
            + "(get-option :random-seed)\n(get-option :smt.random_seed)";
    String second =
        "(get-option :random-seed)\n(get-option :smt.random_seed)\n"
            + "(get-option :produce-unsat-cores)\n"
            + "(declare-const b (_ BitVec 8))\n(assert (= b #x05))\n(check-sat)\n(get-value (b))\n"
            + "(assert (> x 0))\n(check-sat)";
    // The path every command takes: fresh-state mode opened for the bundled Z3.
    try (Solver s = Solvers.open(SolverSpecs.bundledZ3(), Solvers.Mode.FRESH, LIMITS)) {
      Outcome a = s.run(Query.of("first", first));
      Outcome b = s.run(Query.of("second", second));

      assertThat(a.execution().stdout()).isEqualTo("sat\n((b (_ bv5 8)))\n42\n7\n");
      assertThat(b.execution().stdout())
          .startsWith("0\n0\nfalse\nsat\n((b #x05))\n(error ")
          .contains("unknown constant x");
      assertThat(((SessionSolver) s).processStarts()).isEqualTo(1);
    }
  }

  @Test
  void tracedWorker_hasWrittenTheWholeInstantiationLogWhenItsAnswerArrives() throws Exception {
    // Z3 writes its trace log when the context that opened it is deleted, and every new context
    // truncates the file: a spare context or an answer before the deletion loses the log.
    String query =
        "(declare-fun f (Int) Int)(declare-fun g (Int) Int)\n"
            + "(assert (forall ((x Int)) (! (= (f (g x)) x) :pattern ((f (g x))))))\n"
            + "(assert (= (g 2020) (g 2021)))\n(check-sat)";
    for (String name : List.of("first", "second")) {
      Path log = Files.createTempFile("assay-trace-", ".log");
      try {
        try (Solver s = new FreshProcessSolver(traced(log), LIMITS)) {
          assertThat(s.run(Query.of(name, query)).answers())
              .containsExactly(new Answer.Unsat(null));
        }
        assertWholeLog(log);
      } finally {
        Files.deleteIfExists(log);
      }
    }
    // fresh-state mode: both queries in one worker, each query's log whole when it is answered
    Path log = Files.createTempFile("assay-trace-", ".log");
    try {
      try (Solver s = Solvers.open(traced(log), Solvers.Mode.FRESH, LIMITS)) {
        for (String name : List.of("first", "second")) {
          assertThat(s.run(Query.of(name, query)).answers())
              .containsExactly(new Answer.Unsat(null));
          assertWholeLog(log);
        }
        assertThat(((SessionSolver) s).processStarts()).isEqualTo(1);
      }
    } finally {
      Files.deleteIfExists(log);
    }
  }

  /** The bundled Z3 writing Z3's trace log to {@code log}. */
  private static SolverSpec traced(Path log) {
    List<String> options = new ArrayList<>(SolverSpecs.bundledZ3().options());
    options.add("trace=true");
    options.add("trace_file_name=" + log);
    return SolverSpecs.bundledZ3().withOptions(options);
  }

  private static void assertWholeLog(Path log) throws IOException {
    String text = Files.readString(log, StandardCharsets.ISO_8859_1);
    assertThat(text).contains("[mk-quant]", "[inst-discovered] MBQI").endsWith("[eof]\n");
  }

  @Test
  void exitAndUnbalancedText_endOnlyTheirOwnQuery() throws Exception {
    try (SessionSolver s = fresh()) {
      Outcome exits = s.run(Query.of("exits", "(check-sat)\n(exit)\n(echo \"after exit\")"));
      Outcome broken = s.run(Query.of("broken", "(assert (> 1 0)\n(check-sat)"));
      Outcome stray = s.run(Query.of("stray", "(check-sat))\n(check-sat)"));
      Outcome fine = s.run(Query.of("fine", "(assert false)\n(check-sat)"));

      assertThat(exits.execution().stdout()).isEqualTo("sat\n");
      assertThat(broken.answers()).isEmpty();
      assertThat(broken.execution().stdout()).contains("error");
      assertThat(stray.answers()).hasSize(2);
      assertThat(fine.answers()).containsExactly(new Answer.Unsat(null));
      assertThat(s.processStarts()).isEqualTo(1);
    }
  }

  @Test
  @Tag("slow") // starts two or three worker JVMs
  void workerThatCrashesMidQuery_isACrash_andTheNextQueryRunsInANewWorker() throws Exception {
    // Z3 4.14.1 has no input known to crash it, so the worker is sent SIGSEGV in the middle of a
    // query, as a segfault in Z3's native code would be: the JVM prints its fatal-error report
    // and exits.
    String hard =
        "(declare-const x Int)(declare-const y Int)(declare-const z Int)\n"
            + "(assert (= (+ (* x x x) (* y y y) (* z z z)) 33))\n(check-sat)";
    ExecutorService thread = Executors.newSingleThreadExecutor();
    try (SessionSolver s = fresh()) {
      s.run(Query.of("warm-up", "(check-sat)"));
      long worker = workerPid();
      Future<Outcome> crashed = thread.submit(() -> s.run(Query.of("hard", hard)));
      awaitBusy(worker);
      new ProcessBuilder("kill", "-SEGV", Long.toString(worker)).start().waitFor();
      Outcome o = crashed.get(60, TimeUnit.SECONDS);
      Outcome next = s.run(Query.of("next", "(assert false)\n(check-sat)"));

      assertThat(o).isInstanceOf(Outcome.Crashed.class);
      assertThat(((Outcome.Crashed) o).cause()).startsWith("JVM_FATAL");
      assertThat(next.answers()).containsExactly(new Answer.Unsat(null));
      assertThat(s.processStarts()).isEqualTo(2);
      Files.deleteIfExists(
          Path.of(
              System.getProperty("java.io.tmpdir"), "assay-z3-worker-crash-" + worker + ".log"));
    } finally {
      thread.shutdownNow();
    }
  }

  @Test
  @Tag("slow") // starts two or three worker JVMs
  void queryThatRunsZ3OutOfMemory_retiresTheWorker_andTheNextQueryIsAnswered() throws Exception {
    String hungry =
        "(declare-const s String)\n(assert (= (str.len s) 100000))\n"
            + "(assert (str.in_re s (re.* (re.union (str.to_re \"ab\") (str.to_re \"ba\")))))\n"
            + "(check-sat)";
    // Z3's two contexts of an idle worker take about 30 MB of the limit already.
    try (SessionSolver s =
        new SessionSolver(
            SolverSpecs.bundledZ3(),
            SessionSolver.Mode.FRESH_CONTEXT,
            LIMITS.withMemoryBytes(50L << 20))) {
      Outcome o = s.run(Query.of("hungry", hungry));
      Outcome next = s.run(Query.of("next", "(assert false)\n(check-sat)"));

      // Z3's own limit, not an address-space limit: the worker JVM could not start under one.
      assertThat(o.execution().command()).contains("memory_max_size=50");
      assertThat(o.answers()).allSatisfy(a -> assertThat(a.label()).isNotIn("sat", "unsat"));
      assertThat(next.answers()).containsExactly(new Answer.Unsat(null));
      assertThat(s.processStarts()).isEqualTo(2);
    }
  }

  @Test
  @Tag("slow") // starts two or three worker JVMs
  void worker_isReplacedAfterItsShareOfQueries() throws Exception {
    List<Query> qs = new ArrayList<>();
    for (int i = 0; i < 7; i++) {
      qs.add(Query.of("q" + i, "(declare-const x Int)\n(assert (> x " + i + "))\n(check-sat)"));
    }
    List<String> labels = new ArrayList<>();
    try (SessionSolver s =
        new SessionSolver(SolverSpecs.bundledZ3(), SessionSolver.Mode.FRESH_CONTEXT, LIMITS, 3)) {
      s.runAll(qs, (i, o) -> labels.add(i + ":" + o.answers().get(0).label()));

      assertThat(labels)
          .containsExactly("0:sat", "1:sat", "2:sat", "3:sat", "4:sat", "5:sat", "6:sat");
      assertThat(s.processStarts()).isEqualTo(3);
    }
  }

  private static SessionSolver fresh() {
    return new SessionSolver(SolverSpecs.bundledZ3(), SessionSolver.Mode.FRESH_CONTEXT, LIMITS);
  }

  /** The bundled worker this JVM started (the tests of a class run one at a time). */
  private static long workerPid() throws IOException {
    List<Long> found = new ArrayList<>();
    long me = ProcessHandle.current().pid();
    for (ProcessHandle h : ProcessHandle.current().descendants().toList()) {
      byte[] cmd = Files.readAllBytes(Path.of("/proc", Long.toString(h.pid()), "cmdline"));
      String line = new String(cmd, StandardCharsets.UTF_8);
      if (h.pid() != me
          && line.startsWith(SolverSpecs.bundledZ3().program().get(0))
          && line.contains(WorkerProtocol.FLAG)) {
        found.add(h.pid());
      }
    }
    assertThat(found).hasSize(1);
    return found.get(0);
  }

  /** Waits until the worker has used some CPU on the query (liveness only). */
  private static void awaitBusy(long pid) throws InterruptedException {
    Duration start = ProcStat.cpu(pid);
    for (int i = 0; i < 600; i++) {
      Duration now = ProcStat.cpu(pid);
      if (now != null && start != null && now.minus(start).toMillis() >= 100) {
        return;
      }
      Thread.sleep(20);
    }
  }
}
