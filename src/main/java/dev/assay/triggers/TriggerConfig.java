package dev.assay.triggers;

/**
 * The parameters of one search (Alg. 1 and App. C of Bugariu, Ter-Gabrielyan and Müller, FM 2021).
 *
 * @param name the preset's name ({@code C0}..{@code C4}) as in Tables 1 and 2 of the paper
 * @param summary one line saying how it differs from C0
 * @param bounds the search's thresholds and bounds
 * @param unification what unification proposes beyond the paper's default (App. C)
 */
public record TriggerConfig(String name, String summary, Bounds bounds, Unification unification) {

  /**
   * The thresholds and bounds of a search.
   *
   * @param sigma the similarity threshold σ of the clustering (Alg. 2); stepped down by 0.1 after a
   *     full sweep that found nothing, down to 0
   * @param beta the batch size β: how many candidate terms one E-matching run validates together
   * @param delta the maximum clustering depth δ (transitive similarity)
   * @param mu the maximum number of different models μ per formula G
   * @param maxFormulasPerConjunct the bound on formulas G per quantified conjunct and depth (App.
   *     E: 100)
   */
  public record Bounds(double sigma, int beta, int delta, int mu, int maxFormulasPerConjunct) {
    public Bounds {
      if (sigma < 0 || sigma > 1) {
        throw new IllegalArgumentException("sigma must be in [0, 1]: " + sigma);
      }
      if (beta < 1 || delta < 0 || mu < 1 || maxFormulasPerConjunct < 1) {
        throw new IllegalArgumentException("invalid search bounds: " + this);
      }
    }
  }

  /**
   * What unification proposes beyond top-level rewritings (App. C).
   *
   * @param typeBased whether it also proposes type-based rewritings
   * @param subterms whether it also looks at sub-terms, not only top-level applications
   */
  public record Unification(boolean typeBased, boolean subterms) {
    /** The paper's default: neither. */
    public static final Unification PLAIN = new Unification(false, false);
  }

  /** The σ values of successive sweeps: σ, σ − 0.1, ... down to 0 (rounded to one decimal). */
  public double[] sigmaSweeps() {
    int steps = (int) Math.floor(bounds.sigma() * 10 + 1e-9);
    double[] r = new double[steps + 1];
    for (int i = 0; i <= steps; i++) {
      r[i] = Math.round((bounds.sigma() - 0.1 * i) * 10) / 10.0;
    }
    return r;
  }
}
