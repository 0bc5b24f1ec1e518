package dev.assay.smtlib;

import dev.assay.smtlib.Lexer.Kind;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads sorts, identifiers ({@code (_ f i...)}, {@code (as f S)}) and sorted-variable lists. Sorts
 * nest far less than terms, so they are read by recursion with a depth limit.
 */
final class SortReader {
  private static final int MAX_SORT_DEPTH = 500;

  private final Tokens tokens;
  private final Lexer lx;

  SortReader(Tokens tokens) {
    this.tokens = tokens;
    this.lx = tokens.lx;
  }

  Sort sort() {
    return sort(0);
  }

  private Sort sort(int depth) {
    if (depth > MAX_SORT_DEPTH) {
      throw lx.errorHere("sort nested too deeply");
    }
    if (lx.kind == Kind.SYMBOL || lx.kind == Kind.QUOTED_SYMBOL) {
      NameEntry n = tokens.name();
      lx.next();
      if (n.simpleSort == null) {
        n.simpleSort = Sort.simple(n.text);
      }
      return n.simpleSort;
    }
    tokens.skip(Kind.LPAREN, "a sort");
    Identifier id;
    if (lx.isSymbol("_")) {
      lx.next();
      id = indexedRest();
      return new Sort(id, List.of());
    }
    id = Identifier.of(tokens.symbol("a sort name"));
    List<Sort> args = new ArrayList<>();
    while (lx.kind != Kind.RPAREN) {
      args.add(sort(depth + 1));
    }
    lx.next();
    if (args.isEmpty()) {
      throw lx.errorHere("a parameterised sort needs arguments");
    }
    return new Sort(id, args);
  }

  /** After {@code (_}: the symbol, its indices and the closing parenthesis. */
  Identifier indexedRest() {
    String s = tokens.symbol("an indexed identifier's symbol");
    List<Index> idx = new ArrayList<>();
    while (lx.kind != Kind.RPAREN) {
      if (lx.kind == Kind.NUMERAL) {
        idx.add(new Index.Numeral(tokens.numeral()));
      } else if (lx.kind == Kind.SYMBOL || lx.kind == Kind.QUOTED_SYMBOL) {
        idx.add(new Index.Symbol(tokens.symbol("an index")));
      } else if (lx.kind == Kind.HEX) {
        idx.add(new Index.Symbol(lx.tokenText()));
        lx.next();
      } else {
        throw tokens.expected("an index");
      }
    }
    lx.next();
    if (idx.isEmpty()) {
      throw lx.errorHere("an indexed identifier needs at least one index");
    }
    return new Identifier(s, idx);
  }

  /** A qualified identifier starting at '(' (current token is after it): (as ..) or (_ ..). */
  QualIdentifier parenthesisedIdentifier() {
    if (lx.isSymbol("_")) {
      lx.next();
      return new QualIdentifier(indexedRest(), null);
    }
    if (lx.isSymbol("as")) {
      lx.next();
      Identifier id;
      if (lx.kind == Kind.LPAREN) {
        lx.next();
        if (!lx.isSymbol("_")) {
          throw lx.errorHere("expected '_' of an indexed identifier");
        }
        lx.next();
        id = indexedRest();
      } else {
        id = Identifier.of(tokens.symbol("an identifier"));
      }
      Sort s = sort(0);
      tokens.skip(Kind.RPAREN, "')' closing as");
      return new QualIdentifier(id, s);
    }
    throw tokens.expected("a function symbol");
  }

  /** {@code ((x S) ...)}. */
  List<SortedVar> sortedVars() {
    return tokens.groupList(
        "'(' starting the variable list",
        () -> new SortedVar(tokens.symbol("a variable name"), sort(0)),
        "')' closing a sorted variable",
        "')' closing the variable list");
  }
}
