package dev.assay.smtlib;

import java.util.Arrays;

/**
 * An SMT-LIB string value: a sequence of code points in {@code [0, 0x2FFFF]} (Unicode Strings
 * theory). Kept as code points, not a Java {@link String}, so that a lone surrogate such as U+D800
 * followed by U+DC00 stays two characters.
 */
public final class SmtString extends IntArrayValue<SmtString> {
  /** Largest code point of the SMT-LIB string alphabet. */
  public static final int MAX_CODE_POINT = 0x2FFFF;

  public static final SmtString EMPTY = new SmtString(new int[0]);

  private final int[] codePoints;

  private SmtString(int[] codePoints) {
    this.codePoints = codePoints;
  }

  /** A string of the given code points, each of which must be in range. */
  public static SmtString of(int... codePoints) {
    for (int c : codePoints) {
      if (c < 0 || c > MAX_CODE_POINT) {
        throw new IllegalArgumentException("code point out of range: " + c);
      }
    }
    return codePoints.length == 0 ? EMPTY : new SmtString(codePoints.clone());
  }

  /** Takes ownership of the array (callers must not modify it afterwards). */
  static SmtString wrap(int[] codePoints) {
    return codePoints.length == 0 ? EMPTY : new SmtString(codePoints);
  }

  /** The code points of a Java string (surrogate pairs become one code point). */
  public static SmtString fromJava(String s) {
    return wrap(s.codePoints().toArray());
  }

  public int length() {
    return codePoints.length;
  }

  public int charAt(int i) {
    return codePoints[i];
  }

  public int[] toArray() {
    return codePoints.clone();
  }

  public SmtString substring(int from, int to) {
    return wrap(Arrays.copyOfRange(codePoints, from, to));
  }

  public SmtString concat(SmtString other) {
    if (other.codePoints.length == 0) {
      return this;
    }
    if (codePoints.length == 0) {
      return other;
    }
    int[] r = Arrays.copyOf(codePoints, codePoints.length + other.codePoints.length);
    System.arraycopy(other.codePoints, 0, r, codePoints.length, other.codePoints.length);
    return new SmtString(r);
  }

  /** First index {@code >= from} where {@code pattern} occurs, or -1. */
  public int indexOf(SmtString pattern, int from) {
    int n = codePoints.length;
    int m = pattern.codePoints.length;
    outer:
    for (int i = Math.max(0, from); i + m <= n; i++) {
      for (int j = 0; j < m; j++) {
        if (codePoints[i + j] != pattern.codePoints[j]) {
          continue outer;
        }
      }
      return i;
    }
    return -1;
  }

  public boolean startsWith(SmtString prefix) {
    return prefix.length() <= length() && indexOfAt(prefix, 0);
  }

  public boolean endsWith(SmtString suffix) {
    return suffix.length() <= length() && indexOfAt(suffix, length() - suffix.length());
  }

  private boolean indexOfAt(SmtString p, int at) {
    for (int j = 0; j < p.codePoints.length; j++) {
      if (codePoints[at + j] != p.codePoints[j]) {
        return false;
      }
    }
    return true;
  }

  /** The Java string with these code points (printable form is {@link #toLiteral()}). */
  public String toJava() {
    return new String(codePoints, 0, codePoints.length);
  }

  /**
   * The SMT-LIB 2.6 string literal (with quotes): printable ASCII as is, {@code "} doubled, and
   * every other code point (and the backslash that would start an escape) as a braced unicode
   * escape.
   */
  public String toLiteral() {
    StringBuilder sb = new StringBuilder(codePoints.length + 2).append('"');
    for (int i = 0; i < codePoints.length; i++) {
      int c = codePoints[i];
      if (c == '"') {
        sb.append("\"\"");
      } else if (c == '\\' && escapeFollows(i)) {
        sb.append("\\u{5c}");
      } else if (c >= 0x20 && c <= 0x7E) {
        sb.append((char) c);
      } else {
        sb.append("\\u{").append(Integer.toHexString(c)).append('}');
      }
    }
    return sb.append('"').toString();
  }

  /** A backslash is printed escaped only where the characters after it would read as an escape. */
  private boolean escapeFollows(int i) {
    return i + 1 < codePoints.length && codePoints[i + 1] == 'u';
  }

  /** The ints whose equality, hash and order are this value's ({@link IntArrayValue}). */
  @Override
  protected int[] ints() {
    return codePoints;
  }

  @Override
  public String toString() {
    return toLiteral();
  }
}
