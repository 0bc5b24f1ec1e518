package dev.assay.smtlib;

import java.util.List;

/**
 * An SMT-LIB term (SMT-LIB 2.6, §3.6). Records named after the grammar; immutable and structurally
 * equal. Generic access through {@link #children()} and {@link #withChildren(List)} lets rewriters
 * work without per-node code; {@link #bindsChildren()} says which children are in the scope of
 * variables the node binds.
 */
public sealed interface Term permits Leaf, Application, Let, Quantified, Match, Annotated {

  <R> R accept(TermVisitor<R> visitor);

  /** The direct subterms, in source order. */
  List<Term> children();

  /** The same node with new children (same count and order as {@link #children()}). */
  Term withChildren(List<Term> children);

  /**
   * For each child, whether it lies in the scope of variables this node binds (a {@code let} body,
   * a quantifier body, a match case body). Default: none.
   */
  default boolean bindsChild(int index) {
    return false;
  }
}
