/**
 * The one campaign engine: {@link dev.assay.campaign.Engine} runs a technique's producer over
 * solvers (workers, stop and resume, the oracle, progress), records every run in the findings store
 * ({@link dev.assay.campaign.Store}: SQLite or PostgreSQL, Flyway migrations), signs and
 * deduplicates findings (reducing each new one, bounded by solver runs), and writes standalone
 * reproduction folders and the JSON Lines exports. The tools over a store's findings live beside
 * it: {@code assay reduce} in {@code reducejob}, {@code assay bisect} and {@code findings
 * check-live} in {@code bisect}.
 *
 * <p>Depends on {@code core}, {@code smtlib}, {@code semantics}, {@code solver}, {@code oracle} and
 * {@code reduce}; never on a technique, never exits the JVM.
 */
package dev.assay.campaign;
