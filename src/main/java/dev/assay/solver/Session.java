package dev.assay.solver;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One long-lived solver process reading SMT-LIB commands on stdin. Queries are followed by {@code
 * (echo "MARKER")}; the reply to a query is everything on stdout before the marker line (z3 echoes
 * bare text, cvc5 a string literal; both are recognised). Stdout is read on the caller's thread,
 * stderr drained in the background and taken per query. A deadline guarded by the {@link Watchdog}
 * kills the whole tree, which ends the read.
 */
final class Session implements Watchdog.Guarded {
  /**
   * A query's reply: its output before the marker, or all output until the process died; and what
   * precedes the marker on its line, where a worker puts its marks ({@link WorkerProtocol.End}),
   * read apart from the output so that an output past the stdout cap does not hide them (empty when
   * the line is longer than marks are).
   */
  record Reply(boolean markerSeen, String stdout, long stdoutBytes, String beforeMarker) {}

  private final List<String> argv;
  private final RunLimits limits;
  private final Launcher.Started started;
  private final OutputStream stdin;
  private final InputStream stdout;
  private final OutputCapture stderr;
  private final byte[] buf = new byte[1 << 16];
  private int pos;
  private int lim;
  private volatile long deadline;
  private final AtomicBoolean expired = new AtomicBoolean();
  private final AtomicBoolean destroyed = new AtomicBoolean();
  private int leftovers;

  private Session(List<String> argv, RunLimits limits, Launcher.Started started) {
    this.argv = List.copyOf(argv);
    this.limits = limits;
    this.started = started;
    Process p = started.process();
    this.stdin = p.getOutputStream();
    this.stdout = p.getInputStream();
    this.stderr = new OutputCapture(p.getErrorStream(), limits.stderrCap());
    IoThreads.IO.execute(stderr);
    Watchdog.register(this);
  }

  static Session start(List<String> argv, RunLimits limits) throws IOException {
    return new Session(argv, limits, Launcher.INSTANCE.start(argv, limits, null));
  }

  List<String> argv() {
    return argv;
  }

  long pid() {
    return started.process().pid();
  }

  /** The solver process (not its supervisor). */
  long solverPid() {
    return started.solver().pid();
  }

  /** Writes and flushes; fails once the process has gone. */
  void write(byte[] data) throws IOException {
    stdin.write(data);
    stdin.flush();
  }

  /** Writes several frames with one flush, so the solver reads them in few large chunks. */
  void write(List<byte[]> frames) throws IOException {
    for (byte[] f : frames) {
      stdin.write(f);
    }
    stdin.flush();
  }

  void arm(Duration timeout) {
    deadline = System.nanoTime() + timeout.toNanos();
  }

  void disarm() {
    deadline = 0;
  }

  @Override
  public long deadlineNanos() {
    return deadline;
  }

  @Override
  public void expire() {
    if (expired.compareAndSet(false, true)) {
      deadline = 0;
      IoThreads.IO.execute(
          () -> {
            try {
              destroy();
            } catch (InterruptedException e) {
              Thread.currentThread().interrupt();
            }
          });
    }
  }

  /** Whether the deadline passed and the session was killed for it. */
  boolean expired() {
    return expired.get();
  }

  /**
   * Reads stdout until a line ending with {@code marker} (bare or quoted) or end of stream, keeping
   * at most the stdout cap of what came before it.
   */
  Reply await(String marker) {
    byte[] m = marker.getBytes(StandardCharsets.US_ASCII);
    byte[] kept = new byte[256];
    int keptLen = 0;
    long total = 0;
    // The last bytes of the current line, as a ring: cheap even for a gigabyte-long line.
    byte[] tail = new byte[m.length + 8];
    long lineLen = 0;
    int cap = limits.stdoutCap();
    while (true) {
      if (pos == lim) {
        int n;
        try {
          n = stdout.read(buf);
        } catch (IOException e) {
          n = -1; // the stream was closed by a kill
        }
        if (n <= 0) {
          return new Reply(false, new String(kept, 0, keptLen, StandardCharsets.UTF_8), total, "");
        }
        pos = 0;
        lim = n;
      }
      byte b = buf[pos++];
      if (b == '\n') {
        int markerBytes = markerSuffix(tail, lineLen, m);
        if (markerBytes > 0) {
          // The marker was kept (and counted) like any output; drop it again.
          keptLen = (int) Math.min(keptLen, total - markerBytes);
          total -= markerBytes;
          return new Reply(
              true,
              new String(kept, 0, keptLen, StandardCharsets.UTF_8),
              total,
              beforeMarker(tail, lineLen, markerBytes));
        }
        lineLen = 0;
      } else {
        tail[(int) (lineLen++ % tail.length)] = b;
      }
      total++;
      if (keptLen < cap) {
        if (keptLen == kept.length) {
          kept = Arrays.copyOf(kept, Math.min(cap, kept.length * 2));
        }
        kept[keptLen++] = b;
      }
    }
  }

  /**
   * How many bytes at the end of the line form the marker ({@code MARKER} or {@code "MARKER"}), or
   * 0 if the line does not end with it.
   */
  private static int markerSuffix(byte[] ring, long lineLen, byte[] m) {
    int avail = (int) Math.min(lineLen, ring.length);
    int quoted = avail >= m.length + 2 && fromEnd(ring, lineLen, 1) == '"' ? 1 : 0;
    if (avail < m.length + quoted) {
      return 0;
    }
    for (int i = 0; i < m.length; i++) {
      if (fromEnd(ring, lineLen, quoted + m.length - i) != m[i]) {
        return 0;
      }
    }
    if (quoted == 1) {
      return fromEnd(ring, lineLen, m.length + 2) == '"' ? m.length + 2 : 0;
    }
    return m.length;
  }

  /**
   * The bytes of the line before its marker, if the ring still holds all of them; else "" (a line
   * that long holds no worker's marks).
   */
  private static String beforeMarker(byte[] ring, long lineLen, int markerBytes) {
    long n = lineLen - markerBytes;
    if (n > ring.length - markerBytes) {
      return "";
    }
    byte[] b = new byte[(int) n];
    for (int i = 0; i < b.length; i++) {
      b[i] = fromEnd(ring, lineLen, markerBytes + b.length - i);
    }
    return new String(b, StandardCharsets.UTF_8);
  }

  /** The {@code k}-th last byte of the line (1 = last). */
  private static byte fromEnd(byte[] ring, long lineLen, int k) {
    return ring[(int) ((lineLen - k) % ring.length)];
  }

  /** The stderr kept since the last call. */
  String takeStderr() {
    return stderr.take();
  }

  /** Waits for the stderr drain to see the end of the stream (after the process died). */
  void awaitStderr(long millis) throws InterruptedException {
    stderr.await(millis);
  }

  /** CPU time of the solver process so far, or null. */
  Duration cpu() {
    return ProcStat.cpu(solverPid());
  }

  /** The exit value once the process has exited within {@code millis}, else null. */
  Integer awaitExit(long millis) throws InterruptedException {
    Process p = started.process();
    return p.waitFor(millis, TimeUnit.MILLISECONDS) ? p.exitValue() : null;
  }

  /**
   * Ends the session: closes stdin (a well-behaved solver exits), then ends the whole tree and
   * forgets it. Idempotent.
   *
   * @return processes still alive at the final sweep (0 after the first call)
   */
  int destroy() throws InterruptedException {
    if (!destroyed.compareAndSet(false, true)) {
      return 0;
    }
    Watchdog.unregister(this);
    try {
      stdin.close();
    } catch (IOException e) {
      // The process is gone already.
    }
    Process p = started.process();
    leftovers =
        ProcessTree.terminate(
            () -> ProcessTree.snapshot(p.toHandle(), started.pgid(), List.of()), limits.grace());
    p.waitFor();
    Launcher.INSTANCE.release(started);
    return leftovers;
  }

  /** Closes stdin and gives the solver a moment to exit by itself before {@link #destroy}. */
  void close() throws InterruptedException {
    try {
      stdin.close();
    } catch (IOException e) {
      // Gone already.
    }
    started.process().waitFor(200, TimeUnit.MILLISECONDS);
    destroy();
  }
}
