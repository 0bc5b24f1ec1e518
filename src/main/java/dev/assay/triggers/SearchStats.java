package dev.assay.triggers;

/**
 * Counts of one search, for the results line and the documentation's tables.
 *
 * @param formulas formulas G sent to the solver
 * @param pruned formulas G skipped: a known unsat part, or a trivial conflict
 * @param modelQueries model queries (the first and the diverse ones)
 * @param candidates distinct candidate terms
 * @param validations E-matching runs (batches, minimization, final checks)
 * @param modelSeconds wall time spent waiting for model queries
 * @param validationSeconds wall time spent waiting for validations
 */
public record SearchStats(
    int formulas,
    int pruned,
    int modelQueries,
    int candidates,
    int validations,
    double modelSeconds,
    double validationSeconds) {}
