package dev.assay.strings;

import dev.assay.core.InputError;
import dev.assay.oracle.ModelCheck;
import dev.assay.semantics.Model;
import dev.assay.semantics.ModelChecker;
import dev.assay.semantics.ModelReader;
import dev.assay.smtlib.Script;

/**
 * The model check of Table 4's "incorrect model": the solver's model read with Assay's model
 * reader and every assertion evaluated with Assay's evaluator (the paper's executable semantics).
 */
final class EvaluatorModelCheck implements ModelCheck {
  @Override
  public Result check(Script script, int checkSatIndex, String modelText) {
    Model model;
    try {
      model = ModelReader.read(modelText, "model", script);
    } catch (InputError e) {
      return new Result.Undetermined("unreadable model: " + e.getMessage());
    }
    ModelChecker.Result r = ModelChecker.check(script, model, checkSatIndex);
    if (r instanceof ModelChecker.Result.False f) {
      return new Result.Invalid(f.printed());
    }
    if (r instanceof ModelChecker.Result.Undetermined u) {
      return new Result.Undetermined(u.printed() + ": " + u.why());
    }
    return new Result.Valid();
  }
}
