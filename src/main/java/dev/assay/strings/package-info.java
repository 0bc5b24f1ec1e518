/**
 * Technique 1: string-solver tests that are sat or unsat by construction (Bugariu and Müller, ICSE
 * 2020). Tables 1–3 of the paper as data ({@link dev.assay.strings.StringOp}, {@link
 * dev.assay.strings.Equivalences}, {@link dev.assay.strings.Equalities}); the sat generators
 * (operation, constant assignment, term synthesis) on Assay's evaluator; the unsat generators
 * (equivalent formulas, variable and constant replacement, redundancy introduction) with their
 * expected unique minimal cores; the producer the campaign engine runs, with the judging of Table 4
 * and the run folder's summary.
 *
 * <p>Depends on {@code core}, {@code smtlib}, {@code semantics}, {@code solver} and {@code oracle};
 * never on another technique, the campaign engine or the CLI. Generation is deterministic and uses
 * no randomness.
 */
package dev.assay.strings;
