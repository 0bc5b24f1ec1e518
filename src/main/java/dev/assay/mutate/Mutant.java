package dev.assay.mutate;

import dev.assay.core.ExpectedStatus;
import dev.assay.smtlib.Script;
import java.util.List;

/**
 * One generated test: the mutant script, its seed, the status it keeps by construction, how it was
 * made (preprocessing, then the rule chain since the walk left the seed), and where it stands in
 * Algorithm 1 (iteration n of the seed; step within its walk, 1-based).
 */
public record Mutant(
    String seedName,
    ExpectedStatus expected,
    int iteration,
    int step,
    Script script,
    List<String> preprocessing,
    List<MutationStep> chain,
    int applicableRules) {
  public Mutant {
    preprocessing = List.copyOf(preprocessing);
    chain = List.copyOf(chain);
  }

  /** The rule chain as one line: {@code DROPCONJ→@1:0 ADDDISJ→@2}. */
  public String chainText() {
    StringBuilder sb = new StringBuilder();
    for (MutationStep s : chain) {
      if (sb.length() > 0) {
        sb.append(' ');
      }
      sb.append(s);
    }
    return sb.toString();
  }
}
