package dev.assay.smtlib;

import java.util.ArrayList;
import java.util.List;

/** {@code (! term attribute+)}. */
public record Annotated(Term term, List<Attribute> attributes) implements Term {
  public Annotated {
    if (term == null) {
      throw new NullPointerException("term");
    }
    attributes = List.copyOf(attributes);
    if (attributes.isEmpty()) {
      throw new IllegalArgumentException("! needs at least one attribute");
    }
  }

  @Override
  public <R> R accept(TermVisitor<R> visitor) {
    return visitor.visitAnnotated(this);
  }

  /** The annotated term, then the terms of every attribute (patterns), in order. */
  @Override
  public List<Term> children() {
    List<Term> c = new ArrayList<>();
    c.add(term);
    for (Attribute a : attributes) {
      c.addAll(a.terms());
    }
    return c;
  }

  @Override
  public Term withChildren(List<Term> children) {
    List<Attribute> na = new ArrayList<>(attributes.size());
    int k = 1;
    for (Attribute a : attributes) {
      int n = a.terms().size();
      na.add(n == 0 ? a : a.withTerms(children.subList(k, k + n)));
      k += n;
    }
    if (k != children.size()) {
      throw new IllegalArgumentException("!: wrong number of children");
    }
    return new Annotated(children.get(0), na);
  }

  /** The name given by {@code :named}, or null. */
  public String name() {
    for (Attribute a : attributes) {
      if (a instanceof Attribute.Named n) {
        return n.name();
      }
    }
    return null;
  }

  /** Structural equality without recursion (see {@link TermEquality}). */
  @Override
  public boolean equals(Object o) {
    return o instanceof Annotated other && TermEquality.equal(this, other);
  }

  @Override
  public int hashCode() {
    return TermEquality.hash(this);
  }

  /** The term in SMT-LIB syntax. */
  @Override
  public String toString() {
    return Printer.print(this);
  }
}
