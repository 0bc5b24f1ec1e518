package dev.assay.strings;

import dev.assay.smtlib.Sort;
import dev.assay.smtlib.SortedVar;
import dev.assay.smtlib.Term;
import java.util.List;

/**
 * One of the equalities NC1–NC8 of Table 3: {@code lhs = v} for a variable {@code v}, under a side
 * condition. Rewriting a variable {@code x} with it gives the clause {@code C(x, x_fresh)}: {@code
 * lhs[x/v] = x_fresh}, every other variable of the row renamed to a fresh one, plus the side
 * condition with the same renaming (Sect. 3.2).
 *
 * @param id {@code NC1} to {@code NC8}
 * @param paperText the row as printed in the paper
 * @param lhs the left-hand side, over the row's variables
 * @param rhs the variable on the right-hand side (one of {@code variables})
 * @param side the side condition, or null when the equality holds unconditionally
 * @param variables the row's variables with their sorts, {@code rhs} first
 * @param image which values of {@code rhs} the equality can produce when its side condition holds
 */
public record VariableEquality(
    String id,
    String paperText,
    Term lhs,
    String rhs,
    Term side,
    List<SortedVar> variables,
    Image image) {

  public VariableEquality {
    variables = List.copyOf(variables);
    if (!variables.get(0).name().equals(rhs)) {
      throw new IllegalArgumentException(id + ": the right-hand variable must come first");
    }
  }

  /** The sort of the rewritten variable. */
  public Sort sort() {
    return variables.get(0).sort();
  }

  /**
   * Which values {@code x_fresh} can take when {@code C(x, x_fresh)} and the side condition hold.
   * Inside a universal quantifier the clause becomes a guard, so a row is only usable there if its
   * image covers every value the quantifier's body depends on.
   */
  public enum Image {
    /** Every value of the sort (e.g. NC7: {@code substr(x, 0, length(x))} is any string). */
    ALL,
    /** Only non-negative integers (NC8). */
    NON_NEGATIVE,
    /** Only strings of length one (NC1). */
    LENGTH_ONE;

    /** True if every value in {@code domain} is reachable. */
    public boolean covers(Equivalence.Domain domain) {
      return this == ALL || (this == NON_NEGATIVE && domain == Equivalence.Domain.NON_NEGATIVE);
    }
  }
}
