package dev.assay.solver;

import java.util.List;
import java.util.Optional;

/**
 * The registry of solver presets, in the order {@code assay solvers} lists them. Flags follow each
 * solver's documentation for SMT-LIB 2 input; the z3, cvc5 and cvc4 rows are exercised by the
 * external-solver tests, the others are taken from the solvers' manuals.
 *
 * <p>The limit flags (z3 {@code -T:}, cvc5 and cvc4 {@code --tlimit}) bound a whole fresh-state run
 * from inside the solver, at the time limit plus the grace period, so that Assay's own kill comes
 * first while Assay runs. At their limit z3 prints {@code timeout}, cvc4 {@code unknown}, and cvc5
 * aborts (SIGABRT) after "interrupted by timeout"; a run that ends after its limit is a timeout
 * whatever it printed. Sessions get none: a process-wide limit would end the session in the middle
 * of a later query, and a per-query limit ({@code -t:}, {@code --tlimit-per}) is a solver option
 * that would make a session's command differ from the fresh-state one a finding is reproduced with.
 */
public final class SolverPresets {
  private SolverPresets() {}

  public static final List<SolverPreset> ALL =
      List.of(
          new SolverPreset(
              "z3",
              "z3",
              new SolverFlags(
                  List.of("-smt2"),
                  List.of(),
                  List.of("-in", "-smt2"),
                  List.of("smt.random_seed={seed}", "sat.random_seed={seed}"),
                  List.of("--version"),
                  List.of("-T:{s}"))),
          new SolverPreset(
              "cvc5",
              "cvc5",
              new SolverFlags(
                  List.of("--lang", "smt2"),
                  List.of("--incremental"),
                  List.of("--lang", "smt2", "--incremental"),
                  List.of("--seed={seed}"),
                  List.of("--version"),
                  List.of("--tlimit={ms}"))),
          new SolverPreset(
              "cvc4",
              "cvc4",
              new SolverFlags(
                  List.of("--lang", "smt2"),
                  List.of("--incremental"),
                  List.of("--lang", "smt2", "--incremental"),
                  List.of("--random-seed={seed}"),
                  List.of("--version"),
                  List.of("--tlimit={ms}"))),
          new SolverPreset(
              "yices-smt2",
              "yices-smt2",
              new SolverFlags(
                  List.of(),
                  List.of("--incremental"),
                  List.of("--incremental"),
                  List.of(),
                  List.of("--version"),
                  List.of())),
          new SolverPreset(
              "bitwuzla",
              "bitwuzla",
              new SolverFlags(
                  List.of("--lang", "smt2"),
                  List.of(),
                  List.of("--lang", "smt2"),
                  List.of("--seed={seed}"),
                  List.of("--version"),
                  List.of())),
          new SolverPreset(
              "boolector",
              "boolector",
              new SolverFlags(
                  List.of("--smt2"),
                  List.of("--incremental"),
                  List.of("--smt2", "--incremental"),
                  List.of("--seed={seed}"),
                  List.of("--version"),
                  List.of())),
          new SolverPreset(
              "mathsat",
              "mathsat",
              new SolverFlags(
                  List.of("-input=smt2"),
                  List.of(),
                  List.of("-input=smt2"),
                  List.of("-random_seed={seed}"),
                  List.of("-version"),
                  List.of())),
          new SolverPreset(
              "princess",
              "princess",
              new SolverFlags(
                  List.of("-inputFormat=smt2", "+incremental"),
                  List.of(),
                  List.of("-inputFormat=smt2", "+incremental", "+stdin"),
                  List.of(),
                  List.of("-version"),
                  List.of())),
          new SolverPreset(
              "eldarica",
              "eld",
              new SolverFlags(
                  List.of("-hsmt"), List.of(), null, List.of(), List.of("-version"), List.of())));

  /** The preset called {@code name}, or the one whose program is {@code name} ({@code eld}). */
  public static Optional<SolverPreset> byName(String name) {
    for (SolverPreset p : ALL) {
      if (p.name().equals(name)) {
        return Optional.of(p);
      }
    }
    for (SolverPreset p : ALL) {
      if (p.program().equals(name)) {
        return Optional.of(p);
      }
    }
    return Optional.empty();
  }

  /** The preset names, for messages. */
  public static List<String> names() {
    return ALL.stream().map(SolverPreset::name).toList();
  }
}
