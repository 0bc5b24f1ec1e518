package dev.assay.solver;

import java.io.Flushable;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * How a bundled worker cuts SMT-LIB input into commands: each command is run as soon as it is
 * complete, so that answers come back while the input is still open, as from a solver binary
 * reading {@code -in}. An unfinished command at the end of the input is run too, so that the solver
 * reports it as the binary would.
 */
public final class CommandStream {
  private CommandStream() {}

  /** Runs one command and says whether to go on ({@code (exit)}, for one, stops). */
  public interface CommandRunner {
    boolean run(String command);
  }

  /** A worker's script: the file, or stdin when there is none. */
  public static Reader script(Path file) throws IOException {
    return file == null
        ? new InputStreamReader(System.in, StandardCharsets.UTF_8)
        : Files.newBufferedReader(file, StandardCharsets.UTF_8);
  }

  /** Runs the commands of a whole text until its end or until {@code runner} stops. */
  public static void run(String text, CommandRunner runner) {
    runComplete(text, true, runner);
  }

  /**
   * Reads commands from {@code in} until its end or until {@code runner} stops, flushing {@code
   * out} before it blocks for more input.
   */
  public static void serve(Reader in, Flushable out, CommandRunner runner) throws IOException {
    StringBuilder buf = new StringBuilder();
    char[] chunk = new char[1 << 14];
    boolean eof = false;
    while (true) {
      int rest = runComplete(buf, eof, runner);
      if (rest == SExprScanner.STOPPED || eof) {
        return;
      }
      buf.delete(0, rest);
      if (!in.ready()) {
        out.flush(); // answer before blocking for more input
      }
      int n = in.read(chunk);
      if (n < 0) {
        eof = true;
      } else {
        buf.append(chunk, 0, n);
      }
    }
  }

  /**
   * Runs the complete commands of {@code text}, and at the end of input the unfinished one too.
   *
   * @return where the unread text starts, or {@link SExprScanner#STOPPED}
   */
  private static int runComplete(CharSequence text, boolean atEof, CommandRunner runner) {
    int rest =
        SExprScanner.readItems(
            text, atEof, (start, end) -> runner.run(text.subSequence(start, end).toString()));
    if (atEof && rest != SExprScanner.STOPPED && rest < text.length()) {
      runner.run(text.subSequence(rest, text.length()).toString());
      return text.length();
    }
    return rest;
  }
}
