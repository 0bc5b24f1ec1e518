import dev.assay.core.Rng;
import dev.assay.mutate.Mutant;
import dev.assay.mutate.MutantText;
import dev.assay.mutate.RandomWalk;
import dev.assay.mutate.Seed;
import dev.assay.smtlib.SourceText;
import dev.assay.weakening.RuleCatalogue;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * Mutation throughput of {@code assay fuzz} without any solver: Algorithm 1 (i = 300, wl = 50, the
 * thesis's §6.2 setting) over every seed of a corpus, on one thread (one core), for a fixed time
 * after a warm-up. Reports mutants per second (a) as mutant scripts (what the solver layer gets
 * before printing) and (b) printed as the standalone .smt2 text --dry-run writes (without the
 * disk). Rates are per CPU second of the whole JVM process — the mutating thread plus garbage
 * collection and compilation — so they stay meaningful on a shared machine; wall rates are printed
 * too. The reference is the target of 10 000 mutants per second per core. Run by
 * bench/mutation-throughput.sh: {@code [CORPUS [SECONDS]]}.
 */
public final class MutationThroughput {
  private static final double TARGET = 10_000;

  public static void main(String[] args) throws Exception {
    Path corpus = Path.of(args.length > 0 ? args[0] : "../shared/corpus/smt");
    double seconds = args.length > 1 ? Double.parseDouble(args[1]) : 20;
    List<Seed> seeds = new ArrayList<>();
    try (Stream<Path> s = Files.walk(corpus)) {
      for (Path p : s.filter(f -> f.toString().endsWith(".smt2")).sorted().toList()) {
        try {
          seeds.add(Seed.parse(SourceText.read(p), corpus.relativize(p).toString(), null));
        } catch (RuntimeException e) {
          System.err.println("skip " + p + ": " + e.getMessage());
        }
      }
    }
    long bytes = 0;
    for (Seed s : seeds) {
      bytes += dev.assay.smtlib.Printer.print(s.script()).length();
    }
    System.out.printf(
        Locale.ROOT,
        "corpus %s: %d seeds, mean %.0f bytes%n",
        corpus,
        seeds.size(),
        (double) bytes / seeds.size());
    run(seeds, 5, false); // warm-up
    run(seeds, 5, true);
    double[] terms = run(seeds, seconds, false);
    double[] printed = run(seeds, seconds, true);
    System.out.printf(
        Locale.ROOT,
        "(a) mutants, one thread:          %,10.0f /s per CPU second (%.2fx the target), %,.0f /s wall%n",
        terms[0],
        terms[0] / TARGET,
        terms[1]);
    System.out.printf(
        Locale.ROOT,
        "(b) mutants printed, one thread:  %,10.0f /s per CPU second (%.2fx the target), %,.0f /s wall%n",
        printed[0],
        printed[0] / TARGET,
        printed[1]);
    System.out.printf(Locale.ROOT, "target:                           %,10.0f /s%n", TARGET);
  }

  /** CPU time of the whole process (all threads, GC and JIT included). */
  private static final class CpuClock {
    private final com.sun.management.OperatingSystemMXBean os =
        (com.sun.management.OperatingSystemMXBean)
            java.lang.management.ManagementFactory.getOperatingSystemMXBean();

    long getCurrentThreadCpuTime() {
      return os.getProcessCpuTime();
    }
  }

  /**
   * Mutants per CPU second and per wall second over {@code seconds} of CPU time, walking the seeds
   * round-robin.
   */
  private static double[] run(List<Seed> seeds, double seconds, boolean print) {
    RuleCatalogue catalogue = RuleCatalogue.standard();
    CpuClock cpu = new CpuClock();
    long cpuStart = cpu.getCurrentThreadCpuTime();
    long end = cpuStart + (long) (seconds * 1e9);
    long start = System.nanoTime();
    long mutants = 0;
    long sink = 0;
    long k = 0;
    while (cpu.getCurrentThreadCpuTime() < end) {
      Seed seed = seeds.get((int) (k % seeds.size()));
      RandomWalk walk = new RandomWalk(seed, catalogue, 300, 50, new Rng(1).forIteration(k++));
      while (walk.hasNext()) {
        Mutant m = walk.next();
        mutants++;
        sink += print ? MutantText.render(m).length() : m.chain().size();
        if ((mutants & 255) == 0 && cpu.getCurrentThreadCpuTime() >= end) {
          break;
        }
      }
    }
    double wall = (System.nanoTime() - start) / 1e9;
    double cpuSeconds = (cpu.getCurrentThreadCpuTime() - cpuStart) / 1e9;
    if (sink == 42) {
      System.out.println();
    }
    return new double[] {mutants / cpuSeconds, mutants / wall};
  }
}
