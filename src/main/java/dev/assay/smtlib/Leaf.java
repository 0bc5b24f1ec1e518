package dev.assay.smtlib;

import java.util.List;

/** A term without subterms: a literal ({@link SpecConstant}) or an identifier. */
public sealed interface Leaf extends Term permits SpecConstant, QualIdentifier {
  @Override
  default List<Term> children() {
    return List.of();
  }

  @Override
  default Term withChildren(List<Term> children) {
    if (!children.isEmpty()) {
      throw new IllegalArgumentException(
          (this instanceof QualIdentifier ? "an identifier" : "a constant") + " has no children");
    }
    return this;
  }
}
