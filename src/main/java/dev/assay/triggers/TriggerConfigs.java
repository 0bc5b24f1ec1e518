package dev.assay.triggers;

import dev.assay.core.InputError;
import java.util.List;

/**
 * The five configurations of the paper's evaluation (§4.1, Tables 1 and 2), as named presets in the
 * paper's order. All use δ = 2, μ = 4 and at most 100 formulas G per quantified conjunct; C0 is the
 * default (σ = 0.3, β = 64, no type-based constraints, no sub-term unification).
 */
public final class TriggerConfigs {
  private TriggerConfigs() {}

  /** σ and β as given; δ = 2, μ = 4 and 100 formulas G per conjunct, as in every preset. */
  private static TriggerConfig.Bounds bounds(double sigma, int beta) {
    return new TriggerConfig.Bounds(sigma, beta, 2, 4, 100);
  }

  public static final TriggerConfig C0 =
      new TriggerConfig(
          "C0", "default: sigma=0.3, beta=64", bounds(0.3, 64), TriggerConfig.Unification.PLAIN);

  public static final TriggerConfig C1 =
      new TriggerConfig("C1", "sigma=0.1", bounds(0.1, 64), TriggerConfig.Unification.PLAIN);

  public static final TriggerConfig C2 =
      new TriggerConfig(
          "C2",
          "beta=1 (every candidate validated alone)",
          bounds(0.3, 1),
          TriggerConfig.Unification.PLAIN);

  public static final TriggerConfig C3 =
      new TriggerConfig(
          "C3",
          "type-based constraints",
          bounds(0.3, 64),
          new TriggerConfig.Unification(true, false));

  public static final TriggerConfig C4 =
      new TriggerConfig(
          "C4",
          "sigma=0.1 and sub-term unification",
          bounds(0.1, 64),
          new TriggerConfig.Unification(false, true));

  /** All presets, in the paper's order. */
  public static final List<TriggerConfig> ALL = List.of(C0, C1, C2, C3, C4);

  /**
   * The configurations a {@code --config} value names: one preset (case-insensitive) or {@code
   * all}.
   *
   * @throws InputError for anything else
   */
  public static List<TriggerConfig> parse(String text) {
    String t = text.strip();
    if (t.equalsIgnoreCase("all")) {
      return ALL;
    }
    for (TriggerConfig c : ALL) {
      if (c.name().equalsIgnoreCase(t)) {
        return List.of(c);
      }
    }
    throw new InputError("--config must be one of C0, C1, C2, C3, C4 or all: " + text);
  }
}
