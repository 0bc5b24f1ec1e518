package dev.assay.solver;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * How one solver behaves when many queries share its process: the flag that allows {@code push} and
 * several check-sats, what state survives {@code (reset)}, and which commands it refuses once a
 * {@code push} has happened (with the message it gives). {@link SessionSolver} reads these rows to
 * decide which queries may share a process; each measured row is checked against the real solver by
 * {@code SessionQuirksTest} (external).
 *
 * @param solver the preset name the row is for
 * @param incrementalFlag the flag that allows push/pop and several check-sats ({@code
 *     --incremental}); empty when the solver needs none
 * @param withoutFlag what the solver answers to a {@code push} without the flag, or null when it
 *     needs no flag
 * @param survivesReset the state a {@code (reset)} leaves in place
 * @param refusedAfterPush commands (a head, or a head and a keyword) refused after a push, with the
 *     solver's message for each, in the order the test sends them
 * @param measured whether the row was measured on the solver (else assumed: every state survives,
 *     nothing may follow a push)
 */
public record SessionQuirks(
    String solver,
    List<String> incrementalFlag,
    String withoutFlag,
    Set<State> survivesReset,
    List<Refusal> refusedAfterPush,
    boolean measured) {

  /** State a session process may carry from one query to the next. */
  public enum State {
    /** Options set with set-option ({@code :produce-unsat-cores}, ...). */
    OPTIONS,
    /** The logic of set-logic. */
    LOGIC,
    /** Declarations and definitions. */
    DECLARATIONS
  }

  /**
   * A command refused after a push.
   *
   * @param command the command as sent ({@code (set-logic QF_LIA)})
   * @param message what the solver's error says
   */
  public record Refusal(String command, String message) {}

  public SessionQuirks {
    incrementalFlag = List.copyOf(incrementalFlag);
    survivesReset = Set.copyOf(survivesReset);
    refusedAfterPush = List.copyOf(refusedAfterPush);
  }

  /**
   * The measured rows: z3 4.8.12, cvc5 1.0.3, CVC4 1.8. cvc5 and CVC4 also end the process at the
   * first error (no {@code --continued-execution}), which the session restarts from.
   */
  public static final List<SessionQuirks> ROWS =
      List.of(
          new SessionQuirks(
              "z3",
              List.of(),
              null,
              Set.of(State.OPTIONS),
              List.of(
                  new Refusal("(set-logic QF_LIA)", "the logic has already been set"),
                  new Refusal(
                      "(set-option :produce-unsat-cores true)",
                      "option value cannot be modified after initialization")),
              true),
          new SessionQuirks(
              "cvc5",
              List.of("--incremental"),
              "Cannot push when not solving incrementally",
              Set.of(),
              List.of(
                  new Refusal("(set-logic QF_LIA)", "Only one set-logic is allowed"),
                  new Refusal(
                      "(set-option :produce-models true)", "solver is already fully initialized")),
              true),
          new SessionQuirks(
              "cvc4",
              List.of("--incremental"),
              "Cannot push when not solving incrementally",
              Set.of(),
              List.of(
                  new Refusal("(set-logic QF_LIA)", "Only one set-logic is allowed"),
                  new Refusal("(set-option :produce-models true)", "after final initialization")),
              true));

  /**
   * The row for a solver, found by its program's file name, then by its name; a solver without a
   * measured row gets the most careful assumptions.
   */
  public static SessionQuirks of(SolverSpec spec) {
    SessionQuirks q = rowOf(spec, ROWS, SessionQuirks::solver);
    return q == null ? assumed(spec.name()) : q;
  }

  /**
   * The row of {@code rows} for a solver binary, by its program's file name, then by its name
   * ({@code z3#2} is z3); null for the bundled Z3 and solvers without a row.
   */
  static <T> T rowOf(SolverSpec spec, List<T> rows, Function<T, String> solver) {
    if (spec.bundled()) {
      return null;
    }
    String program = Path.of(spec.program().get(0)).getFileName().toString();
    String name = spec.name().replaceFirst("#\\d+$", "");
    for (String key : List.of(program, name)) {
      for (T row : rows) {
        if (solver.apply(row).equals(key)) {
          return row;
        }
      }
    }
    return null;
  }

  /** Every state survives a reset; set-logic and set-option must come before the first push. */
  static SessionQuirks assumed(String solver) {
    return new SessionQuirks(solver, List.of(), null, Set.of(State.values()), List.of(), false);
  }

  /**
   * Whether a query's options must match those of the process it would join in reset mode: when
   * options survive {@code (reset)}, a query that sets none would otherwise run with the last
   * query's.
   */
  public boolean optionsCarryOver() {
    return survivesReset.contains(State.OPTIONS);
  }

  /**
   * Whether a reset leaves the process in a state that is not fresh beyond options (a solver not
   * measured): such a solver gets a new process whenever the state a query sets differs.
   */
  public boolean logicCarriesOver() {
    return survivesReset.contains(State.LOGIC);
  }
}
