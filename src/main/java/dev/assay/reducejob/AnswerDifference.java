package dev.assay.reducejob;

import dev.assay.solver.Answer;
import dev.assay.solver.Outcome;
import java.util.List;

/**
 * Whether two solvers disagree on a script: at some check-sat, one answers {@code sat} and the
 * other {@code unsat}. An undecided answer (unknown, an error, a timeout, a crash before the
 * answer) is no disagreement: a reduction that keeps "the answers differ" would otherwise drift
 * towards inputs on which one solver merely gives up.
 */
final class AnswerDifference {
  private AnswerDifference() {}

  /** The first check-sat (from 0) at which the two answer sat and unsat, or -1. */
  static int firstDisagreement(Outcome a, Outcome b) {
    List<Answer> x = a.answers();
    List<Answer> y = b.answers();
    for (int i = 0; i < Math.min(x.size(), y.size()); i++) {
      if (decided(x.get(i)) && decided(y.get(i)) && isSat(x.get(i)) != isSat(y.get(i))) {
        return i;
      }
    }
    return -1;
  }

  private static boolean decided(Answer a) {
    return a instanceof Answer.Sat || a instanceof Answer.Unsat;
  }

  private static boolean isSat(Answer a) {
    return a instanceof Answer.Sat;
  }
}
