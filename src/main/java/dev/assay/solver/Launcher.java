package dev.assay.solver;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Starts solver processes: an argument list (never a shell string), wrapped in {@code setsid} so
 * the solver leads its own process group, and in {@code prlimit --as} when a memory limit is
 * asked. Both wrappers exec the solver in place, so the started process is the solver itself.
 *
 * <p>Keeps a register of running solvers; a JVM shutdown hook (Ctrl-C) kills their trees so
 * nothing outlives Assay.
 */
final class Launcher {
  static final Launcher INSTANCE = new Launcher();

  private final String setsid = onPath("setsid");
  private final String prlimit = onPath("prlimit");
  private final ConcurrentHashMap<Long, Started> live = new ConcurrentHashMap<>();

  /** A started solver; {@code pgid} is its process group, or 0 when it has none of its own. */
  record Started(Process process, long pgid) {
    ProcessHandle handle() {
      return process.toHandle();
    }
  }

  private Launcher() {
    Runtime.getRuntime()
        .addShutdownHook(new Thread(this::killAll, "assay-solver-cleanup"));
  }

  /**
   * Starts {@code argv} under the limits; stdin, stdout and stderr are pipes.
   *
   * @throws IOException when the program cannot be started (missing, not executable) or a
   *     memory limit is asked where {@code prlimit} is missing
   */
  Started start(List<String> argv, RunLimits limits) throws IOException {
    List<String> full = new ArrayList<>();
    if (setsid != null) {
      full.add(setsid);
    }
    if (limits.memoryBytes() > 0) {
      if (prlimit == null) {
        throw new IOException("a memory limit needs prlimit (util-linux), which is not on PATH");
      }
      full.add(prlimit);
      full.add("--as=" + limits.memoryBytes());
      full.add("--");
    }
    checkExecutable(argv.get(0));
    full.addAll(argv);
    Process p = new ProcessBuilder(full).start();
    Started s = new Started(p, setsid != null ? p.pid() : 0);
    live.put(p.pid(), s);
    return s;
  }

  /** Forgets a solver whose tree has been ended. */
  void release(Started s) {
    live.remove(s.process().pid());
  }

  /**
   * The wrappers would report a missing solver only through their exit code; checking first
   * gives the user a clear "cannot start" instead of an odd crash.
   */
  private static void checkExecutable(String program) throws IOException {
    String problem = Executables.problem(program);
    if (problem != null) {
      throw new IOException(problem);
    }
  }

  static String onPath(String name) {
    return Executables.onPath(name);
  }

  private void killAll() {
    for (Started s : List.copyOf(live.values())) {
      try {
        ProcessTree.terminate(
            () -> ProcessTree.snapshot(s.handle(), s.pgid(), List.of()), Duration.ofMillis(200));
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
    }
  }
}
