/**
 * Technique 3, HornFuzz (Sukhanova &amp; Sobol, EASE 2023): metamorphic mutations of CHC systems
 * (the own mutations 1–8 as data rows in {@link dev.assay.horn.OwnMutations}, z3's simplifier
 * rewrites of Appendix A.1 in {@link dev.assay.horn.Rewrite}, the solver parameters of Appendix A.2
 * in {@link dev.assay.horn.ParameterMutation}), recorded and replayable mutation chains, the search
 * with seed groups, weighted mutation choice and rare transitions ({@link
 * dev.assay.horn.HornSearch}), traces from stock z3 output ({@link dev.assay.horn.Trace}), and the
 * reducers of §4.5.
 *
 * <p>Depends on {@code core}, {@code smtlib} (the CHC view), {@code solver}, {@code oracle} (the
 * CHC model checker) and {@code reduce}; never on another technique, {@code campaign} or {@code
 * cli}. Mutation itself starts no process except the simplifier a rewrite asks ({@link
 * dev.assay.horn.Simplifier}); running the proposals is the campaign's job.
 */
package dev.assay.horn;
