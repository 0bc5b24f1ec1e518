package dev.assay.solver.cvc5;

import dev.assay.solver.CommandStream;
import dev.assay.solver.WorkerProtocol;
import io.github.cvc5.Command;
import io.github.cvc5.Context;
import io.github.cvc5.InputParser;
import io.github.cvc5.Solver;
import io.github.cvc5.SymbolManager;
import io.github.cvc5.TermManager;
import io.github.cvc5.modes.InputLanguage;
import java.io.IOException;
import java.io.PrintStream;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The bundled cvc5 as a solver process: {@code java -cp WORKER:CVC5-JARS BundledCvc5Worker
 * [options] [--queries | file.smt2]} runs SMT-LIB scripts through cvc5's Java API the way the cvc5
 * binary does: an {@link InputParser} reads the script command by command and each {@link Command}
 * is invoked on the solver and its {@link SymbolManager}, its output printed and flushed at once. A
 * command that fails prints {@code (error "...")} and the script goes on; a parse error ends the
 * script (exit value 1 on a file), as in the binary.
 *
 * <p>Options are the binary's flags ({@code --fp-exp}, {@code --no-produce-models}, {@code
 * --seed=3}) or {@code name=value}; each becomes {@code Solver.setOption} before the script runs.
 * {@code memory_max_size=MB} bounds the worker's resident memory (cvc5 has no memory limit of its
 * own): a watch thread ends the worker with status 101 when the process exceeds it.
 *
 * <p>With {@value WorkerProtocol#FLAG}, stdin carries whole queries as {@link WorkerProtocol}
 * frames, and each runs on a term manager, solver and symbol manager made for it and deleted after
 * it: fresh-state mode at the cost of a few objects, not of a process. Without it, stdin (or the
 * file) is one command stream, as a session reads; {@code (reset)} is cvc5's own.
 */
public final class BundledCvc5Worker {
  /** The system property that names the JNI library to load (cvc5's own loader then skipped). */
  public static final String JNI_PROPERTY = "assay.cvc5.jni";

  private final PrintStream out;
  private final List<String[]> options;

  /** Whether a parse error or a failed command ended the script (the exit value is then 1). */
  private boolean failed;

  private BundledCvc5Worker(PrintStream out, List<String[]> options) {
    this.out = out;
    this.options = options;
  }

  public static void main(String[] args) throws IOException {
    // The release's JNI library, extracted once into the cache: cvc5's own loader would extract
    // 34 MB into a new temporary folder at every start and leave it behind after a crash.
    String jni = System.getProperty(JNI_PROPERTY);
    if (jni != null) {
      System.load(jni);
    }
    PrintStream out = WorkerProtocol.stdout();
    Path file = null;
    boolean queries = false;
    long memoryMb = 0;
    List<String[]> options = new ArrayList<>();
    for (String a : args) {
      if (a.equals("--version")) {
        out.println("cvc5 version " + version() + " - bundled (io.github.cvc5:cvc5, Java API)");
        out.flush();
        return;
      }
      if (a.equals(WorkerProtocol.FLAG)) {
        queries = true;
      } else if (a.startsWith("memory_max_size=")) {
        memoryMb = Long.parseLong(a.substring("memory_max_size=".length()));
      } else if (a.startsWith("-") || a.indexOf('=') > 0) {
        options.add(option(a));
      } else {
        file = Path.of(a);
      }
    }
    WorkerProtocol.exitWhenOrphaned();
    if (memoryMb > 0) {
      watchMemory(memoryMb, out);
    }
    BundledCvc5Worker worker = new BundledCvc5Worker(out, options);
    if (queries) {
      WorkerProtocol.serve(
          out, "bundled cvc5", f -> WorkerProtocol.End.answered(worker.runQuery(f.text())));
      return;
    }
    worker.serveStream(CommandStream.script(file), file == null ? "<stdin>" : file.toString());
    out.flush();
    if (worker.failed) {
      Runtime.getRuntime().halt(1); // a parse error or failed command, as the binary's exit value
    }
  }

  /**
   * A binary's flag ({@code --name=value}, {@code --name}, {@code --no-name}) as name and value.
   */
  static String[] option(String flag) {
    String f = flag.replaceFirst("^--?", "");
    int eq = f.indexOf('=');
    if (eq > 0) {
      return new String[] {f.substring(0, eq), f.substring(eq + 1)};
    }
    if (f.startsWith("no-")) {
      return new String[] {f.substring(3), "false"};
    }
    return new String[] {f, "true"};
  }

  private static String version() {
    TermManager tm = new TermManager();
    Solver s = new Solver(tm);
    String v = s.getVersion();
    Context.deletePointers();
    return v;
  }

  /**
   * Ends the worker when its resident memory exceeds {@code limitMb}: cvc5 has no memory limit of
   * its own, and an address-space limit would keep the JVM from starting (it reserves far more
   * address space than it uses).
   */
  private static void watchMemory(long limitMb, PrintStream out) {
    Path statm = Path.of("/proc/self/statm");
    if (!Files.isReadable(statm)) {
      return;
    }
    Thread watch =
        new Thread(
            () -> {
              while (true) {
                try {
                  String[] f = Files.readString(statm).trim().split("\\s+");
                  long residentMb = Long.parseLong(f[1]) * 4096 / (1 << 20);
                  if (residentMb > limitMb) {
                    synchronized (out) {
                      out.print(
                          "(error \"out of memory: resident memory "
                              + residentMb
                              + " MB is over the limit of "
                              + limitMb
                              + " MB\")\n");
                      out.flush();
                    }
                    Runtime.getRuntime().halt(WorkerProtocol.OUT_OF_MEMORY_EXIT);
                  }
                  Thread.sleep(20);
                } catch (IOException | RuntimeException e) {
                  return;
                } catch (InterruptedException e) {
                  return;
                }
              }
            },
            "memory-watch");
    watch.setDaemon(true);
    watch.start();
  }

  /** A solver for one script: a term manager of its own, options applied. */
  private Solver newSolver() {
    Solver solver = new Solver(new TermManager());
    for (String[] kv : options) {
      solver.setOption(kv[0], kv[1]);
    }
    return solver;
  }

  /**
   * Runs one {@link WorkerProtocol} frame's query on a solver of its own, until its end, an {@code
   * (exit)} or a parse error.
   *
   * @return true: the next query gets a solver of its own too
   */
  private boolean runQuery(String text) {
    try {
      Solver solver;
      try {
        solver = newSolver();
      } catch (RuntimeException e) {
        print(error(e));
        return true;
      }
      SymbolManager sm = new SymbolManager(solver.getTermManager());
      InputParser parser = new InputParser(solver, sm);
      parser.setStringInput(InputLanguage.SMT_LIB_2_6, text, "input");
      while (true) {
        Command cmd;
        try {
          cmd = parser.nextCommand();
        } catch (Exception e) { // a CVC5ParserException, thrown from native code undeclared
          print(error(e));
          return true;
        }
        if (cmd.isNull() || !invoke(cmd, solver, sm)) {
          return true;
        }
      }
    } finally {
      Context.deletePointers(); // the query's term manager, solver, parser and terms
    }
  }

  /**
   * Runs a command stream (a file, or a session's stdin) on one solver, answering each command as
   * it completes; a parse error ends it as {@link #failed}.
   */
  private void serveStream(Reader in, String name) throws IOException {
    Solver solver;
    try {
      solver = newSolver();
    } catch (RuntimeException e) {
      print(error(e));
      failed = true;
      return;
    }
    SymbolManager sm = new SymbolManager(solver.getTermManager());
    InputParser parser = new InputParser(solver, sm);
    parser.setIncrementalStringInput(InputLanguage.SMT_LIB_2_6, name);
    CommandStream.serve(
        in,
        out,
        command -> {
          parser.appendIncrementalStringInput(command + "\n");
          Command cmd;
          try {
            cmd = parser.nextCommand();
          } catch (Exception e) { // a CVC5ParserException, thrown from native code undeclared
            print(error(e));
            failed = true;
            return false;
          }
          return cmd.isNull() || invoke(cmd, solver, sm); // false: (exit), or a failed command
        });
  }

  /**
   * Invokes one command and prints its output; false after {@code (exit)} and after a failed
   * command that the binary stops at.
   */
  private boolean invoke(Command cmd, Solver solver, SymbolManager sm) {
    String name = cmd.getCommandName();
    if (name.equals("exit")) {
      return false;
    }
    String response;
    try {
      response = cmd.invoke(solver, sm);
    } catch (RuntimeException e) {
      response = error(e);
    }
    print(response);
    if (response != null && response.startsWith("(error") && !recoverable(name)) {
      failed = true;
      return false;
    }
    return true;
  }

  /**
   * Whether the cvc5 binary goes on after this command failed. It ends a script at a failed command
   * (exit value 1) unless the failure is one the API calls recoverable, which only the commands
   * that ask for something are: cvc5 1.0.3 goes on after a failed {@code get-value}, and stops
   * after a failed {@code check-sat} or {@code pop}. The Java API returns a command's output
   * without its status, so the worker tells them apart by the command: otherwise a script would run
   * on against a solver that an error left in no defined state, and its later answers would look
   * like findings.
   */
  static boolean recoverable(String command) {
    return command.startsWith("get-")
        || command.equals("echo")
        || command.equals("set-option")
        || command.equals("set-info");
  }

  private void print(String response) {
    if (response == null || response.isEmpty()) {
      return;
    }
    synchronized (out) {
      out.print(response);
      if (!response.endsWith("\n")) {
        out.print('\n');
      }
      out.flush(); // a crash in a later command must not lose this answer
    }
  }

  /** An exception's message as the binary prints errors. */
  private static String error(Exception e) {
    String m = String.valueOf(e.getMessage()).replace("\"", "\"\"");
    return "(error \"" + m + "\")";
  }
}
