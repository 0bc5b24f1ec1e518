package dev.assay.horn;

import java.util.Locale;

/**
 * The kinds of mutation HornFuzz chooses between with equal probability before choosing the
 * mutation itself (§4.4): its own CHC mutations (1–8), the simplifier's rewrites (9, Appendix A.1)
 * and solver parameters (10, Appendix A.2); beyond the paper, weakenings of sat systems and
 * strengthenings of unsat ones ({@link Weakenings}), which keep the status but not equivalence, so
 * they are only used when asked for.
 */
public enum MutationGroup {
  OWN,
  REWRITES,
  PARAMS,
  WEAKEN;

  /** The name used on the command line and in reports: own, rewrites, params, weaken. */
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
