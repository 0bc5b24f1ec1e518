package dev.assay.solver;

import dev.assay.core.Uninterruptibly;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;

/**
 * Starts solver processes: an argument list (never a shell string), inside the OS-level {@link
 * Backstop} (its own process group, ended by the operating system at the time limit or when Assay
 * dies), and wrapped in {@code prlimit --as} when a memory limit is asked. The memory wrapper execs
 * the solver in place.
 *
 * <p>Every process is started from one thread that lives as long as Assay: the kernel's
 * parent-death signal fires when the thread that started a process ends, not the process, and a
 * pool worker thread ends while the sessions it started are still in use.
 *
 * <p>A bundled Z3 worker on Assay's class path starts with what {@link WorkerStartup} prepared once
 * per build (its Z3 libraries unpacked, a class-data sharing archive).
 *
 * <p>Keeps a register of running solvers; a JVM shutdown hook (Ctrl-C) kills their trees so nothing
 * outlives Assay. At its first use in a JVM it removes the query folders of Assay processes that
 * are gone ({@link QueryFolders}).
 */
final class Launcher {
  static final Launcher INSTANCE = new Launcher();

  private final Backstop backstop = Backstop.find();
  private final String prlimit = onPath("prlimit");
  private final ConcurrentHashMap<Long, Started> live = new ConcurrentHashMap<>();

  /**
   * The one thread that starts processes; never ends while the JVM runs (see the class comment).
   */
  private final ExecutorService spawner = DaemonThreads.single("assay-spawner");

  /**
   * A started solver.
   *
   * @param process the started process: the backstop's supervisor, or the solver itself
   * @param pgid its process group, or 0 when it has none of its own
   * @param supervised whether {@code process} is a supervisor whose only child is the solver
   */
  static final class Started {
    private final Process process;
    private final long pgid;
    private final boolean supervised;
    private volatile ProcessHandle solver;

    Started(Process process, long pgid, boolean supervised) {
      this.process = process;
      this.pgid = pgid;
      this.supervised = supervised;
      this.solver = supervised ? null : process.toHandle();
    }

    Process process() {
      return process;
    }

    long pgid() {
      return pgid;
    }

    ProcessHandle handle() {
      return process.toHandle();
    }

    /**
     * The solver process itself (the supervisor's child), for its CPU time; the started process
     * until the child is seen.
     */
    ProcessHandle solver() {
      ProcessHandle s = solver;
      if (s != null) {
        return s;
      }
      long child = ProcFs.firstChild(process.pid());
      if (child > 0) {
        s = ProcessHandle.of(child).orElse(null);
        if (s != null) {
          solver = s;
          return s;
        }
      }
      return process.toHandle();
    }

    boolean supervised() {
      return supervised;
    }
  }

  private Launcher() {
    Runtime.getRuntime().addShutdownHook(new Thread(this::killAll, "assay-solver-cleanup"));
    QueryFolders.removeStale();
  }

  /** Whether a SIGKILL of Assay ends the solvers too, on this machine. */
  static boolean solversEndWithAssay() {
    return INSTANCE.backstop.endsWithAssay();
  }

  /**
   * Starts {@code argv} under the limits; stdin, stdout and stderr are pipes.
   *
   * @param lifetime when the operating system ends the run whatever Assay does, from its start;
   *     null for a session, which the operating system ends only when Assay dies
   * @throws IOException when the program cannot be started (missing, not executable) or a memory
   *     limit is asked where {@code prlimit} is missing
   */
  Started start(List<String> argv, RunLimits limits, Duration lifetime) throws IOException {
    List<String> full = new ArrayList<>(backstop.prefix(lifetime, limits.grace()));
    if (limits.memoryBytes() > 0) {
      if (prlimit == null) {
        throw new IOException("a memory limit needs prlimit (util-linux), which is not on PATH");
      }
      full.add(prlimit);
      full.add("--as=" + limits.memoryBytes());
      full.add("--");
    }
    checkExecutable(argv.get(0));
    full.addAll(WorkerStartup.argv(argv));
    Process p = spawn(new ProcessBuilder(full));
    Started s = new Started(p, backstop.groupLeader() ? p.pid() : 0, backstop.forks());
    live.put(p.pid(), s);
    return s;
  }

  /**
   * Starts the process on the spawner thread; waits for it even when interrupted meanwhile (the
   * start cannot be called back, and a process started for nobody would be lost).
   */
  private Process spawn(ProcessBuilder pb) throws IOException {
    try {
      return Uninterruptibly.get(spawner.submit(pb::start));
    } catch (ExecutionException e) {
      Throwable c = e.getCause();
      if (c instanceof IOException io) {
        throw io;
      }
      if (c instanceof RuntimeException re) {
        throw re;
      }
      throw new IOException(c);
    }
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
