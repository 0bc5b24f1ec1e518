/**
 * Technique 2, weakening and strengthening fuzzing (Bringolf, ETH Zürich 2021): the preprocessing
 * of §3.1.4, repeated incremental mutation (Algorithm 1), the incompleteness kinds of Definition 5
 * and the statistics of §6.2. The parity analysis and the rule catalogue it walks with live in
 * {@code weakening}, which {@code horn} shares.
 *
 * <p>Depends on {@code core}, {@code smtlib}, {@code semantics}, {@code solver}, {@code oracle} and
 * {@code weakening}; never on another technique, the campaign engine or the CLI. Mutation ({@link
 * dev.assay.mutate.RandomWalk}) starts no process; {@link dev.assay.mutate.FuzzProducer} is what
 * the campaign engine runs, and judges incompleteness from the runs it is shown.
 */
package dev.assay.mutate;
