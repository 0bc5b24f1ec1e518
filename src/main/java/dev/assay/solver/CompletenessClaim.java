package dev.assay.solver;

import dev.assay.smtlib.Fragment;

/**
 * What a solver's authors say about its completeness on one fragment: that its default
 * configuration decides every formula of the fragment (given time and memory), or that it does not,
 * with where they say so.
 *
 * @param family the solver family ({@link SolverFamily})
 * @param versions the releases the claim is about
 * @param fragment the largest fragment the claim covers: it applies to formulas whose fragment this
 *     one covers
 * @param complete whether the solver decides every formula of the fragment
 * @param reference the documentation, paper or issue thread
 */
public record CompletenessClaim(
    String family,
    SolverFamily.Range versions,
    Fragment fragment,
    boolean complete,
    String reference) {

  /** Whether the claim speaks about {@code formula} run on {@code spec}. */
  public boolean covers(SolverSpec spec, Fragment formula) {
    return family.equals(SolverFamily.of(spec))
        && versions.contains(spec.version())
        && fragment.covers(formula);
  }
}
