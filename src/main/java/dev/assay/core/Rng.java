package dev.assay.core;

import java.util.List;
import java.util.random.RandomGenerator;
import java.util.random.RandomGeneratorFactory;

/**
 * The one source of randomness in Assay: a named, splittable generator seeded explicitly.
 *
 * <p>The algorithm is fixed by name ({@value #ALGORITHM}) so the same seed gives the same draws on
 * every JVM. Work that runs per iteration takes {@link #forIteration(long)}, so shards and threads
 * draw the same values whatever order they run in.
 */
public final class Rng {
  public static final String ALGORITHM = "L64X128MixRandom";
  private static final RandomGeneratorFactory<RandomGenerator> FACTORY =
      RandomGeneratorFactory.of(ALGORITHM);

  private final long seed;
  private final RandomGenerator generator;

  public Rng(long seed) {
    this.seed = seed;
    this.generator = FACTORY.create(seed);
  }

  public long seed() {
    return seed;
  }

  /**
   * A generator for iteration {@code index}, derived only from this generator's seed and the index
   * (not from draws made so far).
   */
  public Rng forIteration(long index) {
    return new Rng(mix(seed * 0x9E3779B97F4A7C15L + index));
  }

  /** A uniformly drawn int in {@code [0, bound)}. */
  public int nextInt(int bound) {
    return generator.nextInt(bound);
  }

  /** A uniformly drawn int in {@code [origin, bound)}. */
  public int nextInt(int origin, int bound) {
    return generator.nextInt(origin, bound);
  }

  public long nextLong() {
    return generator.nextLong();
  }

  public boolean nextBoolean() {
    return generator.nextBoolean();
  }

  /** True with probability {@code p}. */
  public boolean chance(double p) {
    return generator.nextDouble() < p;
  }

  public double nextDouble() {
    return generator.nextDouble();
  }

  /** A uniformly chosen element of a non-empty list. */
  public <T> T pick(List<T> items) {
    if (items.isEmpty()) {
      throw new IllegalArgumentException("pick from an empty list");
    }
    return items.get(generator.nextInt(items.size()));
  }

  /** SplitMix64 finaliser: spreads nearby seeds far apart. */
  private static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
