package dev.assay.solver;

import dev.assay.smtlib.Fragment.Detail;
import dev.assay.smtlib.LogicDialect;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Which logic names each solver accepts for what, as data: the rows that depart from {@link
 * LogicDialect#LENIENT} (what z3, cvc5 and CVC4 accept alike), keyed by solver family and release
 * range. A solver without a row reads names leniently. The one logic classifier ({@link
 * dev.assay.smtlib.Fragment#logicFor}) takes the dialect of the solvers a script is for.
 *
 * <p>Checked against z3 4.8.12, cvc5 1.0.3 and CVC4 1.8 by {@code LogicDialectsSolversTest}: each
 * unknown name draws the solver's warning, each listed name does not, and each detail a row does
 * not ignore is rejected under a logic that excludes it. The bundled Z3 4.14.1 runs every query in
 * a context with all theories, whatever the script's {@code set-logic}: it has no row, and a
 * campaign with it alone reads names leniently.
 */
public final class LogicDialects {
  private LogicDialects() {}

  /** One row: a family's releases and how they read logic names. */
  record Row(String family, SolverFamily.Range versions, LogicDialect dialect, String reference) {}

  /** cvc5 and CVC4 read array sorts and constant arrays leniently in every logic with arrays. */
  private static final Set<Detail> CVC =
      EnumSet.of(
          Detail.STANDARD_NONLINEAR,
          Detail.ARRAYS_BEYOND_INT_INT,
          Detail.ARRAYS_BEYOND_INT_REAL,
          Detail.ARRAYS_BEYOND_BIT_VECTORS,
          Detail.CONSTANT_ARRAYS);

  private static final String CVC_REFERENCE =
      "accepts (Array Bool (_ BitVec 2)) under QF_ABV and ((as const (Array Int Int)) 0) under"
          + " QF_ALIA, which z3 4.8.12 rejects";

  /** The rows, the first that applies speaks for a solver. */
  static final List<Row> TABLE =
      List.of(
          new Row(
              "z3",
              new SolverFamily.Range(null, "4.8.12"),
              new LogicDialect(
                  "z3 4.8.12",
                  LogicDialect.LENIENT.ignored(),
                  Set.of(
                      "QF_SNIA",
                      "QF_BVFPLRA",
                      "QF_UFDTLIA",
                      "QF_UFDTLIRA",
                      "QF_UFDTNIA",
                      "UFDT",
                      "UFDTLIA",
                      "UFDTLIRA",
                      "UFDTNIA",
                      "UFDTNIRA",
                      "AUFDTLIA",
                      "AUFDTLIRA",
                      "AUFDTNIRA",
                      "ANIA")),
              "z3 4.8.12 answers \"unsupported ; ignoring unsupported logic\" to these names, then"
                  + " reads the script under ALL"),
          new Row(
              "cvc5",
              SolverFamily.Range.ALL,
              new LogicDialect("cvc5", CVC, Set.of()),
              "cvc5 1.0.3 " + CVC_REFERENCE),
          new Row(
              "cvc4",
              SolverFamily.Range.ALL,
              new LogicDialect("CVC4", CVC, Set.of()),
              "CVC4 1.8 " + CVC_REFERENCE));

  /** How {@code spec} reads logic names; an undetected version is read as the oldest row's. */
  public static LogicDialect forSolver(SolverSpec spec) {
    String family = SolverFamily.of(spec);
    for (Row r : TABLE) {
      if (r.family().equals(family)
          && (spec.version().equals(SolverSpec.UNKNOWN_VERSION)
              || r.versions().contains(spec.version()))) {
        return r.dialect();
      }
    }
    return LogicDialect.LENIENT;
  }

  /** What every one of {@code solvers} accepts: the header of a script sent to all of them. */
  public static LogicDialect forSolvers(List<SolverSpec> solvers) {
    List<LogicDialect> ds = new ArrayList<>();
    for (SolverSpec s : solvers) {
      ds.add(forSolver(s));
    }
    return LogicDialect.all(ds);
  }
}
