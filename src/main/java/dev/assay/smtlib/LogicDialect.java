package dev.assay.smtlib;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * How a reader of logic names departs from the SMT-LIB standard's logic definitions: the {@link
 * Fragment.Detail details} of a script it does not hold against a logic (a solver that accepts
 * {@code (div x 3)} under {@code QF_LIA}), and the standard logic names it does not know. The
 * standard itself is {@link #STANDARD}; what z3, cvc5 and CVC4 accept alike is {@link #LENIENT};
 * the rows per solver and release are data of the {@code solver} package.
 *
 * @param name who reads names this way, for messages
 * @param ignored the details this reader accepts under logics whose definition excludes them
 * @param unknownLogics standard logic names this reader does not know (it may warn or refuse)
 */
public record LogicDialect(String name, Set<Fragment.Detail> ignored, Set<String> unknownLogics) {
  public LogicDialect {
    ignored =
        ignored.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(ignored)); // no nulls, immutable
    unknownLogics = Set.copyOf(unknownLogics);
  }

  /** The logic definitions of SMT-LIB 2.6, read to the letter. */
  public static final LogicDialect STANDARD =
      new LogicDialect("the SMT-LIB standard", Set.of(), Set.of());

  /**
   * What z3, cvc5 and CVC4 accept alike (checked against z3 4.8.12, cvc5 1.0.3 and CVC4 1.8 by
   * {@code LogicDialectsSolversTest}): div, mod, abs, division by a constant and products of
   * constants in the linear logics, and any array sort in QF_AUFLIA, AUFLIA and AUFLIRA. Not
   * constant arrays, nor arrays other than of bit-vectors in QF_ABV and QF_AUFBV: z3 rejects both.
   */
  public static final LogicDialect LENIENT =
      new LogicDialect(
          "z3, cvc5 and CVC4",
          EnumSet.of(
              Fragment.Detail.STANDARD_NONLINEAR,
              Fragment.Detail.ARRAYS_BEYOND_INT_INT,
              Fragment.Detail.ARRAYS_BEYOND_INT_REAL),
          Set.of());

  /** Whether this reader accepts {@code detail} under a logic that excludes it. */
  public boolean ignores(Fragment.Detail detail) {
    return ignored.contains(detail);
  }

  /** Whether this reader knows the logic name {@code logic}. */
  public boolean knows(String logic) {
    return !unknownLogics.contains(logic);
  }

  /** What this reader and {@code other} both accept: one script header for both. */
  public LogicDialect and(LogicDialect other) {
    if (other.equals(this)) {
      return this;
    }
    Set<Fragment.Detail> both = EnumSet.noneOf(Fragment.Detail.class);
    for (Fragment.Detail d : ignored) {
      if (other.ignores(d)) {
        both.add(d);
      }
    }
    Set<String> unknown = new TreeSet<>(unknownLogics);
    unknown.addAll(other.unknownLogics);
    return new LogicDialect(name + " and " + other.name, both, unknown);
  }

  /** What all of {@code dialects} accept; {@link #LENIENT} for none. */
  public static LogicDialect all(List<LogicDialect> dialects) {
    LogicDialect d = null;
    for (LogicDialect x : dialects) {
      d = d == null ? x : d.and(x);
    }
    return d == null ? LENIENT : d;
  }
}
