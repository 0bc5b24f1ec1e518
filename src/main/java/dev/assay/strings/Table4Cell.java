package dev.assay.strings;

import dev.assay.core.ExpectedStatus;

/**
 * The result columns of Table 4: what one solver configuration did with one test.
 *
 * <p>{@code IM}: sat with a model that Assay's evaluator rejects. {@code IC}: unsat with a core
 * other than the expected unique minimal one. {@code S}, {@code U}, {@code K}, {@code T}: sat,
 * unsat, unknown, timeout. {@code E}: the solver crashed or printed an error instead of an answer.
 */
public enum Table4Cell {
  IM("incorrect model"),
  IC("incorrect unsat core"),
  S("sat"),
  U("unsat"),
  K("unknown"),
  T("timeout"),
  E("error");

  private final String meaning;

  Table4Cell(String meaning) {
    this.meaning = meaning;
  }

  public String meaning() {
    return meaning;
  }

  /** Whether this column counts as a passed test for the given expectation. */
  public boolean passes(ExpectedStatus expected) {
    return expected == ExpectedStatus.SAT ? this == S : this == U;
  }
}
