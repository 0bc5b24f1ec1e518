package dev.assay.smtlib;

import dev.assay.core.InputError;
import dev.assay.smtlib.Lexer.Kind;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The reader's cursor over one text: the lexer, the checks of single tokens that every part of the
 * reader shares (each failing with a positioned {@link InputError}), and the table of {@link
 * NameEntry names} by the lexer's id.
 */
final class Tokens {
  final Lexer lx;

  /** Names by the lexer's id; grown as new names appear. */
  private NameEntry[] names = new NameEntry[256];

  /** Which theory symbols declarations shadow at the current token. */
  final Shadows shadows;

  Tokens(byte[] utf8, String source) {
    this(utf8, source, Set.of());
  }

  /** Tokens of a text read after declarations that shadow the theory symbols {@code shadowed}. */
  Tokens(byte[] utf8, String source, Set<String> shadowed) {
    this.lx = new Lexer(utf8, source == null ? "<input>" : source);
    this.shadows = new Shadows(shadowed);
    lx.next();
  }

  // ---- single tokens --------------------------------------------------------------------------

  void expect(Kind k, String what) {
    if (lx.kind != k) {
      throw expected(what);
    }
  }

  /** Consumes the token here, which must be a {@code k}; else fails naming {@code what}. */
  void skip(Kind k, String what) {
    expect(k, what);
    lx.next();
  }

  /** The error for a token other than {@code what} here. */
  InputError expected(String what) {
    return lx.errorHere("expected " + what + ", found " + lx.describeToken());
  }

  void expectEnd() {
    expect(Kind.EOF, "end of input");
  }

  String symbol(String what) {
    if (lx.kind != Kind.SYMBOL && lx.kind != Kind.QUOTED_SYMBOL) {
      throw expected(what);
    }
    String s = lx.symbolName();
    lx.next();
    return s;
  }

  String keyword() {
    expect(Kind.KEYWORD, "a keyword");
    String k = lx.tokenText();
    lx.next();
    return k;
  }

  BigInteger numeral() {
    expect(Kind.NUMERAL, "a numeral");
    BigInteger n = bigInteger(lx.tokenText());
    lx.next();
    return n;
  }

  int numeralInt(String what) {
    int at = lx.start;
    BigInteger n = numeral();
    if (n.bitLength() > 31) {
      throw lx.error(at, what + " too large: " + n);
    }
    return n.intValue();
  }

  static BigInteger bigInteger(String digits) {
    return digits.length() < 18
        ? BigInteger.valueOf(Long.parseLong(digits))
        : new BigInteger(digits);
  }

  List<String> symbolList(String what) {
    skip(Kind.LPAREN, "'(' starting the " + what);
    List<String> r = new ArrayList<>();
    while (lx.kind != Kind.RPAREN) {
      r.add(symbol("a symbol"));
    }
    lx.next();
    return r;
  }

  /**
   * {@code ((item) ...)}: a list whose parentheses {@code open} and {@code close} name, of
   * parenthesised items (see {@link #groups}).
   */
  <T> List<T> groupList(String open, Supplier<T> item, String itemClose, String close) {
    skip(Kind.LPAREN, open);
    List<T> r = groups(item, itemClose);
    skip(Kind.RPAREN, close);
    return r;
  }

  /**
   * {@code (item) ...}: as long as a parenthesis opens, an item read by {@code item} between it and
   * the parenthesis that {@code itemClose} names.
   */
  <T> List<T> groups(Supplier<T> item, String itemClose) {
    List<T> r = new ArrayList<>();
    while (lx.kind == Kind.LPAREN) {
      lx.next();
      r.add(item.get());
      skip(Kind.RPAREN, itemClose);
    }
    return r;
  }

  // ---- names ----------------------------------------------------------------------------------

  /** The name of the current symbol or string literal token. */
  NameEntry name() {
    return nameById(lx.symbolId());
  }

  private NameEntry nameById(int id) {
    if (id >= names.length) {
      names = Arrays.copyOf(names, Math.max(2 * names.length, id + 1));
    }
    NameEntry n = names[id];
    if (n == null) {
      n = new NameEntry(lx.name(id));
      shadows.initialise(n);
      names[id] = n;
    }
    return n;
  }

  /**
   * The name with this text. Variables are bound by names this reader read, so the lexer knows
   * them; a text it never saw gets a name of its own, which no token can refer to.
   */
  NameEntry nameOf(String text) {
    int id = lx.idOf(text);
    if (id >= 0) {
      return nameById(id);
    }
    NameEntry n = new NameEntry(text);
    shadows.initialise(n);
    return n;
  }
}
