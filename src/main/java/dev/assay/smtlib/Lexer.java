package dev.assay.smtlib;

import dev.assay.core.InputError;

/**
 * Splits SMT-LIB text into tokens (SMT-LIB 2.6, §3.1). Works on a char array without regular
 * expressions; a token is its kind plus the text span, and positions are computed only when an
 * error is reported, which keeps the hot loop small.
 */
final class Lexer {
  enum Kind {
    LPAREN,
    RPAREN,
    SYMBOL,
    QUOTED_SYMBOL,
    KEYWORD,
    NUMERAL,
    DECIMAL,
    HEX,
    BINARY,
    STRING,
    EOF
  }

  private final char[] text;
  private final int end;
  private final String source;
  private int pos;

  /** Kind of the current token. */
  Kind kind;
  /** Start offset of the current token. */
  int start;
  /** End offset (exclusive) of the current token. */
  int stop;

  Lexer(String input, String source) {
    this.text = input.toCharArray();
    this.end = text.length;
    this.source = source;
  }

  String source() {
    return source;
  }

  /** Advances to the next token. */
  void next() {
    skipWhitespaceAndComments();
    start = pos;
    if (pos >= end) {
      kind = Kind.EOF;
      stop = pos;
      return;
    }
    char c = text[pos];
    switch (c) {
      case '(' -> {
        pos++;
        kind = Kind.LPAREN;
      }
      case ')' -> {
        pos++;
        kind = Kind.RPAREN;
      }
      case '|' -> quotedSymbol();
      case '"' -> stringLiteral();
      case '#' -> hexOrBinary();
      case ':' -> {
        pos++;
        while (pos < end && Symbols.isSimpleSymbolChar(text[pos])) {
          pos++;
        }
        if (pos == start + 1) {
          throw error(start, "':' must be followed by a keyword name");
        }
        kind = Kind.KEYWORD;
      }
      default -> {
        if (c >= '0' && c <= '9') {
          number();
        } else if (Symbols.isSimpleSymbolChar(c)) {
          while (pos < end && Symbols.isSimpleSymbolChar(text[pos])) {
            pos++;
          }
          kind = Kind.SYMBOL;
        } else {
          throw error(pos, "unexpected character " + describe(c));
        }
      }
    }
    stop = pos;
  }

  private void skipWhitespaceAndComments() {
    while (pos < end) {
      char c = text[pos];
      if (c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\f') {
        pos++;
      } else if (c == ';') {
        while (pos < end && text[pos] != '\n') {
          pos++;
        }
      } else {
        return;
      }
    }
  }

  private void quotedSymbol() {
    int p = pos + 1;
    while (p < end && text[p] != '|') {
      if (text[p] == '\\') {
        throw error(p, "a quoted symbol may not contain '\\'");
      }
      p++;
    }
    if (p >= end) {
      throw error(pos, "unterminated quoted symbol");
    }
    pos = p + 1;
    kind = Kind.QUOTED_SYMBOL;
  }

  private void stringLiteral() {
    int p = pos + 1;
    while (true) {
      if (p >= end) {
        throw error(pos, "unterminated string literal");
      }
      if (text[p] == '"') {
        if (p + 1 < end && text[p + 1] == '"') {
          p += 2;
          continue;
        }
        break;
      }
      p++;
    }
    pos = p + 1;
    kind = Kind.STRING;
  }

  private void hexOrBinary() {
    if (pos + 1 >= end) {
      throw error(pos, "'#' must start #x or #b");
    }
    char k = text[pos + 1];
    int p = pos + 2;
    if (k == 'x') {
      while (p < end && Character.digit(text[p], 16) >= 0 && text[p] < 128) {
        p++;
      }
      kind = Kind.HEX;
    } else if (k == 'b') {
      while (p < end && (text[p] == '0' || text[p] == '1')) {
        p++;
      }
      kind = Kind.BINARY;
    } else {
      throw error(pos, "'#' must start #x or #b");
    }
    if (p == pos + 2) {
      throw error(pos, "missing digits after #" + k);
    }
    if (p < end && Symbols.isSimpleSymbolChar(text[p])) {
      throw error(p, "bad digit " + describe(text[p]) + " in #" + k + " literal");
    }
    pos = p;
  }

  private void number() {
    int p = pos;
    while (p < end && text[p] >= '0' && text[p] <= '9') {
      p++;
    }
    if (text[pos] == '0' && p > pos + 1) {
      throw error(pos, "numerals may not have leading zeros");
    }
    kind = Kind.NUMERAL;
    if (p < end && text[p] == '.') {
      int q = p + 1;
      while (q < end && text[q] >= '0' && text[q] <= '9') {
        q++;
      }
      if (q == p + 1) {
        throw error(p, "missing digits after the decimal point");
      }
      p = q;
      kind = Kind.DECIMAL;
    }
    if (p < end && Symbols.isSimpleSymbolChar(text[p])) {
      throw error(pos, "a symbol may not start with a digit");
    }
    pos = p;
  }

  /** The raw text of the current token. */
  String tokenText() {
    return new String(text, start, stop - start);
  }

  /**
   * The current symbol's name, without bars if quoted. Names are interned per lexer: a benchmark
   * repeats the same few symbols millions of times, and one shared String each keeps the parsed
   * script small.
   */
  String symbolName() {
    return kind == Kind.QUOTED_SYMBOL
        ? intern(start + 1, stop - start - 2)
        : intern(start, stop - start);
  }

  /** Open-addressing table of interned names (power-of-two capacity). */
  private String[] names = new String[1024];

  private int nameCount;

  private String intern(int from, int len) {
    int h = 0;
    for (int i = from; i < from + len; i++) {
      h = 31 * h + text[i];
    }
    int mask = names.length - 1;
    int slot = (h ^ (h >>> 16)) & mask;
    while (true) {
      String s = names[slot];
      if (s == null) {
        String fresh = new String(text, from, len);
        names[slot] = fresh;
        if (++nameCount * 2 > names.length) {
          rehash();
        }
        return fresh;
      }
      if (s.length() == len && matches(s, from)) {
        return s;
      }
      slot = (slot + 1) & mask;
    }
  }

  private boolean matches(String s, int from) {
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) != text[from + i]) {
        return false;
      }
    }
    return true;
  }

  private void rehash() {
    String[] old = names;
    names = new String[old.length * 2];
    int mask = names.length - 1;
    for (String s : old) {
      if (s != null) {
        int h = s.hashCode();
        int slot = (h ^ (h >>> 16)) & mask;
        while (names[slot] != null) {
          slot = (slot + 1) & mask;
        }
        names[slot] = s;
      }
    }
  }

  /** True if the current token is the (unquoted) symbol {@code s}. */
  boolean isSymbol(String s) {
    if (kind != Kind.SYMBOL || stop - start != s.length()) {
      return false;
    }
    for (int i = 0; i < s.length(); i++) {
      if (text[start + i] != s.charAt(i)) {
        return false;
      }
    }
    return true;
  }

  /**
   * The decoded contents of the current string literal: {@code ""} becomes {@code "}, and the
   * SMT-LIB 2.6 unicode escapes {@code \}{@code ud3d2d1d0} and {@code \}{@code u{d..}} (1 to 5 hex
   * digits, value at most 0x2FFFF) become their code point; any other backslash is literal.
   */
  SmtString stringValue() {
    int[] out = new int[stop - start];
    int n = 0;
    int p = start + 1;
    int last = stop - 1;
    while (p < last) {
      char c = text[p];
      if (c == '"') {
        out[n++] = '"';
        p += 2;
      } else if (c == '\\' && p + 1 < last && text[p + 1] == 'u') {
        int consumed = unicodeEscape(p, last, out, n);
        if (consumed > 0) {
          n++;
          p += consumed;
        } else {
          out[n++] = '\\';
          p++;
        }
      } else if (Character.isHighSurrogate(c)
          && p + 1 < last
          && Character.isLowSurrogate(text[p + 1])) {
        out[n++] = Character.toCodePoint(c, text[p + 1]);
        p += 2;
      } else {
        if (c > SmtString.MAX_CODE_POINT) {
          throw error(p, "character out of the SMT-LIB string range");
        }
        out[n++] = c;
        p++;
      }
    }
    return SmtString.wrap(java.util.Arrays.copyOf(out, n));
  }

  /**
   * Decodes an escape at {@code p} (which holds a backslash followed by 'u'). Returns the number
   * of chars consumed and stores the code point in {@code out[n]}, or 0 when the characters do not
   * form an escape (then they are literal, as the standard says).
   */
  private int unicodeEscape(int p, int last, int[] out, int n) {
    int q = p + 2;
    if (q < last && text[q] == '{') {
      int r = q + 1;
      int value = 0;
      while (r < last && r - q - 1 < 6 && isHex(text[r])) {
        value = value * 16 + Character.digit(text[r], 16);
        r++;
      }
      int digits = r - q - 1;
      if (r < last && text[r] == '}' && digits >= 1 && digits <= 5) {
        if (value > SmtString.MAX_CODE_POINT) {
          throw error(p, "escape \\u{" + Integer.toHexString(value) + "} is above 0x2FFFF");
        }
        out[n] = value;
        return r + 1 - p;
      }
      return 0;
    }
    if (q + 4 <= last) {
      int value = 0;
      for (int i = 0; i < 4; i++) {
        if (!isHex(text[q + i])) {
          return 0;
        }
        value = value * 16 + Character.digit(text[q + i], 16);
      }
      out[n] = value;
      return 6;
    }
    return 0;
  }

  private static boolean isHex(char c) {
    return c < 128 && Character.digit(c, 16) >= 0;
  }

  /** A positioned error at offset {@code offset}. */
  InputError error(int offset, String message) {
    int line = 1;
    int lineStart = 0;
    int limit = Math.min(offset, end);
    for (int i = 0; i < limit; i++) {
      if (text[i] == '\n') {
        line++;
        lineStart = i + 1;
      }
    }
    return new InputError(source, line, offset - lineStart + 1, message);
  }

  /** A positioned error at the current token. */
  InputError errorHere(String message) {
    return error(start, message);
  }

  /** A short description of the current token for error messages. */
  String describeToken() {
    return switch (kind) {
      case EOF -> "end of input";
      case LPAREN -> "'('";
      case RPAREN -> "')'";
      default -> {
        String t = tokenText();
        yield "'" + (t.length() > 40 ? t.substring(0, 40) + "..." : t) + "'";
      }
    };
  }

  private static String describe(char c) {
    return c < 0x20 || c > 0x7E
        ? String.format("U+%04X", (int) c)
        : "'" + c + "'";
  }
}
