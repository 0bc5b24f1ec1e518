package dev.assay.triggers;

import dev.assay.smtlib.SymbolTokens;
import dev.assay.smtlib.Symbols;
import java.util.HashMap;
import java.util.Map;

/**
 * A model query's text up to the names of what it declares: each symbol the text declares with
 * {@code declare-fun} or {@code declare-const} renamed, in order of first occurrence, to a name of
 * its own. Two queries of one shape are one formula over other symbols, so the answer to one,
 * renamed back, is an answer to the other: its model a model, its unsat core (of positional part
 * names) a core. A verifier's input has many axioms that differ only in their symbols (one per
 * field, type or operation), and their formulas G then cost one round of model queries instead of
 * one each.
 *
 * <p>Only plain declared symbols are renamed; a symbol written with bars (a declaration shadowing a
 * theory symbol, {@code |mod|}) stays as it is, and so does every other token, so texts of one
 * shape differ only by a one-to-one renaming. Where the text already holds a name of the renaming's
 * own form, nothing is renamed and the key is the text itself.
 */
final class QueryShape {
  private static final String PREFIX = "assay!s";

  private final String key;
  private final Map<String, String> toShape;
  private final Map<String, String> fromShape;

  private QueryShape(String key, Map<String, String> toShape, Map<String, String> fromShape) {
    this.key = key;
    this.toShape = toShape;
    this.fromShape = fromShape;
  }

  /** The shape of {@code text}, a query's commands. */
  static QueryShape of(String text) {
    Map<String, String> to = new HashMap<>();
    boolean[] clash = {false};
    String[] previous = {null};
    SymbolTokens.forEach(
        text,
        (start, end, name) -> {
          if (name.startsWith(PREFIX)) {
            clash[0] = true;
          }
          boolean declared =
              "declare-fun".equals(previous[0]) || "declare-const".equals(previous[0]);
          // written plain: a declaration written with bars shadows a theory symbol
          if (declared && end - start == name.length() && Symbols.isSimple(name)) {
            to.putIfAbsent(name, PREFIX + to.size());
          }
          previous[0] = name;
        });
    if (clash[0] || to.isEmpty()) {
      return new QueryShape(text, Map.of(), Map.of());
    }
    Map<String, String> from = new HashMap<>();
    to.forEach((name, shape) -> from.put(shape, name));
    return new QueryShape(rename(text, to), to, from);
  }

  /** The key: equal for queries of one shape. */
  String key() {
    return key;
  }

  /** A solver's answer to this query with the declared symbols renamed to the shape's names. */
  String toShape(String answer) {
    return rename(answer, toShape);
  }

  /** An answer stored by {@link #toShape} (of any query of this shape), in this query's names. */
  String fromShape(String answer) {
    return rename(answer, fromShape);
  }

  /**
   * The text with each symbol in {@code names} replaced; a quoted {@code |s|} of a plain symbol
   * {@code s} is the same symbol. Strings, comments and keywords are copied as they are.
   */
  private static String rename(String text, Map<String, String> names) {
    if (names.isEmpty()) {
      return text;
    }
    StringBuilder out = new StringBuilder(text.length());
    int[] copied = {0};
    SymbolTokens.forEach(
        text,
        (start, end, name) -> {
          String renamed = names.get(name);
          if (renamed != null) {
            out.append(text, copied[0], start).append(renamed);
            copied[0] = end;
          }
        });
    return out.append(text, copied[0], text.length()).toString();
  }
}
