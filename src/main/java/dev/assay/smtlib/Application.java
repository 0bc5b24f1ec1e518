package dev.assay.smtlib;

import java.util.List;

/** A function application {@code (f t1 ... tn)} with at least one argument. */
public record Application(QualIdentifier function, List<Term> args) implements Term {
  public Application {
    if (function == null) {
      throw new NullPointerException("function");
    }
    args = List.copyOf(args);
    if (args.isEmpty()) {
      throw new IllegalArgumentException("an application needs at least one argument");
    }
  }

  public static Application of(String function, Term... args) {
    return new Application(QualIdentifier.of(function), List.of(args));
  }

  public static Application of(String function, List<Term> args) {
    return new Application(QualIdentifier.of(function), args);
  }

  /** The function's symbol (without indices or qualification). */
  public String name() {
    return function.symbol();
  }

  public Term arg(int i) {
    return args.get(i);
  }

  @Override
  public <R> R accept(TermVisitor<R> visitor) {
    return visitor.visitApplication(this);
  }

  @Override
  public List<Term> children() {
    return args;
  }

  @Override
  public Term withChildren(List<Term> children) {
    return children.equals(args) ? this : new Application(function, children);
  }

  /** Structural equality without recursion (see {@link TermEquality}). */
  @Override
  public boolean equals(Object o) {
    return o instanceof Application other && TermEquality.equal(this, other);
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
