/**
 * What a test case is and how its answers are judged. A {@link dev.assay.oracle.TestCase} (script,
 * expectation and how it was established, provenance) comes from a technique's {@link
 * dev.assay.oracle.Producer}; an {@link dev.assay.oracle.Expectation} and a solver's {@link
 * dev.assay.solver.Outcome} give one {@link dev.assay.core.Verdict} per answer ({@link
 * dev.assay.oracle.Oracle}); a {@link dev.assay.oracle.RunResult} is one case on one solver,
 * judged. Models are checked with Assay's own evaluator, never by asking a solver; {@link
 * dev.assay.oracle.SolverInput} makes what a solver receives (the expected status taken out, model
 * requests added). Models of quantified scripts and CHC systems ({@link
 * dev.assay.oracle.QuantifiedModelCheck}) have what the evaluator cannot decide answered by an
 * independent solver the caller hands in ({@link dev.assay.oracle.ResidueSolver}).
 *
 * <p>Depends on {@code core}, {@code smtlib}, {@code semantics} and {@code solver}; starts no
 * process of its own (a {@link dev.assay.oracle.SolverResidue} runs queries on the solver it is
 * given).
 */
package dev.assay.oracle;
