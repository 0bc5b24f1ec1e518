package dev.assay.weakening;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.Term;
import java.util.List;

/**
 * The first or last operand of an n-ary application glued on, taken off and compared: rule (11)
 * with f = (· ++ s3) and the concatenation homomorphisms of Definition 4 carry a relation through
 * the same gluing of a string, rule (29) through the same summand.
 */
final class Pieces {
  private Pieces() {}

  /** {@code (str.++ u t)} ({@code prefix}) or {@code (str.++ t u)}. */
  static Term glue(Term u, Term t, boolean prefix) {
    return prefix ? Make.app("str.++", u, t) : Make.app("str.++", t, u);
  }

  /** A concatenation without its first ({@code prefix}) or last piece. */
  static Term unglue(Term t, boolean prefix) {
    List<Term> parts = t.children();
    return prefix
        ? Make.concat(parts.subList(1, parts.size()))
        : Make.concat(parts.subList(0, parts.size() - 1));
  }

  /**
   * True if the site's first two operands are concatenations of at least two pieces with the same
   * first ({@code prefix}) or last piece.
   */
  static boolean common(Site s, boolean prefix) {
    return sameEnd(s.childTerm(0), s.childTerm(1), "str.++", prefix);
  }

  /**
   * True if {@code x} and {@code y} are applications of {@code op} with at least two operands and
   * the same first ({@code first}) or last operand.
   */
  static boolean sameEnd(Term x, Term y, String op, boolean first) {
    if (!(x instanceof Application a)
        || !(y instanceof Application b)
        || !a.name().equals(op)
        || !b.name().equals(op)
        || a.args().size() < 2
        || b.args().size() < 2) {
      return false;
    }
    Term pa = first ? a.arg(0) : a.arg(a.args().size() - 1);
    Term pb = first ? b.arg(0) : b.arg(b.args().size() - 1);
    return pa.equals(pb);
  }
}
