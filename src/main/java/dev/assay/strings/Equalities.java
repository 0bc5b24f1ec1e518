package dev.assay.strings;

import dev.assay.smtlib.Parser;
import dev.assay.strings.VariableEquality.Image;
import java.util.ArrayList;
import java.util.List;

/**
 * Table 3 of the paper as data: the equalities NC1–NC8 between string operations and variables, and
 * C1–C40 between string operations and constants, written in SMT-LIB.
 *
 * <p>The paper elides C7–C14 and C23–C30 with "…". C7–C14 follow C6 and C15 (intToStr of each
 * digit). C21 ({@code "0"}), C22 ({@code "1"}) and C31 ({@code "9"}) leave eleven ids for the ten
 * digits of strToInt; the ids 2 to 8 get C23–C29 and C30 is left unassigned rather than invented.
 */
public final class Equalities {
  private Equalities() {}

  private static final List<VariableEquality> VARIABLE_ROWS = buildVariableRows();
  private static final List<ConstantEquality> CONSTANT_ROWS = buildConstantRows();

  /** NC1 to NC8, in order. */
  public static List<VariableEquality> variableRows() {
    return VARIABLE_ROWS;
  }

  /** C1 to C40 (without C30, see the class comment), in order. */
  public static List<ConstantEquality> constantRows() {
    return CONSTANT_ROWS;
  }

  /** The NC row with this id. */
  public static VariableEquality variableRow(String id) {
    return TableRows.byId(VARIABLE_ROWS, VariableEquality::id, id, "equality");
  }

  /** The C row with this id. */
  public static ConstantEquality constantRow(String id) {
    return TableRows.byId(CONSTANT_ROWS, ConstantEquality::id, id, "equality");
  }

  private static List<VariableEquality> buildVariableRows() {
    List<VariableEquality> r = new ArrayList<>();
    r.add(
        nc(
            "NC1",
            "at(s, 0) = s if length(s) = 1",
            "(str.at s 0)",
            "s",
            "(= (str.len s) 1)",
            "s:String",
            Image.LENGTH_ONE));
    r.add(nc("NC2", "concat(s, \"\") = s", "(str.++ s \"\")", "s", null, "s:String", Image.ALL));
    r.add(nc("NC3", "concat(\"\", s) = s", "(str.++ \"\" s)", "s", null, "s:String", Image.ALL));
    r.add(
        nc("NC4", "replace(s, s, s) = s", "(str.replace s s s)", "s", null, "s:String", Image.ALL));
    r.add(
        nc(
            "NC5",
            "replace(s, t, u) = s if contains(s, t) = false",
            "(str.replace s t u)",
            "s",
            "(= (str.contains s t) false)",
            "s:String t:String u:String",
            Image.ALL));
    r.add(
        nc(
            "NC6",
            "replace(s, t, u) = s if indexOf(s, t, 0) = -1",
            "(str.replace s t u)",
            "s",
            "(= (str.indexof s t 0) (- 1))",
            "s:String t:String u:String",
            Image.ALL));
    r.add(
        nc(
            "NC7",
            "substr(s, 0, length(s)) = s",
            "(str.substr s 0 (str.len s))",
            "s",
            null,
            "s:String",
            Image.ALL));
    r.add(
        nc(
            "NC8",
            "indexOf(s, \"\", off) = off if off ≥ 0 ∧ off ≤ length(s)",
            "(str.indexof s \"\" off)",
            "off",
            "(and (>= off 0) (<= off (str.len s)))",
            "off:Int s:String",
            Image.NON_NEGATIVE));
    return List.copyOf(r);
  }

  private static List<ConstantEquality> buildConstantRows() {
    List<ConstantEquality> r = new ArrayList<>();
    r.add(
        c(
            "C1",
            "at(s, off) = \"\" if off < 0 ∨ off ≥ length(s)",
            "\"\"",
            "(str.at s off)",
            "(or (< off 0) (>= off (str.len s)))",
            "s:String off:Int"));
    r.add(c("C2", "concat(\"\", \"\") = \"\"", "\"\"", "(str.++ \"\" \"\")", null, ""));
    r.add(c("C3", "intToStr(n) = \"\" if n < 0", "\"\"", "(str.from_int n)", "(< n 0)", "n:Int"));
    r.add(
        c(
            "C4",
            "replace(\"\", \"\", \"\") = \"\"",
            "\"\"",
            "(str.replace \"\" \"\" \"\")",
            null,
            ""));
    r.add(
        c(
            "C5",
            "substr(s, off, len) = \"\" if off < 0 ∨ off ≥ length(s) ∨ len ≤ 0",
            "\"\"",
            "(str.substr s off len)",
            "(or (< off 0) (>= off (str.len s)) (<= len 0))",
            "s:String off:Int len:Int"));
    for (int d = 0; d <= 9; d++) {
      r.add(
          c(
              "C" + (6 + d),
              "intToStr(n) = \"" + d + "\" if n = " + d,
              "\"" + d + "\"",
              "(str.from_int n)",
              "(= n " + d + ")",
              "n:Int"));
    }
    r.add(
        c(
            "C16",
            "indexOf(s, t, off) = -1 if off < 0 ∨ off > length(s)",
            "(- 1)",
            "(str.indexof s t off)",
            "(or (< off 0) (> off (str.len s)))",
            "s:String t:String off:Int"));
    r.add(
        c(
            "C17",
            "indexOf(s, t, off) = -1 if contains(s, t) = false",
            "(- 1)",
            "(str.indexof s t off)",
            "(= (str.contains s t) false)",
            "s:String t:String off:Int"));
    r.add(
        c(
            "C18",
            "strToInt(s) = -1 if s = \"\"",
            "(- 1)",
            "(str.to_int s)",
            "(= s \"\")",
            "s:String"));
    StringBuilder nonDigit = new StringBuilder("(and (>= i 0) (< i (str.len s))");
    for (int d = 0; d <= 9; d++) {
      nonDigit.append(" (not (= (str.at s i) \"").append(d).append("\"))");
    }
    nonDigit.append(')');
    r.add(
        c(
            "C19",
            "strToInt(s) = -1 if ∃ i : i ≥ 0 ∧ i < length(s) ∧ at(s, i) ≠ \"0\" ∧ … ∧"
                + " at(s, i) ≠ \"9\"",
            "(- 1)",
            "(str.to_int s)",
            nonDigit.toString(),
            "s:String i:Int"));
    r.add(c("C20", "length(s) = 0 if s = \"\"", "0", "(str.len s)", "(= s \"\")", "s:String"));
    for (int d = 0; d <= 9; d++) {
      String id = d <= 8 ? "C" + (21 + d) : "C31";
      r.add(
          c(
              id,
              "strToInt(s) = " + d + " if s = \"" + d + "\"",
              Integer.toString(d),
              "(str.to_int s)",
              "(= s \"" + d + "\")",
              "s:String"));
    }
    r.add(c("C32", "contains(s, s) = true", "true", "(str.contains s s)", null, "s:String"));
    r.add(c("C33", "equals(s, s) = true", "true", "(= s s)", null, "s:String"));
    r.add(c("C34", "prefixOf(\"\", s) = true", "true", "(str.prefixof \"\" s)", null, "s:String"));
    r.add(c("C35", "prefixOf(s, s) = true", "true", "(str.prefixof s s)", null, "s:String"));
    r.add(c("C36", "suffixOf(s, s) = true", "true", "(str.suffixof s s)", null, "s:String"));
    r.add(
        c(
            "C37",
            "contains(s, t) = false if indexOf(s, t, 0) = -1",
            "false",
            "(str.contains s t)",
            "(= (str.indexof s t 0) (- 1))",
            "s:String t:String"));
    r.add(
        c(
            "C38",
            "equals(s, t) = false if length(s) ≠ length(t)",
            "false",
            "(= s t)",
            "(not (= (str.len s) (str.len t)))",
            "s:String t:String"));
    r.add(
        c(
            "C39",
            "prefixOf(s, t) = false if contains(t, s) = false",
            "false",
            "(str.prefixof s t)",
            "(= (str.contains t s) false)",
            "s:String t:String"));
    r.add(
        c(
            "C40",
            "suffixOf(s, t) = false if contains(t, s) = false",
            "false",
            "(str.suffixof s t)",
            "(= (str.contains t s) false)",
            "s:String t:String"));
    return List.copyOf(r);
  }

  private static VariableEquality nc(
      String id, String paper, String lhs, String rhs, String side, String vars, Image image) {
    return new VariableEquality(
        id,
        paper,
        Parser.parseTerm(lhs),
        rhs,
        side == null ? null : Parser.parseTerm(side),
        Equivalences.parseVars(vars),
        image);
  }

  private static ConstantEquality c(
      String id, String paper, String constant, String lhs, String side, String vars) {
    return new ConstantEquality(
        id,
        paper,
        Parser.parseTerm(constant),
        Parser.parseTerm(lhs),
        side == null ? null : Parser.parseTerm(side),
        Equivalences.parseVars(vars));
  }
}
