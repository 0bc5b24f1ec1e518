package dev.assay.smtlib;

import dev.assay.smtlib.Lexer.Kind;
import java.util.ArrayList;
import java.util.List;

/** {@code (let ((x t) ...) body)}: a parallel let, whose names come into scope for the body. */
final class LetFrame extends TermFrame {
  /** Most lets bind one or two names. */
  private final List<VarBinding> bindings = new ArrayList<>(2);

  /** The bound names and, when checking, the sorts of their terms. */
  private final List<NameEntry> boundNames = new ArrayList<>(2);

  private final List<Sort> boundSorts = new ArrayList<>(2);
  private NameEntry pending;
  private Term body;
  private Sort bodySort;
  private Object[] saved;

  LetFrame(TermReader r, int at) {
    super(r, at);
    r.tokens.skip(Kind.LPAREN, "'(' starting the let bindings");
    startBinding();
  }

  private void startBinding() {
    Tokens t = r.tokens;
    t.skip(Kind.LPAREN, "'(' starting a let binding");
    if (r.lx.kind != Kind.SYMBOL && r.lx.kind != Kind.QUOTED_SYMBOL) {
      throw t.expected("a variable name");
    }
    pending = t.name();
    r.lx.next();
  }

  @Override
  boolean receive(Term child) {
    Lexer lx = r.lx;
    if (pending != null) {
      for (int i = 0; i < boundNames.size(); i++) {
        if (boundNames.get(i) == pending) { // one NameEntry per text
          throw lx.error(at, "let binds " + Symbols.print(pending.text) + " twice");
        }
      }
      bindings.add(new VarBinding(pending.text, child));
      boundNames.add(pending);
      boundSorts.add(r.termSort);
      pending = null;
      r.tokens.skip(Kind.RPAREN, "')' closing a let binding");
      if (lx.kind == Kind.LPAREN) {
        startBinding();
        return true;
      }
      r.tokens.skip(Kind.RPAREN, "')' closing the let bindings");
      // parallel let: the names come into scope only now, for the body
      saved = new Object[2 * boundNames.size()];
      for (int i = 0; i < boundNames.size(); i++) {
        Sort s = r.sig != null ? boundSorts.get(i) : TermReader.UNCHECKED;
        TermReader.bind(boundNames.get(i), s, saved, i);
      }
      return true;
    }
    body = child;
    bodySort = r.termSort;
    if (saved != null) {
      TermReader.unbind(saved);
    }
    r.tokens.skip(Kind.RPAREN, "')' closing let");
    return false;
  }

  @Override
  Term finish() {
    r.termSort = bodySort;
    return new Let(bindings, body);
  }
}
