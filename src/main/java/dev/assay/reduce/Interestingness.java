package dev.assay.reduce;

import dev.assay.smtlib.Script;

/**
 * The property a reduction keeps: typically "the solver still gives the wrong answer, and the
 * expected answer is still right" (for a sat-by-construction script, its witness model still
 * satisfies every assertion). Candidates handed to it are always well-sorted.
 */
@FunctionalInterface
public interface Interestingness {
  boolean test(Script candidate) throws InterruptedException;
}
