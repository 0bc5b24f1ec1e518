package dev.assay.smtlib;

import java.nio.charset.StandardCharsets;

/**
 * The byte encoding the {@link Lexer} reads: UTF-8, generalised so that a Java string round-trips
 * exactly. A lone surrogate (possible in a Java string, never in a file that passed {@link
 * SourceText}'s strict check) is written as its own three-byte sequence, as any other char of the
 * Basic Multilingual Plane, instead of being replaced by {@code '?'} as {@link String#getBytes}
 * would do. Decoding assumes well-formed input and does not validate it again.
 */
final class Utf8 {
  private Utf8() {}

  /** The bytes of {@code s}: a surrogate pair as one 4-byte sequence, a lone surrogate as 3. */
  static byte[] encode(String s) {
    int n = s.length();
    int size = 0;
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (c < 0x80) {
        size++;
      } else if (c < 0x800) {
        size += 2;
      } else if (isPair(s, i)) {
        size += 4;
        i++;
      } else {
        size += 3;
      }
    }
    if (size == n) {
      return s.getBytes(StandardCharsets.US_ASCII); // all ASCII: the library's fast path
    }
    byte[] b = new byte[size];
    int p = 0;
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (c < 0x80) {
        b[p++] = (byte) c;
      } else if (c < 0x800) {
        b[p++] = (byte) (0xC0 | c >> 6);
        b[p++] = (byte) (0x80 | c & 0x3F);
      } else if (isPair(s, i)) {
        int cp = Character.toCodePoint(c, s.charAt(++i));
        b[p++] = (byte) (0xF0 | cp >> 18);
        b[p++] = (byte) (0x80 | cp >> 12 & 0x3F);
        b[p++] = (byte) (0x80 | cp >> 6 & 0x3F);
        b[p++] = (byte) (0x80 | cp & 0x3F);
      } else {
        b[p++] = (byte) (0xE0 | c >> 12);
        b[p++] = (byte) (0x80 | c >> 6 & 0x3F);
        b[p++] = (byte) (0x80 | c & 0x3F);
      }
    }
    return b;
  }

  private static boolean isPair(String s, int i) {
    return Character.isHighSurrogate(s.charAt(i))
        && i + 1 < s.length()
        && Character.isLowSurrogate(s.charAt(i + 1));
  }

  /** Number of bytes of the sequence starting with lead byte {@code b}. */
  static int sequenceLength(byte b) {
    if (b >= 0) {
      return 1;
    }
    if ((b & 0xE0) == 0xC0) {
      return 2;
    }
    return (b & 0xF0) == 0xE0 ? 3 : 4;
  }

  /** The code point (or lone surrogate) encoded at {@code p}. */
  static int codePointAt(byte[] b, int p) {
    int lead = b[p];
    if (lead >= 0) {
      return lead;
    }
    return switch (sequenceLength(b[p])) {
      case 2 -> (lead & 0x1F) << 6 | b[p + 1] & 0x3F;
      case 3 -> (lead & 0x0F) << 12 | (b[p + 1] & 0x3F) << 6 | b[p + 2] & 0x3F;
      default ->
          (lead & 0x07) << 18 | (b[p + 1] & 0x3F) << 12 | (b[p + 2] & 0x3F) << 6 | b[p + 3] & 0x3F;
    };
  }

  /** The first UTF-16 unit of the character at {@code p} (the high surrogate of a pair). */
  static char firstCharAt(byte[] b, int p) {
    int cp = codePointAt(b, p);
    return Character.isBmpCodePoint(cp) ? (char) cp : Character.highSurrogate(cp);
  }

  /** Number of UTF-16 units (Java chars) that the bytes {@code [from, to)} decode to. */
  static int charCount(byte[] b, int from, int to) {
    int n = 0;
    for (int i = from; i < to; i++) {
      int x = b[i] & 0xFF;
      if (x < 0x80 || x >= 0xC0) {
        n += x >= 0xF0 ? 2 : 1; // one per lead byte, two for a four-byte sequence
      }
    }
    return n;
  }

  /** The Java string of the bytes {@code [from, from + len)}. */
  static String decode(byte[] b, int from, int len) {
    int to = from + len;
    int i = from;
    while (i < to && b[i] >= 0) {
      i++;
    }
    if (i == to) {
      return new String(b, from, len, StandardCharsets.ISO_8859_1); // ASCII: a plain copy
    }
    char[] chars = new char[charCount(b, from, to)];
    int n = 0;
    for (int p = from; p < to; p += sequenceLength(b[p])) {
      n += Character.toChars(codePointAt(b, p), chars, n);
    }
    return new String(chars, 0, n);
  }
}
