package dev.assay.strings;

import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.SortedVar;
import dev.assay.strings.Equivalence.Domain;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Table 2 of the paper as data: the equivalences E1–E12, in order, written in SMT-LIB.
 *
 * <p>Conditional parts "X if C" are written {@code (=> C X)}, as in the paper's Fig. 3; "otherwise"
 * is the negated condition, except in E6 whose condition holds a quantifier: there the pair is one
 * {@code ite}, so that the quantifier occurs once.
 */
public final class Equivalences {
  private Equivalences() {}

  private static final List<Equivalence> ROWS = build();

  /** E1 to E12, in the paper's order. */
  public static List<Equivalence> all() {
    return ROWS;
  }

  /** The row with this id (e.g. {@code E3}). */
  public static Equivalence byId(String id) {
    return TableRows.byId(ROWS, Equivalence::id, id, "equivalence");
  }

  private static List<Equivalence> build() {
    List<Equivalence> r = new ArrayList<>();
    r.add(
        row(
            "E1",
            StringOp.AT,
            "at(s, off) = res ⇔ res = substr(s, off, 1)",
            "s:String off:Int res:String",
            "(= (str.at s off) res)",
            "(= res (str.substr s off 1))"));

    StringBuilder e2 = new StringBuilder("(and (=> (< n 0) (= res \"\"))");
    for (int d = 0; d <= 9; d++) {
      e2.append(" (=> (= n ").append(d).append(") (= res \"").append(d).append("\"))");
    }
    e2.append(
        " (=> (>= n 10) (= res (str.++ (str.from_int (div n 10)) (str.from_int (mod n 10))))))");
    r.add(
        row(
            "E2",
            StringOp.INT_TO_STR,
            "intToStr(n) = res ⇔ (res = \"\" if n < 0) ∧ (res = \"0\" if n = 0) ∧ … ∧"
                + " (res = \"9\" if n = 9) ∧ (res = intToStr(n / 10) ++ intToStr(n % 10) if n ≥ 10)",
            "n:Int res:String",
            "(= (str.from_int n) res)",
            e2.toString()));

    r.add(
        row(
            "E3",
            StringOp.REPLACE,
            "replace(s, t, u) = res ⇔ i = indexOf(s, t, 0) ∧ (∃ s1, s2, s3 : s = s1 ++ s2 ++ s3 ∧"
                + " length(s1) = i ∧ s2 = t ∧ res = s1 ++ u ++ s3 if i ≥ 0) ∧ (res = s otherwise)",
            "s:String t:String u:String res:String i:Int s1:String s2:String s3:String",
            "(= (str.replace s t u) res)",
            "(and (= i (str.indexof s t 0))"
                + " (=> (<= 0 i) (and (= s (str.++ s1 s2 s3)) (= (str.len s1) i) (= s2 t)"
                + " (= res (str.++ s1 u s3))))"
                + " (=> (< i 0) (= res s)))"));

    String e4cond = "(and (>= off 0) (< off (str.len s)) (> len 0))";
    r.add(
        row(
            "E4",
            StringOp.SUBSTR,
            "substr(s, off, len) = res ⇔ (∃ s1, s2, s3 : s = s1 ++ s2 ++ s3 ∧ length(s1) = off ∧"
                + " length(s2) = len ∧ res = s2 if off ≥ 0 ∧ off < length(s) ∧ len > 0) ∧"
                + " (res = \"\" otherwise)",
            "s:String off:Int len:Int res:String s1:String s2:String s3:String",
            "(= (str.substr s off len) res)",
            "(and (=> "
                + e4cond
                + " (and (= s (str.++ s1 s2 s3)) (= (str.len s1) off) (= (str.len s2) len)"
                + " (= res s2)))"
                + " (=> (not "
                + e4cond
                + ") (= res \"\")))"));

    String inRange = "(and (>= off 0) (<= off (str.len s)))";
    r.add(
        row(
            "E5",
            StringOp.INDEX_OF,
            "indexOf(s, t, off) = res ⇔ (res = off if t = \"\" ∧ off ≥ 0 ∧ off ≤ length(s)) ∧"
                + " (∃ s1, s2, s4 : s = s1 ++ s2 ++ t ++ s4 ∧ off = length(s1) ∧"
                + " (∀ i {substr(t, 0, i)} : i ≥ 0 ∧ i < length(t) ⇒"
                + " contains(s2 ++ substr(t, 0, i), t) = false) ∧ res = length(s1 ++ s2)"
                + " if t ≠ \"\" ∧ off ≥ 0 ∧ off ≤ length(s)) ∧ (res = -1 otherwise)",
            "s:String t:String off:Int res:Int s1:String s2:String s4:String",
            "(= (str.indexof s t off) res)",
            "(and (=> (and (= t \"\") (>= off 0) (<= off (str.len s))) (= res off))"
                + " (=> (and (not (= t \"\")) (>= off 0) (<= off (str.len s)))"
                + " (and (= s (str.++ s1 s2 t s4)) (= off (str.len s1))"
                + " (forall ((i Int)) (! (=> (and (>= i 0) (< i (str.len t)))"
                + " (= (str.contains (str.++ s2 (str.substr t 0 i)) t) false))"
                + " :pattern ((str.substr t 0 i))))"
                + " (= res (str.len (str.++ s1 s2)))))"
                + " (=> (not "
                + inRange
                + ") (= res (- 1))))",
            Map.of("i", Domain.NON_NEGATIVE)));

    StringBuilder digit = new StringBuilder("(or");
    for (int d = 0; d <= 9; d++) {
      digit.append(" (= (str.at s j) \"").append(d).append("\")");
    }
    digit.append(')');
    r.add(
        row(
            "E6",
            StringOp.STR_TO_INT,
            "strToInt(s) = res ⇔ (intToStr(res) = s if s ≠ \"\" ∧ ∀ j {at(s, j)} : j ≥ 0 ∧"
                + " j < length(s) ⇒ at(s, j) = \"0\" ∨ … ∨ at(s, j) = \"9\") ∧"
                + " (res = -1 otherwise)",
            "s:String res:Int",
            "(= (str.to_int s) res)",
            "(ite (and (not (= s \"\")) (forall ((j Int)) (! (=> (and (>= j 0) (< j (str.len s)))"
                + " "
                + digit
                + ") :pattern ((str.at s j)))))"
                + " (= (str.from_int res) s) (= res (- 1)))",
            Map.of("j", Domain.NON_NEGATIVE)));

    r.add(
        row(
            "E7",
            StringOp.CONTAINS,
            "contains(s, t) = true ⇔ ∃ s1, s3 : s = s1 ++ t ++ s3",
            "s:String t:String s1:String s3:String",
            "(= (str.contains s t) true)",
            "(= s (str.++ s1 t s3))"));
    r.add(
        row(
            "E8",
            StringOp.CONTAINS,
            "contains(s, t) = false ⇔ ∀ s1, s2, s3 {s1 ++ s2 ++ s3} : (s = s1 ++ s2 ++ s3) ⇒"
                + " (s2 ≠ t)",
            "s:String t:String",
            "(= (str.contains s t) false)",
            "(forall ((s1 String) (s2 String) (s3 String)) (! (=> (= s (str.++ s1 s2 s3))"
                + " (not (= s2 t))) :pattern ((str.++ s1 s2 s3))))",
            Map.of("s1", Domain.ALL, "s2", Domain.ALL, "s3", Domain.ALL)));
    r.add(
        row(
            "E9",
            StringOp.PREFIX_OF,
            "prefixOf(s, t) = true ⇔ ∃ t2 : t = s ++ t2",
            "s:String t:String t2:String",
            "(= (str.prefixof s t) true)",
            "(= t (str.++ s t2))"));
    r.add(
        row(
            "E10",
            StringOp.PREFIX_OF,
            "prefixOf(s, t) = false ⇔ ∀ t1, t2 {t1 ++ t2} : (t = t1 ++ t2) ⇒ (t1 ≠ s)",
            "s:String t:String",
            "(= (str.prefixof s t) false)",
            "(forall ((t1 String) (t2 String)) (! (=> (= t (str.++ t1 t2)) (not (= t1 s)))"
                + " :pattern ((str.++ t1 t2))))",
            Map.of("t1", Domain.ALL, "t2", Domain.ALL)));
    r.add(
        row(
            "E11",
            StringOp.SUFFIX_OF,
            "suffixOf(s, t) = true ⇔ ∃ t1 : t = t1 ++ s",
            "s:String t:String t1:String",
            "(= (str.suffixof s t) true)",
            "(= t (str.++ t1 s))"));
    r.add(
        row(
            "E12",
            StringOp.SUFFIX_OF,
            "suffixOf(s, t) = false ⇔ ∀ t1, t2 {t1 ++ t2} : (t = t1 ++ t2) ⇒ (t2 ≠ s)",
            "s:String t:String",
            "(= (str.suffixof s t) false)",
            "(forall ((t1 String) (t2 String)) (! (=> (= t (str.++ t1 t2)) (not (= t2 s)))"
                + " :pattern ((str.++ t1 t2))))",
            Map.of("t1", Domain.ALL, "t2", Domain.ALL)));
    return List.copyOf(r);
  }

  private static Equivalence row(
      String id, StringOp op, String paper, String vars, String a, String b) {
    return row(id, op, paper, vars, a, b, Map.of());
  }

  private static Equivalence row(
      String id,
      StringOp op,
      String paper,
      String vars,
      String a,
      String b,
      Map<String, Domain> bound) {
    // Map.of has no stable order: sort the bound variables by name for a fixed iteration order.
    Map<String, Domain> ordered = new LinkedHashMap<>();
    bound.keySet().stream().sorted().forEach(k -> ordered.put(k, bound.get(k)));
    return new Equivalence(
        id, op, paper, Parser.parseTerm(a), Parser.parseTerm(b), parseVars(vars), ordered);
  }

  /** Reads {@code "name:Sort name:Sort ..."}. */
  static List<SortedVar> parseVars(String text) {
    List<SortedVar> r = new ArrayList<>();
    if (text.isBlank()) {
      return r;
    }
    for (String item : text.trim().split("\\s+")) {
      int colon = item.indexOf(':');
      r.add(new SortedVar(item.substring(0, colon), Sort.simple(item.substring(colon + 1))));
    }
    return r;
  }
}
