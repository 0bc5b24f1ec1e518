package dev.assay.mutate;

import dev.assay.weakening.Goal;

/**
 * One rule application in a mutant's chain: the rule, the direction it was used in ({@code →} left
 * to right, {@code ←} right to left), what it did at its position, and where: assertion number
 * (1-based) and the child path from the assertion's root.
 */
public record MutationStep(String ruleId, String arrow, Goal goal, int assertion, String path) {
  @Override
  public String toString() {
    return ruleId + arrow + "@" + assertion + (path.isEmpty() ? "" : ":" + path);
  }
}
