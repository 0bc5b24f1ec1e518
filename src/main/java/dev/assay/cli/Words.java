package dev.assay.cli;

import dev.assay.core.Plurals;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Counts and lists in words: "1 file", "2 files", "a, b and c", "2 sat and 4 unsat". */
final class Words {
  private Words() {}

  /** {@code n} and the noun, in the plural unless n is 1 ("1 run", "3 runs", "2 searches"). */
  static String count(long n, String noun) {
    return Plurals.count(n, noun);
  }

  /** The plural of an English noun as Assay's messages use them. */
  static String plural(String noun) {
    return Plurals.of(noun);
  }

  /** {@code a}, {@code a and b}, {@code a, b and c}. */
  static String list(List<String> items) {
    if (items.size() <= 2) {
      return String.join(" and ", items);
    }
    return String.join(", ", items.subList(0, items.size() - 1))
        + " and "
        + items.get(items.size() - 1);
  }

  /**
   * Counts by name as words, in the map's order: {@code 2 sat and 4 unsat}; with {@code
   * preposition} "in", {@code 2 in ALL and 3 in QF_S}.
   */
  static String tally(Map<String, ? extends Number> counts, String preposition) {
    List<String> parts = new ArrayList<>();
    counts.forEach(
        (name, n) -> parts.add(n + " " + (preposition.isEmpty() ? "" : preposition + " ") + name));
    return parts.isEmpty() ? "none" : list(parts);
  }
}
