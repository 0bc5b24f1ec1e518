/**
 * {@code assay reduce}: a user's failing input reduced ({@link dev.assay.reducejob.ReduceJob}). The
 * failure is first established on the original; it is then kept by the engine's failure property,
 * or, when the user says what failing means, by a match on the solver's output, error text or exit
 * code ({@link dev.assay.reducejob.OutputMatch}), a different answer from a reference solver
 * ({@link dev.assay.reducejob.AnswerDifference}, {@link dev.assay.reducejob.ReferenceCheck}); each
 * parallel test has its own crew of solvers ({@link dev.assay.reducejob.ReduceSolvers}).
 *
 * <p>Depends on the foundation and the campaign engine's store and failure properties; never on a
 * technique or the CLI.
 */
package dev.assay.reducejob;
