package dev.assay.solver;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Finding and ending every process a solver started.
 *
 * <p>Solvers run as leaders of their own session and process group (see {@link Launcher}), so
 * the group id names the whole tree, even children that outlive their parent and were adopted by
 * init. Killing follows the order the style guide asks for: snapshot, SIGTERM, grace period,
 * snapshot again (the tree may have forked meanwhile), SIGKILL, wait until gone.
 */
public final class ProcessTree {
  private static final Path PROC = Path.of("/proc");

  private ProcessTree() {}

  /** Whether process groups can be listed (Linux {@code /proc}). */
  static boolean canListGroups() {
    return Files.isDirectory(PROC.resolve("self"));
  }

  /**
   * The live (non-zombie) members of process group {@code pgid}, read from {@code /proc}; empty
   * where {@code /proc} is missing.
   */
  public static List<ProcessHandle> groupMembers(long pgid) {
    List<ProcessHandle> out = new ArrayList<>();
    if (!canListGroups()) {
      return out;
    }
    try (DirectoryStream<Path> dir = Files.newDirectoryStream(PROC)) {
      for (Path p : dir) {
        String name = p.getFileName().toString();
        if (name.isEmpty() || !Character.isDigit(name.charAt(0))) {
          continue;
        }
        long pgrp = groupOf(p);
        if (pgrp == pgid) {
          ProcessHandle.of(Long.parseLong(name)).ifPresent(out::add);
        }
      }
    } catch (IOException | RuntimeException e) {
      // /proc changes while we read it; what we could not read has exited.
    }
    return out;
  }

  /** The process group of {@code /proc/N}, or -1 if unreadable or a zombie. */
  private static long groupOf(Path procDir) {
    try {
      String stat = new String(Files.readAllBytes(procDir.resolve("stat")), StandardCharsets.UTF_8);
      // Fields after the command name, which is in parentheses and may itself contain ')'.
      String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ", 4);
      if (f[0].equals("Z")) {
        return -1;
      }
      return Long.parseLong(f[2]);
    } catch (IOException | RuntimeException e) {
      return -1;
    }
  }

  /**
   * The process, its current descendants, the extra handles given and, when {@code pgid > 0},
   * the members of its process group, each once and in a stable order.
   */
  static List<ProcessHandle> snapshot(
      ProcessHandle root, long pgid, Collection<ProcessHandle> extra) {
    Map<Long, ProcessHandle> all = new LinkedHashMap<>();
    all.put(root.pid(), root);
    root.descendants().forEach(h -> all.putIfAbsent(h.pid(), h));
    extra.forEach(h -> all.putIfAbsent(h.pid(), h));
    if (pgid > 0) {
      groupMembers(pgid).forEach(h -> all.putIfAbsent(h.pid(), h));
    }
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
      if (h.isAlive() && h.pid() != ProcessHandle.current().pid()) {
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
      boolean any = false;
      for (ProcessHandle h : hs) {
        if (h.isAlive()) {
          any = true;
          break;
        }
      }
      if (!any) {
        return;
      }
      Thread.sleep(pause);
      pause = Math.min(pause * 2, 20);
    }
  }
}
