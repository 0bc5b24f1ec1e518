import dev.assay.core.Rng;
import dev.assay.mutate.Mutant;
import dev.assay.mutate.MutantText;
import dev.assay.mutate.RandomWalk;
import dev.assay.mutate.RuleCatalogue;
import dev.assay.mutate.Seed;
import dev.assay.smtlib.SourceText;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * Mutation throughput of {@code assay fuzz} without any solver: Algorithm 1 (i = 300, wl = 50,
 * the thesis's §6.2 setting) over every seed of a corpus, on one thread (one core), for a fixed
 * time after a warm-up. Reports mutants per second (a) as mutant scripts (what the solver layer
 * gets before printing) and (b) printed as the standalone .smt2 text --dry-run writes (without
 * the disk). The reference is the target of 10 000 mutants per second per core.
 * Run by bench/mutation-throughput.sh: {@code [CORPUS [SECONDS]]}.
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
    System.out.printf(Locale.ROOT, "corpus %s: %d seeds, mean %.0f bytes%n", corpus, seeds.size(),
        (double) bytes / seeds.size());
    run(seeds, 5, false); // warm-up
    run(seeds, 5, true);
    double terms = run(seeds, seconds, false);
    double printed = run(seeds, seconds, true);
    System.out.printf(Locale.ROOT, "(a) mutants, one thread:          %,10.0f /s  (%.2fx the target)%n",
        terms, terms / TARGET);
    System.out.printf(Locale.ROOT, "(b) mutants printed, one thread:  %,10.0f /s  (%.2fx the target)%n",
        printed, printed / TARGET);
    System.out.printf(Locale.ROOT, "target (issue 5):                 %,10.0f /s%n", TARGET);
  }

  /** Mutants per second over {@code seconds}, walking the seeds round-robin. */
  private static double run(List<Seed> seeds, double seconds, boolean print) {
    RuleCatalogue catalogue = RuleCatalogue.standard();
    long end = System.nanoTime() + (long) (seconds * 1e9);
    long start = System.nanoTime();
    long mutants = 0;
    long sink = 0;
    long k = 0;
    while (System.nanoTime() < end) {
      Seed seed = seeds.get((int) (k % seeds.size()));
      RandomWalk walk = new RandomWalk(seed, catalogue, 300, 50, new Rng(1).forIteration(k++));
      while (walk.hasNext()) {
        Mutant m = walk.next();
        mutants++;
        sink += print ? MutantText.render(m).length() : m.chain().size();
        if ((mutants & 255) == 0 && System.nanoTime() >= end) {
          break;
        }
      }
    }
    double elapsed = (System.nanoTime() - start) / 1e9;
    if (sink == 42) {
      System.out.println();
    }
    return mutants / elapsed;
  }
}
