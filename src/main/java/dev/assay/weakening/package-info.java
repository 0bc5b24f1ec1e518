/**
 * Weakening and strengthening of formulas (Bringolf, ETH Zürich 2021), shared by the techniques
 * that use it: the parity of Boolean and regular-language subterms (Definition 2, extended to full
 * SMT-LIB, {@link dev.assay.weakening.FormulaIndex}), the rule catalogue of §4.1 with the
 * operator-replacement and homomorphism templates (Definitions 3 and 4, {@link
 * dev.assay.weakening.RuleCatalogue}), random terms (§4.2), and where each rule applies in a
 * formula for the goal Theorem 1 gives ({@link dev.assay.weakening.Applicability}).
 *
 * <p>{@code mutate} walks formulas with it (Algorithm 1); {@code horn} weakens and strengthens the
 * interpreted parts of Horn clauses with it. Depends on {@code core} and {@code smtlib} only: it
 * starts no process and knows no technique, campaign or CLI.
 */
package dev.assay.weakening;
