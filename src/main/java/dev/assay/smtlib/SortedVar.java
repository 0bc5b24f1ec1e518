package dev.assay.smtlib;

/** A variable with its sort, as bound by a quantifier or a function definition. */
public record SortedVar(String name, Sort sort) {
  public SortedVar {
    if (name == null || sort == null) {
      throw new NullPointerException();
    }
  }
}
