/**
 * Small pieces every layer shares: the seeded {@link dev.assay.core.Rng} and the positioned {@link
 * dev.assay.core.InputError}. Depends on nothing else in Assay.
 */
package dev.assay.core;
