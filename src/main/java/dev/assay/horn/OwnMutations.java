package dev.assay.horn;

import java.util.List;
import java.util.Optional;

/** The registry of HornFuzz's own mutations, in the paper's order (§3.3, 1–8). */
public final class OwnMutations {
  private OwnMutations() {}

  public static final List<OwnMutation> ALL =
      List.of(
          Connectives.swap("SWAP_AND", 1, "and"),
          Connectives.DUP_AND,
          Connectives.BREAK_AND,
          Connectives.swap("SWAP_OR", 4, "or"),
          BoundVariables.MIX_BOUND_VARS,
          Inequalities.ADD_INEQ,
          VacuousRules.ADD_LIN_RULE,
          VacuousRules.ADD_NONLIN_RULE);

  /** The mutation with this id. */
  public static Optional<OwnMutation> byId(String id) {
    return ALL.stream().filter(m -> m.id().equals(id)).findFirst();
  }
}
