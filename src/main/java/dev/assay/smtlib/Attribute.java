package dev.assay.smtlib;

import java.math.BigInteger;
import java.util.List;

/**
 * A term attribute of {@code (! term attribute+)}. The ones that change what a solver does are
 * typed records; anything else is kept as {@link Other} so scripts round-trip.
 */
public sealed interface Attribute {
  /** The attribute's terms (patterns), in order; empty for the others. */
  default List<Term> terms() {
    return List.of();
  }

  /** The same attribute with new terms (same count as {@link #terms()}). */
  default Attribute withTerms(List<Term> terms) {
    if (!terms.isEmpty()) {
      throw new IllegalArgumentException("attribute has no terms");
    }
    return this;
  }

  /** {@code :named name}: names the term (used by unsat cores). */
  record Named(String name) implements Attribute {}

  /** {@code :pattern (t1 ... tn)}: one multi-pattern (trigger). */
  record Pattern(List<Term> patterns) implements Attribute {
    public Pattern {
      patterns = List.copyOf(patterns);
      if (patterns.isEmpty()) {
        throw new IllegalArgumentException(":pattern needs at least one term");
      }
    }

    @Override
    public List<Term> terms() {
      return patterns;
    }

    @Override
    public Attribute withTerms(List<Term> terms) {
      return new Pattern(terms);
    }
  }

  /** {@code :no-pattern t}. */
  record NoPattern(Term term) implements Attribute {
    @Override
    public List<Term> terms() {
      return List.of(term);
    }

    @Override
    public Attribute withTerms(List<Term> terms) {
      return new NoPattern(terms.get(0));
    }
  }

  /** {@code :qid name}: the quantifier's identifier in solver statistics. */
  record Qid(String name) implements Attribute {}

  /** {@code :weight n}. */
  record Weight(BigInteger value) implements Attribute {}

  /** Any other attribute: a keyword (with its colon) and an optional value (null if absent). */
  record Other(String keyword, SExpr value) implements Attribute {
    public Other {
      if (keyword == null || !keyword.startsWith(":")) {
        throw new IllegalArgumentException("attribute keyword must start with ':'");
      }
    }
  }
}
