package dev.assay.solver;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Linux {@code /proc}, read cheaply: plain file reads into a small buffer (the NIO file API costs
 * tens of microseconds per file, which adds up to milliseconds per scan of every process). Every
 * method returns nothing rather than failing where {@code /proc} is missing or a process vanished
 * while being read.
 */
final class ProcFs {
  /** One process: its id, its parent's, its process group's. */
  record Entry(long pid, long ppid, long pgrp) {}

  private static final File PROC = new File("/proc");
  private static final boolean AVAILABLE = new File(PROC, "self/stat").isFile();
  private static final ThreadLocal<byte[]> BUFFER = ThreadLocal.withInitial(() -> new byte[1024]);

  private ProcFs() {}

  static boolean available() {
    return AVAILABLE;
  }

  /** Every live, non-zombie process. */
  static List<Entry> scan() {
    List<Entry> out = new ArrayList<>();
    if (!AVAILABLE) {
      return out;
    }
    String[] names = PROC.list();
    if (names == null) {
      return out;
    }
    for (String name : names) {
      if (name.isEmpty() || !Character.isDigit(name.charAt(0))) {
        continue;
      }
      String[] f = fields(name);
      if (f != null && !f[0].equals("Z")) {
        try {
          out.add(new Entry(Long.parseLong(name), Long.parseLong(f[1]), Long.parseLong(f[2])));
        } catch (NumberFormatException e) {
          // Not a process directory after all.
        }
      }
    }
    return out;
  }

  /**
   * Whether {@code pid} is a process that has not ended: neither gone nor a zombie. A solver's
   * supervisor and the solver can be killed together; the solver then stays a zombie until init
   * reaps it, which is no concern of Assay's but which {@link ProcessHandle#isAlive} counts as
   * alive.
   */
  static boolean running(long pid) {
    if (!AVAILABLE) {
      return ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
    }
    String[] f = fields(Long.toString(pid));
    return f != null && !f[0].equals("Z") && !f[0].equals("X");
  }

  /**
   * A child of {@code pid}, or 0 if it has none (yet): from {@code /proc/PID/task/PID/children},
   * one small read, where the kernel offers it, else from a scan of every process.
   */
  static long firstChild(long pid) {
    if (!AVAILABLE) {
      return 0;
    }
    byte[] buf = BUFFER.get();
    int n = 0;
    try (FileInputStream in = new FileInputStream("/proc/" + pid + "/task/" + pid + "/children")) {
      int r;
      while (n < buf.length && (r = in.read(buf, n, buf.length - n)) > 0) {
        n += r;
      }
      String[] kids = new String(buf, 0, n, StandardCharsets.US_ASCII).strip().split(" ");
      return kids[0].isEmpty() ? 0 : Long.parseLong(kids[0]);
    } catch (IOException | NumberFormatException e) {
      for (Entry e2 : scan()) {
        if (e2.ppid() == pid) {
          return e2.pid();
        }
      }
      return 0;
    }
  }

  /**
   * The fields of {@code /proc/PID/stat} after the command name (index 0 is the state, 1 the
   * parent, 2 the process group, 11 and 12 user and system time in ticks), or null.
   */
  static String[] fields(String pid) {
    byte[] buf = BUFFER.get();
    int n = 0;
    try (FileInputStream in = new FileInputStream("/proc/" + pid + "/stat")) {
      int r;
      while (n < buf.length && (r = in.read(buf, n, buf.length - n)) > 0) {
        n += r;
      }
    } catch (IOException e) {
      return null;
    }
    String stat = new String(buf, 0, n, StandardCharsets.US_ASCII);
    // The command name is in parentheses and may itself contain ')' or spaces.
    int close = stat.lastIndexOf(')');
    if (close < 0 || close + 2 > stat.length()) {
      return null;
    }
    return stat.substring(close + 2).split(" ");
  }
}
