package dev.assay.smtlib;

import java.util.ArrayList;
import java.util.List;

/** {@code (match term (case+))} over a datatype value. */
public record Match(Term scrutinee, List<MatchCase> cases) implements Term {
  public Match {
    if (scrutinee == null) {
      throw new NullPointerException("scrutinee");
    }
    cases = List.copyOf(cases);
    if (cases.isEmpty()) {
      throw new IllegalArgumentException("match needs at least one case");
    }
  }

  @Override
  public <R> R accept(TermVisitor<R> visitor) {
    return visitor.visitMatch(this);
  }

  /** The scrutinee, then each case body. */
  @Override
  public List<Term> children() {
    List<Term> c = new ArrayList<>(cases.size() + 1);
    c.add(scrutinee);
    for (MatchCase mc : cases) {
      c.add(mc.body());
    }
    return c;
  }

  @Override
  public Term withChildren(List<Term> children) {
    if (children.size() != cases.size() + 1) {
      throw new IllegalArgumentException("match: wrong number of children");
    }
    List<MatchCase> nc = new ArrayList<>(cases.size());
    for (int i = 0; i < cases.size(); i++) {
      MatchCase mc = cases.get(i);
      nc.add(new MatchCase(mc.constructor(), mc.vars(), children.get(i + 1)));
    }
    return new Match(children.get(0), nc);
  }

  @Override
  public boolean bindsChild(int index) {
    return index > 0;
  }

  /** Structural equality without recursion (see {@link TermEquality}). */
  @Override
  public boolean equals(Object o) {
    return o instanceof Match other && TermEquality.equal(this, other);
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
