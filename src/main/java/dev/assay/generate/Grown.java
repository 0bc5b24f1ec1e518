package dev.assay.generate;

import dev.assay.semantics.Value;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.Term;
import java.util.List;

/**
 * A generated term with its sort and its value under the planted model, computed bottom-up by the
 * evaluator's operators as the term grows (so operands can be chosen for what they evaluate to: an
 * index one past the end of the string it indexes, a member of the language it is tested against).
 */
record Grown(Term term, Sort sort, Value value) {

  /** A declared constant (or a nullary constructor) of sort {@code s}. */
  static Grown symbol(Term t, Sort s, Value v) {
    return new Grown(t, s, v);
  }

  /** A literal: the term a value prints as. */
  static Grown literal(Term t, Sort s, Value v) {
    return new Grown(t, s, v);
  }

  /** An application node {@code t} over {@code args}. */
  static Grown node(Term t, Sort s, Value v, List<Grown> args) {
    return new Grown(t, s, v);
  }
}
