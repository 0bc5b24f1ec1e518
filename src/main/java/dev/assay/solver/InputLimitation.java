package dev.assay.solver;

import java.util.regex.Pattern;

/**
 * One documented input limitation of a solver: well-sorted SMT-LIB that a range of its releases
 * rejects, the solver's own words when it does, and where this is documented.
 *
 * @param id a stable name, as verdicts and reports cite it
 * @param family the solver family ({@link SolverFamily})
 * @param versions the releases it applies to
 * @param construct what input it is about
 * @param unlessOption the limitation is lifted by this command-line option (cvc4's {@code
 *     --strings-exp}), or null
 * @param message the solver's message when it rejects the input (searched in the error text)
 * @param reference the documentation or issue thread that says so
 */
public record InputLimitation(
    String id,
    String family,
    SolverFamily.Range versions,
    InputConstruct construct,
    String unlessOption,
    Pattern message,
    String reference) {

  /** Whether the limitation applies to this solver configuration. */
  public boolean appliesTo(SolverSpec spec) {
    if (!family.equals(SolverFamily.of(spec))) {
      return false;
    }
    if (unlessOption != null && spec.options().contains(unlessOption)) {
      return false;
    }
    // an undetected version is taken to be affected: the message decides
    return spec.version().equals(SolverSpec.UNKNOWN_VERSION) || versions.contains(spec.version());
  }
}
