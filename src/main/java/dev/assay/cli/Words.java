package dev.assay.cli;

import java.util.List;

/** Counts and lists in words: "1 file", "2 files", "a, b and c". */
final class Words {
  private Words() {}

  /** {@code n} and the noun, in the plural unless n is 1 ("1 run", "3 runs", "2 searches"). */
  static String count(long n, String noun) {
    return n + " " + (n == 1 ? noun : plural(noun));
  }

  /** The plural of an English noun as Assay's messages use them. */
  static String plural(String noun) {
    if (noun.endsWith("s") || noun.endsWith("sh") || noun.endsWith("ch") || noun.endsWith("x")) {
      return noun + "es";
    }
    if (noun.endsWith("y") && !noun.endsWith("ey") && !noun.endsWith("ay")) {
      return noun.substring(0, noun.length() - 1) + "ies";
    }
    return noun + "s";
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
}
