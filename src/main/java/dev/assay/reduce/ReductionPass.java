package dev.assay.reduce;

import dev.assay.smtlib.Script;

/** One way of making a script smaller; passes run in a fixed order until none helps. */
interface ReductionPass {
  /** A smaller script that is still interesting, or {@code current} itself if none was found. */
  Script apply(Script current, Tester tester) throws InterruptedException;
}
