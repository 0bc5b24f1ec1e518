package dev.assay.solver;

import dev.assay.core.FileTrees;
import dev.assay.core.Uninterruptibly;
import java.io.IOException;
import java.nio.file.Path;
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
 * <p>A bundled solver's worker JVM gets a temporary folder of its own, removed when it has ended
 * (see {@link #workerTempFolder}).
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
    private final Path tempFolder;
    private volatile ProcessHandle solver;

    Started(Process process, long pgid, boolean supervised) {
      this(process, pgid, supervised, null);
    }

    Started(Process process, long pgid, boolean supervised, Path tempFolder) {
      this.process = process;
      this.pgid = pgid;
      this.supervised = supervised;
      this.tempFolder = tempFolder;
      this.solver = supervised ? null : process.toHandle();
    }

    /** The worker JVM's own temporary folder ({@link #start}), or null. */
    Path tempFolder() {
      return tempFolder;
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
    List<String> command = WorkerStartup.argv(argv);
    Path temp = workerTempFolder(command);
    if (temp != null) {
      command = new ArrayList<>(command);
      command.add(command.indexOf("-cp"), "-Djava.io.tmpdir=" + temp);
    }
    full.addAll(command);
    Process p;
    try {
      p = spawn(new ProcessBuilder(full));
    } catch (IOException | RuntimeException e) {
      deleteTempFolder(temp);
      throw e;
    }
    Started s = new Started(p, backstop.groupLeader() ? p.pid() : 0, backstop.forks(), temp);
    live.put(p.pid(), s);
    return s;
  }

  /**
   * A temporary folder of its own for a bundled solver's worker JVM, or null for any other command.
   * Z3's Java loader unpacks its native library (34 MB for a {@code bundled@VERSION} release; an
   * empty folder for Assay's own Z3, whose library comes from the cache) into a new folder of the
   * JVM's temporary directory and removes it only when the JVM exits normally: a worker killed at a
   * limit it did not notice, or that crashed, would leave it behind in the system's temporary
   * directory at every kill. This folder goes when the worker has ended ({@link #release}), or with
   * Assay ({@link #killAll}); it is named as a {@link QueryFolders} folder of this Assay, so the
   * next Assay removes it when this one was killed outright.
   */
  private static Path workerTempFolder(List<String> command) {
    int cp = command.indexOf("-cp");
    if (cp < 1
        || cp + 2 >= command.size()
        || !(command.get(cp + 2).equals(SolverSpecs.BUNDLED_WORKER)
            || command.get(cp + 2).equals(SolverSpecs.CVC5_WORKER))) {
      return null;
    }
    try {
      return QueryFolders.create();
    } catch (IOException | RuntimeException e) {
      return null; // no folder of its own: the worker uses the system's, as before
    }
  }

  private static void deleteTempFolder(Path folder) {
    if (folder != null) {
      FileTrees.deleteQuietly(folder);
    }
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
    deleteTempFolder(s.tempFolder());
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
      deleteTempFolder(s.tempFolder());
    }
  }
}
