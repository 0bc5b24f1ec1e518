package dev.assay.weakening;

import dev.assay.core.Rng;
import dev.assay.smtlib.CheckedScript;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.Term;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Generated instances of a rule's example: each free occurrence of an example constant is, with
 * probability 1/2, replaced by a random term of its sort, so rules are checked on more than their
 * documented example. Also a Real variant of integer examples.
 */
final class RuleInstances {
  private static final Map<String, List<String>> POOL = new HashMap<>();

  static {
    List<String> bools =
        List.of(
            "(< x y)", "(and p q)", "(not r)", "(str.prefixof s t)", "(= u v)", "(or q (> z 3))");
    List<String> ints =
        List.of("(+ x 1)", "(* 2 y)", "(f z)", "(- x y)", "(str.len s)", "5", "(- 3)", "(abs z)");
    List<String> reals =
        List.of("(+ u 0.5)", "(* 2.0 v)", "(to_real x)", "(- w)", "1.5", "(/ u 3.0)");
    List<String> strings =
        List.of(
            "(str.++ s \"a\")",
            "\"ab\"",
            "(str.substr t 0 2)",
            "(str.from_int x)",
            "\"\"",
            "(str.at s y)");
    List<String> bvs = List.of("(bvadd bv #x01)", "#x7f", "(bvnot bw)", "#x80");
    for (String n : List.of("p", "q", "r")) {
      POOL.put(n, bools);
    }
    for (String n : List.of("x", "y", "z")) {
      POOL.put(n, ints);
    }
    for (String n : List.of("u", "v", "w")) {
      POOL.put(n, reals);
    }
    for (String n : List.of("s", "t")) {
      POOL.put(n, strings);
    }
    for (String n : List.of("bv", "bw")) {
      POOL.put(n, bvs);
    }
  }

  private RuleInstances() {}

  /** The example itself, its Real variant (if different) and {@code count} random instances. */
  static List<String> of(String example, int count, long seed) {
    List<String> r = new ArrayList<>();
    r.add(example);
    String real = realVariant(example);
    if (!parses(real)) {
      real = example;
    }
    if (!real.equals(example)) {
      r.add(real);
    }
    Rng rng = new Rng(seed);
    for (int i = 0; i < count; i++) {
      r.add(instance(example, rng));
      if (!real.equals(example)) {
        r.add(instance(real, rng));
      }
    }
    return r;
  }

  private static boolean parses(String assertion) {
    try {
      RuleExamples.script(assertion);
      return true;
    } catch (dev.assay.core.InputError e) {
      return false;
    }
  }

  /** x, y, z as u, v, w and numerals as decimals. */
  static String realVariant(String example) {
    if (example.contains("str.") || example.contains("(f ") || example.contains("to_real")) {
      return example;
    }
    String s =
        example
            .replaceAll("\\bx\\b", "u")
            .replaceAll("\\by\\b", "v")
            .replaceAll("\\bz\\b", "w")
            .replace(" Int)", " Real)");
    return s.replaceAll("(?<![\\w.#])(\\d+)(?![\\w.])", "$1.0");
  }

  private static String instance(String example, Rng rng) {
    CheckedScript cs = RuleExamples.script(example);
    FormulaIndex ix = new FormulaIndex(cs.script(), cs.signature());
    Map<Integer, Term> repl = new HashMap<>();
    for (int n = 0; n < ix.size(); n++) {
      if (ix.term(n) instanceof QualIdentifier q
          && ix.reference(n) == null
          && POOL.containsKey(q.symbol())
          && rng.nextBoolean()) {
        repl.put(n, dev.assay.smtlib.Parser.parseTerm(rng.pick(POOL.get(q.symbol()))));
      }
    }
    return Printer.print(ix.rebuild(ix.assertionRoot(0), repl::get));
  }
}
