package dev.assay.solver.z3;

import com.microsoft.z3.Native;
import com.microsoft.z3.Version;
import com.microsoft.z3.Z3Exception;
import dev.assay.solver.CommandStream;
import dev.assay.solver.DaemonThreads;
import dev.assay.solver.SExprScanner;
import dev.assay.solver.WorkerProtocol;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;

/**
 * The bundled Z3 as a solver process: {@code java -cp ... BundledZ3Worker [param=value...]
 * [--queries | file.smt2]} reads SMT-LIB commands from the file or from stdin and answers on stdout
 * like {@code z3 -in}.
 *
 * <p>Each command goes to Z3's own SMT-LIB front end ({@code Z3_eval_smtlib2_string}) as soon as it
 * is complete, so answers come back while the input is still open. {@code (reset)} throws the Z3
 * context away and starts a new one. {@code (push)}/{@code (pop)} go to Z3 unchanged. {@code
 * param=value} arguments are Z3 global parameters, as on z3's command line ({@code
 * smt.random_seed=1}); {@code --version} prints the version.
 *
 * <p>With {@value WorkerProtocol#FLAG}, stdin carries whole queries as {@link WorkerProtocol}
 * frames, and each runs in a Z3 context of its own, made for it and deleted after it, with Z3's
 * global parameters back at the worker's own after any query that changed them: fresh-state mode at
 * the cost of a context, not of a process. Every response is flushed as it is printed, so a crash
 * in a query's second check-sat keeps the first answer. A frame with a time limit is interrupted
 * when the limit passes ({@link QueryDeadline}): the worker drops the interrupted command's
 * response, skips the rest of the query, answers it as timed out and goes on with a new context.
 *
 * <p>With {@code trace=true} (Z3's instantiation log, the Axiom Profiler's format) every context
 * opens the file {@code trace_file_name} afresh and writes it only when deleted, so a traced worker
 * keeps no spare context and deletes each query's context before it answers (the next frame gets a
 * new one, which starts the log afresh) or before it exits: the log is complete when the answer
 * arrives.
 */
public final class BundledZ3Worker {
  /**
   * Standard SMT-LIB options (§4.1.7) that Z3's command context keeps per context; any other
   * set-option may change Z3's process-wide parameters. (:verbosity is left out: Z3 sets a global
   * verbosity level for it.)
   */
  private static final List<String> CONTEXT_OPTIONS =
      List.of(
          ":produce-models",
          ":produce-unsat-cores",
          ":produce-unsat-assumptions",
          ":produce-assignments",
          ":produce-proofs",
          ":produce-assertions",
          ":print-success",
          ":global-declarations",
          ":interactive-mode",
          ":random-seed");

  private final PrintStream out;
  private final List<String[]> params;

  /**
   * Makes the next context and deletes used ones while the current query runs: a fresh context
   * costs milliseconds, which would otherwise sit between every two queries.
   */
  private final ExecutorService background = DaemonThreads.single("z3-contexts");

  private long ctx;
  private Future<Long> spare;

  /** The current frame's time limit. */
  private final QueryDeadline deadline = new QueryDeadline();

  /** Whether the current context ran a set-option, which may have changed global parameters. */
  private boolean paramsTouched;

  /**
   * Whether Z3 ran out of memory (its {@code memory_max_size}): Z3 keeps that in a process-wide
   * flag, so no later query could trust this process.
   */
  private boolean outOfMemory;

  /** The last answer of a check-sat in the current query, or null. */
  private String lastStatus;

  /**
   * Whether Z3 runs under a memory limit: a used context is then deleted before the next query
   * starts rather than in the background, since Z3 counts its memory against the limit until then.
   */
  private final boolean memoryLimited;

  /** Whether Z3 writes its trace log: one context only, deleted once its query is done. */
  private final boolean traced;

  private BundledZ3Worker(PrintStream out, List<String[]> params) {
    this.out = out;
    this.params = params;
    this.memoryLimited = params.stream().anyMatch(kv -> kv[0].equals("memory_max_size"));
    this.traced = params.stream().anyMatch(kv -> kv[0].equals("trace") && kv[1].equals("true"));
    applyParams();
    this.ctx = newContext();
    this.spare =
        traced
            ? CompletableFuture.completedFuture(0L)
            : background.submit(BundledZ3Worker::newContext);
  }

  public static void main(String[] args) throws IOException {
    PrintStream out = WorkerProtocol.stdout();
    Path file = null;
    boolean queries = false;
    List<String[]> params = new ArrayList<>();
    for (String a : args) {
      if (a.equals("--version")) {
        out.println("Z3 version " + version() + " - bundled (z3-turnkey)");
        out.flush();
        return;
      }
      if (a.equals("-pm:fp") || a.equals("-pm:rewriter")) {
        out.print(moduleHelp(a.substring(4)));
        out.flush();
        return;
      }
      int eq = a.indexOf('=');
      if (a.equals(WorkerProtocol.FLAG)) {
        queries = true;
      } else if (eq > 0 && !a.startsWith("-")) {
        params.add(new String[] {a.substring(0, eq), a.substring(eq + 1)});
      } else if (!a.startsWith("-")) {
        file = Path.of(a);
      } else {
        System.err.println("bundled z3: ignoring unknown flag " + a);
      }
    }
    WorkerProtocol.exitWhenOrphaned();
    BundledZ3Worker worker = new BundledZ3Worker(out, params);
    if (queries) {
      WorkerProtocol.serve(out, "bundled z3", worker::runFrame);
      return;
    }
    CommandStream.serve(CommandStream.script(file), out, worker::execute);
    worker.closeTrace();
    out.flush();
  }

  /** Deletes the context of a traced worker, which writes and closes its trace log. */
  private void closeTrace() {
    if (traced && ctx != 0) {
      Native.delContext(ctx);
      ctx = 0;
    }
  }

  /**
   * The parameters of a module ({@code fp} or {@code rewriter}) in the layout of {@code z3 -pm:fp}:
   * a header line, then one indented line per parameter ending in {@code (default: value)}, so
   * Assay reads the bundled Z3's parameters the same way as a binary's.
   */
  private static String moduleHelp(String module) {
    try (com.microsoft.z3.Context c = new com.microsoft.z3.Context()) {
      String help = module.equals("fp") ? c.mkFixedpoint().getHelp() : c.SimplifyHelp();
      StringBuilder sb = new StringBuilder("[module] " + module + "\n");
      for (String line : help.split("\n")) {
        if (!line.isBlank()) {
          sb.append("    ").append(line.strip()).append('\n');
        }
      }
      return sb.toString();
    }
  }

  private static String version() {
    return Version.getMajor() + "." + Version.getMinor() + "." + Version.getBuild();
  }

  /**
   * Replaces the context by a fresh one. A query's set-option can change Z3's global parameters,
   * which outlive contexts: then they are reset too, and the spare context (made under the old
   * parameters) is thrown away, so the next query starts exactly as in a new process.
   *
   * @return false when Z3 could make no new context (out of memory): the worker must stop
   */
  private boolean reset() {
    deadline.retarget(0); // the used context is deleted below
    long used = ctx;
    long next = takeSpare();
    if (paramsTouched || next == 0) {
      if (next != 0) {
        Native.delContext(next);
      }
      Native.delContext(used);
      if (paramsTouched) {
        Native.globalParamResetAll();
        applyParams();
        paramsTouched = false;
      }
      try {
        next = newContext();
      } catch (Z3Exception e) {
        ctx = 0;
        outOfMemory = true;
        return false;
      }
    } else if (memoryLimited) {
      Native.delContext(used);
    } else {
      background.execute(() -> Native.delContext(used));
    }
    ctx = next;
    deadline.retarget(ctx);
    spare = background.submit(BundledZ3Worker::newContext);
    return true;
  }

  /** The context made in the background, or 0 if Z3 could not make it. */
  private long takeSpare() {
    try {
      return spare.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return 0;
    } catch (ExecutionException e) {
      return 0; // made while a query used up Z3's memory: made again once that query is gone
    }
  }

  private void applyParams() {
    for (String[] kv : params) {
      Native.globalParamSet(kv[0], kv[1]);
    }
  }

  private static long newContext() {
    long cfg = Native.mkConfig();
    long c = Native.mkContext(cfg);
    Native.delConfig(cfg);
    // Without this handler Z3 calls exit() on the first error instead of reporting it.
    Native.setInternalErrorHandler(c);
    return c;
  }

  /**
   * Runs one {@link WorkerProtocol} frame's query in a context of its own, within the frame's time
   * limit. The interrupted context is deleted with the query, as every used context is.
   *
   * @return how the query ended; the worker retires when Z3 ran out of memory, for which it keeps a
   *     process-wide flag, or could make no new context
   */
  private WorkerProtocol.End runFrame(WorkerProtocol.Frame frame) {
    if (frame.text().isEmpty()) {
      // A session's first frame, which only asks whether the worker is ready: nothing runs, so the
      // context stays as fresh as it was made. Swapping it for the spare here made the first query
      // wait for the spare's making (tens of milliseconds) before its answer could end.
      return new WorkerProtocol.End(false, false);
    }
    if (ctx == 0) { // a traced worker makes each query's context when the query comes
      try {
        ctx = newContext();
      } catch (Z3Exception e) {
        return new WorkerProtocol.End(false, true);
      }
    }
    lastStatus = null;
    deadline.arm(ctx, frame.limitMillis());
    CommandStream.run(frame.text(), this::execute);
    boolean timedOut = deadline.disarm();
    if (traced) {
      closeTrace(); // the log is written out before the answer
      return new WorkerProtocol.End(timedOut, false);
    }
    if (!timedOut && "unknown".equals(lastStatus) && !outOfMemory) {
      // Z3 gives up with "unknown" when it runs out of memory, and stays out of memory for the
      // rest of the process: its reason, not printed, says whether this worker may go on.
      outOfMemory = reasonUnknown().contains(OUT_OF_MEMORY);
    }
    boolean goOn = !outOfMemory && reset();
    return new WorkerProtocol.End(timedOut, !goOn);
  }

  private String reasonUnknown() {
    try {
      String r = Native.evalSmtlib2String(ctx, "(get-info :reason-unknown)");
      return r == null ? "" : r;
    } catch (Z3Exception e) {
      return String.valueOf(e.getMessage());
    }
  }

  /**
   * Runs one command; false after {@code (exit)}, when no context is left to run the next, or when
   * the query's time limit has passed (the response of the command it interrupted is dropped: a
   * process killed at the limit would not have printed it either).
   */
  private boolean execute(String command) {
    String head = SExprScanner.head(command);
    if (head.equals("exit") || deadline.passed()) {
      return false;
    }
    if (head.equals("reset")) {
      return reset();
    }
    if (head.equals("set-option") && !CONTEXT_OPTIONS.contains(SExprScanner.keyword(command))) {
      paramsTouched = true;
    }
    String response;
    try {
      response = Native.evalSmtlib2String(ctx, command);
    } catch (Z3Exception e) {
      // Z3 reports errors through the exception, with everything printed so far as its message.
      response = e.getMessage();
    }
    if (response != null && response.contains(OUT_OF_MEMORY)) {
      outOfMemory = true;
    }
    if (deadline.passed()) {
      return false;
    }
    if (response != null && !response.isEmpty()) {
      if (head.startsWith("check-sat")) {
        lastStatus = response.strip();
      }
      out.print(response);
      if (!response.endsWith("\n")) {
        out.print('\n');
      }
      out.flush(); // a crash in a later command must not lose this answer
    }
    return true;
  }

  /** How Z3 words running out of memory ({@code memory_max_size}) in an error or reason. */
  private static final String OUT_OF_MEMORY = "out of memory";
}
