package dev.assay.core;

/**
 * Counted nouns in English, for every summary Assay prints: {@code 1 run}, {@code 3 runs}, {@code 2
 * searches}, {@code 0 findings}. Never {@code run(s)}.
 */
public final class Plurals {
  private Plurals() {}

  /** {@code n} and the noun, in the plural unless n is 1. */
  public static String count(long n, String noun) {
    return n + " " + (n == 1 ? noun : of(noun));
  }

  /**
   * The plural of a noun or noun phrase as Assay's messages use them: its last word inflected
   * ({@code failed run} to {@code failed runs}, {@code process} to {@code processes}, {@code
   * property} to {@code properties}).
   */
  public static String of(String noun) {
    if (noun.endsWith("s") || noun.endsWith("sh") || noun.endsWith("ch") || noun.endsWith("x")) {
      return noun + "es";
    }
    if (noun.endsWith("y") && !noun.endsWith("ey") && !noun.endsWith("ay")) {
      return noun.substring(0, noun.length() - 1) + "ies";
    }
    return noun + "s";
  }
}
