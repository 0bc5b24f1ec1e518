/**
 * Technique 1: string-solver tests that are sat or unsat by construction (Bugariu and Müller, ICSE
 * 2020). Tables 1–3 of the paper as data ({@link dev.assay.strings.StringOp}, {@link
 * dev.assay.strings.Equivalences}, {@link dev.assay.strings.Equalities}); the sat generators
 * (operation, constant assignment, term synthesis) on Assay's evaluator; the unsat generators
 * (equivalent formulas, variable and constant replacement, redundancy introduction) with their
 * expected unique minimal cores; judging as in Table 4 and the run folder.
 *
 * <p>Depends on {@code smtlib}, {@code semantics}, {@code solver}, {@code oracle} and {@code
 * campaign}; never on another technique. Generation is deterministic and uses no randomness.
 */
package dev.assay.strings;
