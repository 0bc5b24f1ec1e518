/**
 * Executable reference semantics of SMT-LIB 2.6: values, the evaluator, models as solvers print
 * them, and the model checker.
 *
 * <p>The evaluator follows the standard exactly (unbounded integers, Euclidean {@code div}/{@code
 * mod}, exact rationals, strings as code points, regular-language membership by derivatives,
 * floating point computed exactly and rounded once, with no Java {@code double} involved); results
 * the standard leaves open are the explicit value {@link dev.assay.semantics.Unspecified}, never a
 * guess. Every traversal of terms and regular expressions uses explicit stacks.
 *
 * <p>Depends only on {@code core} and {@code smtlib}; never starts processes.
 */
package dev.assay.semantics;
