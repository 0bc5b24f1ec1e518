/**
 * Technique 3, HornFuzz (Sukhanova &amp; Sobol, EASE 2023): metamorphic mutations of CHC systems
 * (the own mutations 1–8 as data rows in {@link dev.assay.horn.OwnMutations}, z3's simplifier
 * rewrites of Appendix A.1 in {@link dev.assay.horn.Rewrite}, the solver parameters of Appendix A.2
 * in {@link dev.assay.horn.ParameterMutation}; beyond the paper, weakenings of sat and
 * strengthenings of unsat systems in {@link dev.assay.horn.Weakenings}), recorded and replayable
 * mutation chains, the search with seed groups, weighted mutation choice and rare transitions
 * ({@link dev.assay.horn.HornSearch}), traces from stock z3 output ({@link dev.assay.horn.Trace}),
 * and the reducers of §4.5; {@link dev.assay.horn.HornProducer} runs it all on the campaign engine
 * for {@code assay horn} (seed phase, one visit to a seed group per item, findings confirmed by
 * {@link dev.assay.horn.FindingCheck} and counted by {@link dev.assay.horn.HornStatistics}).
 *
 * <p>Depends on {@code core}, {@code smtlib} (the CHC view), {@code solver}, {@code oracle} (the
 * CHC model checker), {@code reduce} and {@code weakening} (parity and the rule catalogue it shares
 * with {@code mutate}); never on another technique, {@code campaign} or {@code cli}. Mutation
 * itself starts no process except the simplifier a rewrite asks ({@link
 * dev.assay.horn.Simplifier}); running the proposals is the campaign's job, confirming and reducing
 * a finding the producer's.
 */
package dev.assay.horn;
