package dev.assay.horn;

import dev.assay.smtlib.Position;

/**
 * Where a mutation can apply: a node of a clause (clause index and position in its assertion), or a
 * predicate for the mutations that add a clause (clause -1, predicate index in declaration order).
 */
public record Target(int clause, Position position, int predicate) {
  public static Target node(int clause, Position position) {
    return new Target(clause, position, -1);
  }

  public static Target predicate(int index) {
    return new Target(-1, Position.ROOT, index);
  }
}
