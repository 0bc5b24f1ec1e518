/**
 * Formulas with known status grown from Assay's reference semantics ({@code assay generate}): a
 * planted model, random well-sorted terms over every theory the evaluator decides, each term's
 * value computed as it grows, facts true under the model (sat, with the model as witness) and unsat
 * groups by construction ({@link dev.assay.generate.Construction}); single queries ({@link
 * dev.assay.generate.FormulaGenerator}) and incremental scripts with push/pop and
 * check-sat-assuming ({@link dev.assay.generate.IncrementalGenerator}); the smallest standard logic
 * of each script ({@link dev.assay.smtlib.Fragment#standardLogic}). Productions are rows of one
 * registry ({@link dev.assay.generate.Productions}), documented in docs/generate.md. {@link
 * dev.assay.generate.GenerateProducer} runs them as a campaign on the engine, confirming each wrong
 * status (the witness under the evaluator, or the unsat construction) before it counts.
 *
 * <p>Depends on {@code core}, {@code smtlib}, {@code semantics} and {@code oracle} (expectations,
 * the witness comment, the producer interface, the evaluator's model check); never on another
 * technique, {@code campaign} or {@code cli}, and never runs a solver itself (the engine does). All
 * randomness comes from {@link dev.assay.core.Rng}: formula {@code i} of seed {@code s} is the same
 * in any order and on any machine.
 */
package dev.assay.generate;
