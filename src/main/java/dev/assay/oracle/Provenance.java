package dev.assay.oracle;

import java.util.List;

/**
 * Where a test case came from, so a finding can be traced and replayed: the technique, the input it
 * started from (a file, a seed, a generator category), the random seed and campaign item that made
 * it, and the steps taken (a rule chain, Table 2 row ids, generator choices).
 *
 * @param technique {@code check}, {@code strings}, {@code fuzz}, ...
 * @param origin the file, seed or generator category the case was made from
 * @param seed the campaign's random seed (0 when the case is not random)
 * @param item the campaign item that made the case
 * @param steps what was done to the origin, in order (empty for a file run as it is)
 */
public record Provenance(
    String technique, String origin, long seed, long item, List<String> steps) {
  public Provenance {
    steps = List.copyOf(steps);
  }

  /** A file run as it is. */
  public static Provenance ofFile(String technique, String name, long item) {
    return new Provenance(technique, name, 0, item, List.of());
  }
}
