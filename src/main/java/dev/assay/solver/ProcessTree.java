package dev.assay.solver;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Finding and ending every process a solver started.
 *
 * <p>Solvers run as leaders of their own session and process group (see {@link Launcher}), so the
 * group id names the whole tree, even children that outlive their parent and were adopted by init.
 * Killing follows the order the style guide asks for: snapshot, SIGTERM, grace period, snapshot
 * again (the tree may have forked meanwhile), SIGKILL, wait until gone.
 */
public final class ProcessTree {
  private ProcessTree() {}

  /**
   * The live (non-zombie) members of process group {@code pgid}, read from {@code /proc}; empty
   * where {@code /proc} is missing.
   */
  public static List<ProcessHandle> groupMembers(long pgid) {
    List<ProcessHandle> out = new ArrayList<>();
    for (ProcFs.Entry e : ProcFs.scan()) {
      if (e.pgrp() == pgid) {
        ProcessHandle.of(e.pid()).ifPresent(out::add);
      }
    }
    return out;
  }

  /**
   * The process, its current descendants, the extra handles given and, when {@code pgid > 0}, the
   * members of its process group, each once and in a stable order. One pass over {@code /proc}
   * finds both descendants and group members.
   */
  static List<ProcessHandle> snapshot(
      ProcessHandle root, long pgid, Collection<ProcessHandle> extra) {
    Map<Long, ProcessHandle> all = new LinkedHashMap<>();
    all.put(root.pid(), root);
    if (ProcFs.available()) {
      List<ProcFs.Entry> procs = ProcFs.scan();
      Set<Long> tree = new HashSet<>();
      tree.add(root.pid());
      boolean grew = true;
      while (grew) { // descendants: children of anything already in the tree, to a fixed point
        grew = false;
        for (ProcFs.Entry e : procs) {
          if (!tree.contains(e.pid()) && tree.contains(e.ppid())) {
            tree.add(e.pid());
            grew = true;
          }
        }
      }
      for (ProcFs.Entry e : procs) {
        if (tree.contains(e.pid()) || (pgid > 0 && e.pgrp() == pgid)) {
          ProcessHandle.of(e.pid()).ifPresent(h -> all.putIfAbsent(h.pid(), h));
        }
      }
    } else {
      root.descendants().forEach(h -> all.putIfAbsent(h.pid(), h));
    }
    extra.forEach(h -> all.putIfAbsent(h.pid(), h));
    return new ArrayList<>(all.values());
  }

  /**
   * Ends every process the supplier lists: SIGTERM, up to {@code grace} for them to exit, a new
   * snapshot, SIGKILL for what is still alive, then waits (bounded) until they are gone.
   *
   * @return how many processes were alive at the first snapshot
   */
  static int terminate(Supplier<List<ProcessHandle>> snapshot, Duration grace)
      throws InterruptedException {
    List<ProcessHandle> first = alive(snapshot.get());
    if (first.isEmpty()) {
      return 0;
    }
    first.forEach(ProcessHandle::destroy);
    awaitGone(first, grace);
    Map<Long, ProcessHandle> rest = new LinkedHashMap<>();
    first.forEach(h -> rest.put(h.pid(), h));
    snapshot.get().forEach(h -> rest.putIfAbsent(h.pid(), h));
    List<ProcessHandle> survivors = alive(rest.values());
    survivors.forEach(ProcessHandle::destroyForcibly);
    awaitGone(survivors, Duration.ofSeconds(5));
    return first.size();
  }

  private static List<ProcessHandle> alive(Collection<ProcessHandle> hs) {
    List<ProcessHandle> out = new ArrayList<>();
    for (ProcessHandle h : hs) {
      if (ProcFs.running(h.pid()) && h.pid() != ProcessHandle.current().pid()) {
        out.add(h);
      }
    }
    return out;
  }

  private static void awaitGone(List<ProcessHandle> hs, Duration limit)
      throws InterruptedException {
    long deadline = System.nanoTime() + limit.toNanos();
    long pause = 1;
    while (System.nanoTime() < deadline) {
      if (hs.stream().noneMatch(h -> ProcFs.running(h.pid()))) {
        return;
      }
      Thread.sleep(pause);
      pause = Math.min(pause * 2, 20);
    }
  }
}
