package dev.assay.smtlib;

import dev.assay.smtlib.Lexer.Kind;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code (match t ((pattern body) ...))}: a case's pattern variables are in scope for its body, and
 * all bodies have one sort.
 */
final class MatchFrame extends TermFrame {
  private Term scrutinee;
  private Sort scrutineeSort;
  private final List<MatchCase> cases = new ArrayList<>();
  private String constructor;
  private List<String> patternVars;
  private Object[] saved;
  private Sort resultSort;

  MatchFrame(TermReader r, int at) {
    super(r, at);
  }

  @Override
  boolean receive(Term child) {
    Lexer lx = r.lx;
    if (scrutinee == null) {
      scrutinee = child;
      scrutineeSort = r.termSort;
      r.tokens.skip(Kind.LPAREN, "'(' starting the match cases");
      startCase();
      return true;
    }
    if (saved != null) {
      TermReader.unbind(saved);
      saved = null;
    }
    if (r.sig != null) {
      if (resultSort != null && !resultSort.equals(r.termSort)) {
        throw lx.error(
            at, "match cases have different sorts: " + resultSort + " and " + r.termSort);
      }
      resultSort = r.termSort;
    }
    cases.add(new MatchCase(constructor, patternVars, child));
    r.tokens.skip(Kind.RPAREN, "')' closing a match case");
    if (lx.kind == Kind.LPAREN) {
      startCase();
      return true;
    }
    r.tokens.skip(Kind.RPAREN, "')' closing the match cases");
    r.tokens.skip(Kind.RPAREN, "')' closing match");
    return false;
  }

  private void startCase() {
    Lexer lx = r.lx;
    Tokens t = r.tokens;
    int cat = lx.start;
    t.skip(Kind.LPAREN, "'(' starting a match case");
    String symbol;
    if (lx.kind == Kind.LPAREN) {
      lx.next();
      symbol = t.symbol("a constructor");
      List<String> vs = new ArrayList<>();
      while (lx.kind != Kind.RPAREN) {
        vs.add(t.symbol("a pattern variable"));
      }
      lx.next();
      patternVars = vs;
    } else {
      symbol = t.symbol("a pattern");
      patternVars = List.of();
    }
    // a constructor may shadow a theory symbol; a variable pattern keeps its own name
    constructor = r.shadowedName(symbol);
    Signature sig = r.sig;
    if (sig == null) {
      List<SortedVar> bound = new ArrayList<>();
      for (String v : patternVars) {
        bound.add(new SortedVar(v, TermReader.UNCHECKED));
      }
      if (patternVars.isEmpty() && constructor.equals(symbol)) {
        bound.add(new SortedVar(symbol, TermReader.UNCHECKED)); // a variable or a constructor
      }
      saved = r.bind(bound);
    } else {
      List<SortedVar> bound = new ArrayList<>();
      Signature.ConstructorSymbol c = sig.constructor(constructor);
      if (c == null) {
        if (!patternVars.isEmpty()) {
          throw lx.error(cat, "unknown constructor " + constructor);
        }
        constructor = symbol;
        bound.add(new SortedVar(constructor, scrutineeSort)); // a variable pattern
      } else {
        if (c.selectors().size() != patternVars.size()) {
          throw lx.error(
              cat, "constructor " + constructor + " has " + c.selectors().size() + " field(s)");
        }
        for (int i = 0; i < patternVars.size(); i++) {
          bound.add(new SortedVar(patternVars.get(i), sig.resolve(c.selectors().get(i).sort())));
        }
      }
      saved = r.bind(bound);
    }
  }

  @Override
  Term finish() {
    r.termSort = resultSort;
    return new Match(scrutinee, cases);
  }
}
