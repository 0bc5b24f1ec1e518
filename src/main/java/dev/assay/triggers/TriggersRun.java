package dev.assay.triggers;

import dev.assay.core.InputError;
import dev.assay.solver.SolverSpec;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.BooleanSupplier;

/**
 * Runs triggering-term synthesis over input files and configurations: each file is read and
 * preprocessed once, then searched with each configuration in turn, each search with its own time
 * limit (the file's preprocessing counts against every configuration's limit, as if it ran alone).
 * Files run in parallel on {@code jobs} workers, each with its own solver session. Every result
 * goes to the sink as soon as it is known; a found term also gets a reproduction folder.
 */
public final class TriggersRun {
  /**
   * What to run.
   *
   * @param files the inputs
   * @param configs the configurations, in order
   * @param timeout the time limit per input and configuration
   * @param jobs parallel workers
   * @param solver the solver (a Z3)
   * @param solverLabel the solver's name and version, for results
   * @param options search options beyond the configuration
   * @param out the output folder (reproductions go under {@code found/})
   */
  public record Settings(
      List<Path> files,
      List<TriggerConfig> configs,
      Duration timeout,
      int jobs,
      SolverSpec solver,
      String solverLabel,
      TriggerSearch.Options options,
      Path out) {}

  /**
   * What a run did.
   *
   * @param results every result, in input order, then configuration order
   * @param badInputs inputs that could not be searched (malformed, too large, no quantifier)
   * @param interrupted whether a stop request cut the run short
   */
  public record Summary(List<TriggerResult> results, int badInputs, boolean interrupted) {
    public long found() {
      return results.stream().filter(TriggerResult::found).count();
    }
  }

  private TriggersRun() {}

  public static Summary run(
      Settings s,
      ResultSink sink,
      SearchListener listener,
      PrintWriter progress,
      BooleanSupplier stop)
      throws IOException, InterruptedException {
    Files.createDirectories(s.out());
    List<SearchSolvers> opened = Collections.synchronizedList(new ArrayList<>());
    ThreadLocal<SearchSolvers> perWorker =
        ThreadLocal.withInitial(
            () -> {
              SearchSolvers ss = openStarted(s);
              opened.add(ss);
              return ss;
            });
    ExecutorService pool =
        Executors.newFixedThreadPool(
            Math.max(1, s.jobs()),
            r -> {
              Thread t = new Thread(r, "assay-triggers");
              t.setDaemon(true);
              return t;
            });
    List<Future<FileResults>> futures = new ArrayList<>();
    try {
      for (int i = 0; i < s.files().size(); i++) {
        int index = i;
        futures.add(
            pool.submit(() -> runFile(s, index, perWorker::get, sink, listener, progress, stop)));
      }
      List<TriggerResult> all = new ArrayList<>();
      int bad = 0;
      boolean interrupted = false;
      for (Future<FileResults> f : futures) {
        FileResults fr;
        try {
          fr = f.get();
        } catch (ExecutionException e) {
          Throwable c = e.getCause();
          if (c instanceof IOException io) {
            throw io;
          }
          throw new IllegalStateException(c);
        }
        all.addAll(fr.results());
        bad += fr.bad() ? 1 : 0;
        interrupted |= fr.interrupted();
      }
      return new Summary(all, bad, interrupted);
    } finally {
      pool.shutdownNow();
      for (SearchSolvers ss : opened) {
        ss.close();
      }
    }
  }

  private record FileResults(List<TriggerResult> results, boolean bad, boolean interrupted) {}

  private static Duration longestQuery(Settings s) {
    long ms =
        Math.max(
            Math.max(s.options().modelMillis(), s.options().validationMillis() * 5),
            Math.max(5000, inferenceMillis(s)));
    return Duration.ofMillis(ms);
  }

  private static long inferenceMillis(Settings s) {
    return Math.min(10_000, Math.max(1000, s.timeout().toMillis() / 2));
  }

  private static FileResults runFile(
      Settings s,
      int index,
      java.util.function.Supplier<SearchSolvers> workerSolvers,
      ResultSink sink,
      SearchListener listener,
      PrintWriter progress,
      BooleanSupplier stop)
      throws IOException, InterruptedException {
    Path file = s.files().get(index);
    String name = file.toString();
    List<TriggerResult> results = new ArrayList<>();
    if (stop.getAsBoolean()) {
      return new FileResults(results, false, true);
    }
    long t0 = System.nanoTime();
    // a worker's first file also pays for starting its solvers
    SearchSolvers solvers = workerSolvers.get();
    Problem problem;
    try {
      problem = preprocess(s, file, solvers);
    } catch (InputError e) {
      return errorForAll(s, name, e.getMessage(), seconds(t0), sink, progress, true);
    } catch (IOException e) {
      return errorForAll(
          s, name, name + ": cannot read: " + e.getMessage(), seconds(t0), sink, progress, true);
    }
    double prep = seconds(t0);
    listener.problem(problem);
    for (TriggerConfig config : s.configs()) {
      if (stop.getAsBoolean()) {
        return new FileResults(results, false, true);
      }
      long c0 = System.nanoTime();
      Duration left = s.timeout().minusNanos((long) (prep * 1e9));
      TriggerResult r;
      try {
        SearchOutcome o = search(s, problem, config, solvers, listener, left);
        r = result(s, index, problem, config, o, prep + seconds(c0));
      } catch (RuntimeException e) {
        r =
            TriggerResult.error(
                name, config.name(), "internal error: " + e, prep + seconds(c0), s.solverLabel());
      }
      sink.accept(r);
      results.add(r);
      progress.printf(
          Locale.ROOT,
          "%s %s: %s (%.1f s)%s%n",
          name,
          config.name(),
          r.status(),
          r.seconds(),
          r.found() ? " " + String.join(" ", r.terms()) : "");
      progress.flush();
    }
    return new FileResults(results, false, false);
  }

  /**
   * A worker's solvers, both started (the first validation's time limit must not pay for a solver's
   * start-up).
   */
  static SearchSolvers openStarted(Settings s) {
    SearchSolvers ss = SearchSolvers.open(s.solver(), longestQuery(s));
    try {
      ss.warmUp(s.timeout());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return ss;
  }

  /**
   * Reads and preprocesses one input with the worker's solvers.
   *
   * @throws InputError for a file too large, malformed or without a quantifier
   */
  static Problem preprocess(Settings s, Path file, SearchSolvers solvers)
      throws IOException, InterruptedException {
    return preprocess(s, file, file.toString(), solvers);
  }

  /** The same, the input named {@code name} in messages and reports. */
  static Problem preprocess(Settings s, Path file, String name, SearchSolvers solvers)
      throws IOException, InterruptedException {
    long size = Files.size(file);
    if (size >= Preprocessor.MAX_BYTES) {
      throw Preprocessor.tooLarge(name, size);
    }
    return new Preprocessor(solvers.inference())
        .run(name, Files.readAllBytes(file), inferenceMillis(s));
  }

  /** One configuration's search on a preprocessed input, within {@code left}. */
  static SearchOutcome search(
      Settings s,
      Problem problem,
      TriggerConfig config,
      SearchSolvers solvers,
      SearchListener listener,
      Duration left)
      throws IOException, InterruptedException {
    if (left.isNegative() || left.isZero()) {
      return new SearchOutcome(
          SearchOutcome.TIMEOUT,
          List.of(),
          "preprocessing used the time limit",
          null,
          new SearchStats(0, 0, 0, 0, 0, 0, 0));
    }
    return new TriggerSearch(problem, config, solvers, s.options(), listener)
        .run(Deadline.in(left));
  }

  private static FileResults errorForAll(
      Settings s,
      String name,
      String message,
      double seconds,
      ResultSink sink,
      PrintWriter progress,
      boolean bad)
      throws IOException {
    List<TriggerResult> results = new ArrayList<>();
    for (TriggerConfig c : s.configs()) {
      TriggerResult r = TriggerResult.error(name, c.name(), message, seconds, s.solverLabel());
      sink.accept(r);
      results.add(r);
    }
    progress.println("assay: " + message);
    progress.flush();
    return new FileResults(results, bad, false);
  }

  /** The result of one search; a found term's reproduction and report go under {@code found/}. */
  static TriggerResult result(
      Settings s, int index, Problem problem, TriggerConfig config, SearchOutcome o, double seconds)
      throws IOException {
    if (!o.status().equals(SearchOutcome.FOUND)) {
      return describe(s, problem, config, o, seconds, null);
    }
    Finding f = o.findings().get(0);
    String fix = TriggerReport.fix(problem, f);
    Path dir = s.out().resolve("found").resolve(folderName(s, index));
    Files.createDirectories(dir);
    Path smt = dir.resolve(config.name() + ".smt2");
    Files.writeString(smt, reproduction(problem, config, f), StandardCharsets.UTF_8);
    Files.writeString(
        dir.resolve(config.name() + ".txt"),
        readme(problem, config, f, fix, s, smt.getFileName().toString()),
        StandardCharsets.UTF_8);
    return describe(s, problem, config, o, seconds, s.out().relativize(smt).toString());
  }

  /**
   * The result line of one search.
   *
   * @param reproduction where the reproduction file of a found term is, or null
   */
  static TriggerResult describe(
      Settings s,
      Problem problem,
      TriggerConfig config,
      SearchOutcome o,
      double seconds,
      String reproduction) {
    if (!o.status().equals(SearchOutcome.FOUND)) {
      return new TriggerResult(
          problem.source(),
          config.name(),
          o.status(),
          List.of(),
          List.of(),
          seconds,
          null,
          List.of(),
          null,
          null,
          o.reason(),
          o.baseline(),
          s.solverLabel(),
          List.of(),
          o.stats());
    }
    Finding f = o.findings().get(0);
    String fix = TriggerReport.fix(problem, f);
    List<List<String>> alternatives = new ArrayList<>();
    for (int i = 1; i < o.findings().size(); i++) {
      alternatives.add(o.findings().get(i).terms());
    }
    return new TriggerResult(
        problem.source(),
        config.name(),
        SearchOutcome.FOUND,
        f.terms(),
        f.declarations(),
        seconds,
        f.inconsistentAxioms() ? "inconsistent-axioms" : "incompleteness",
        TriggerReport.instantiations(problem, f),
        fix,
        reproduction,
        null,
        o.baseline(),
        s.solverLabel(),
        alternatives,
        o.stats());
  }

  /** {@code 03-fig02-dafny}: the input's position and its file name without extension. */
  private static String folderName(Settings s, int index) {
    int width = String.valueOf(s.files().size()).length();
    String base = s.files().get(index).getFileName().toString();
    int dot = base.lastIndexOf('.');
    if (dot > 0) {
      base = base.substring(0, dot);
    }
    base = base.replaceAll("[^A-Za-z0-9._-]", "_");
    return String.format(Locale.ROOT, "%0" + width + "d-%s", index + 1, base);
  }

  /** The reproduction file of a found term: a comment header, then the input with the terms. */
  static String reproduction(Problem p, TriggerConfig c, Finding f) {
    return header(p, c, f, TriggerReport.fix(p, f)) + f.reproduction();
  }

  private static String header(Problem p, TriggerConfig c, Finding f, String fix) {
    StringBuilder sb = new StringBuilder();
    sb.append("; assay triggers: ").append(p.source()).append(", configuration ").append(c.name());
    sb.append('\n');
    sb.append("; E-matching alone (the options below) refutes this file: expected answer unsat\n");
    sb.append("; triggering terms: ").append(String.join(" ", f.terms())).append('\n');
    for (String line : wrap(fix, 96)) {
      sb.append("; ").append(line).append('\n');
    }
    return sb.toString();
  }

  /** The report in words; {@code reproductionName} is the reproduction file beside it. */
  static String readme(
      Problem p, TriggerConfig c, Finding f, String fix, Settings s, String reproductionName) {
    StringBuilder sb = new StringBuilder();
    sb.append("Input: ").append(p.source()).append('\n');
    sb.append("Configuration: ").append(c.name()).append(" (").append(c.summary()).append(")\n");
    sb.append("Validated with: ").append(s.solverLabel()).append(", E-matching only\n");
    sb.append("Kind: ").append(f.inconsistentAxioms() ? "inconsistent axioms" : "incompleteness");
    sb.append("\n\nTriggering terms:\n");
    for (String t : f.terms()) {
      sb.append("  ").append(t).append('\n');
    }
    if (!f.declarations().isEmpty()) {
      sb.append("Declarations they need:\n");
      for (String d : f.declarations()) {
        sb.append("  ").append(d).append('\n');
      }
    }
    sb.append("\nAdd to the input (before its check-sat):\n");
    for (String line : f.addition()) {
      sb.append("  ").append(line).append('\n');
    }
    sb.append("\nSuggested fix:\n");
    for (String line : wrap(fix, 96)) {
      sb.append("  ").append(line).append('\n');
    }
    sb.append("\nReproduce: z3 ")
        .append(reproductionName)
        .append("   (expected: unsat; any Z3 with");
    sb.append(" the options at the top of the file)\n");
    return sb.toString();
  }

  static List<String> wrap(String text, int width) {
    List<String> out = new ArrayList<>();
    StringBuilder line = new StringBuilder();
    for (String w : text.split(" ")) {
      if (line.length() > 0 && line.length() + 1 + w.length() > width) {
        out.add(line.toString());
        line.setLength(0);
      }
      if (line.length() > 0) {
        line.append(' ');
      }
      line.append(w);
    }
    if (line.length() > 0) {
      out.add(line.toString());
    }
    return out;
  }

  private static double seconds(long t0) {
    return (System.nanoTime() - t0) / 1e9;
  }
}
