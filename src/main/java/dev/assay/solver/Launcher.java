package dev.assay.solver;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Starts solver processes: an argument list (never a shell string), made the leader of its own
 * process group, and wrapped in {@code prlimit --as} when a memory limit is asked. The wrappers
 * exec the solver in place, so the started process is the solver itself and its pid names the
 * group.
 *
 * <p>Java cannot call {@code setpgid}, so a tiny Perl one-liner does it ({@code perl-base} is part
 * of every Debian-like system); {@code setsid} is the fallback. Perl comes first because a new
 * session also puts the solver into its own scheduler autogroup on Linux, which halved a z3
 * session's throughput on a busy machine (measured with bench/SolverThroughput.java); a new process
 * group within Assay's session does not.
 *
 * <p>Keeps a register of running solvers; a JVM shutdown hook (Ctrl-C) kills their trees so nothing
 * outlives Assay.
 */
final class Launcher {
  static final Launcher INSTANCE = new Launcher();

  /**
   * Perl: become a process-group leader, then exec the arguments. The block form of exec never
   * involves a shell, whatever the arguments contain.
   */
  private static final String SETPGRP =
      "setpgrp(0, 0); exec { $ARGV[0] } @ARGV; die \"exec $ARGV[0]: $!\\n\";";

  private final List<String> groupWrapper = groupWrapper();
  private final String prlimit = onPath("prlimit");
  private final ConcurrentHashMap<Long, Started> live = new ConcurrentHashMap<>();

  /** A started solver; {@code pgid} is its process group, or 0 when it has none of its own. */
  record Started(Process process, long pgid) {
    ProcessHandle handle() {
      return process.toHandle();
    }
  }

  private Launcher() {
    Runtime.getRuntime().addShutdownHook(new Thread(this::killAll, "assay-solver-cleanup"));
  }

  /**
   * Starts {@code argv} under the limits; stdin, stdout and stderr are pipes.
   *
   * @throws IOException when the program cannot be started (missing, not executable) or a memory
   *     limit is asked where {@code prlimit} is missing
   */
  Started start(List<String> argv, RunLimits limits) throws IOException {
    List<String> full = new ArrayList<>(groupWrapper);
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
    Started s = new Started(p, groupWrapper.isEmpty() ? 0 : p.pid());
    live.put(p.pid(), s);
    return s;
  }

  private static List<String> groupWrapper() {
    String perl = onPath("perl");
    if (perl != null) {
      return List.of(perl, "-e", SETPGRP);
    }
    String setsid = onPath("setsid");
    return setsid != null ? List.of(setsid) : List.of();
  }

  /** Forgets a solver whose tree has been ended. */
  void release(Started s) {
    live.remove(s.process().pid());
  }

  /**
   * The wrappers would report a missing solver only through their exit code; checking first gives
   * the user a clear "cannot start" instead of an odd crash.
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
