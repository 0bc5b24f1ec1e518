/**
 * Technique 2, weakening and strengthening fuzzing (Bringolf, ETH Zürich 2021): the parity of
 * Boolean and regular-language subterms (Definition 2 and the preprocessing of §3.1.4), the rule
 * catalogue of §4.1 with the operator-replacement and homomorphism templates (Definitions 3 and 4),
 * random terms (§4.2), repeated incremental mutation (Algorithm 1), the incompleteness kinds of
 * Definition 5 and the statistics of §6.2.
 *
 * <p>Depends on {@code core}, {@code smtlib}, {@code semantics}, {@code solver} and {@code oracle};
 * never on another technique, the campaign engine or the CLI. Mutation ({@link
 * dev.assay.mutate.RandomWalk}) starts no process; {@link dev.assay.mutate.FuzzProducer} is what
 * the campaign engine runs, and judges incompleteness from the runs it is shown.
 */
package dev.assay.mutate;
