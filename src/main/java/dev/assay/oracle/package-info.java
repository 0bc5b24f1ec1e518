/**
 * What a test case is and how its answers are judged. A {@link dev.assay.oracle.TestCase} (script,
 * expectation and how it was established, provenance) comes from a technique's {@link
 * dev.assay.oracle.Producer}; an {@link dev.assay.oracle.Expectation} and a solver's {@link
 * dev.assay.solver.Outcome} give one {@link dev.assay.core.Verdict} per answer ({@link
 * dev.assay.oracle.Oracle}); a {@link dev.assay.oracle.RunResult} is one case on one solver,
 * judged. Models are checked with Assay's own evaluator, never by asking a solver; {@link
 * dev.assay.oracle.SolverInput} makes what a solver receives (the expected status taken out, model
 * requests added).
 *
 * <p>Depends on {@code core}, {@code smtlib}, {@code semantics} and {@code solver} (for outcome
 * values only); never starts processes.
 */
package dev.assay.oracle;
