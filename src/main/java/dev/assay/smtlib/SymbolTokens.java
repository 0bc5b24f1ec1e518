package dev.assay.smtlib;

import java.util.LinkedHashSet;
import java.util.Set;

/**
 * The symbols written in printed SMT-LIB text: every plain or {@code |quoted|} symbol (quotes taken
 * off), in any position — function, constant, sort, constructor, selector, binder, attribute value.
 * String literals, comments, keywords ({@code :named}), numerals and {@code #x}/{@code #b}
 * constants are not symbols. Reading the printed text, not the records, sees every place a name can
 * occur (sorts of binders, {@code as} annotations, match patterns, solver-specific commands)
 * without a case per node kind.
 */
public final class SymbolTokens {
  private SymbolTokens() {}

  /**
   * Receives one symbol: its span in the text (quotes included) and its name (quotes taken off).
   */
  public interface Sink {
    void symbol(int start, int end, String name);
  }

  /** The symbols of {@code text}, in order of first occurrence. */
  public static Set<String> of(String text) {
    Set<String> out = new LinkedHashSet<>();
    forEach(text, (start, end, name) -> out.add(name));
    return out;
  }

  /** Each symbol of {@code text}, in order. */
  public static void forEach(String text, Sink sink) {
    int i = 0;
    int n = text.length();
    while (i < n) {
      char c = text.charAt(i);
      if (c == '(' || c == ')' || Character.isWhitespace(c)) {
        i++;
      } else if (c == ';') {
        while (i < n && text.charAt(i) != '\n') {
          i++;
        }
      } else if (c == '"') {
        i++;
        while (i < n) {
          if (text.charAt(i) == '"') {
            if (i + 1 < n && text.charAt(i + 1) == '"') {
              i += 2; // "" is a quote inside the literal
              continue;
            }
            break;
          }
          i++;
        }
        i++;
      } else if (c == '|') {
        int end = text.indexOf('|', i + 1);
        if (end < 0) {
          end = n;
        }
        sink.symbol(i, Math.min(end + 1, n), text.substring(i + 1, end));
        i = end + 1;
      } else {
        int start = i;
        while (i < n && !isDelimiter(text.charAt(i))) {
          i++;
        }
        String token = text.substring(start, i);
        char first = token.charAt(0);
        if (first != ':' && first != '#' && !(first >= '0' && first <= '9')) {
          sink.symbol(start, i, token);
        }
      }
    }
  }

  private static boolean isDelimiter(char c) {
    return c == '(' || c == ')' || c == '"' || c == '|' || c == ';' || Character.isWhitespace(c);
  }
}
