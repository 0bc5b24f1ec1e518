package dev.assay.smtlib;

import java.util.List;

/**
 * A raw S-expression, for what SMT-LIB leaves open: attribute values, option values, info values,
 * and commands Assay does not know. Atoms keep their exact source text, so they print back
 * unchanged.
 */
public sealed interface SExpr {
  /** A token exactly as written: symbol, {@code |quoted|}, keyword, numeral, "string", ... */
  record Atom(String text) implements SExpr {
    @Override
    public String toString() {
      return text;
    }
  }

  /** A parenthesised list. */
  record SList(List<SExpr> items) implements SExpr {
    public SList {
      items = List.copyOf(items);
    }

    @Override
    public String toString() {
      StringBuilder sb = new StringBuilder("(");
      for (int i = 0; i < items.size(); i++) {
        if (i > 0) {
          sb.append(' ');
        }
        sb.append(items.get(i));
      }
      return sb.append(')').toString();
    }
  }

  static SExpr atom(String text) {
    return new Atom(text);
  }

  /** The atom's text with {@code |bars|} removed, or null for a list. */
  default String symbolText() {
    if (this instanceof Atom a) {
      String t = a.text();
      return t.length() >= 2 && t.startsWith("|") && t.endsWith("|")
          ? t.substring(1, t.length() - 1)
          : t;
    }
    return null;
  }
}
