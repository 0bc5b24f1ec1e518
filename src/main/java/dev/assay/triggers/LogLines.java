package dev.assay.triggers;

import java.io.IOException;
import java.io.Reader;
import java.util.Arrays;
import java.util.Map;

/**
 * The lines of a long log read into one reusable buffer, a line becoming a string only when asked
 * for: Z3's trace log of a few seconds has millions of lines, and the ones that matter are read
 * token by token in place. Ids are read as numbers: {@code #n} as {@code n}, any other token as a
 * negative number of its own ({@code otherIds}).
 */
final class LogLines {
  private final Reader in;
  private char[] buf = new char[1 << 16];
  private int len;
  private boolean eof;

  /**
   * The current line is {@code [start, end)}; the cursor is at {@code pos}; the next at {@code
   * next}.
   */
  private int start;

  private int end;
  private int pos;
  private int next;

  LogLines(Reader in) {
    this.in = in;
  }

  /** Moves to the next line; false at the end of the log. */
  boolean next() throws IOException {
    start = next;
    int scan = start;
    while (true) {
      for (int i = scan; i < len; i++) {
        if (buf[i] == '\n') {
          return at(i, i + 1);
        }
      }
      scan = len;
      if (eof) {
        return start < len && at(len, len);
      }
      if (start > 0) { // keep the line begun so far at the front
        System.arraycopy(buf, start, buf, 0, len - start);
        len -= start;
        scan -= start;
        next -= start;
        start = 0;
      }
      if (len == buf.length) {
        buf = Arrays.copyOf(buf, buf.length * 2);
      }
      int r = in.read(buf, len, buf.length - len);
      if (r < 0) {
        eof = true;
      } else {
        len += r;
      }
    }
  }

  private boolean at(int lineEnd, int nextLine) {
    end = lineEnd > start && buf[lineEnd - 1] == '\r' ? lineEnd - 1 : lineEnd;
    next = nextLine;
    pos = start;
    return true;
  }

  boolean startsWith(char[] prefix) {
    if (end - start < prefix.length) {
      return false;
    }
    for (int i = 0; i < prefix.length; i++) {
      if (buf[start + i] != prefix[i]) {
        return false;
      }
    }
    return true;
  }

  void skip(int chars) {
    pos = Math.min(end, pos + chars);
  }

  /** The whole line. */
  String text() {
    return new String(buf, start, end - start);
  }

  /** The next token as one shared copy per distinct text ({@code names}), or null at the end. */
  String word(Map<String, String> names) {
    int from = tokenStart();
    if (from == end) {
      return null;
    }
    String w = new String(buf, from, pos - from);
    String known = names.putIfAbsent(w, w);
    return known == null ? w : known;
  }

  /** The next token as an id, or {@link InstanceTrace#NONE} at the end of the line. */
  int id(Map<String, Integer> otherIds) {
    int from = tokenStart();
    if (from == end) {
      return InstanceTrace.NONE;
    }
    int n = number(from, pos);
    return n >= 0 ? n : other(new String(buf, from, pos - from), otherIds);
  }

  /** The rest of the line's tokens as ids. */
  int[] ids(Map<String, Integer> otherIds) {
    int[] out = new int[4];
    int k = 0;
    for (int id = id(otherIds); id != InstanceTrace.NONE; id = id(otherIds)) {
      if (k == out.length) {
        out = Arrays.copyOf(out, k * 2);
      }
      out[k++] = id;
    }
    return Arrays.copyOf(out, k);
  }

  /** The id of a token already split off a line. */
  static int id(String token, Map<String, Integer> otherIds) {
    char[] c = token.toCharArray();
    int n = number(c, 0, c.length);
    return n >= 0 ? n : other(token, otherIds);
  }

  private static int other(String token, Map<String, Integer> otherIds) {
    return otherIds.computeIfAbsent(token, t -> -2 - otherIds.size());
  }

  /** Skips blanks and moves past the next token; returns where it starts. */
  private int tokenStart() {
    while (pos < end && buf[pos] == ' ') {
      pos++;
    }
    int from = pos;
    while (pos < end && buf[pos] != ' ') {
      pos++;
    }
    return from;
  }

  private int number(int from, int to) {
    return number(buf, from, to);
  }

  /** {@code #n} with at most nine digits as n, else -1. */
  private static int number(char[] c, int from, int to) {
    if (to - from < 2 || to - from > 10 || c[from] != '#') {
      return -1;
    }
    int n = 0;
    for (int i = from + 1; i < to; i++) {
      char d = c[i];
      if (d < '0' || d > '9') {
        return -1;
      }
      n = n * 10 + (d - '0');
    }
    return n;
  }
}
