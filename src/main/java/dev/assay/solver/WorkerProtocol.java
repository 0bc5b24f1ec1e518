package dev.assay.solver;

import java.io.BufferedOutputStream;
import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * How Assay hands whole queries to the bundled Z3 worker in fresh-state mode ({@value #FLAG}): each
 * query is one frame, a header line {@code ;assay-query CHARS MARKER} followed by exactly CHARS
 * characters of SMT-LIB text, so that any text is one query, whatever it contains: {@code (exit)},
 * {@code (reset)}, an unbalanced parenthesis. The worker runs the frame in a Z3 context of its own
 * (commands after an {@code (exit)} are skipped, as a process would), prints the responses, each
 * ending with a newline, then a line with the marker. A marker line that starts with {@value
 * #RETIRE} says the worker exits after this query (Z3 ran out of memory and cannot be trusted with
 * another), so the next query goes to a new worker and is not charged with its exit.
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

  private WorkerProtocol() {}

  /** The exit code of a worker whose parent died: 128 + SIGKILL, as if it had been killed. */
  public static final int ORPHANED_EXIT = 137;

  /** The frame of one query. */
  public static String frame(String text, String marker) {
    return HEADER + text.length() + " " + marker + "\n" + text;
  }

  /** One query as a worker reads it: its text and the marker to print after its responses. */
  public record Frame(String text, String marker) {}

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
    char[] text = new char[chars];
    for (int n = 0; n < chars; ) {
      int r = in.read(text, n, chars - n);
      if (r < 0) {
        return null;
      }
      n += r;
    }
    return new Frame(new String(text), header.substring(space + 1));
  }

  /**
   * The exit code of a worker that ran out of memory and retired: Z3's own code for running out of
   * memory, which cvc5's memory watch uses too.
   */
  public static final int OUT_OF_MEMORY_EXIT = 101;

  /** Runs one query, printing its responses, and says whether the worker can take another. */
  public interface QueryRunner {
    boolean run(String text);
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
   * then prints its marker line, with {@value #RETIRE} before it when the worker can take no other.
   * A worker that retired, or read input that is not a frame (said on stderr after {@code worker}),
   * halts: with {@value #OUT_OF_MEMORY_EXIT} or 2, since the solver's own threads may still hold
   * the state that made it retire.
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
      boolean retire = !runner.run(frame.text());
      synchronized (out) {
        out.print(retire ? RETIRE + frame.marker() : frame.marker());
        out.print('\n');
        out.flush();
      }
      if (retire) {
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
