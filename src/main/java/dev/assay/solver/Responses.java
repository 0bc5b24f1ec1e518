package dev.assay.solver;

import java.util.List;

/**
 * A solver's output read along the script's {@link ResponsePlan}: one answer per check-sat that was
 * answered (in order), and the commands the solver rejected with an {@code (error ...)} although
 * they print nothing on success.
 */
public record Responses(List<Answer> answers, List<RejectedCommand> rejected) {

  /** A command without output that the solver answered with an error. */
  public record RejectedCommand(String command, int answersBefore, String message) {}

  public static final Responses NONE = new Responses(List.of(), List.of());

  public Responses {
    answers = List.copyOf(answers);
    rejected = List.copyOf(rejected);
  }

  /**
   * The rejections that came before answer {@code index} (0-based) and may change what was solved:
   * every rejected command but {@code set-option} and {@code set-info}, which only tune the solver.
   * A solver that dropped an assertion answered a different question, so such an answer is an
   * error, never evidence of unsoundness.
   */
  public List<RejectedCommand> rejectedBefore(int index) {
    return rejected.stream()
        .filter(r -> r.answersBefore() <= index)
        .filter(r -> !r.command().equals("set-option") && !r.command().equals("set-info"))
        .toList();
  }
}
