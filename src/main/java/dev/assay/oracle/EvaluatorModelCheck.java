package dev.assay.oracle;

import dev.assay.semantics.Model;
import dev.assay.semantics.ModelChecker;
import dev.assay.semantics.ModelReader;
import dev.assay.semantics.Operators;
import dev.assay.smtlib.Script;

/**
 * Model checking with Assay's own front end and evaluator: the solver's model is read by {@link
 * ModelReader} and the script's assertions at the check-sat are evaluated by {@link ModelChecker}.
 * A model Assay cannot read, or an assertion it cannot decide (a quantifier over an infinite
 * domain, an unspecified value), is undetermined, never invalid.
 */
public final class EvaluatorModelCheck implements ModelCheck {
  /**
   * Builds the evaluator's operator table (about 40 ms: some 400 rows of lambdas) on a background
   * thread, for a command to call before it waits for its first solver's start: the first model
   * check then finds it built. Idempotent; the class loader builds the table once.
   */
  public static void prepareInBackground() {
    Thread t = new Thread(() -> Operators.get("="), "assay-evaluator-tables");
    t.setDaemon(true);
    t.start();
  }

  @Override
  public Result check(Script script, int checkSatIndex, Model model) {
    ModelChecker.Result r = ModelChecker.check(script, model, checkSatIndex);
    if (r instanceof ModelChecker.Result.False f) {
      return new Result.Invalid(shorten(f.printed()));
    }
    if (r instanceof ModelChecker.Result.Undetermined u) {
      return new Result.Undetermined(
          "assertion " + (u.index() + 1) + " undetermined (" + u.why() + ")");
    }
    return new Result.Valid();
  }

  private static String shorten(String s) {
    String t = s.replaceAll("\\s+", " ").strip();
    return t.length() > 300 ? t.substring(0, 300) + "..." : t;
  }
}
