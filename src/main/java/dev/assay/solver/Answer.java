package dev.assay.solver;

/**
 * What a solver printed for one check-sat. Models, values and cores are kept as the solver's raw
 * text; reading them into values is the oracle's job, with Assay's own front end.
 */
public sealed interface Answer {

  /**
   * The answer's name as the solver spells it ({@code sat}, ...), or {@code error}/{@code
   * unparsable}.
   */
  String label();

  /**
   * {@code sat}, with the response to a following {@code (get-model)} and {@code (get-value ...)}
   * when they were asked for and given (null otherwise).
   */
  record Sat(String model, String values) implements Answer {
    @Override
    public String label() {
      return "sat";
    }
  }

  /** {@code unsat}, with the response to a following {@code (get-unsat-core)} or null. */
  record Unsat(String core) implements Answer {
    @Override
    public String label() {
      return "unsat";
    }
  }

  /**
   * {@code unknown}, with the solver's {@code :reason-unknown} when asked for and given, or null.
   */
  record Unknown(String reason) implements Answer {
    @Override
    public String label() {
      return "unknown";
    }
  }

  /** {@code (error "message")} in place of an answer. */
  record Error(String message) implements Answer {
    @Override
    public String label() {
      return "error";
    }
  }

  /** Something that is no answer at all (garbage, a list where a status belongs). */
  record Unparsable(String text) implements Answer {
    @Override
    public String label() {
      return "unparsable";
    }
  }
}
