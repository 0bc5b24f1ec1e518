package dev.assay.smtlib;

import dev.assay.core.InputError;

/**
 * Splits SMT-LIB text into tokens (SMT-LIB 2.6, §3.1). Works directly on the UTF-8 bytes (see
 * {@link Utf8}): every character outside string literals, quoted symbols and comments is ASCII, so
 * the hot loop never decodes, and a 20 MB file is never copied into a second, twice as large char
 * array. A token is its kind plus the byte span; positions (line and column in chars, as before)
 * are computed only when an error is reported.
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

  private final byte[] text;
  private final int end;
  private final String source;
  private int pos;

  /** Kind of the current token. */
  Kind kind;

  /** Start offset (in bytes) of the current token. */
  int start;

  /** End offset (exclusive) of the current token. */
  int stop;

  /** Hash of the current token's bytes if it is a simple symbol, computed while scanning it. */
  private int symbolHash;

  /** Bytes that may occur in a simple symbol, indexed by the unsigned byte value. */
  private static final boolean[] SYMBOL_BYTE = new boolean[256];

  static {
    for (int c = 0; c < 128; c++) {
      SYMBOL_BYTE[c] = Symbols.isSimpleSymbolChar(c);
    }
  }

  /** A lexer over well-formed UTF-8 (checked by {@link SourceText} or made by {@link Utf8}). */
  Lexer(byte[] utf8, String source) {
    this.text = utf8;
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
    byte c = text[pos];
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
        } else if (SYMBOL_BYTE[c & 0xFF]) {
          int h = c;
          pos++;
          byte b;
          while (pos < end && SYMBOL_BYTE[(b = text[pos]) & 0xFF]) {
            h = 31 * h + b; // the hash intern() would compute, while the bytes are at hand
            pos++;
          }
          symbolHash = h;
          kind = Kind.SYMBOL;
        } else {
          throw error(pos, "unexpected character " + describe(Utf8.firstCharAt(text, pos)));
        }
      }
    }
    stop = pos;
  }

  private void skipWhitespaceAndComments() {
    while (pos < end) {
      byte c = text[pos];
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
    byte k = text[pos + 1];
    int p = pos + 2;
    if (k == 'x') {
      while (p < end && isHex(text[p])) {
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
      throw error(pos, "missing digits after #" + (char) k);
    }
    if (p < end && Symbols.isSimpleSymbolChar(text[p])) {
      throw error(p, "bad digit " + describe((char) text[p]) + " in #" + (char) k + " literal");
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
    return Utf8.decode(text, start, stop - start);
  }

  /** The value of the current numeral if it has at most 9 digits (so fits an int), else -1. */
  int smallNumeral() {
    if (stop - start > 9) {
      return -1;
    }
    int v = 0;
    for (int i = start; i < stop; i++) {
      v = v * 10 + (text[i] - '0');
    }
    return v;
  }

  // ---- interned names -------------------------------------------------------------------------

  /*
   * Every distinct name gets a small id, in order of first appearance. A benchmark repeats the
   * same few symbols millions of times: one shared String each keeps the parsed script small, and
   * the id lets the parser keep what it knows about a name in an array instead of hash maps.
   * The table is open addressing over the bytes of the text itself (the first occurrence of each
   * name), so looking a name up allocates nothing.
   */

  /**
   * Two ints per slot: id + 1 (0 = empty) and the name's hash, side by side so that a probe rejects
   * other names without touching them. Power-of-two capacity, at most half full.
   */
  private int[] slots = new int[2 * 1024];

  private String[] names = new String[256];
  private int[] nameStart = new int[256];
  private int[] nameLength = new int[256];
  private int nameCount;

  /**
   * The id of the current symbol's name (without bars if quoted); for a string literal, the id of
   * its raw text, quotes included.
   */
  int symbolId() {
    if (kind == Kind.SYMBOL) {
      return intern(start, stop - start, symbolHash);
    }
    int from = kind == Kind.QUOTED_SYMBOL ? start + 1 : start;
    int len = kind == Kind.QUOTED_SYMBOL ? stop - start - 2 : stop - start;
    return intern(from, len, hash(text, from, len));
  }

  /** The current symbol's name, without bars if quoted (one shared String per name). */
  String symbolName() {
    int id = symbolId(); // first: interning may replace the names array
    return names[id];
  }

  /** The name with id {@code id}. */
  String name(int id) {
    return names[id];
  }

  /**
   * The id of {@code name} if the text had it as a symbol (or string literal), else -1; for the
   * parser to find the names of variables it binds.
   */
  int idOf(String name) {
    byte[] b = Utf8.encode(name);
    int h = hash(b, 0, b.length);
    int mask = slots.length / 2 - 1;
    for (int slot = (h ^ (h >>> 16)) & mask; slots[2 * slot] != 0; slot = (slot + 1) & mask) {
      int id = slots[2 * slot] - 1;
      int from = nameStart[id];
      if (slots[2 * slot + 1] == h
          && nameLength[id] == b.length
          && java.util.Arrays.equals(text, from, from + b.length, b, 0, b.length)) {
        return id;
      }
    }
    return -1;
  }

  private static int hash(byte[] b, int from, int len) {
    int h = 0;
    for (int i = from; i < from + len; i++) {
      h = 31 * h + b[i];
    }
    return h;
  }

  /** The id of the name in bytes {@code [from, from + len)}, whose hash is {@code h}. */
  private int intern(int from, int len, int h) {
    int mask = slots.length / 2 - 1;
    int slot = (h ^ (h >>> 16)) & mask;
    while (true) {
      int id = slots[2 * slot] - 1;
      if (id < 0) {
        return add(slot, from, len, h);
      }
      if (slots[2 * slot + 1] == h
          && nameLength[id] == len
          && sameBytes(nameStart[id], from, len)) {
        return id;
      }
      slot = (slot + 1) & mask;
    }
  }

  private boolean sameBytes(int a, int b, int len) {
    for (int i = 0; i < len; i++) {
      if (text[a + i] != text[b + i]) {
        return false;
      }
    }
    return true;
  }

  private int add(int slot, int from, int len, int h) {
    int id = nameCount++;
    if (id == names.length) {
      int n = 2 * id;
      names = java.util.Arrays.copyOf(names, n);
      nameStart = java.util.Arrays.copyOf(nameStart, n);
      nameLength = java.util.Arrays.copyOf(nameLength, n);
    }
    names[id] = Utf8.decode(text, from, len);
    nameStart[id] = from;
    nameLength[id] = len;
    slots[2 * slot] = id + 1;
    slots[2 * slot + 1] = h;
    if (nameCount > slots.length / 4) {
      rehash();
    }
    return id;
  }

  private void rehash() {
    int[] old = slots;
    slots = new int[old.length * 2];
    int mask = slots.length / 2 - 1;
    for (int i = 0; i < old.length; i += 2) {
      if (old[i] != 0) {
        int h = old[i + 1];
        int slot = (h ^ (h >>> 16)) & mask;
        while (slots[2 * slot] != 0) {
          slot = (slot + 1) & mask;
        }
        slots[2 * slot] = old[i];
        slots[2 * slot + 1] = h;
      }
    }
  }

  /** True if the current token is the (unquoted) symbol {@code s} (ASCII). */
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

  // ---- string literals ------------------------------------------------------------------------

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
      byte c = text[p];
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
      } else if (c >= 0) {
        out[n++] = c;
        p++;
      } else {
        // a character of the file itself; every Java char (up to U+FFFF) is in the SMT-LIB range,
        // and a four-byte sequence is one code point, as a surrogate pair was
        out[n++] = Utf8.codePointAt(text, p);
        p += Utf8.sequenceLength(c);
      }
    }
    return SmtString.wrap(java.util.Arrays.copyOf(out, n));
  }

  /**
   * Decodes an escape at {@code p} (which holds a backslash followed by 'u'). Returns the number of
   * bytes consumed and stores the code point in {@code out[n]}, or 0 when the characters do not
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

  private static boolean isHex(byte c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
  }

  // ---- errors ---------------------------------------------------------------------------------

  /** A positioned error at byte offset {@code offset}; the column counts chars, not bytes. */
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
    int column = Utf8.charCount(text, lineStart, limit) + 1 + Math.max(0, offset - end);
    return new InputError(source, line, column, message);
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
    return c < 0x20 || c > 0x7E ? String.format("U+%04X", (int) c) : "'" + c + "'";
  }
}
