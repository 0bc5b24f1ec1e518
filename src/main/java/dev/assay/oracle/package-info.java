/**
 * Judging outcomes: an {@link dev.assay.oracle.Expectation} (expected status per check-sat,
 * optional witness and unsat-core knowledge) and a solver's {@link dev.assay.solver.Outcome} give
 * one {@link dev.assay.oracle.Verdict} per answer from a closed set. Models are checked with
 * Assay's own evaluator; models of quantified scripts and CHC systems ({@link
 * dev.assay.oracle.QuantifiedModelCheck}) have what the evaluator cannot decide answered by an
 * independent solver the caller hands in ({@link dev.assay.oracle.ResidueSolver}).
 *
 * <p>Depends on {@code core}, {@code smtlib}, {@code semantics} and {@code solver}; starts no
 * process of its own (a {@link dev.assay.oracle.SolverResidue} runs queries on the solver it is
 * given).
 */
package dev.assay.oracle;
