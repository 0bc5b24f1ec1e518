package dev.assay.smtlib;

import java.util.ArrayList;
import java.util.List;

/**
 * One assertion of a CHC system read as a Horn clause {@code ∀V. body → head}: a view over the
 * assertion term, not a copy of it. Where the parts sit inside the term is kept as positions, so
 * mutations can change the body in place and leave the rest of the term as written.
 *
 * <p>Forms read (all with or without a {@code forall} prefix, nested foralls merged, {@code let}
 * and {@code !} wrappers around the matrix kept): {@code (=> body head)}, {@code (not (exists (V)
 * body))} and {@code (not body)} (queries), {@code (or (not b1) ... head)} (the disjunctive form),
 * and a bare atom (a fact, or a constraint when it is no predicate application).
 *
 * @param index the assertion's 0-based index among the script's assertions
 * @param assertion the assertion term as written
 * @param form which syntactic form the clause has
 * @param vars the universally quantified variables (merged over nested foralls; for a negated
 *     {@code exists} query, its variables)
 * @param lets the {@code let} binding lists wrapped around the matrix, outermost first: body and
 *     head lie in their scope
 * @param body the premise as one term ({@code true} when there is none); lies in the scope of
 *     {@link #lets}
 * @param head the conclusion: a predicate application, {@code false} for a query, or another
 *     constraint
 * @param bodyPositions positions in {@link #assertion} of the subterms that make up the body
 * @param headPosition position in {@link #assertion} of the head, or null when the form has none
 *     written (queries)
 * @param letPositions positions in {@link #assertion} of the bound terms of {@link #lets}, which
 *     body and head may share (z3 names common subterms this way)
 * @param bodyPredicates the predicate applications in the body, in order (nullary ones as
 *     identifiers)
 * @param headPredicate the head when it is a predicate application, else null
 */
public record ChcClause(
    int index,
    Term assertion,
    Form form,
    List<SortedVar> vars,
    List<List<VarBinding>> lets,
    Term body,
    Term head,
    List<Position> bodyPositions,
    Position headPosition,
    List<Position> letPositions,
    List<Term> bodyPredicates,
    Term headPredicate) {

  /** The syntactic form of a clause. */
  public enum Form {
    /** {@code (=> b1 ... bn head)}. */
    IMPLICATION,
    /** {@code (not (exists (V) body))}. */
    NEGATED_EXISTS,
    /** {@code (not body)}: a query without its own quantifier, or a negated fact. */
    NEGATION,
    /** {@code (or l1 ... ln)}: negated literals are the body, a predicate literal the head. */
    DISJUNCTION,
    /** A bare atom: a fact when it is a predicate application, else a constraint. */
    ATOM
  }

  public ChcClause {
    vars = List.copyOf(vars);
    lets = lets.stream().map(List::copyOf).toList();
    bodyPositions = List.copyOf(bodyPositions);
    letPositions = List.copyOf(letPositions);
    bodyPredicates = List.copyOf(bodyPredicates);
  }

  /** Whether the head is {@code false}: the clause is a query. */
  public boolean isQuery() {
    return head instanceof QualIdentifier q && q.isPlainSymbol() && q.symbol().equals("false");
  }

  /** Whether the head is a predicate application. */
  public boolean isRule() {
    return headPredicate != null;
  }

  /**
   * Whether the head is neither a predicate nor {@code false} (e.g. {@code (=> (P x) (> x 0))}).
   */
  public boolean hasConstraintHead() {
    return headPredicate == null && !isQuery();
  }

  /** Whether the body holds at most one predicate application. */
  public boolean isLinear() {
    return bodyPredicates.size() <= 1;
  }

  /**
   * The formula that holds exactly for the variable values that violate the clause: {@code (and
   * body (not head))} inside the clause's lets, with {@link #vars} free. The clause is valid iff
   * this is unsatisfiable with the variables read as constants.
   */
  public Term violation() {
    Term t = Application.of("and", body, Application.of("not", head));
    for (int i = lets.size() - 1; i >= 0; i--) {
      t = new Let(lets.get(i), t);
    }
    return t;
  }

  /** The names of the predicates in the body, in order of occurrence (with repeats). */
  public List<String> bodyPredicateNames() {
    List<String> r = new ArrayList<>();
    for (Term t : bodyPredicates) {
      r.add(ChcSystem.symbolOf(t));
    }
    return r;
  }
}
