package dev.assay.generate;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The knobs of generation: how many assertions, how deep the terms, how often each theory is drawn,
 * and what share of formulas is unsat. Immutable; the {@code with...} methods return a changed
 * copy. Together with a seed and an index it determines a formula completely.
 *
 * @param minAssertions fewest top-level facts of a formula (at least 1)
 * @param maxAssertions most top-level facts of a formula
 * @param maxDepth greatest depth of a grown term (1 to {@value #DEPTH_LIMIT}); an assertion is at
 *     most one level deeper (a negation or the equation with a value)
 * @param weights relative weight of each theory when a term's operator is drawn (0 = off); only
 *     available theories may be on
 * @param unsatShare probability that a formula is made unsat (0 to 1)
 * @param maxChar greatest code point in string literals (0x2FFFF, the standard's alphabet; 255 for
 *     CVC4 1.8, which rejects larger ones)
 */
public record GenerateConfig(
    int minAssertions,
    int maxAssertions,
    int maxDepth,
    Map<Theory, Integer> weights,
    double unsatShare,
    int maxChar) {

  /** Terms are grown by recursion over depth; this bounds it. */
  public static final int DEPTH_LIMIT = 12;

  public GenerateConfig {
    if (minAssertions < 1 || maxAssertions < minAssertions) {
      throw new IllegalArgumentException(
          "assertions must be 1 <= min <= max, got " + minAssertions + ".." + maxAssertions);
    }
    if (maxDepth < 1 || maxDepth > DEPTH_LIMIT) {
      throw new IllegalArgumentException(
          "depth must be in 1.." + DEPTH_LIMIT + ", got " + maxDepth);
    }
    if (maxChar < 127 || maxChar > 0x2FFFF) {
      throw new IllegalArgumentException(
          "greatest character must be in 127..196607, got " + maxChar);
    }
    if (!(unsatShare >= 0 && unsatShare <= 1)) {
      throw new IllegalArgumentException("unsat share must be in [0, 1], got " + unsatShare);
    }
    EnumMap<Theory, Integer> w = new EnumMap<>(Theory.class);
    for (Map.Entry<Theory, Integer> e : weights.entrySet()) {
      if (e.getValue() < 0) {
        throw new IllegalArgumentException("negative weight for " + e.getKey().cliName());
      }
      if (e.getValue() > 0) {
        w.put(e.getKey(), e.getValue());
      }
    }
    weights = Collections.unmodifiableMap(w);
  }

  /**
   * 5 to 20 assertions, depth 4, every available theory but FloatingPoint, strings and arithmetic
   * drawn most (the areas with most reported wrong answers), half of the formulas unsat.
   * FloatingPoint is on with {@code --theories all} or {@code fp}: CVC4 1.8 as Debian builds it has
   * no FloatingPoint at all, and z3 and cvc5 spend most of a short timeout on bit-blasting it.
   */
  public static GenerateConfig defaults() {
    EnumMap<Theory, Integer> w = new EnumMap<>(Theory.class);
    w.put(Theory.INTS, 4);
    w.put(Theory.REALS, 2);
    w.put(Theory.STRINGS, 6);
    w.put(Theory.BITVECTORS, 3);
    w.put(Theory.ARRAYS, 1);
    w.put(Theory.DATATYPES, 1);
    w.put(Theory.UF, 1);
    return new GenerateConfig(5, 20, 4, w, 0.5, 0x2FFFF);
  }

  /** The weight of {@code t} (0 when off). */
  public int weight(Theory t) {
    return weights.getOrDefault(t, 0);
  }

  public boolean uses(Theory t) {
    return weight(t) > 0;
  }

  /** The theories that are on, in declaration order. */
  public List<Theory> theories() {
    return new ArrayList<>(weights.keySet());
  }

  public GenerateConfig withAssertions(int min, int max) {
    return new GenerateConfig(min, max, maxDepth, weights, unsatShare, maxChar);
  }

  public GenerateConfig withDepth(int depth) {
    return new GenerateConfig(minAssertions, maxAssertions, depth, weights, unsatShare, maxChar);
  }

  public GenerateConfig withWeights(Map<Theory, Integer> w) {
    return new GenerateConfig(minAssertions, maxAssertions, maxDepth, w, unsatShare, maxChar);
  }

  public GenerateConfig withUnsatShare(double share) {
    return new GenerateConfig(minAssertions, maxAssertions, maxDepth, weights, share, maxChar);
  }

  public GenerateConfig withMaxChar(int c) {
    return new GenerateConfig(minAssertions, maxAssertions, maxDepth, weights, unsatShare, c);
  }

  /** The weight {@code --theories all} gives FloatingPoint. */
  public static final int FLOATING_POINT_WEIGHT = 2;

  /**
   * Theory weights from text such as {@code ints,strings} (weight 1 each) or {@code
   * ints:3,strings:5,bv:0}; {@code all} turns on every available theory with its default weight.
   * Throws {@link IllegalArgumentException} with a one-line reason.
   */
  public static Map<Theory, Integer> parseWeights(String text) {
    EnumMap<Theory, Integer> w = new EnumMap<>(Theory.class);
    for (String part : text.split(",")) {
      String p = part.trim();
      if (p.isEmpty()) {
        continue;
      }
      if (p.equals("all")) {
        w.putAll(defaults().weights());
        w.put(Theory.FLOATING_POINT, FLOATING_POINT_WEIGHT);
        continue;
      }
      int colon = p.indexOf(':');
      String name = colon < 0 ? p : p.substring(0, colon);
      Theory t = Theory.byName(name);
      if (t == null) {
        throw new IllegalArgumentException(
            "unknown theory '" + name + "' (known: " + knownNames() + ")");
      }
      int weight = 1;
      if (colon >= 0) {
        try {
          weight = Integer.parseInt(p.substring(colon + 1).trim());
        } catch (NumberFormatException e) {
          throw new IllegalArgumentException("weight of " + name + " must be a number: " + p);
        }
      }
      w.put(t, weight);
    }
    return w;
  }

  private static String knownNames() {
    List<String> r = new ArrayList<>();
    for (Theory t : Theory.values()) {
      r.add(t.cliName());
    }
    return String.join(", ", r);
  }

  /**
   * A range {@code MIN..MAX} or a single number; throws {@link IllegalArgumentException} with a
   * one-line reason.
   */
  public static int[] parseRange(String text) {
    String t = text.trim();
    int dots = t.indexOf("..");
    try {
      if (dots < 0) {
        int n = Integer.parseInt(t);
        return new int[] {n, n};
      }
      return new int[] {
        Integer.parseInt(t.substring(0, dots).trim()),
        Integer.parseInt(t.substring(dots + 2).trim())
      };
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("expected N or MIN..MAX, got '" + text + "'");
    }
  }

  /** The command-line options that give these knobs to {@code assay generate}. */
  public String cliFlags() {
    return knobs(Labels.CLI);
  }

  /** The knobs in one line, as recorded in each formula's provenance. */
  public String describe() {
    return knobs(Labels.PROVENANCE);
  }

  /** What precedes each knob's value in one rendering of the knobs. */
  private record Labels(
      String assertions, String depth, String weights, String unsat, String maxChar) {
    static final Labels CLI =
        new Labels("--assertions ", " --depth ", " --theories ", " --unsat ", " --max-char ");
    static final Labels PROVENANCE =
        new Labels("assertions=", " depth=", " weights=", " unsat=", " max-char=");
  }

  private String knobs(Labels labels) {
    StringBuilder sb = new StringBuilder();
    sb.append(labels.assertions()).append(minAssertions).append("..").append(maxAssertions);
    sb.append(labels.depth()).append(maxDepth);
    sb.append(labels.weights());
    boolean first = true;
    for (Map.Entry<Theory, Integer> e : weights.entrySet()) {
      sb.append(first ? "" : ",").append(e.getKey().cliName()).append(':').append(e.getValue());
      first = false;
    }
    sb.append(labels.unsat()).append(unsatShare);
    if (maxChar != 0x2FFFF) {
      sb.append(labels.maxChar()).append(maxChar);
    }
    return sb.toString();
  }
}
