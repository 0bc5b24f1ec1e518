package dev.assay.solver;

import java.io.BufferedOutputStream;
import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * How Assay hands whole queries to the bundled Z3 worker in fresh-state mode ({@value #FLAG}): each
 * query is one frame, a header line {@code ;assay-query CHARS MARKER [MILLIS]} followed by exactly
 * CHARS characters of SMT-LIB text, so that any text is one query, whatever it contains: {@code
 * (exit)}, {@code (reset)}, an unbalanced parenthesis. The worker runs the frame in a Z3 context of
 * its own (commands after an {@code (exit)} are skipped, as a process would), prints the responses,
 * each ending with a newline, then a line with the marker. A marker line that starts with {@value
 * #RETIRE} says the worker exits after this query (Z3 ran out of memory and cannot be trusted with
 * another), so the next query goes to a new worker and is not charged with its exit.
 *
 * <p>MILLIS, when the header has it, is the query's time limit, for a worker that ends a query at
 * its limit itself (the bundled Z3 interrupts it) and stays for the next: its marker line then
 * starts with {@value #TIMED_OUT}, and the query's responses are those printed before the limit
 * passed, as from a process killed at that moment. Assay's own kill stays the backstop for a worker
 * that does not answer in time after its limit (a call that does not heed the interrupt).
 *
 * <p>The header is an SMT-LIB comment, so a frame read by anything else is still a script.
 */
public final class WorkerProtocol {
  /** The worker's command-line flag for this protocol. */
  public static final String FLAG = "--queries";

  /** The start of a frame's header line. */
  public static final String HEADER = ";assay-query ";

  /** Before the marker: the worker exits after this query. */
  public static final String RETIRE = "!";

  /** Before the marker (and before {@value #RETIRE}): the query reached its time limit. */
  public static final String TIMED_OUT = "~";

  private WorkerProtocol() {}

  /** The exit code of a worker whose parent died: 128 + SIGKILL, as if it had been killed. */
  public static final int ORPHANED_EXIT = 137;

  /** The frame of one query, without a time limit. */
  public static String frame(String text, String marker) {
    return HEADER + text.length() + " " + marker + "\n" + text;
  }

  /** The frame of one query that the worker ends itself after {@code limitMillis}. */
  public static String frame(String text, String marker, long limitMillis) {
    return HEADER + text.length() + " " + marker + " " + limitMillis + "\n" + text;
  }

  /**
   * One query as a worker reads it: its text, the marker to print after its responses, and its time
   * limit in milliseconds (0 for none: the worker runs it until it ends or is killed).
   */
  public record Frame(String text, String marker, long limitMillis) {}

  /**
   * How a worker ended a query: whether it reached its time limit, and whether the worker retires
   * after it. Written as marks before the marker, read back from the reply's last line.
   */
  public record End(boolean timedOut, boolean retire) {
    /** A query that ended by itself; the worker takes the next one. */
    public static final End ANSWERED = new End(false, false);

    /** A query that ended by itself, and whether the worker {@code canGoOn}. */
    public static End answered(boolean canGoOn) {
      return canGoOn ? ANSWERED : new End(false, true);
    }

    /** The marks printed before the marker. */
    public String marks() {
      return (timedOut ? TIMED_OUT : "") + (retire ? RETIRE : "");
    }

    /**
     * How the query of a reply ended, read from what precedes the marker on its line: the marks (a
     * worker ends every response with a newline, so the line of a reply without marks holds just
     * the marker).
     */
    public static End of(String beforeMarker) {
      for (End e : List.of(new End(true, true), new End(true, false), new End(false, true))) {
        if (beforeMarker.equals(e.marks())) {
          return e;
        }
      }
      return ANSWERED;
    }
  }

  /**
   * Reads the next frame (a worker's side of the protocol).
   *
   * @return the frame, or null at the end of input
   * @throws IllegalArgumentException when the input is not a frame (the header is quoted)
   */
  public static Frame read(BufferedReader in) throws IOException {
    String header = in.readLine();
    while (header != null && header.isEmpty()) {
      header = in.readLine();
    }
    if (header == null) {
      return null;
    }
    int space = header.indexOf(' ', HEADER.length());
    if (!header.startsWith(HEADER) || space < 0) {
      throw new IllegalArgumentException("not a query frame: " + header);
    }
    int chars = Integer.parseInt(header.substring(HEADER.length(), space));
    String[] rest = header.substring(space + 1).split(" ", 2);
    long limitMillis = rest.length > 1 ? Long.parseLong(rest[1]) : 0;
    char[] text = new char[chars];
    for (int n = 0; n < chars; ) {
      int r = in.read(text, n, chars - n);
      if (r < 0) {
        return null;
      }
      n += r;
    }
    return new Frame(new String(text), rest[0], limitMillis);
  }

  /**
   * The exit code of a worker that ran out of memory and retired: Z3's own code for running out of
   * memory, which cvc5's memory watch uses too.
   */
  public static final int OUT_OF_MEMORY_EXIT = 101;

  /** Runs one query, printing its responses, and says how it ended. */
  public interface QueryRunner {
    End run(Frame frame);
  }

  /**
   * A worker's stdout, buffered: the worker flushes it after every answer, so that a crash in a
   * later command keeps it.
   */
  public static PrintStream stdout() {
    return new PrintStream(
        new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 16),
        false,
        StandardCharsets.UTF_8);
  }

  /**
   * Serves the frames on stdin until its end (a worker's side of the protocol): runs each query,
   * then prints its marker line, with {@value #TIMED_OUT} before it when the query reached its time
   * limit and {@value #RETIRE} when the worker can take no other. A worker that retired, or read
   * input that is not a frame (said on stderr after {@code worker}), halts: with {@value
   * #OUT_OF_MEMORY_EXIT} or 2, since the solver's own threads may still hold the state that made it
   * retire.
   */
  public static void serve(PrintStream out, String worker, QueryRunner runner) throws IOException {
    BufferedReader in =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8), 1 << 16);
    int code = serveFrames(in, out, worker, runner);
    out.flush();
    if (code != 0) {
      Runtime.getRuntime().halt(code);
    }
  }

  /**
   * Serves the frames of {@code in} for {@link #serve}.
   *
   * @return the exit code: 0 at the end of input, {@value #OUT_OF_MEMORY_EXIT} after the worker
   *     retired, 2 for input that is not a frame
   */
  private static int serveFrames(
      BufferedReader in, PrintStream out, String worker, QueryRunner runner) throws IOException {
    while (true) {
      Frame frame;
      try {
        frame = read(in);
      } catch (IllegalArgumentException e) {
        System.err.println(worker + ": " + e.getMessage());
        return 2;
      }
      if (frame == null) {
        return 0;
      }
      End end = runner.run(frame);
      synchronized (out) {
        out.print(end.marks() + frame.marker());
        out.print('\n');
        out.flush();
      }
      if (end.retire()) {
        return OUT_OF_MEMORY_EXIT;
      }
    }
  }

  /**
   * Makes a worker exit when the process that started it is gone. Assay kills its solvers on Ctrl-C
   * and SIGTERM, but nothing runs when Assay itself is killed outright (SIGKILL, the OOM killer); a
   * worker busy inside native code would not even see its input close, and would solve on for
   * nobody, holding a core, possibly for ever.
   */
  public static void exitWhenOrphaned() {
    ProcessHandle parent = ProcessHandle.current().parent().orElse(null);
    if (parent == null) {
      return;
    }
    Thread watch =
        new Thread(
            () -> {
              while (parent.isAlive()) {
                try {
                  Thread.sleep(500);
                } catch (InterruptedException e) {
                  return;
                }
              }
              Runtime.getRuntime().halt(ORPHANED_EXIT);
            },
            "orphan-watch");
    watch.setDaemon(true);
    watch.start();
  }
}
