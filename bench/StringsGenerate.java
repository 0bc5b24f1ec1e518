import dev.assay.strings.StringOp;
import dev.assay.strings.StringSuite;
import dev.assay.strings.StringTest;
import dev.assay.strings.SuiteConfig;
import java.lang.management.ManagementFactory;
import java.util.List;

/**
 * Times generating the whole {@code assay strings} suite in memory (no solving, no files): the
 * first generation in a fresh JVM (class loading and JIT included) and the best of R warm rounds,
 * for the default configuration (all operations) and for the paper's twelve operations. Compared
 * with the budget of 2 s for the whole suite.
 *
 * <p>Usage: {@code java -cp target/assay.jar bench/StringsGenerate.java [ROUNDS]}
 */
public final class StringsGenerate {
  private static final double BUDGET_MS = 2000;

  private static long processCpuNanos() {
    return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
        .getProcessCpuTime();
  }

  public static void main(String[] args) {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 5;
    long t0 = System.nanoTime();
    long cpu0 = processCpuNanos();
    List<StringTest> first = StringSuite.generate(SuiteConfig.defaults());
    double coldMs = (System.nanoTime() - t0) / 1e6;
    double cpuMs = (processCpuNanos() - cpu0) / 1e6;
    System.out.printf(
        "default suite (%d operations): %d tests; first generation in this JVM %.0f ms wall,"
            + " %.0f ms CPU (all threads); budget %.0f ms; ratio %.2f%n",
        StringOp.all().size(), first.size(), coldMs, cpuMs, BUDGET_MS, coldMs / BUDGET_MS);
    for (List<StringOp> ops : List.of(StringOp.all(), StringOp.table1())) {
      SuiteConfig c = SuiteConfig.defaults().withOperations(ops);
      double best = Double.MAX_VALUE;
      int n = 0;
      for (int r = 0; r < rounds; r++) {
        long s = System.nanoTime();
        n = StringSuite.generate(c).size();
        best = Math.min(best, (System.nanoTime() - s) / 1e6);
      }
      System.out.printf(
          "%s: %d tests; warm best of %d: %.0f ms%n",
          ops.size() == 12 ? "paper's 12 operations" : "all operations", n, rounds, best);
    }
  }
}
