package dev.assay.oracle;

import dev.assay.core.Verdict;
import java.util.List;
import java.util.function.Function;

/**
 * A regression pair of solver releases ({@code --old} and {@code --new} of every command that takes
 * one): the release expected to decide, and the release under test. Where the first decided a case
 * and the second answers {@code unknown}, the second's run is an incompleteness of type 1 (Bringolf
 * 2021, Definition 4: a regression), grouped by {@code group} (the seed, say).
 *
 * @param expectedToDecide the name of the release expected to decide ({@code --old})
 * @param underTest the name of the release under test ({@code --new})
 */
public record RegressionPair(String expectedToDecide, String underTest) {
  /** The file beside a regression finding's input that runs the release expected to decide. */
  public static final String DECIDER_SCRIPT = "run-old.sh";

  public RegressionPair {
    if (expectedToDecide == null || underTest == null) {
      throw new IllegalArgumentException("a regression pair needs both releases");
    }
  }

  /**
   * {@code runs} (one case's runs, in solver order) with the run of the release under test made an
   * incompleteness where the other release decided and it answers {@code unknown} and found nothing
   * worse.
   *
   * @param answer the decided answer of a run ({@code sat}, {@code unsat}), or null when undecided
   * @param group what groups the pair's findings (one finding per group)
   * @param deciderScript the text of {@link #DECIDER_SCRIPT}: the decider's command on the input
   */
  public List<RunResult> judge(
      List<RunResult> runs,
      Function<RunResult, String> answer,
      String group,
      Function<RunResult, String> deciderScript) {
    RunResult decider = named(runs, expectedToDecide);
    RunResult tested = named(runs, underTest);
    if (decider == null || tested == null) {
      return runs;
    }
    String decided = answer.apply(decider);
    if (decided == null
        || !tested.verdict().is(Verdict.Kind.UNKNOWN)
        || tested.verdict().kind().isSoundness()) {
      return runs;
    }
    RunResult judged =
        tested
            .withVerdict(
                Verdict.incompleteness(
                    "type 1 (regression): %s %s decided it (%s), %s %s answers unknown"
                        .formatted(
                            decider.solver().name(),
                            decider.solver().version(),
                            decided,
                            tested.solver().name(),
                            tested.solver().version())))
            .withFailure(true)
            .withSignatureHint("type1|" + group)
            .withExtraFile(DECIDER_SCRIPT, deciderScript.apply(decider));
    return runs.stream().map(r -> r == tested ? judged : r).toList();
  }

  private static RunResult named(List<RunResult> runs, String name) {
    for (RunResult r : runs) {
      if (r.solver().name().equals(name)) {
        return r;
      }
    }
    return null;
  }
}
