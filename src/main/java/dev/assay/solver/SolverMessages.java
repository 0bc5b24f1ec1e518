package dev.assay.solver;

import java.util.List;
import java.util.regex.Pattern;

/**
 * What solvers say when something other than the formula decides the outcome, as data: one row per
 * message, with the solvers that print it and where it is documented. The oracle and the engine
 * read a run's output through these rows instead of matching strings of their own.
 */
public final class SolverMessages {
  /** What a message means. */
  public enum Meaning {
    /**
     * The solver's own check of its model failed: z3 {@code model_validate=true}, cvc4/cvc5 {@code
     * --check-models}. A finding of its own ({@code solver-invalid-model}), not a crash.
     */
    OWN_MODEL_CHECK_FAILED,
    /**
     * The solver refuses to produce models with the options it was given (cvc4/cvc5 options that
     * are incompatible with model generation): the status can still be judged without models.
     */
    REFUSES_MODELS
  }

  /**
   * One message.
   *
   * @param meaning what it means
   * @param solvers the solvers known to print it
   * @param pattern found anywhere in the output (stdout or stderr)
   * @param reference where the behaviour is documented or was seen
   */
  public record Message(Meaning meaning, String solvers, Pattern pattern, String reference) {}

  public static final List<Message> ALL =
      List.of(
          new Message(
              Meaning.OWN_MODEL_CHECK_FAILED,
              "z3",
              Pattern.compile("an invalid model was generated"),
              "z3 parameter model_validate; e.g. Z3Prover/z3 issues 4738, 6410, 6692"),
          new Message(
              Meaning.OWN_MODEL_CHECK_FAILED,
              "cvc4, cvc5",
              Pattern.compile("ERRORS SATISFYING ASSERTIONS WITH MODEL"),
              "cvc4/cvc5 option --check-models (aborts with SIGABRT); e.g. cvc5/cvc5 issue 5915"),
          new Message(
              Meaning.REFUSES_MODELS,
              "cvc4, cvc5",
              Pattern.compile("Cannot use [\\w-]+ with model generation"),
              "cvc4 1.8 / cvc5 1.0.3 option parsing, e.g. --unconstrained-simp, --sort-inference"));

  private SolverMessages() {}

  /** The first message of {@code meaning} found in {@code text}, or null. */
  public static Message find(Meaning meaning, String text) {
    if (text == null || text.isEmpty()) {
      return null;
    }
    for (Message m : ALL) {
      if (m.meaning() == meaning && m.pattern().matcher(text).find()) {
        return m;
      }
    }
    return null;
  }

  /**
   * The first message of {@code meaning} in what a run printed (stdout, stderr, errors), or null.
   */
  public static Message find(Meaning meaning, Outcome o) {
    if (o.execution() != null) {
      Message m = find(meaning, o.execution().stdout());
      if (m == null) {
        m = find(meaning, o.execution().stderr());
      }
      if (m != null) {
        return m;
      }
    }
    for (Answer a : o.answers()) {
      if (a instanceof Answer.Error e) {
        Message m = find(meaning, e.message());
        if (m != null) {
          return m;
        }
      }
    }
    for (Responses.RejectedCommand r : o.responses().rejected()) {
      Message m = find(meaning, r.message());
      if (m != null) {
        return m;
      }
    }
    return null;
  }
}
