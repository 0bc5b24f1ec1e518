package dev.assay.strings;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.SortedVar;
import dev.assay.smtlib.Term;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The string operations under test: the twelve of Table 1 of the paper, in its order, then the six
 * the SMT-LIB Unicode Strings theory gained since ({@code str.replace_all}, {@code str.<}, {@code
 * str.<=}, {@code str.is_digit}, {@code str.to_code}, {@code str.from_code}).
 *
 * <p>Each operation names its parameters as the paper does ({@code s, t, u} strings, {@code n, off,
 * len} integers) so that generated formulas read like the paper's figures.
 */
public enum StringOp {
  AT("at", "str.at", Sort.STRING, true, string("s"), integer("off")),
  CONCAT("concat", "str.++", Sort.STRING, true, string("s"), string("t")),
  INT_TO_STR("intToStr", "str.from_int", Sort.STRING, true, integer("n")),
  REPLACE("replace", "str.replace", Sort.STRING, true, string("s"), string("t"), string("u")),
  SUBSTR("substr", "str.substr", Sort.STRING, true, string("s"), integer("off"), integer("len")),
  INDEX_OF("indexOf", "str.indexof", Sort.INT, true, string("s"), string("t"), integer("off")),
  LENGTH("length", "str.len", Sort.INT, true, string("s")),
  STR_TO_INT("strToInt", "str.to_int", Sort.INT, true, string("s")),
  CONTAINS("contains", "str.contains", Sort.BOOL, true, string("s"), string("t")),
  EQUALS("equals", "=", Sort.BOOL, true, string("s"), string("t")),
  PREFIX_OF("prefixOf", "str.prefixof", Sort.BOOL, true, string("s"), string("t")),
  SUFFIX_OF("suffixOf", "str.suffixof", Sort.BOOL, true, string("s"), string("t")),
  REPLACE_ALL(
      "replaceAll", "str.replace_all", Sort.STRING, false, string("s"), string("t"), string("u")),
  LESS_THAN("lessThan", "str.<", Sort.BOOL, false, string("s"), string("t")),
  LESS_EQUAL("lessEqual", "str.<=", Sort.BOOL, false, string("s"), string("t")),
  IS_DIGIT("isDigit", "str.is_digit", Sort.BOOL, false, string("s")),
  TO_CODE("toCode", "str.to_code", Sort.INT, false, string("s")),
  FROM_CODE("fromCode", "str.from_code", Sort.STRING, false, integer("n"));

  private final String paperName;
  private final String symbol;
  private final Sort resultSort;
  private final boolean inTable1;
  private final List<SortedVar> params;

  StringOp(
      String paperName, String symbol, Sort resultSort, boolean inTable1, SortedVar... params) {
    this.paperName = paperName;
    this.symbol = symbol;
    this.resultSort = resultSort;
    this.inTable1 = inTable1;
    this.params = List.of(params);
  }

  private static SortedVar string(String name) {
    return new SortedVar(name, Sort.STRING);
  }

  private static SortedVar integer(String name) {
    return new SortedVar(name, Sort.INT);
  }

  /** The name the paper uses (Table 1), e.g. {@code indexOf}. */
  public String paperName() {
    return paperName;
  }

  /** The SMT-LIB 2.6 function symbol, e.g. {@code str.indexof}. */
  public String symbol() {
    return symbol;
  }

  public Sort resultSort() {
    return resultSort;
  }

  /** The parameters with the paper's names, in argument order. */
  public List<SortedVar> params() {
    return params;
  }

  public int arity() {
    return params.size();
  }

  /** True for the twelve operations of Table 1; false for those added to the standard since. */
  public boolean inTable1() {
    return inTable1;
  }

  /** This operation applied to {@code args} (one per parameter). */
  public Application apply(List<Term> args) {
    if (args.size() != params.size()) {
      throw new IllegalArgumentException(paperName + " takes " + params.size() + " arguments");
    }
    return Application.of(symbol, args);
  }

  /** The twelve operations of Table 1, in the paper's order. */
  public static List<StringOp> table1() {
    List<StringOp> r = new ArrayList<>();
    for (StringOp op : values()) {
      if (op.inTable1) {
        r.add(op);
      }
    }
    return List.copyOf(r);
  }

  /** Every operation: Table 1, then the later additions to the standard. */
  public static List<StringOp> all() {
    return List.of(values());
  }

  /**
   * The operations a command line names: {@code all} (Table 1 and the later additions), {@code
   * table1}, or a comma list of names, each once, in the order given.
   */
  public static List<StringOp> parseList(String text) {
    if (text.equalsIgnoreCase("all")) {
      return all();
    }
    if (text.equalsIgnoreCase("table1")) {
      return table1();
    }
    List<StringOp> r = new ArrayList<>();
    for (String n : text.split(",")) {
      StringOp op = byName(n.trim());
      if (!r.contains(op)) {
        r.add(op);
      }
    }
    return r;
  }

  /** The operation with this paper name or SMT-LIB symbol (case-insensitive for paper names). */
  public static StringOp byName(String name) {
    for (StringOp op : values()) {
      if (op.paperName.equalsIgnoreCase(name)
          || op.symbol.equals(name)
          || op.name().equalsIgnoreCase(name.replace('-', '_'))) {
        return op;
      }
    }
    throw new IllegalArgumentException(
        "unknown string operation: " + name.toLowerCase(Locale.ROOT));
  }
}
