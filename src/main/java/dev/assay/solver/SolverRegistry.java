package dev.assay.solver;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;

/**
 * The solver processes of a command, shared by all its phases: a campaign's runs, their fresh
 * confirmations and reductions, model checks, a technique's own searches. Instead of opening a
 * {@link Solver} (and so, for the bundled Z3, a worker JVM) per phase, code borrows one for a spec,
 * mode and limits, runs what it needs, and closes what it borrowed, which hands the solver back
 * with its processes still running; the next borrower of the same key gets it.
 *
 * <pre>{@code
 * try (Solver s = SolverRegistry.shared().borrow(spec, Solvers.Mode.FRESH, limits)) {
 *   Outcome o = s.run(query);
 * }
 * }</pre>
 *
 * <p>A borrowed solver is the borrower's alone until it is closed (a {@link Solver} is driven by
 * one thread); two threads borrowing the same key at once get two solvers, so a command holds at
 * most as many processes per key as it has threads using them. Reuse cannot leak state between
 * borrowers: a fresh-state solver starts each query from a fresh state (a new process, or a new Z3
 * context in the bundled worker), and a session solver shares its process only between compatible
 * queries (its state key), whoever sends them. Borrowers that want to share processes ask with the
 * same limits; a shorter limit for one call is {@link Solver#run(Query, Duration)}.
 *
 * <p>{@link #closeIdle} ends the processes nobody has borrowed (the engine calls it when a campaign
 * ends: processes live for one command); solvers idle for {@link #IDLE} are ended in the background
 * (a long-lived JVM such as a cluster executor); the launcher's shutdown hook ends everything at
 * exit.
 */
public final class SolverRegistry {
  /** How long a solver may stay idle before the shared registry ends its processes. */
  static final Duration IDLE = Duration.ofSeconds(60);

  private static final SolverRegistry SHARED = new SolverRegistry(true);

  private record Key(SolverSpec spec, Solvers.Mode mode, RunLimits limits) {}

  /** An idle solver and when it was handed back. */
  private record Idle(Solver solver, long since) {}

  private final Map<Key, Deque<Idle>> idle = new LinkedHashMap<>();
  private int opened;
  private boolean reaping;
  private final boolean reap;

  private SolverRegistry(boolean reap) {
    this.reap = reap;
  }

  /** A registry of its own (tests); nothing ends its idle solvers but {@link #closeIdle}. */
  public static SolverRegistry create() {
    return new SolverRegistry(false);
  }

  /** The registry of this process, which every phase of a command shares. */
  public static SolverRegistry shared() {
    return SHARED;
  }

  /**
   * A solver for {@code spec} in {@code mode} (resolved: {@link Solvers.Mode#MEASURED} is the
   * solver's measured mode) under {@code limits}: an idle one, last handed back first, or a new
   * one. Close it to hand it back.
   *
   * @throws IllegalArgumentException when a session mode is asked of a solver that has none
   */
  public Solver borrow(SolverSpec spec, Solvers.Mode mode, RunLimits limits) {
    Key key = new Key(spec, Solvers.resolve(mode, spec), limits);
    Solver s = null;
    synchronized (this) {
      Deque<Idle> free = idle.get(key);
      if (free != null && !free.isEmpty()) {
        s = free.pop().solver();
      } else {
        opened++;
      }
      startReaper();
    }
    return new Lent(this, key, s != null ? s : Solvers.open(spec, key.mode(), limits));
  }

  /**
   * Opens a solver for {@code spec} in {@code mode} under {@code limits} and {@link
   * Solver#prestart}s it, idle, for the first borrower of that key.
   */
  public void prestart(SolverSpec spec, Solvers.Mode mode, RunLimits limits) {
    try (Solver s = borrow(spec, mode, limits)) {
      s.prestart();
    }
  }

  /** How many solvers this registry has opened so far. */
  public synchronized int opened() {
    return opened;
  }

  /** How many solvers are idle, waiting for a borrower. */
  public synchronized int idle() {
    return idle.values().stream().mapToInt(Deque::size).sum();
  }

  /** Ends the processes of every idle solver (borrowed ones are left to their borrowers). */
  public void closeIdle() {
    closeIdleSince(Long.MAX_VALUE);
  }

  private void closeIdleSince(long before) {
    List<Solver> ending = new ArrayList<>();
    synchronized (this) {
      for (Deque<Idle> free : idle.values()) {
        free.removeIf(
            i -> {
              if (i.since() < before) {
                ending.add(i.solver());
                return true;
              }
              return false;
            });
      }
      idle.values().removeIf(Deque::isEmpty);
    }
    ending.forEach(Solver::close);
  }

  private synchronized void giveBack(Key key, Solver s) {
    idle.computeIfAbsent(key, k -> new ArrayDeque<>()).push(new Idle(s, System.nanoTime()));
  }

  /** Starts the thread that ends long-idle solvers, once, for the shared registry. */
  private void startReaper() {
    if (!reap || reaping) {
      return;
    }
    reaping = true;
    Thread t =
        new Thread(
            () -> {
              try {
                while (true) {
                  Thread.sleep(IDLE.toMillis() / 4);
                  closeIdleSince(System.nanoTime() - IDLE.toNanos());
                }
              } catch (InterruptedException e) {
                // never interrupted: a daemon that ends with the JVM
              }
            },
            "assay-solver-reaper");
    t.setDaemon(true);
    t.start();
  }

  /** A borrowed solver: the registry's until closed, then handed back. */
  private static final class Lent implements Solver {
    private final SolverRegistry registry;
    private final Key key;
    private Solver solver;

    Lent(SolverRegistry registry, Key key, Solver solver) {
      this.registry = registry;
      this.key = key;
      this.solver = solver;
    }

    private Solver solver() {
      if (solver == null) {
        throw new IllegalStateException("a borrowed solver was used after it was handed back");
      }
      return solver;
    }

    @Override
    public SolverSpec spec() {
      return key.spec();
    }

    @Override
    public Outcome run(Query query) throws IOException, InterruptedException {
      return solver().run(query);
    }

    @Override
    public Outcome run(Query query, Duration timeout) throws IOException, InterruptedException {
      return solver().run(query, timeout);
    }

    @Override
    public void runAll(List<Query> queries, Duration timeout, BiConsumer<Integer, Outcome> sink)
        throws IOException, InterruptedException {
      solver().runAll(queries, timeout, sink);
    }

    @Override
    public void runAll(List<Query> queries, BiConsumer<Integer, Outcome> sink)
        throws IOException, InterruptedException {
      solver().runAll(queries, sink);
    }

    @Override
    public void prestart() {
      solver().prestart();
    }

    /** Hands the solver back, processes running; idempotent. */
    @Override
    public void close() {
      if (solver != null) {
        Solver s = solver;
        solver = null;
        registry.giveBack(key, s);
      }
    }
  }
}
