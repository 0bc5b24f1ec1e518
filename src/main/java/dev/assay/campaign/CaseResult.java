package dev.assay.campaign;

import dev.assay.oracle.Expectation;
import dev.assay.oracle.Judgement;
import dev.assay.solver.Outcome;
import dev.assay.solver.Query;
import dev.assay.solver.SolverSpec;

/**
 * One test case run on one solver configuration and judged: everything a report line, a
 * reproduction folder or a summary count needs.
 *
 * @param caseName the case's stable name (a file path relative to the inputs, a generated id)
 * @param originalText the case as it was given (before Assay added model requests), or null
 * @param query exactly what the solver received
 * @param spec the solver configuration, with its detected version
 * @param mode how the query was run (fresh, session-reset, session-push-pop)
 * @param expectation what was expected
 * @param outcome what happened
 * @param judgement the verdicts
 */
public record CaseResult(
    String caseName,
    String originalText,
    Query query,
    SolverSpec spec,
    String mode,
    Expectation expectation,
    Outcome outcome,
    Judgement judgement) {}
