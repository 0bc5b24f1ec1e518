package dev.assay.smtlib;

/** One {@code (name term)} binding of a {@code let}. */
public record VarBinding(String name, Term term) {
  public VarBinding {
    if (name == null || term == null) {
      throw new NullPointerException();
    }
  }
}
