package dev.assay.strings;

import dev.assay.smtlib.SortedVar;
import dev.assay.smtlib.Term;
import java.util.List;

/**
 * One of the equalities C1–C40 of Table 3: {@code lhs = c} for a constant {@code c}, under a side
 * condition. Replacing the constant {@code c} in B by {@code z_fresh} adds the clause {@code
 * z_fresh = lhs} (all row variables fresh) with the side condition (Sect. 3.2).
 *
 * @param id {@code C1} to {@code C40}
 * @param paperText the row as printed in the paper
 * @param constant the constant the left-hand side equals: a string or integer literal, {@code (-
 *     1)}, {@code true} or {@code false}
 * @param lhs the left-hand side, over the row's variables
 * @param side the side condition, or null; variables that the paper quantifies existentially in a
 *     side condition (C19) are ordinary row variables here, free in the generated formula
 * @param variables the row's variables with their sorts
 */
public record ConstantEquality(
    String id, String paperText, Term constant, Term lhs, Term side, List<SortedVar> variables) {

  public ConstantEquality {
    variables = List.copyOf(variables);
  }
}
