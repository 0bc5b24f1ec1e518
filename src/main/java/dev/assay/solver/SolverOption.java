package dev.assay.solver;

import java.util.List;

/**
 * One option of one solver release, as its catalog lists it: the values option fuzzing draws from
 * and whether it is fuzzed at all (and why not).
 *
 * @param name the option as written: {@code --strings-exp} (cvc5, CVC4) or {@code smt.arith.solver}
 *     (z3)
 * @param kind what it takes
 * @param values the values fuzzing draws from (empty when it draws none)
 * @param defaultValue the solver's default, or empty when its option list does not say
 * @param module the solver's module or section
 * @param fuzz whether option fuzzing uses it
 * @param note the description, or why it is not fuzzed
 */
public record SolverOption(
    String name,
    Kind kind,
    List<String> values,
    String defaultValue,
    String module,
    Fuzz fuzz,
    String note) {

  /** What an option takes. */
  public enum Kind {
    BOOL,
    INT,
    DOUBLE,
    MODE,
    SYMBOL,
    STRING,
    ACTION,
    OTHER
  }

  /** Whether option fuzzing uses an option. */
  public enum Fuzz {
    /** Fuzzed by default. */
    YES,
    /** Fuzzed only when expert options are asked for (cvc5 and CVC4 mark them "EXPERTS only"). */
    EXPERT,
    /** Not fuzzed: the note says why. */
    NO
  }

  public SolverOption {
    values = List.copyOf(values);
  }
}
