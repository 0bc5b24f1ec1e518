package dev.assay.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A bundled worker JVM's temporary folder is its own, named as a query folder of this Assay, and
 * goes when the worker has ended, also when the worker was killed outright: Z3's loader makes its
 * folder there (with a {@code bundled@VERSION} release, 34 MB of library), and a killed JVM never
 * removes it itself.
 */
class WorkerTempFolderTest {
  private static final String QUERY = "(declare-const x Int)\n(assert (> x 2))\n(check-sat)\n";

  @Test
  void killedWorker_leavesNoFolderBehind() throws Exception {
    RunLimits limits = RunLimits.DEFAULT.withTimeout(Duration.ofSeconds(60));
    try (SessionSolver s =
        new SessionSolver(SolverSpecs.bundledZ3(), SessionSolver.Mode.FRESH_CONTEXT, limits)) {
      Outcome first = s.run(Query.of("first", QUERY));
      assertThat(first.answers().toString()).as(first.toString()).contains("Sat");
      long jvm = workerJvm(s.processPid());
      Path folder = tempFolderOf(jvm);
      assertThat(folder.getFileName().toString())
          .startsWith(QueryFolders.PREFIX + ProcessHandle.current().pid() + "-");
      assertThat(folder).isDirectory();
      // Z3's loader made its folder in the worker's own temporary folder, not the system's
      try (Stream<Path> inside = Files.list(folder)) {
        assertThat(inside.map(p -> p.getFileName().toString()).toList())
            .anySatisfy(name -> assertThat(name).contains("turnkey"));
      }

      ProcessHandle.of(jvm).orElseThrow().destroyForcibly();
      ProcessHandle.of(jvm).ifPresent(h -> h.onExit().join());
      // the next query finds the worker gone (a crash) and ends its session, the one after runs
      // in a new worker
      s.run(Query.of("second", QUERY));
      assertThat(folder).doesNotExist();
      assertThat(s.run(Query.of("third", QUERY)).answers().toString()).contains("Sat");
      Path next = tempFolderOf(workerJvm(s.processPid()));
      assertThat(next).isDirectory().isNotEqualTo(folder);
      s.close();
      assertThat(next).doesNotExist();
    }
  }

  @Test
  void otherSolvers_getNoFolder() throws Exception {
    Launcher.Started started =
        Launcher.INSTANCE.start(List.of("sh", "-c", "exit 0"), RunLimits.DEFAULT, null);
    try {
      started.process().waitFor();
      assertThat(started.tempFolder()).isNull();
    } finally {
      Launcher.INSTANCE.release(started);
    }
  }

  /** The worker's JVM: the started process itself, or the child of its wrappers. */
  private static long workerJvm(long started) throws Exception {
    long p = started;
    for (int i = 0; i < 500; i++) {
      String program = cmdline(p).split("\0", 2)[0];
      if (program.endsWith("/java") || program.equals("java")) {
        return p;
      }
      long child = ProcFs.firstChild(p);
      if (child > 0) {
        p = child; // setpriv and timeout exec in place; timeout forks the JVM
      } else {
        Thread.sleep(10);
      }
    }
    throw new AssertionError("no worker JVM under " + started);
  }

  private static Path tempFolderOf(long pid) throws Exception {
    for (String arg : cmdline(pid).split("\0")) {
      if (arg.startsWith("-Djava.io.tmpdir=")) {
        return Path.of(arg.substring("-Djava.io.tmpdir=".length()));
      }
    }
    throw new AssertionError("no -Djava.io.tmpdir on the worker's command line");
  }

  private static String cmdline(long pid) {
    try {
      return Files.readString(Path.of("/proc/" + pid + "/cmdline"), StandardCharsets.UTF_8);
    } catch (Exception e) {
      return "";
    }
  }
}
