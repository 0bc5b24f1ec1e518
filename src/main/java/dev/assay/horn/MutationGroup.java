package dev.assay.horn;

import java.util.Locale;

/**
 * The three kinds of mutation HornFuzz chooses between with equal probability before choosing the
 * mutation itself (§4.4): its own CHC mutations (1–8), the simplifier's rewrites (9, Appendix A.1)
 * and solver parameters (10, Appendix A.2).
 */
public enum MutationGroup {
  OWN,
  REWRITES,
  PARAMS;

  /** The name used on the command line and in reports: own, rewrites, params. */
  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** The group called {@code label}, or null. */
  public static MutationGroup of(String label) {
    for (MutationGroup g : values()) {
      if (g.label().equals(label)) {
        return g;
      }
    }
    return null;
  }
}
