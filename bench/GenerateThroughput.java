import dev.assay.generate.FormulaGenerator;
import dev.assay.generate.GenerateConfig;
import dev.assay.generate.GeneratedFormula;
import dev.assay.smtlib.Command;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * Generation throughput of {@code assay generate} without a solver, on one thread, against the
 * target of 5 000 formulas per second per core: formulas of 5 to 20 assertions and term depth at
 * most 4 (the defaults), (a) generated in memory, (b) generated and printed as the standalone file
 * text (header, script, witness comment). Rates are per CPU second of the generating thread (the
 * per-core figure) and per wall second; a warm-up round is not counted.
 *
 * <p>Usage: {@code java -cp target/assay.jar bench/GenerateThroughput.java [ROUNDS] [N]}
 */
public final class GenerateThroughput {
  private static final double TARGET = 5000;

  public static void main(String[] args) {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 5;
    int n = args.length > 1 ? Integer.parseInt(args[1]) : 20000;
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    GenerateConfig config = GenerateConfig.defaults();
    FormulaGenerator g = new FormulaGenerator(config);
    System.out.println("config: " + config.describe());
    run(g, mx, 0, n, true, false); // warm-up
    for (boolean text : new boolean[] {false, true}) {
      double bestCpu = 0;
      double bestWall = 0;
      long assertions = 0;
      for (int r = 1; r <= rounds; r++) {
        double[] x = run(g, mx, r, n, false, text);
        bestCpu = Math.max(bestCpu, x[0]);
        bestWall = Math.max(bestWall, x[1]);
        assertions = (long) x[2];
      }
      System.out.printf(
          "(%s) %s: best of %d rounds of %d formulas (%.1f assertions each): %.0f formulas/s per"
              + " CPU second, %.0f per wall second; target %.0f; ratio %.2f%n",
          text ? "b" : "a",
          text ? "generated and printed" : "generated",
          rounds,
          n,
          assertions / (double) n,
          bestCpu,
          bestWall,
          TARGET,
          bestCpu / TARGET);
    }
  }

  /** Formulas per CPU second, per wall second, and the number of assertions generated. */
  private static double[] run(
      FormulaGenerator g, ThreadMXBean mx, int round, int n, boolean warm, boolean text) {
    long cpu0 = mx.getCurrentThreadCpuTime();
    long wall0 = System.nanoTime();
    long assertions = 0;
    long chars = 0;
    for (int i = 0; i < n; i++) {
      GeneratedFormula f = g.generate(round, i);
      assertions += f.script().count(c -> c instanceof Command.Assert);
      if (text) {
        chars += f.text().length();
      }
    }
    double cpu = (mx.getCurrentThreadCpuTime() - cpu0) / 1e9;
    double wall = (System.nanoTime() - wall0) / 1e9;
    if (chars < 0) {
      System.out.println(chars); // keeps the text from being optimised away
    }
    return new double[] {n / cpu, n / wall, assertions};
  }
}
