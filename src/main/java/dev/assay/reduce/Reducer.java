package dev.assay.reduce;

import dev.assay.smtlib.Script;
import java.util.List;

/**
 * Shrinks a failing script while an {@link Interestingness} test stays true: drops assertions
 * (ddmin), simplifies terms, drops unused declarations and the options the failure does not need,
 * and repeats the passes until a round changes nothing or the test budget is spent.
 */
public final class Reducer {
  /**
   * The reduced script and how many tests it took.
   *
   * @param tests the tests counted against the budget: the same whatever the parallelism
   * @param accepted the tests that found a smaller interesting script
   * @param executed the tests actually run: with parallel tests, also candidates tested ahead of
   *     the one accepted
   */
  public record Result(Script script, int tests, int accepted, int executed) {}

  private static final List<ReductionPass> PASSES =
      List.of(new DropCommands(), new SimplifyTerms(), new DropUnusedDeclarations());

  private final int maxTests;

  /** A reducer that runs the test at most {@code maxTests} times. */
  public Reducer(int maxTests) {
    if (maxTests < 1) {
      throw new IllegalArgumentException("maxTests must be positive");
    }
    this.maxTests = maxTests;
  }

  /**
   * The reduced script. {@code input} itself must be interesting; it is returned unchanged if
   * nothing smaller is.
   */
  public Result reduce(Script input, Interestingness test) throws InterruptedException {
    return reduce(input, List.of(test));
  }

  /**
   * The reduced script, testing up to {@code tests.size()} candidates side by side, each test on a
   * thread of its own (so each may hold its own solver processes). The result is the one {@link
   * #reduce(Script, Interestingness)} gives with any one of the tests, when their answers depend on
   * the candidate alone: candidates are taken in the same order, and the first interesting one in
   * that order wins, whichever test finishes first.
   */
  public Result reduce(Script input, List<Interestingness> tests) throws InterruptedException {
    try (Tester tester = new Tester(tests, maxTests)) {
      Script current = input;
      boolean changed = true;
      while (changed && !tester.exhausted()) {
        changed = false;
        for (ReductionPass pass : PASSES) {
          Script next = pass.apply(current, tester);
          if (next != current) {
            current = next;
            changed = true;
          }
        }
      }
      return tester.result(current);
    }
  }
}
