package dev.assay.solver;

import java.util.List;
import java.util.Optional;

/**
 * The registry of solver presets, in the order {@code assay solvers} lists them. Flags follow each
 * solver's documentation for SMT-LIB 2 input; the z3, cvc5 and cvc4 rows are exercised by the
 * external-solver tests, the others are taken from the solvers' manuals.
 */
public final class SolverPresets {
  private SolverPresets() {}

  public static final List<SolverPreset> ALL =
      List.of(
          new SolverPreset(
              "z3",
              "z3",
              List.of("-smt2"),
              List.of(),
              List.of("-in", "-smt2"),
              List.of("smt.random_seed={seed}", "sat.random_seed={seed}"),
              List.of("--version")),
          new SolverPreset(
              "cvc5",
              "cvc5",
              List.of("--lang", "smt2"),
              List.of("--incremental"),
              List.of("--lang", "smt2", "--incremental"),
              List.of("--seed={seed}"),
              List.of("--version")),
          new SolverPreset(
              "cvc4",
              "cvc4",
              List.of("--lang", "smt2"),
              List.of("--incremental"),
              List.of("--lang", "smt2", "--incremental"),
              List.of("--random-seed={seed}"),
              List.of("--version")),
          new SolverPreset(
              "yices-smt2",
              "yices-smt2",
              List.of(),
              List.of("--incremental"),
              List.of("--incremental"),
              List.of(),
              List.of("--version")),
          new SolverPreset(
              "bitwuzla",
              "bitwuzla",
              List.of("--lang", "smt2"),
              List.of(),
              List.of("--lang", "smt2"),
              List.of("--seed={seed}"),
              List.of("--version")),
          new SolverPreset(
              "boolector",
              "boolector",
              List.of("--smt2"),
              List.of("--incremental"),
              List.of("--smt2", "--incremental"),
              List.of("--seed={seed}"),
              List.of("--version")),
          new SolverPreset(
              "mathsat",
              "mathsat",
              List.of("-input=smt2"),
              List.of(),
              List.of("-input=smt2"),
              List.of("-random_seed={seed}"),
              List.of("-version")),
          new SolverPreset(
              "princess",
              "princess",
              List.of("-inputFormat=smt2", "+incremental"),
              List.of(),
              List.of("-inputFormat=smt2", "+incremental", "+stdin"),
              List.of(),
              List.of("-version")),
          new SolverPreset(
              "eldarica",
              "eld",
              List.of("-hsmt"),
              List.of(),
              null,
              List.of(),
              List.of("-version")));

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
