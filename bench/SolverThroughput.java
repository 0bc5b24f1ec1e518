import dev.assay.solver.Answer;
import dev.assay.solver.Outcome;
import dev.assay.solver.Query;
import dev.assay.solver.RunLimits;
import dev.assay.solver.Solver;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.SolverSpecs;
import dev.assay.solver.Solvers;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Solver throughput on N trivial queries (default 1000), four ways:
 *
 * <ol>
 *   <li>(a) one z3 binary process per query, started with a plain ProcessBuilder on a file, as
 *       existing fuzzers run solvers;
 *   <li>(b) Assay fresh-state mode on the bundled Z3 (long-lived worker JVM, fresh Z3 context per
 *       query), worker start included;
 *   <li>(c) Assay session mode (push/pop) on the z3 binary;
 *   <li>(d) the same push/pop query stream piped into one {@code z3 -in} by hand.
 * </ol>
 *
 * Also, for context: Assay fresh-state on the z3 binary (a'), the bundled Z3 one query at a time
 * (b'), the z3 session one query at a time (c') and with (reset) instead of push/pop (c"). Each
 * answer is checked against the known status, so a fast wrong run cannot pass. Every time includes
 * starting the processes it needs. Runs are interleaved and the median is reported; rows under a
 * second get five times as many runs, since scheduling noise dominates them. Run by
 * bench/solver-throughput.sh: {@code [QUERIES [REPETITIONS]]}.
 */
public final class SolverThroughput {
  /** One measured configuration: a label and how to run it once (seconds). */
  private interface Run {
    double once() throws Exception;
  }

  public static void main(String[] args) throws Exception {
    int n = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
    int reps = args.length > 1 ? Integer.parseInt(args[1]) : 3;
    List<Query> queries = new ArrayList<>();
    List<String> expected = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      // Trivial linear integer queries, alternately sat and unsat.
      boolean sat = i % 2 == 0;
      String text =
          "(declare-const x Int)\n(assert (> x "
              + i
              + "))\n(assert (< x "
              + (sat ? i + 10 : i)
              + "))\n(check-sat)\n";
      queries.add(Query.of("q" + i, text));
      expected.add(sat ? "sat" : "unsat");
    }
    RunLimits limits = RunLimits.DEFAULT;
    SolverSpec z3 = SolverSpecs.parse("z3");
    SolverSpec bundled = SolverSpecs.bundledZ3();
    System.out.printf(
        "%d trivial QF_LIA queries (half sat, half unsat); median of %d runs (%d for rows under 1 s)%n",
        n, reps, 5 * reps);
    System.out.printf(
        "z3 binary: %s; bundled: Z3 %s; %d cores%n",
        version("z3"),
        dev.assay.solver.VersionDetector.detect(bundled).orElse("unknown"),
        Runtime.getRuntime().availableProcessors());
    System.out.println();

    Map<String, Run> runs = new LinkedHashMap<>();
    runs.put(
        "(a)  z3 binary, one process per query (plain ProcessBuilder)",
        () -> perProcess(queries, expected));
    runs.put(
        "(a') Assay fresh-state on z3 binary (process per query)",
        () -> assay(z3, Solvers.Mode.FRESH, limits, queries, expected, false));
    runs.put(
        "(b)  Assay fresh-state on bundled Z3 (streamed)",
        () -> assay(bundled, Solvers.Mode.FRESH, limits, queries, expected, true));
    runs.put(
        "(b') Assay fresh-state on bundled Z3 (one at a time)",
        () -> assay(bundled, Solvers.Mode.FRESH, limits, queries, expected, false));
    runs.put(
        "(c)  Assay session (push/pop) on z3 binary (streamed)",
        () -> assay(z3, Solvers.Mode.SESSION_PUSH_POP, limits, queries, expected, true));
    runs.put(
        "(c') Assay session (push/pop) on z3 binary (one at a time)",
        () -> assay(z3, Solvers.Mode.SESSION_PUSH_POP, limits, queries, expected, false));
    runs.put(
        "(c\") Assay session (reset) on z3 binary (streamed)",
        () -> assay(z3, Solvers.Mode.SESSION_RESET, limits, queries, expected, true));
    runs.put("(d)  push/pop stream piped into one z3 -in by hand", () -> byHand(queries, expected));

    // Interleaved repetitions, so a burst of load on a shared machine hits every row alike.
    Map<String, List<Double>> times = new LinkedHashMap<>();
    runs.keySet().forEach(k -> times.put(k, new ArrayList<>()));
    for (int r = 0; r < reps; r++) {
      for (Map.Entry<String, Run> e : runs.entrySet()) {
        times.get(e.getKey()).add(e.getValue().once());
      }
    }
    // Rows that take well under a second are at the mercy of scheduling noise: give them four
    // times as many further runs (still interleaved with each other) before taking the median.
    List<String> fast = new ArrayList<>();
    times.forEach(
        (k, v) -> {
          if (Collections.max(v) < 1.0) {
            fast.add(k);
          }
        });
    for (int r = 0; r < 4 * reps; r++) {
      for (String k : fast) {
        times.get(k).add(runs.get(k).once());
      }
    }
    Map<String, Double> median = new LinkedHashMap<>();
    times.forEach((k, v) -> median.put(k, median(v)));
    median.forEach((k, v) -> report(k, v, n, times.get(k)));
    double a = median.get("(a)  z3 binary, one process per query (plain ProcessBuilder)");
    double b = median.get("(b)  Assay fresh-state on bundled Z3 (streamed)");
    double c = median.get("(c)  Assay session (push/pop) on z3 binary (streamed)");
    double d = median.get("(d)  push/pop stream piped into one z3 -in by hand");
    System.out.println();
    System.out.printf("(a)/(b) = %.1fx  (target: at least 5x)%n", a / b);
    System.out.printf("(c)/(d) = %.2fx  (target: at most 1.2x)%n", c / d);
  }

  private static double median(List<Double> xs) {
    List<Double> s = new ArrayList<>(xs);
    Collections.sort(s);
    int m = s.size() / 2;
    return s.size() % 2 == 1 ? s.get(m) : (s.get(m - 1) + s.get(m)) / 2;
  }

  private static void report(String what, double seconds, int n, List<Double> all) {
    StringBuilder runs = new StringBuilder();
    for (double t : all) {
      runs.append(String.format(" %.3f", t));
    }
    System.out.printf(
        "%-60s %8.3f s  %8.3f ms/query   (runs:%s)%n", what, seconds, seconds * 1000 / n, runs);
  }

  /** (a): what fuzzers do: write the query to a file, start z3 on it, read its answer. */
  private static double perProcess(List<Query> queries, List<String> expected) throws Exception {
    Path dir = Files.createTempDirectory("bench-a-");
    long t0 = System.nanoTime();
    for (int i = 0; i < queries.size(); i++) {
      Path f = dir.resolve("q.smt2");
      Files.writeString(f, queries.get(i).text());
      Process p = new ProcessBuilder("z3", "-smt2", f.toString()).redirectErrorStream(true).start();
      String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
      p.waitFor();
      check(i, out, expected);
    }
    double s = (System.nanoTime() - t0) / 1e9;
    Files.deleteIfExists(dir.resolve("q.smt2"));
    Files.delete(dir);
    return s;
  }

  /** (a'), (b), (c): through Assay's solver layer, streamed (runAll) or one run() at a time. */
  private static double assay(
      SolverSpec spec,
      Solvers.Mode mode,
      RunLimits limits,
      List<Query> queries,
      List<String> expected,
      boolean streamed)
      throws Exception {
    long t0 = System.nanoTime();
    try (Solver s = Solvers.open(spec, mode, limits)) {
      if (streamed) {
        s.runAll(queries, (i, o) -> check(i, label(o), expected));
      } else {
        for (int i = 0; i < queries.size(); i++) {
          check(i, label(s.run(queries.get(i))), expected);
        }
      }
    }
    return (System.nanoTime() - t0) / 1e9;
  }

  /** (d): one z3 -in, the whole push/pop stream written at once, all output read at once. */
  private static double byHand(List<Query> queries, List<String> expected) throws Exception {
    StringBuilder stream = new StringBuilder();
    for (Query q : queries) {
      stream.append("(push 1)\n").append(q.text()).append("(pop 1)\n");
    }
    byte[] input = stream.toString().getBytes(StandardCharsets.UTF_8);
    long t0 = System.nanoTime();
    Process p = new ProcessBuilder("z3", "-in", "-smt2").start();
    Thread writer =
        new Thread(
            () -> {
              try (OutputStream in = p.getOutputStream()) {
                in.write(input);
              } catch (IOException e) {
                throw new RuntimeException(e);
              }
            });
    writer.start();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (InputStream o = p.getInputStream()) {
      o.transferTo(out);
    }
    p.waitFor();
    writer.join();
    double s = (System.nanoTime() - t0) / 1e9;
    String[] lines = out.toString(StandardCharsets.UTF_8).strip().split("\n");
    if (lines.length != queries.size()) {
      throw new IllegalStateException(
          "by hand: " + lines.length + " answers for " + queries.size());
    }
    for (int i = 0; i < lines.length; i++) {
      check(i, lines[i].strip(), expected);
    }
    return s;
  }

  private static String label(Outcome o) {
    List<Answer> a = o.answers();
    return a.size() == 1 ? a.get(0).label() : o.kind() + " " + a;
  }

  private static void check(int i, String got, List<String> expected) {
    if (!got.equals(expected.get(i))) {
      throw new IllegalStateException(
          "query " + i + ": expected " + expected.get(i) + ", got " + got);
    }
  }

  private static String version(String program) throws Exception {
    Process p = new ProcessBuilder(program, "--version").redirectErrorStream(true).start();
    String v = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
    p.waitFor();
    return v;
  }

  private static String bundledVersion() throws Exception {
    return dev.assay.solver.VersionDetector.detect(SolverSpecs.bundledZ3()).orElse("unknown");
  }
}
