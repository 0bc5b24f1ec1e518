package dev.assay.solver;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BiConsumer;

/**
 * Session mode: one solver process answers query after query, separated by {@code (reset)} or
 * wrapped in {@code (push 1)}/{@code (pop 1)}, and restarted after a crash, a timeout or an {@code
 * (exit)}. For the bundled Z3 in fresh-state mode ({@link Mode#FRESH_CONTEXT}), each query goes to
 * the worker as one {@link WorkerProtocol} frame and runs in a Z3 context of its own, with its time
 * limit: the worker interrupts a query at its limit and answers it as timed out, and is killed only
 * when it has not answered {@link #INTERRUPT_GRACE} after that. The worker is replaced after a
 * crash, such a kill, running Z3 out of memory, or {@value #QUERIES_PER_WORKER} queries.
 *
 * <p>{@link #runAll} streams all queries ahead of the answers, so the solver never waits for Assay
 * between queries; queries sent to a process that then died are sent again to its replacement. A
 * query whose text is not balanced (it would swallow the separator) runs in a process of its own
 * instead.
 *
 * <p>Only compatible queries share a process ({@link #stateKey}): in push-pop mode, those with the
 * same logic and options, which are sent once, before the first push, since solvers refuse them
 * after a push and a pop does not undo an option; a query that sets either later, resets or exits
 * runs in a process of its own. In reset mode, a solver whose options survive {@code (reset)}
 * ({@link SessionQuirks}: z3) shares a process only between queries with the same options. A query
 * that is not compatible with the running process gets a new one: a fresh state.
 */
public final class SessionSolver implements Solver {
  /** How queries are kept apart within one process. */
  public enum Mode {
    /** {@code (reset)} after each query: all declarations and options are dropped. */
    RESET,
    /** {@code (push 1)} before and {@code (pop 1)} after: cheaper, keeps options and logic. */
    PUSH_POP,
    /**
     * The bundled Z3 worker's fresh-state mode: each query, whatever its text ({@code (exit)}, an
     * unbalanced parenthesis), runs in a fresh Z3 context.
     */
    FRESH_CONTEXT
  }

  /**
   * How many queries one bundled Z3 worker answers before a new one takes over. Z3 keeps memory for
   * the life of the process whatever contexts are deleted (interned symbols, a fragmented heap):
   * about 30 kB per corpus query after the first few hundred (85 MB at start, 117 MB after the 229
   * files of the corpus, 139 MB after four passes), so a thousand queries bound that to tens of MB.
   * A new worker costs about 0.8 s of CPU (a JVM and the Z3 library), under a tenth of a thousand
   * trivial queries (9 ms each) and under 1% of a thousand corpus-sized ones.
   */
  static final int QUERIES_PER_WORKER = 1000;

  /**
   * How long after a query's limit a worker that ends queries at their limit itself ({@link
   * SolverSpecs#endsQueriesAtLimit}) gets to answer before it is killed. Z3 heeds an interrupt at
   * its next check in its search: the worker answered 4-15 ms after the limit on a loaded machine
   * (load 6). A step that never checks (the derivatives of regular expressions) would not end in
   * any grace, and each such query is charged the grace on top of its limit and its kill, so it is
   * short.
   */
  static final Duration INTERRUPT_GRACE = Duration.ofMillis(200);

  private static final AtomicLong MARKERS = new AtomicLong();
  private static final String MARKER_PREFIX = "assay-sync-";

  /** The least time a session gets to start (a JVM, a solver loading its libraries). */
  private static final Duration STARTUP = Duration.ofSeconds(30);

  private final SolverSpec spec;
  private final Mode mode;
  private final RunLimits limits;
  private final SessionQuirks quirks;

  /** Whether the worker is sent each query's limit and ends a query at it itself. */
  private final boolean endsAtLimit;

  private Session session;

  /** The process {@link #prestart} is starting, until a query takes it as its session. */
  private Future<Session> prestarted;

  /**
   * Whether a query of this solver has been killed: from then on one spare process is kept started,
   * so that the process replacing the next killed one has already started (for the bundled Z3 a
   * JVM, about half a second the next query would otherwise wait). A solver whose queries are never
   * killed never starts a spare.
   */
  private boolean keepSpare;

  /** The state key of the current process's queries (see {@link #stateKey}). */
  private String sessionKey;

  /** Whether the current process has not yet been sent its header (push-pop mode). */
  private boolean headerPending;

  private FreshProcessSolver fallback;
  private int starts;

  /** Queries the current session has been given (counted against {@link #queriesPerWorker}). */
  private int given;

  private final int queriesPerWorker;

  /** A shorter limit for the queries of the current call, or null (see {@link #timeout()}). */
  private Duration callTimeout;

  public SessionSolver(SolverSpec spec, Mode mode, RunLimits limits) {
    this(spec, mode, limits, QUERIES_PER_WORKER);
  }

  /** As {@link #SessionSolver(SolverSpec, Mode, RunLimits)}, retiring workers sooner (tests). */
  SessionSolver(SolverSpec spec, Mode mode, RunLimits limits, int queriesPerWorker) {
    if (!spec.supportsSession()) {
      throw new IllegalArgumentException(spec.name() + " cannot run in session mode");
    }
    if (mode == Mode.FRESH_CONTEXT && !spec.bundled()) {
      throw new IllegalArgumentException(spec.name() + " is not the bundled Z3");
    }
    this.spec = spec;
    this.mode = mode;
    this.limits = limits;
    this.queriesPerWorker = queriesPerWorker;
    this.quirks = SessionQuirks.of(spec);
    this.endsAtLimit = mode == Mode.FRESH_CONTEXT && SolverSpecs.endsQueriesAtLimit(spec);
  }

  /** The quirks this solver's sessions are run with. */
  public SessionQuirks quirks() {
    return quirks;
  }

  /**
   * What a process's state must be for {@code q} to join it: queries with equal keys may share a
   * process. Push-pop: the logic and options. Reset: the options where they survive a reset (the
   * logic too for a solver whose quirks are not measured), else nothing.
   */
  String stateKey(Query q) {
    if (mode == Mode.FRESH_CONTEXT) {
      return "";
    }
    QueryHeader h = QueryHeader.of(q.text());
    if (mode == Mode.PUSH_POP || quirks.logicCarriesOver()) {
      return h.text();
    }
    return quirks.optionsCarryOver() ? h.options() : "";
  }

  /** Whether {@code q} can run in a shared process of this mode at all. */
  private boolean shareable(Query q) {
    if (mode == Mode.FRESH_CONTEXT) {
      return true;
    }
    if (!q.plan().complete()) {
      return false;
    }
    return mode != Mode.PUSH_POP || QueryHeader.of(q.text()).pushable();
  }

  /**
   * The command line of a session process. The bundled Z3 gets a memory limit as Z3's own {@code
   * memory_max_size} rather than an address-space limit, which a JVM, reserving far more address
   * space than it uses, would not even start under.
   */
  private List<String> argv() {
    List<String> argv = new ArrayList<>(spec.sessionArgv());
    if (mode == Mode.FRESH_CONTEXT) {
      argv.add(WorkerProtocol.FLAG);
    }
    if (spec.bundled() && limits.memoryBytes() > 0) {
      argv.add("memory_max_size=" + Math.max(1, limits.memoryBytes() >> 20));
    }
    return argv;
  }

  /** The limits the process starts under (see {@link #argv}). */
  private RunLimits processLimits() {
    return spec.bundled() ? limits.withMemoryBytes(0) : limits;
  }

  @Override
  public SolverSpec spec() {
    return spec;
  }

  /** How many processes this solver has started so far (restarts show up here). */
  public int processStarts() {
    return starts;
  }

  /** The pid of the current process, or -1 when there is none. */
  long processPid() {
    return session == null ? -1 : session.pid();
  }

  @Override
  public Outcome run(Query query) throws IOException, InterruptedException {
    Outcome[] result = new Outcome[1];
    runAll(List.of(query), (i, o) -> result[0] = o);
    return result[0];
  }

  @Override
  public Outcome run(Query query, Duration timeout) throws IOException, InterruptedException {
    Outcome[] result = new Outcome[1];
    runAll(List.of(query), timeout, (i, o) -> result[0] = o);
    return result[0];
  }

  @Override
  public void runAll(List<Query> queries, Duration timeout, BiConsumer<Integer, Outcome> sink)
      throws IOException, InterruptedException {
    callTimeout = timeout.compareTo(limits.timeout()) < 0 ? timeout : null;
    try {
      runAll(queries, sink);
    } finally {
      callTimeout = null;
    }
  }

  /** The time limit of a query now: the configured one, or a shorter one for this call. */
  private Duration timeout() {
    return callTimeout != null ? callTimeout : limits.timeout();
  }

  @Override
  public void runAll(List<Query> queries, BiConsumer<Integer, Outcome> sink)
      throws IOException, InterruptedException {
    int i = 0;
    while (i < queries.size()) {
      if (!shareable(queries.get(i))) {
        sink.accept(i, fallback().run(queries.get(i), timeout()));
        i++;
        continue;
      }
      String key = stateKey(queries.get(i));
      int j = i + 1;
      while (j < queries.size()
          && shareable(queries.get(j))
          && key.equals(stateKey(queries.get(j)))) {
        j++;
      }
      i = stream(queries.subList(i, j), key, i, sink);
    }
  }

  /**
   * Runs complete queries through the current process until they are done or the process ends.
   *
   * @return the index of the first query without an outcome
   */
  private int stream(List<Query> qs, String key, int base, BiConsumer<Integer, Outcome> sink)
      throws InterruptedException {
    if (mode == Mode.FRESH_CONTEXT && session != null && given >= queriesPerWorker) {
      session.close(); // retired: the worker exits at the end of its input
      session = null;
    }
    if (session != null && !key.equals(sessionKey)) {
      session.close(); // another state: a fresh process
      session = null;
    }
    String readyMarker = null;
    if (session == null) {
      List<String> argv = argv();
      try {
        session = takePrestarted();
        if (session == null) {
          session = Session.start(argv, processLimits());
        }
        if (keepSpare) {
          startSpare();
        }
        starts++;
        given = 0;
        sessionKey = key;
        headerPending = mode == Mode.PUSH_POP;
      } catch (IOException e) {
        sink.accept(base, new Outcome.FailedToStart(argv, e.getMessage()));
        return base + 1;
      }
      readyMarker = MARKER_PREFIX + MARKERS.incrementAndGet();
    }
    if (mode == Mode.FRESH_CONTEXT && qs.size() > queriesPerWorker - given) {
      qs = qs.subList(0, queriesPerWorker - given); // the rest go to the next worker
    }
    given += qs.size();
    Session s = session;
    List<String> markers = new ArrayList<>(qs.size());
    List<byte[]> frames = new ArrayList<>(qs.size() + 1);
    if (readyMarker != null) {
      String ready = mode == Mode.FRESH_CONTEXT ? frame("", readyMarker) : echo(readyMarker);
      frames.add(ready.getBytes(StandardCharsets.UTF_8));
    }
    for (Query q : qs) {
      String marker = MARKER_PREFIX + MARKERS.incrementAndGet();
      markers.add(marker);
      frames.add(frame(q.text(), marker).getBytes(StandardCharsets.UTF_8));
    }
    Future<?> writer = null;
    boolean single = qs.size() == 1 && frames.stream().mapToInt(f -> f.length).sum() <= 16384;
    // CPU time is measured per query only one at a time: while streaming, queries overlap.
    Duration cpu0 = single && readyMarker == null ? s.cpu() : null;
    // a query's time starts when it is sent: handing it to the solver is part of running it (but a
    // new session's start-up, awaited below, is not)
    long sent = System.nanoTime();
    if (single) {
      writeQuietly(s, frames); // small enough for the pipe: no thread hand-off needed
    } else {
      writer = IoThreads.IO.submit(() -> writeQuietly(s, frames));
    }
    if (readyMarker != null) {
      String problem = awaitReady(s, readyMarker);
      if (problem != null) {
        if (writer != null) {
          writer.cancel(true);
        }
        session = null;
        sink.accept(base, new Outcome.FailedToStart(s.argv(), problem));
        return base + 1;
      }
      cpu0 = single ? s.cpu() : null;
    }
    boolean clean = false;
    try {
      for (int k = 0; k < qs.size(); k++) {
        Query q = qs.get(k);
        long t0 = k == 0 && readyMarker == null ? sent : System.nanoTime();
        s.arm(endsAtLimit ? timeout().plus(INTERRUPT_GRACE) : timeout());
        Session.Reply reply = s.await(markers.get(k));
        s.disarm();
        Duration wall = Duration.ofNanos(System.nanoTime() - t0);
        SolverClock.add(wall);
        if (reply.markerSeen()) {
          WorkerProtocol.End end =
              mode == Mode.FRESH_CONTEXT
                  ? WorkerProtocol.End.of(reply.beforeMarker())
                  : WorkerProtocol.End.ANSWERED;
          int marks = end.marks().length();
          String out = reply.stdout();
          if (out.endsWith(end.marks())) { // else the output went past the cap before them
            out = out.substring(0, out.length() - marks);
          }
          Duration cpu = cpu0 == null ? null : minus(s.cpu(), cpu0);
          Execution exec =
              new Execution(
                  s.argv(),
                  null,
                  null,
                  wall,
                  cpu,
                  out,
                  s.takeStderr(),
                  reply.stdoutBytes() - marks,
                  0,
                  0);
          // a query the worker ended at its limit is a timeout, as if it had been killed then
          sink.accept(base + k, Outcomes.classify(exec, q.plan(), end.timedOut(), timeout()));
          if (end.retire()) {
            // Z3 ran out of memory: the worker exits; what was sent after goes to a new one.
            s.destroy();
            session = null;
            clean = true;
            return base + k + 1;
          }
          continue;
        }
        boolean killed = s.expired();
        sink.accept(base + k, ended(s, q, reply, wall));
        session = null;
        clean = true;
        if (killed) {
          keepSpare = true;
          startSpare();
        }
        return base + k + 1;
      }
      clean = true;
      return base + qs.size();
    } finally {
      if (writer != null) {
        writer.cancel(true);
      }
      if (!clean && session != null) {
        session.destroy(); // interrupted mid-stream: the process state is unknown
        session = null;
      }
    }
  }

  /**
   * Waits until a new process echoes its first marker (written ahead of the queries), so that its
   * start-up (a JVM for the bundled Z3) never counts against the first query's timeout.
   *
   * @return null when ready, else why the session could not start (the process is then gone)
   */
  private String awaitReady(Session s, String marker) throws InterruptedException {
    Duration startup = limits.timeout().compareTo(STARTUP) > 0 ? limits.timeout() : STARTUP;
    if (callTimeout != null && callTimeout.compareTo(startup) < 0) {
      startup = callTimeout; // the caller has a deadline, start-up included
    }
    s.arm(startup);
    Session.Reply reply = s.await(marker);
    s.disarm();
    if (reply.markerSeen()) {
      s.takeStderr();
      return null;
    }
    boolean timedOut = s.expired();
    Integer exit = timedOut ? null : s.awaitExit(2000);
    s.destroy();
    s.awaitStderr(500);
    String err = s.takeStderr().strip();
    String why =
        timedOut
            ? "no reply to (echo ...) within " + startup.toSeconds() + " s of starting"
            : "exited while starting" + (exit == null ? "" : " (exit value " + exit + ")");
    return why + (err.isEmpty() ? "" : ": " + err.lines().findFirst().orElse(""));
  }

  /** The outcome of a query during which the process went away (killed, crashed or exited). */
  private Outcome ended(Session s, Query q, Session.Reply reply, Duration wall)
      throws InterruptedException {
    boolean timedOut = s.expired();
    Integer exitValue = timedOut ? null : s.awaitExit(2000);
    int leftovers = s.destroy();
    if (exitValue == null && !timedOut) {
      exitValue = s.awaitExit(0);
    }
    s.awaitStderr(500);
    String err = s.takeStderr();
    Execution exec =
        new Execution(
            s.argv(),
            exitValue == null ? null : Outcomes.exitCodeOf(exitValue),
            exitValue == null ? null : Outcomes.signalOf(exitValue),
            wall,
            null,
            reply.stdout(),
            err,
            reply.stdoutBytes(),
            err.length(),
            timedOut ? 0 : leftovers);
    return Outcomes.classify(exec, q.plan(), timedOut, timeout());
  }

  private static String echo(String marker) {
    return "(echo \"" + marker + "\")\n";
  }

  private String frame(String text, String marker) {
    switch (mode) {
      case RESET:
        return text + "\n(reset)\n" + echo(marker);
      case PUSH_POP:
        QueryHeader h = QueryHeader.of(text);
        String header = headerPending ? h.text() : "";
        headerPending = false;
        return header + "(push 1)\n" + h.body() + "\n(pop 1)\n" + echo(marker);
      case FRESH_CONTEXT:
        return endsAtLimit
            ? WorkerProtocol.frame(text, marker, timeout().toMillis())
            : WorkerProtocol.frame(text, marker);
      default:
        throw new AssertionError(mode);
    }
  }

  /**
   * Writes all frames at once (from an I/O thread when there are several). The pipe is the only
   * flow control: when the solver falls behind, the kernel blocks this write and wakes it as the
   * solver reads, with no hand-over between Java threads per query (on a busy machine each such
   * hand-over can cost milliseconds of scheduling delay, during which the solver would sit idle).
   */
  private static void writeQuietly(Session s, List<byte[]> frames) {
    try {
      s.write(frames);
    } catch (IOException e) {
      // The process died or was killed: the reader reports what happened.
    }
  }

  private static Duration minus(Duration a, Duration b) {
    return a == null || b == null ? null : a.minus(b);
  }

  private FreshProcessSolver fallback() {
    if (fallback == null) {
      fallback = new FreshProcessSolver(spec, limits);
    }
    return fallback;
  }

  @Override
  public void prestart() {
    if (session == null) {
      startSpare();
    }
  }

  /** Starts a process in the background for the next session to take, unless one is starting. */
  private void startSpare() {
    if (prestarted == null) {
      List<String> argv = argv();
      RunLimits processLimits = processLimits();
      prestarted = IoThreads.IO.submit(() -> Session.start(argv, processLimits));
    }
  }

  /**
   * The process {@link #prestart} started, once it has started; null when there is none.
   *
   * @throws IOException when it could not start (what starting it now would throw)
   */
  private Session takePrestarted() throws IOException, InterruptedException {
    Future<Session> f = prestarted;
    prestarted = null;
    if (f == null) {
      return null;
    }
    try {
      return f.get();
    } catch (ExecutionException e) {
      if (e.getCause() instanceof IOException io) {
        throw io;
      }
      throw new IllegalStateException(e.getCause());
    }
  }

  @Override
  public void close() {
    try {
      Session early = takePrestarted();
      if (early != null) {
        early.close();
      }
      if (session != null) {
        session.close();
      }
    } catch (IOException e) {
      // the prestarted process never started: nothing of it to end
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } finally {
      session = null;
      if (fallback != null) {
        fallback.close();
      }
    }
  }
}
