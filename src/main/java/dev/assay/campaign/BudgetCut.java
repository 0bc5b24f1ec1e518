package dev.assay.campaign;

import dev.assay.reduce.Interestingness;
import java.util.function.BooleanSupplier;

/**
 * Thrown by a reduction's test once the campaign stops (its time budget spent, Ctrl-C): the
 * reduction ends where it is, and the finding is recorded unreduced, signed from its unreduced
 * canonical input, with a note that {@code assay reduce} on its input reduces it. So a reduction
 * never holds a campaign past its budget by more than the solver run in flight.
 */
final class BudgetCut extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** The start of the reduction note of a finding the budget cut short. */
  static final String NOTE = "not reduced: the campaign's time ended first";

  BudgetCut() {
    super("the campaign stopped", null, false, false);
  }

  /** {@code test}, which throws {@link BudgetCut} instead of running once {@code stop} says so. */
  static Interestingness guarded(Interestingness test, BooleanSupplier stop) {
    return candidate -> {
      if (stop.getAsBoolean()) {
        throw new BudgetCut();
      }
      return test.test(candidate);
    };
  }
}
