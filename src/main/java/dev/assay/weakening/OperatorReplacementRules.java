package dev.assay.weakening;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.Sort;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * Definition 3, operator replacement: {@code (r1 t1 t2) ⇒ (r2 t1 t2)} for relations with {@code ∀x.
 * r1(x) → r2(x)}, instantiated for the sort-correct pairs of the theories Assay reads that rules
 * 8–54 do not already cover (e.g. {@code =} → {@code str.contains}, Fig. 4). Each row is a pair
 * with the sort its arguments must have; backward replaces r2 by r1.
 */
final class OperatorReplacementRules {
  private OperatorReplacementRules() {}

  private record Pair(
      String from, String to, String sortName, Predicate<Sort> argSort, String args) {}

  private static final Predicate<Sort> STRING = Sort.STRING::equals;
  private static final Predicate<Sort> BOOL = Sort.BOOL::equals;
  private static final Predicate<Sort> REGLAN = Sort.REGLAN::equals;
  private static final Predicate<Sort> BITVEC = Sort::isBitVec;

  private static final List<Pair> PAIRS =
      List.of(
          new Pair("=", "str.prefixof", "String", STRING, "s t"),
          new Pair("=", "str.suffixof", "String", STRING, "s t"),
          new Pair("=", "str.contains", "String", STRING, "s t"),
          new Pair("=", "str.<=", "String", STRING, "s t"),
          new Pair("str.<", "str.<=", "String", STRING, "s t"),
          new Pair("and", "=>", "Bool", BOOL, "p (< x y)"),
          new Pair("and", "=", "Bool", BOOL, "p (< x y)"),
          new Pair("=", "=>", "Bool", BOOL, "p (< x y)"),
          new Pair("re.diff", "re.union", "RegLan", REGLAN, "(re.* (str.to_re \"a\")) re.allchar"),
          new Pair("bvult", "bvule", "BitVec", BITVEC, "bv bw"),
          new Pair("bvslt", "bvsle", "BitVec", BITVEC, "bv bw"),
          new Pair("bvugt", "bvuge", "BitVec", BITVEC, "bv bw"),
          new Pair("bvsgt", "bvsge", "BitVec", BITVEC, "bv bw"),
          new Pair("=", "bvule", "BitVec", BITVEC, "bv bw"),
          new Pair("=", "bvuge", "BitVec", BITVEC, "bv bw"),
          new Pair("=", "bvsle", "BitVec", BITVEC, "bv bw"),
          new Pair("=", "bvsge", "BitVec", BITVEC, "bv bw"));

  static List<Rule> rules() {
    List<Rule> r = new ArrayList<>();
    for (Pair p : PAIRS) {
      r.add(rule(p));
    }
    return r;
  }

  private static Rule rule(Pair p) {
    return Rule.implication(
            "OPREPLACE[" + p.from() + "," + p.to() + "]",
            "Def. 3",
            "(" + p.from() + " a b) ⇒ (" + p.to() + " a b) over " + p.sortName())
        .forward(replacing(p.from(), p.to(), p))
        .backward(replacing(p.to(), p.from(), p))
        .build();
  }

  /** {@code (from a b)} over the pair's operand sort as {@code (to a b)}. */
  private static Rewrite replacing(String from, String to, Pair p) {
    return Rewrite.of(
        from,
        s -> binaryOver(s, p.argSort()),
        (s, c) -> Make.app(to, s.term().children()),
        example(from, p.args()));
  }

  private static String example(String op, String args) {
    String term = "(" + op + " " + args + ")";
    return op.startsWith("re.") ? "(str.in_re s " + term + ")" : term;
  }

  private static boolean binaryOver(Site s, Predicate<Sort> argSort) {
    return s.term() instanceof Application a
        && a.args().size() == 2
        && argSort.test(s.childSort(0))
        && s.childSort(0).equals(s.childSort(1));
  }
}
