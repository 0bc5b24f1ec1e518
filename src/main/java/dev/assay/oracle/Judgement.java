package dev.assay.oracle;

import dev.assay.core.Verdict;
import java.util.List;

/**
 * The verdicts of one outcome: one per check-sat, in order, and the overall verdict (the most
 * severe, with crashes after the last answer counted too).
 */
public record Judgement(List<Verdict> perCheckSat, Verdict overall) {
  public Judgement {
    perCheckSat = List.copyOf(perCheckSat);
  }

  /** Whether the overall verdict is a finding. */
  public boolean isFinding() {
    return overall.isFinding();
  }
}
