package dev.assay.solver;

import java.time.Duration;
import java.util.List;

/**
 * What one solver configuration did with one query: a closed set of values, never an exception.
 * Every kind but {@link FailedToStart} keeps the answers printed before the run ended, so a crash
 * in the second check-sat does not lose the first answer.
 */
public sealed interface Outcome {

  /** The answers read from the output, in check-sat order (possibly fewer than asked). */
  Responses responses();

  /** The facts of the run, or null when the solver never started. */
  Execution execution();

  /** A short name of the kind: finished, crashed, timeout, failed-to-start. */
  String kind();

  default List<Answer> answers() {
    return responses().answers();
  }

  /** The solver ran to its end by itself (any exit code) without signs of a crash. */
  record Finished(Execution execution, Responses responses) implements Outcome {
    @Override
    public String kind() {
      return "finished";
    }
  }

  /**
   * The solver died by a signal, aborted, or reported an internal failure (assertion violation,
   * uncaught exception); {@code cause} says which, in one line.
   */
  record Crashed(Execution execution, Responses responses, String cause) implements Outcome {
    @Override
    public String kind() {
      return "crashed";
    }
  }

  /** The solver did not finish within {@code limit}; Assay killed its process tree. */
  record TimedOut(Execution execution, Responses responses, Duration limit) implements Outcome {
    @Override
    public String kind() {
      return "timeout";
    }
  }

  /** The solver could not be started (missing binary, not executable, ...). */
  record FailedToStart(List<String> command, String message) implements Outcome {
    public FailedToStart {
      command = List.copyOf(command);
    }

    @Override
    public Responses responses() {
      return Responses.NONE;
    }

    @Override
    public Execution execution() {
      return null;
    }

    @Override
    public String kind() {
      return "failed-to-start";
    }
  }
}
