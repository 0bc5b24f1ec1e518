package dev.assay.solver;

import java.util.List;

/**
 * A solver's output read along the script's {@link ResponsePlan}: one answer per check-sat that was
 * answered (in order), and the commands the solver rejected with an {@code (error ...)} although
 * they print nothing on success.
 */
public record Responses(
    List<Answer> answers, List<RejectedCommand> rejected, List<Integer> modelsAsked) {

  /**
   * A command the solver answered with an error: one without output (an assertion, an option), or a
   * {@code get-...} whose response the error replaced (a model refused after sat).
   */
  public record RejectedCommand(String command, int answersBefore, String message) {}

  public static final Responses NONE = new Responses(List.of(), List.of(), List.of());

  /**
   * @param answers one per answered check-sat, in order
   * @param rejected the commands answered with an error
   * @param modelsAsked the indices of the answers after which the script asked for a model
   */
  public Responses {
    answers = List.copyOf(answers);
    rejected = List.copyOf(rejected);
    modelsAsked = List.copyOf(modelsAsked);
  }

  public Responses(List<Answer> answers, List<RejectedCommand> rejected) {
    this(answers, rejected, List.of());
  }

  /** Whether the script asked for a model after answer {@code index}. */
  public boolean modelAsked(int index) {
    return modelsAsked.contains(index);
  }

  /** The errors printed in place of the responses that follow answer {@code index}. */
  public List<RejectedCommand> errorsAfter(int index) {
    return rejected.stream()
        .filter(r -> r.answersBefore() == index + 1 && r.command().startsWith("get-"))
        .toList();
  }

  /**
   * The rejections that came before answer {@code index} (0-based) and may change what was solved:
   * every rejected command but {@code set-option} and {@code set-info}, which only tune the solver,
   * and the {@code get-...} commands, which only ask. A solver that dropped an assertion answered a
   * different question, so such an answer is an error, never evidence of unsoundness.
   */
  public List<RejectedCommand> rejectedBefore(int index) {
    return rejected.stream()
        .filter(r -> r.answersBefore() <= index)
        .filter(r -> !r.command().equals("set-option") && !r.command().equals("set-info"))
        .filter(r -> !r.command().startsWith("get-"))
        .toList();
  }
}
