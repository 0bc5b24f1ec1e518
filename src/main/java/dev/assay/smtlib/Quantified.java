package dev.assay.smtlib;

import java.util.List;

/** {@code (forall (vars) body)} or {@code (exists (vars) body)}. */
public record Quantified(Quantifier quantifier, List<SortedVar> vars, Term body) implements Term {
  /** The two quantifiers. */
  public enum Quantifier {
    FORALL("forall"),
    EXISTS("exists");

    private final String keyword;

    Quantifier(String keyword) {
      this.keyword = keyword;
    }

    public String keyword() {
      return keyword;
    }

    public Quantifier dual() {
      return this == FORALL ? EXISTS : FORALL;
    }
  }

  public Quantified {
    if (quantifier == null || body == null) {
      throw new NullPointerException();
    }
    vars = List.copyOf(vars);
    if (vars.isEmpty()) {
      throw new IllegalArgumentException(quantifier.keyword() + " needs at least one variable");
    }
  }

  @Override
  public <R> R accept(TermVisitor<R> visitor) {
    return visitor.visitQuantified(this);
  }

  @Override
  public List<Term> children() {
    return List.of(body);
  }

  @Override
  public Term withChildren(List<Term> children) {
    if (children.size() != 1) {
      throw new IllegalArgumentException("quantifier: wrong number of children");
    }
    return children.get(0) == body ? this : new Quantified(quantifier, vars, children.get(0));
  }

  @Override
  public boolean bindsChild(int index) {
    return true;
  }

  /** Structural equality without recursion (see {@link TermEquality}). */
  @Override
  public boolean equals(Object o) {
    return o instanceof Quantified other && TermEquality.equal(this, other);
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
