package dev.assay.triggers;

/**
 * The parameters of one search (Alg. 1 and App. C of Bugariu, Ter-Gabrielyan and Müller, FM 2021).
 *
 * @param name the preset's name ({@code C0}..{@code C4}) as in Tables 1 and 2 of the paper
 * @param summary one line saying how it differs from C0
 * @param sigma the similarity threshold σ of the clustering (Alg. 2); stepped down by 0.1 after a
 *     full sweep that found nothing, down to 0
 * @param beta the batch size β: how many candidate terms one E-matching run validates together
 * @param delta the maximum clustering depth δ (transitive similarity)
 * @param mu the maximum number of different models μ per formula G
 * @param typeBased whether unification also proposes type-based rewritings (App. C)
 * @param subterms whether unification also looks at sub-terms, not only top-level applications
 *     (App. C)
 * @param maxFormulasPerConjunct the bound on formulas G per quantified conjunct and depth (App. E:
 *     100)
 */
public record TriggerConfig(
    String name,
    String summary,
    double sigma,
    int beta,
    int delta,
    int mu,
    boolean typeBased,
    boolean subterms,
    int maxFormulasPerConjunct) {

  public TriggerConfig {
    if (sigma < 0 || sigma > 1) {
      throw new IllegalArgumentException("sigma must be in [0, 1]: " + sigma);
    }
    if (beta < 1 || delta < 0 || mu < 1 || maxFormulasPerConjunct < 1) {
      throw new IllegalArgumentException("invalid search bounds in " + name);
    }
  }

  /** The σ values of successive sweeps: σ, σ − 0.1, ... down to 0 (rounded to one decimal). */
  public double[] sigmaSweeps() {
    int steps = (int) Math.floor(sigma * 10 + 1e-9);
    double[] r = new double[steps + 1];
    for (int i = 0; i <= steps; i++) {
      r[i] = Math.round((sigma - 0.1 * i) * 10) / 10.0;
    }
    return r;
  }
}
