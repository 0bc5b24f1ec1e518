package dev.assay.semantics;

import dev.assay.smtlib.SmtString;
import java.math.BigInteger;

/**
 * The functions of the SMT-LIB 2.6 Unicode Strings theory on values, each exactly as the theory
 * file defines it (comments quote the defining case). Integer arguments are unbounded: an index
 * beyond the int range is simply out of range.
 */
public final class StringOps {
  private StringOps() {}

  private static final BigInteger MINUS_ONE = BigInteger.ONE.negate();

  /** Index as int if {@code 0 <= i <= limit}, else -1. */
  private static int inRange(BigInteger i, int limit) {
    return i.signum() < 0 || i.compareTo(BigInteger.valueOf(limit)) > 0 ? -1 : i.intValue();
  }

  /** {@code str.at}: {@code (str.substr s i 1)}. */
  public static SmtString at(SmtString s, BigInteger i) {
    return substr(s, i, BigInteger.ONE);
  }

  /**
   * {@code str.substr}: the w₂ with w = w₁w₂w₃, |w₁| = m, |w₂| = min(n, |w| - m) if 0 ≤ m < |w| and
   * 0 < n; ε otherwise.
   */
  public static SmtString substr(SmtString s, BigInteger m, BigInteger n) {
    int start = inRange(m, s.length() - 1);
    if (start < 0 || n.signum() <= 0) {
      return SmtString.EMPTY;
    }
    int available = s.length() - start;
    int len = n.compareTo(BigInteger.valueOf(available)) >= 0 ? available : n.intValue();
    return s.substring(start, start + len);
  }

  /** {@code (str.prefixof s t)}: s is a prefix of t. */
  public static boolean prefixOf(SmtString s, SmtString t) {
    return t.startsWith(s);
  }

  /** {@code (str.suffixof s t)}: s is a suffix of t. */
  public static boolean suffixOf(SmtString s, SmtString t) {
    return t.endsWith(s);
  }

  /** {@code (str.contains s t)}: t occurs in s. */
  public static boolean contains(SmtString s, SmtString t) {
    return s.indexOf(t, 0) >= 0;
  }

  /**
   * {@code (str.indexof s t i)}: the first position ≥ i where t occurs in s, if 0 ≤ i ≤ |s|; -1
   * otherwise or if there is none. An empty t gives i for every i in range.
   */
  public static BigInteger indexOf(SmtString s, SmtString t, BigInteger i) {
    int from = inRange(i, s.length());
    if (from < 0) {
      return MINUS_ONE;
    }
    return BigInteger.valueOf(s.indexOf(t, from));
  }

  /**
   * {@code (str.replace s t u)}: s if t does not occur in s, else the first occurrence of t
   * replaced by u; an empty t occurs at 0, so the result is {@code u ++ s}.
   */
  public static SmtString replace(SmtString s, SmtString t, SmtString u) {
    int at = s.indexOf(t, 0);
    if (at < 0) {
      return s;
    }
    return s.substring(0, at).concat(u).concat(s.substring(at + t.length(), s.length()));
  }

  /**
   * {@code (str.replace_all s t u)}: s if t is empty or does not occur; else every occurrence, left
   * to right and not overlapping, replaced by u.
   */
  public static SmtString replaceAll(SmtString s, SmtString t, SmtString u) {
    if (t.length() == 0) {
      return s;
    }
    SmtString out = SmtString.EMPTY;
    int pos = 0;
    while (true) {
      int at = s.indexOf(t, pos);
      if (at < 0) {
        return out.concat(s.substring(pos, s.length()));
      }
      out = out.concat(s.substring(pos, at)).concat(u);
      pos = at + t.length();
    }
  }

  /**
   * {@code (str.replace_re s r u)}: the shortest leftmost match of r in s replaced by u; s if there
   * is none. The empty word may match: if ε ∈ L(r) the result is {@code u ++ s}.
   */
  public static SmtString replaceRe(SmtString s, Regex r, SmtString u, RegexMatcher m) {
    int[] hit = m.leftmostShortest(r, s, 0, false);
    if (hit == null) {
      return s;
    }
    return s.substring(0, hit[0]).concat(u).concat(s.substring(hit[1], s.length()));
  }

  /**
   * {@code (str.replace_re_all s r u)}: left to right, each shortest non-empty match of r replaced
   * by u.
   */
  public static SmtString replaceReAll(SmtString s, Regex r, SmtString u, RegexMatcher m) {
    SmtString out = SmtString.EMPTY;
    int pos = 0;
    while (true) {
      int[] hit = m.leftmostShortest(r, s, pos, true);
      if (hit == null) {
        return out.concat(s.substring(pos, s.length()));
      }
      out = out.concat(s.substring(pos, hit[0])).concat(u);
      pos = hit[1];
    }
  }

  /** {@code str.is_digit}: s is one character in {@code "0".."9"}. */
  public static boolean isDigit(SmtString s) {
    return s.length() == 1 && s.charAt(0) >= '0' && s.charAt(0) <= '9';
  }

  /** {@code str.to_code}: the code point of a one-character string, else -1. */
  public static BigInteger toCode(SmtString s) {
    return s.length() == 1 ? BigInteger.valueOf(s.charAt(0)) : MINUS_ONE;
  }

  /** {@code str.from_code}: the one-character string of n if 0 ≤ n ≤ 0x2FFFF, else ε. */
  public static SmtString fromCode(BigInteger n) {
    int c = inRange(n, SmtString.MAX_CODE_POINT);
    return c < 0 ? SmtString.EMPTY : SmtString.of(c);
  }

  /**
   * {@code str.to_int}: the number the decimal digits of s denote (leading zeros allowed); -1 if s
   * is empty or has a non-digit.
   */
  public static BigInteger toInt(SmtString s) {
    if (s.length() == 0) {
      return MINUS_ONE;
    }
    StringBuilder digits = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); i++) {
      int c = s.charAt(i);
      if (c < '0' || c > '9') {
        return MINUS_ONE;
      }
      digits.append((char) c);
    }
    return new BigInteger(digits.toString());
  }

  /** {@code str.from_int}: the decimal digits of n ≥ 0 without leading zeros; ε if n < 0. */
  public static SmtString fromInt(BigInteger n) {
    return n.signum() < 0 ? SmtString.EMPTY : SmtString.fromJava(n.toString());
  }

  /** {@code str.<}: strictly before in the lexicographic order of code points. */
  public static boolean lessThan(SmtString s, SmtString t) {
    return s.compareTo(t) < 0;
  }

  /** {@code str.<=}: equal or before. */
  public static boolean lessOrEqual(SmtString s, SmtString t) {
    return s.compareTo(t) <= 0;
  }
}
