/**
 * Running untrusted solvers: solver specs and presets, one query in a fresh process or in a reused
 * session, the bundled Z3 in its own worker JVM, hard timeouts that kill whole process trees,
 * bounded output capture, and the classification of what came back as {@link
 * dev.assay.solver.Outcome} values. Every solver runs inside an OS-level backstop ({@code setpriv
 * --pdeathsig} + {@code timeout}) that ends it at its time limit or when Assay dies, whichever is
 * first, even when Assay is killed outright. Per-solver data lives here too, keyed by {@link
 * dev.assay.solver.SolverFamily} and version range: {@link dev.assay.solver.InputLimitations}
 * (input a release rejects, with its message and a reference) and {@link
 * dev.assay.solver.CompletenessClaims} (fragments a release decides, or is documented not to).
 * Option catalogs of each release ({@link dev.assay.solver.OptionCatalog}, data files under {@code
 * resources/dev/assay/solver/options}, made by tools/option-catalogs/) and random option profiles
 * drawn from them ({@link dev.assay.solver.OptionProfiles}).
 *
 * <p>Depends only on {@code core} and {@code smtlib}. Never judges answers (that is {@code oracle})
 * and never loads Z3 into Assay's own JVM: only {@code dev.assay.solver.z3}, which runs in the
 * worker process, touches the Z3 library.
 */
package dev.assay.solver;
