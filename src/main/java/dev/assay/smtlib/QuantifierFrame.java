package dev.assay.smtlib;

import dev.assay.smtlib.Lexer.Kind;
import java.util.List;

/** {@code (forall ((x S) ...) body)} or {@code exists}: the variables are in scope for the body. */
final class QuantifierFrame extends TermFrame {
  private final Quantified.Quantifier quantifier;
  private final List<SortedVar> vs;
  private final Object[] saved;
  private Term body;

  QuantifierFrame(TermReader r, int at, Quantified.Quantifier quantifier, List<SortedVar> vs) {
    super(r, at);
    this.quantifier = quantifier;
    this.vs = vs;
    try {
      this.saved = r.bind(r.forBinding(vs));
    } catch (SortError e) {
      throw r.lx.error(at, e.getMessage());
    }
  }

  @Override
  boolean receive(Term child) {
    body = child;
    TermReader.unbind(saved);
    if (r.sig != null) {
      if (!Sort.BOOL.equals(r.termSort)) {
        throw r.lx.error(at, quantifier.keyword() + " body must be Bool, not " + r.termSort);
      }
    }
    if (r.lx.kind != Kind.RPAREN) {
      throw r.tokens.expected("')' closing " + quantifier.keyword());
    }
    r.lx.next();
    return false;
  }

  @Override
  Term finish() {
    r.termSort = r.sig == null ? null : Sort.BOOL;
    return new Quantified(quantifier, vs, body);
  }
}
