package dev.assay.reduce;

import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Script;
import dev.assay.smtlib.SortChecker;
import dev.assay.smtlib.SortError;
import java.util.HashSet;
import java.util.Set;

/**
 * Runs the interestingness test on candidates, at most {@code budget} times; rejects ill-sorted
 * candidates without running it, and never tests the same printed script twice.
 */
final class Tester {
  private final Interestingness test;
  private final int budget;
  private final Set<String> seen = new HashSet<>();
  private int runs;
  private int accepted;

  Tester(Interestingness test, int budget) {
    this.test = test;
    this.budget = budget;
  }

  boolean exhausted() {
    return runs >= budget;
  }

  int runs() {
    return runs;
  }

  int accepted() {
    return accepted;
  }

  /** True if {@code candidate} is well-sorted and interesting. */
  boolean interesting(Script candidate) throws InterruptedException {
    if (exhausted()) {
      return false;
    }
    if (!seen.add(Printer.print(candidate))) {
      return false;
    }
    try {
      SortChecker.check(candidate);
    } catch (SortError | IllegalArgumentException e) {
      return false;
    }
    runs++;
    boolean ok = test.test(candidate);
    if (ok) {
      accepted++;
    }
    return ok;
  }
}
