package dev.assay.smtlib;

/**
 * A term under construction whose children are being read by {@link TermReader}: one subclass per
 * kind of parenthesised term (application, let, quantifier, match, annotation).
 */
abstract class TermFrame {
  final TermReader r;

  /** Where the term starts, for its errors. */
  int at;

  TermFrame(TermReader r, int at) {
    this.r = r;
    this.at = at;
  }

  /**
   * Takes a finished child, whose sort is in {@link TermReader#termSort}; returns true if another
   * term must be read next.
   */
  abstract boolean receive(Term child);

  /** The finished term; sets {@link TermReader#termSort} to its sort. */
  abstract Term finish();
}
