package dev.assay.oracle;

import dev.assay.core.InputError;
import dev.assay.semantics.Model;
import dev.assay.semantics.ModelReader;
import dev.assay.smtlib.Script;

/**
 * Checks a model a solver printed against the formulas of one check-sat, with Assay's own
 * evaluator. An interface so the oracle can be tested without depending on what the evaluator
 * supports.
 */
public interface ModelCheck {

  /** The result of checking one model. */
  sealed interface Result {
    /** Every formula evaluated to true. */
    record Valid() implements Result {}

    /** This formula (printed, shortened) evaluated to false. */
    record Invalid(String falseFormula) implements Result {}

    /**
     * The evaluator could not decide (a quantifier over an infinite domain, an unspecified value,
     * an unreadable model, a construct it does not know); never reported as invalid.
     */
    record Undetermined(String why) implements Result {}
  }

  /**
   * Checks {@code modelText} (the solver's response to get-model) against the assertions and
   * assumptions in force at check-sat {@code checkSatIndex} (0-based) of {@code script}: the text
   * is read by {@link ModelReader} against the script's declarations (unreadable: undetermined) and
   * the model checked as {@link #check(Script, int, Model)} does.
   */
  default Result check(Script script, int checkSatIndex, String modelText) {
    Model model;
    try {
      model = ModelReader.read(modelText, "model", script);
    } catch (InputError e) {
      return new Result.Undetermined("unreadable model: " + e.detail());
    }
    return check(script, checkSatIndex, model);
  }

  /** Checks a model already read (a producer's witness) the same way. */
  Result check(Script script, int checkSatIndex, Model model);
}
