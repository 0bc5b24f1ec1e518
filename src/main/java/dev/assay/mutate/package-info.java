/**
 * Technique 2, weakening and strengthening fuzzing (Bringolf, ETH Zürich 2021): the parity of
 * Boolean and regular-language subterms (Definition 2 and the preprocessing of §3.1.4), the rule
 * catalogue of §4.1 with the operator-replacement and homomorphism templates (Definitions 3 and 4),
 * random terms (§4.2), repeated incremental mutation (Algorithm 1), the incompleteness kinds of
 * Definition 5 and the statistics of §6.2.
 *
 * <p>Depends on {@code core}, {@code smtlib}, {@code semantics}, {@code solver} and {@code oracle};
 * never on another technique. Mutation itself ({@link dev.assay.mutate.RandomWalk}) starts no
 * process; only {@link dev.assay.mutate.FuzzCampaign} runs solvers, through the solver layer.
 */
package dev.assay.mutate;
