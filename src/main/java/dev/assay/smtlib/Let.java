package dev.assay.smtlib;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code (let ((x1 t1) ... (xn tn)) body)}: parallel bindings; the {@code ti} are outside the scope
 * of the new names, the body inside. Kept as a node, never expanded implicitly.
 */
public record Let(List<VarBinding> bindings, Term body) implements Term {
  public Let {
    bindings = List.copyOf(bindings);
    if (bindings.isEmpty()) {
      throw new IllegalArgumentException("let needs at least one binding");
    }
    if (body == null) {
      throw new NullPointerException("body");
    }
  }

  @Override
  public <R> R accept(TermVisitor<R> visitor) {
    return visitor.visitLet(this);
  }

  /** The bound terms, then the body. */
  @Override
  public List<Term> children() {
    List<Term> c = new ArrayList<>(bindings.size() + 1);
    for (VarBinding b : bindings) {
      c.add(b.term());
    }
    c.add(body);
    return c;
  }

  @Override
  public Term withChildren(List<Term> children) {
    if (children.size() != bindings.size() + 1) {
      throw new IllegalArgumentException("let: wrong number of children");
    }
    List<VarBinding> nb = new ArrayList<>(bindings.size());
    for (int i = 0; i < bindings.size(); i++) {
      nb.add(new VarBinding(bindings.get(i).name(), children.get(i)));
    }
    return new Let(nb, children.get(bindings.size()));
  }

  @Override
  public boolean bindsChild(int index) {
    return index == bindings.size();
  }

  /** Structural equality without recursion (see {@link TermEquality}). */
  @Override
  public boolean equals(Object o) {
    return o instanceof Let other && TermEquality.equal(this, other);
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
