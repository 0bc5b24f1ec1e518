package dev.assay.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Nothing outlives an Assay killed with SIGKILL: {@code assay check -j 2} runs a fake solver that
 * ignores SIGTERM, forks a child and spins on the CPU; the Assay JVM is killed while both workers'
 * solvers spin, and every process whose command line carries the run's marker must be gone within
 * the time limit plus the grace period. Then the next Assay removes the query folders the killed
 * one left. Tagged external: it needs Linux's {@code /proc}, coreutils' {@code timeout} and
 * util-linux's {@code setpriv}, and starts JVMs.
 */
@Tag("external")
class KilledAssayTest {
  private static final double TIMEOUT_SECONDS = 5;
  private static final Duration GRACE = RunLimits.DEFAULT.grace();

  @TempDir Path dir;
  private final List<Long> leftovers = new ArrayList<>();

  @ParameterizedTest
  @ValueSource(strings = {"fresh", "session", "push-pop"})
  void killedAssay_leavesNoSolverRunning_andTheNextRemovesItsQueryFolders(String mode)
      throws Exception {
    Path spin = FakeSolvers.install(dir, "spin.sh");
    Path tmp = Files.createDirectories(dir.resolve("tmp"));
    String marker = "assay-killed-" + mode + "-" + ProcessHandle.current().pid();
    Process assay =
        assay(
            tmp,
            "check",
            inputs(4).toString(),
            "--solver",
            "cmd:" + spin + " " + marker,
            "--mode",
            mode,
            "-j",
            "2",
            "--timeout",
            Double.toString(TIMEOUT_SECONDS),
            "--no-models",
            "--out",
            dir.resolve("out").toString());
    try {
      awaitSpinning(marker, assay);
    } finally {
      assay.destroyForcibly(); // SIGKILL: no shutdown hook runs
      assay.waitFor();
    }
    long killed = System.nanoTime();
    long deadline =
        killed + Duration.ofMillis(Math.round(TIMEOUT_SECONDS * 1000)).plus(GRACE).toNanos();
    assertThat(survivors(marker, deadline)).as("processes of the killed run still alive").isEmpty();

    List<Path> stale = queryFoldersOf(tmp, assay.pid());
    if (mode.equals("fresh")) {
      assertThat(stale).as("the killed run's query folders").isNotEmpty();
    }
    // A folder of a live owner (this JVM) must stay.
    Path live = QueryFolders.create();
    Path kept = Files.move(live, tmp.resolve(live.getFileName()));
    Process next =
        assay(
            tmp,
            "check",
            inputs(1).toString(),
            "--solver",
            "cmd:" + FakeSolvers.install(dir, "sat.sh"),
            "--out",
            dir.resolve("out2").toString());
    assertThat(next.waitFor(120, TimeUnit.SECONDS)).isTrue();
    assertThat(queryFoldersOf(tmp, assay.pid())).as("stale folders after the next start").isEmpty();
    assertThat(kept).exists();
  }

  @Test
  void backstop_endsAFreshRunAtItsLimit_whenNothingElseDoes() throws Exception {
    Path spin = FakeSolvers.install(dir, "spin.sh");
    String marker = "assay-backstop-" + ProcessHandle.current().pid();
    Path query = Files.writeString(dir.resolve("q.smt2"), "(check-sat)\n");
    RunLimits limits = RunLimits.DEFAULT.withTimeout(Duration.ofSeconds(1));
    Duration lifetime = limits.timeout().plus(limits.grace());
    long t0 = System.nanoTime();
    // Started as a run is, but never ended by Assay: only the operating system can end it.
    Launcher.Started s =
        Launcher.INSTANCE.start(
            List.of(spin.toString(), marker, query.toString()), limits, lifetime);
    try {
      long deadline = t0 + lifetime.plus(limits.grace()).plus(limits.grace()).toNanos();
      assertThat(survivors(marker, deadline))
          .as("processes still alive after the run's limit")
          .isEmpty();
      assertThat(s.process().waitFor(5, TimeUnit.SECONDS)).isTrue();
    } finally {
      Launcher.INSTANCE.release(s);
    }
  }

  /** Waits until no process carries {@code marker} or the deadline passes; what is left then. */
  private List<Long> survivors(String marker, long deadlineNanos) throws InterruptedException {
    List<Long> alive = marked(marker);
    while (!alive.isEmpty() && System.nanoTime() - deadlineNanos < 0) {
      Thread.sleep(20);
      alive = marked(marker);
    }
    leftovers.addAll(alive);
    return alive;
  }

  @AfterEach
  void killLeftovers() {
    // A failed assertion must not leave spinning processes behind.
    leftovers.forEach(pid -> ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly));
  }

  /** Starts Assay's CLI in its own JVM, with {@code tmp} as its temp directory. */
  private Process assay(Path tmp, String... args) throws IOException {
    List<String> cmd = new ArrayList<>();
    cmd.add(ProcessHandle.current().info().command().orElse("java"));
    cmd.add("-Djava.io.tmpdir=" + tmp);
    cmd.add("-cp");
    cmd.add(System.getProperty("java.class.path"));
    cmd.add("dev.assay.cli.Main");
    cmd.addAll(List.of(args));
    return new ProcessBuilder(cmd)
        .redirectOutput(dir.resolve("assay-" + System.nanoTime() + ".out").toFile())
        .redirectErrorStream(true)
        .start();
  }

  /** A folder of {@code n} tiny files with a check-sat each. */
  private Path inputs(int n) throws IOException {
    Path in = Files.createDirectories(dir.resolve("in" + n));
    for (int i = 0; i < n; i++) {
      Files.writeString(in.resolve("q" + i + ".smt2"), "(set-info :status sat)\n(check-sat)\n");
    }
    return in;
  }

  /**
   * Waits until two processes of the run have each spun for a while: the two workers' solvers (or a
   * solver and its child) are then busy, so the kill lands in the middle of their runs.
   */
  private static void awaitSpinning(String marker, Process assay) throws Exception {
    for (int i = 0; i < 3000; i++) { // liveness only: a broken build must not hang the suite
      int spinning = 0;
      for (long pid : marked(marker)) {
        Duration cpu = ProcStat.cpu(pid);
        if (cpu != null && cpu.toMillis() >= 200) {
          spinning++;
        }
      }
      if (spinning >= 2) {
        return;
      }
      assertThat(assay.isAlive()).as("assay still running").isTrue();
      Thread.sleep(20);
    }
    throw new AssertionError("the fake solvers never started spinning");
  }

  /** The live (not zombie) processes whose command line contains {@code marker}. */
  private static List<Long> marked(String marker) {
    List<Long> out = new ArrayList<>();
    for (ProcFs.Entry e : ProcFs.scan()) {
      try {
        byte[] cmd = Files.readAllBytes(Path.of("/proc", Long.toString(e.pid()), "cmdline"));
        if (new String(cmd, StandardCharsets.UTF_8).contains(marker)) {
          out.add(e.pid());
        }
      } catch (IOException gone) {
        // Ended while being read.
      }
    }
    return out;
  }

  private static List<Path> queryFoldersOf(Path tmp, long pid) throws IOException {
    try (var s = Files.list(tmp)) {
      return s.filter(p -> p.getFileName().toString().startsWith(QueryFolders.PREFIX + pid + "-"))
          .toList();
    }
  }
}
