package dev.assay.smtlib;

import dev.assay.smtlib.Lexer.Kind;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code (! t attr ...)}: typed attributes, where {@code :pattern} and {@code :no-pattern} hold
 * terms, and {@code :named} declares its name.
 */
final class AnnotationFrame extends TermFrame {
  private Term inner;
  private Sort innerSort;
  private final List<Attribute> attributes = new ArrayList<>();

  /** Collecting the terms of a :pattern, or null. */
  private List<Term> patternTerms;

  private boolean noPattern;

  AnnotationFrame(TermReader r, int at) {
    super(r, at);
  }

  @Override
  boolean receive(Term child) {
    if (inner == null) {
      inner = child;
      innerSort = r.termSort;
    } else if (noPattern) {
      attributes.add(new Attribute.NoPattern(child));
      noPattern = false;
    } else {
      patternTerms.add(child);
      if (r.lx.kind != Kind.RPAREN) {
        return true;
      }
      r.lx.next();
      attributes.add(new Attribute.Pattern(patternTerms));
      patternTerms = null;
    }
    return readAttributes();
  }

  /** Reads attributes until one needs terms (returns true) or the closing ')'. */
  private boolean readAttributes() {
    Lexer lx = r.lx;
    Tokens t = r.tokens;
    while (lx.kind == Kind.KEYWORD) {
      String kw = lx.tokenText();
      int kat = lx.start;
      lx.next();
      switch (kw) {
        case ":pattern" -> {
          t.skip(Kind.LPAREN, "'(' starting the pattern terms");
          if (lx.kind == Kind.RPAREN) {
            throw lx.error(kat, ":pattern needs at least one term");
          }
          patternTerms = new ArrayList<>();
          return true;
        }
        case ":no-pattern" -> {
          noPattern = true;
          return true;
        }
        case ":named" -> {
          String name = t.symbol("a name after :named");
          attributes.add(new Attribute.Named(Shadowing.declaredName(name)));
        }
        case ":qid" -> attributes.add(new Attribute.Qid(attrSymbol()));
        case ":weight" -> attributes.add(new Attribute.Weight(t.numeral()));
        default -> {
          SExpr value =
              lx.kind == Kind.KEYWORD || lx.kind == Kind.RPAREN ? null : SExprReader.read(lx);
          attributes.add(new Attribute.Other(kw, value));
        }
      }
    }
    t.skip(Kind.RPAREN, "an attribute or ')' closing !");
    if (attributes.isEmpty()) {
      throw lx.error(at, "! needs at least one attribute");
    }
    return false;
  }

  private String attrSymbol() {
    if (r.lx.kind == Kind.NUMERAL) {
      String s = r.lx.tokenText();
      r.lx.next();
      return s;
    }
    return r.tokens.symbol("a symbol after :qid");
  }

  @Override
  Term finish() {
    for (Attribute a : attributes) {
      if (a instanceof Attribute.Named n) {
        // a :named term is a nullary function from here on (SMT-LIB 2.6, §4.2.1)
        if (r.sig != null) {
          try {
            r.sig.declareFunction(n.name(), List.of(), innerSort);
          } catch (SortError e) {
            throw r.lx.error(at, e.getMessage());
          }
        }
        r.beginShadowing(Shadowing.theorySymbol(n.name()));
      }
    }
    r.termSort = innerSort;
    return new Annotated(inner, attributes);
  }
}
