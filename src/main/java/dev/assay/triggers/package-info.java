/**
 * Technique 4, triggering-term synthesis (Bugariu, Ter-Gabrielyan and Müller, FM 2021): for an
 * input that is unsat but on which E-matching alone answers unknown, a ground term whose addition
 * lets E-matching refute it. Preprocessing ({@link dev.assay.triggers.Preprocessor}: NNF,
 * Skolemization through the solver, splitting, unique bound names, pattern inference from z3's
 * verbose output), clustering by Jaccard similarity with a MinHash/LSH prefilter ({@link
 * dev.assay.triggers.ClusterEnumerator}), restricted unification ({@link
 * dev.assay.triggers.Unifier}), formulas G with diverse models ({@link
 * dev.assay.triggers.ModelQueries}, {@link dev.assay.triggers.DiverseModels}), candidate terms
 * ({@link dev.assay.triggers.CandidateBuilder}), E-matching-only validation in batches and
 * minimization ({@link dev.assay.triggers.Validator}, {@link dev.assay.triggers.Minimizer}), the
 * presets C0–C4 ({@link dev.assay.triggers.TriggerConfigs}).
 *
 * <p>{@link dev.assay.triggers.TriggersProducer} is the search as the campaign engine's producer,
 * which {@code assay triggers} runs: one item per file, whose configurations share its budget as a
 * portfolio ({@link dev.assay.triggers.Portfolio}), a result line per (file, configuration) pair in
 * the store and in {@code results.jsonl} ({@link dev.assay.triggers.PairResultsFile}), and a found
 * term's input without it as an incompleteness case. {@link dev.assay.triggers.FileSearch} is one
 * file's search, the same for a campaign item and for {@code --explain}.
 *
 * <p>Depends on {@code core}, {@code smtlib}, {@code solver} and {@code oracle}; never on another
 * technique. Model queries go through one long-lived session per worker with push/pop; every
 * validation runs in a fresh solver state with E-matching-only options that Assay forces (the
 * input's own options cannot turn MBQI or auto-config back on). Every solver call is bounded by the
 * time left of its file.
 */
package dev.assay.triggers;
