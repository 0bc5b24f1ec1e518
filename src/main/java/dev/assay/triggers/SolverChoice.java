package dev.assay.triggers;

import dev.assay.solver.EMatching;
import dev.assay.solver.SolverSpec;
import java.util.List;

/**
 * The solvers of a triggers run: the one that searches and validates, the one that infers missing
 * patterns (the same one, unless it prints no inferred patterns: then a Z3), and others a found
 * claim is also checked on, each reported apart.
 *
 * @param search the solver of the model queries, validations and the claim check
 * @param inference the solver that infers patterns (a Z3)
 * @param checkWith further solvers each claim is checked on
 * @param keepOptions whether validations keep the input's own set-options (except forced ones)
 * @param hintsWith further solvers (cvc5) whose default-mode refutation of the input gives a hints'
 *     batch when the search's Z3 gives none that refutes it
 */
public record SolverChoice(
    SolverSpec search,
    SolverSpec inference,
    List<SolverSpec> checkWith,
    boolean keepOptions,
    List<SolverSpec> hintsWith) {
  public SolverChoice {
    checkWith = List.copyOf(checkWith);
    hintsWith = List.copyOf(hintsWith);
  }

  /** A choice without further hint solvers. */
  public SolverChoice(
      SolverSpec search, SolverSpec inference, List<SolverSpec> checkWith, boolean keepOptions) {
    this(search, inference, checkWith, keepOptions, List.of());
  }

  /** How results name a solver: its name and detected release. */
  public static String label(SolverSpec spec) {
    return spec.name() + " " + spec.version();
  }

  /** The settings validations on {@code spec} run under. */
  public ValidationSettings validation(SolverSpec spec) {
    return new ValidationSettings(label(spec), EMatching.of(spec), keepOptions);
  }

  /** The settings of the search solver's validations. */
  public ValidationSettings validation() {
    return validation(search);
  }
}
