/**
 * Small pieces every layer shares: the one expected-status type ({@link
 * dev.assay.core.ExpectedStatus}), the closed set of verdicts with their severity and whether each
 * is a finding ({@link dev.assay.core.Verdict}), the seeded {@link dev.assay.core.Rng}, the
 * positioned {@link dev.assay.core.InputError} and aligned text tables. Depends on nothing else in
 * Assay.
 */
package dev.assay.core;
