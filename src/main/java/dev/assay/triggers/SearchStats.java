package dev.assay.triggers;

/**
 * Counts of one search, for the results line and the documentation's tables.
 *
 * @param formulas formulas G sent to the solver
 * @param pruned formulas G skipped: a known unsat part, or a trivial conflict
 * @param modelQueries model queries the solver answered (not those answered from another
 *     configuration's earlier queries)
 * @param candidates distinct candidate terms
 * @param batches validation batches of up to β candidates
 * @param freshRuns E-matching runs from a fresh state on the search's validator (confirmations,
 *     minimization, the claim check; shared by the configurations of a file)
 * @param screens screening runs (several batches in one incremental run; shared likewise)
 * @param modelSeconds wall time spent waiting for model queries
 * @param validationSeconds wall time of fresh runs and screens
 */
public record SearchStats(
    int formulas,
    int pruned,
    int modelQueries,
    int candidates,
    int batches,
    int freshRuns,
    int screens,
    double modelSeconds,
    double validationSeconds) {
  static final SearchStats NONE = new SearchStats(0, 0, 0, 0, 0, 0, 0, 0, 0);
}
