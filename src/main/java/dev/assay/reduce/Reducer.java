package dev.assay.reduce;

import dev.assay.smtlib.Script;
import java.util.List;

/**
 * Shrinks a failing script while an {@link Interestingness} test stays true: drops assertions
 * (ddmin), simplifies terms, drops unused declarations, and repeats the passes until a round
 * changes nothing or the test budget is spent.
 */
public final class Reducer {
  /** The reduced script and how many tests it took. */
  public record Result(Script script, int tests, int accepted) {}

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
    Tester tester = new Tester(test, maxTests);
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
    return new Result(current, tester.runs(), tester.accepted());
  }
}
