/**
 * Judging outcomes: an {@link dev.assay.oracle.Expectation} (expected status per check-sat,
 * optional witness and unsat-core knowledge) and a solver's {@link dev.assay.solver.Outcome} give
 * one {@link dev.assay.oracle.Verdict} per answer from a closed set. Models are checked with
 * Assay's own evaluator, never by asking a solver.
 *
 * <p>Depends on {@code core}, {@code smtlib}, {@code semantics} and {@code solver} (for outcome
 * values only); never starts processes.
 */
package dev.assay.oracle;
