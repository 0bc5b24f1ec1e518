package dev.assay.oracle;

import dev.assay.core.InputError;
import dev.assay.semantics.Model;
import dev.assay.semantics.ModelChecker;
import dev.assay.semantics.ModelReader;
import dev.assay.smtlib.Script;

/**
 * The model check every technique uses: the solver's model read with Assay's model reader, and
 * every formula of the check-sat evaluated with Assay's evaluator, never the solver's.
 */
public final class EvaluatorModelCheck implements ModelCheck {
  @Override
  public Result check(Script script, int checkSatIndex, String modelText) {
    Model model;
    try {
      model = ModelReader.read(modelText, "model", script);
    } catch (InputError e) {
      return new Result.Undetermined("unreadable model: " + e.getMessage());
    }
    return check(script, checkSatIndex, model);
  }

  @Override
  public Result check(Script script, int checkSatIndex, Model model) {
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
