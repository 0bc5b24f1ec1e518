package dev.assay.oracle;

import java.io.IOException;
import java.util.List;

/**
 * Decides the residue of a model check that Assay's evaluator cannot: quantifier-free formulas over
 * variables of infinite sorts, once a model's interpretations are in place. It must be independent
 * of the solver under test (another solver, or another release of the same one), or a bug shared by
 * both would go unseen.
 */
public interface ResidueSolver {

  /** The answer to one residue query. */
  enum Kind {
    SAT,
    UNSAT,
    /** Unknown, timeout, error or crash: the residue stays undecided. */
    UNDECIDED
  }

  /** One answer with a short reason when undecided. */
  record Decision(Kind kind, String why) {
    public static Decision of(Kind a) {
      return new Decision(a, "");
    }
  }

  /** What this residue solver is, for reports ("z3 4.8.12", "bundled-z3 4.14.1"). */
  String describe();

  /**
   * Answers every check-sat of {@code scriptText} in order; the list is shorter when the run ended
   * early (the missing ones count as undecided).
   */
  List<Decision> decide(String scriptText) throws IOException, InterruptedException;
}
