package dev.assay.strings;

import dev.assay.smtlib.SortedVar;
import dev.assay.smtlib.Term;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One row of Table 2: a non-primitive string operation {@code A} and an equivalent formula {@code
 * B} over more primitive operations. {@code not A and B} is unsatisfiable by construction (in fact
 * only {@code B => A} is needed, which also holds where the paper's B is stronger than A, e.g. E4
 * when {@code off + len} exceeds the length).
 *
 * <p>The existential quantifiers of the paper's B are already removed: their variables are free
 * here ({@link #variables()} lists them after those of A). Universal quantifiers stay, with the
 * patterns of Table 2 as {@code :pattern} attributes; {@link #boundDomains()} says, for each
 * universally bound variable, which of its values the quantifier's body is not vacuous for (so that
 * redundancy introduction only uses equalities that still reach all of them).
 *
 * @param id the paper's id, {@code E1} to {@code E12}
 * @param op the operation A is about
 * @param paperText the row as printed in the paper, for documentation
 * @param a the formula {@code op(args) = res} (or {@code = true/false} for predicates)
 * @param b the equivalent formula, existentials removed, patterns included
 * @param variables every free variable of {@code not A and B} with its sort: A's in order of
 *     appearance, then B's own
 * @param boundDomains the relevant domain of each universally bound variable, by name
 */
public record Equivalence(
    String id,
    StringOp op,
    String paperText,
    Term a,
    Term b,
    List<SortedVar> variables,
    Map<String, Domain> boundDomains) {

  public Equivalence {
    variables = List.copyOf(variables);
    boundDomains = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(boundDomains));
  }

  /** The sort-relevant part of a universally bound variable's range. */
  public enum Domain {
    /** Every value of the variable's sort matters. */
    ALL,
    /** The body holds trivially for negative values (it is guarded by {@code v >= 0}). */
    NON_NEGATIVE
  }
}
