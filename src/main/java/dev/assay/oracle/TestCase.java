package dev.assay.oracle;

import dev.assay.smtlib.Script;

/**
 * One SMT-LIB script to run on every solver of a campaign, with what is known about it.
 *
 * @param id a stable name, unique in the campaign (a file's path below its input folder, a test or
 *     mutant id); reproduction folders are named after it
 * @param script the script as judged (assertions, check-sats)
 * @param sent exactly the text the solvers receive ({@link SolverInput} made it from the original)
 * @param original the case as it was given or generated, before Assay's additions
 * @param expectation expected statuses, witness, necessary core members
 * @param basis how the expectation was established, in words (the file's status label, sat by
 *     construction with a witness, the seed's status kept by every rule of the chain, ...)
 * @param provenance where the case came from
 */
public record TestCase(
    String id,
    Script script,
    String sent,
    String original,
    Expectation expectation,
    String basis,
    Provenance provenance) {}
