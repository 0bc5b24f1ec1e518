package dev.assay.horn;

import dev.assay.core.Rng;
import dev.assay.smtlib.ChcClause;
import dev.assay.smtlib.ChcSystem;
import dev.assay.smtlib.Script;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.SortedVar;
import dev.assay.smtlib.Term;
import dev.assay.solver.Z3Parameters;
import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The mutations a run may use, by group, for one solver under test: the own mutations, the rewrites
 * its simplifier's release knows, and the parameters the release under test knows (a parameter
 * unknown to a release would make it abort). Draws steps and applies recorded ones.
 */
public final class MutationCatalog {
  private final Set<MutationGroup> groups;
  private final Z3Parameters underTest;
  private final Simplifier simplifier;
  private final Weakenings weakenings = new Weakenings();

  /**
   * @param groups the groups to use
   * @param underTest the parameters of the release under test (for the parameter mutations), or
   *     null when the solver is not a z3 (then there are none)
   * @param simplifier the z3 that applies rewrites, or null (then there are none)
   */
  public MutationCatalog(Set<MutationGroup> groups, Z3Parameters underTest, Simplifier simplifier) {
    this.groups = groups.isEmpty() ? EnumSet.noneOf(MutationGroup.class) : EnumSet.copyOf(groups);
    this.underTest = underTest;
    this.simplifier = simplifier;
  }

  /** The groups in use that have any mutation at all. */
  public List<MutationGroup> groups() {
    List<MutationGroup> r = new ArrayList<>();
    for (MutationGroup g : MutationGroup.values()) {
      if (groups.contains(g) && !allIds(g).isEmpty()) {
        r.add(g);
      }
    }
    return r;
  }

  /** Every mutation id of a group this run can use on some system, in registry order. */
  public List<String> allIds(MutationGroup g) {
    List<String> r = new ArrayList<>();
    if (!groups.contains(g)) {
      return r;
    }
    switch (g) {
      case OWN:
        OwnMutations.ALL.forEach(m -> r.add(m.id()));
        break;
      case REWRITES:
        if (simplifier != null) {
          Rewrite.ALL.stream()
              .filter(w -> w.knownTo(simplifier.release()))
              .forEach(w -> r.add(w.id()));
        }
        break;
      case PARAMS:
        if (underTest != null) {
          ParameterMutation.ALL.stream()
              .filter(p -> p.toggled(underTest).isPresent())
              .forEach(p -> r.add(p.id()));
        }
        break;
      case WEAKEN:
        r.addAll(Weakenings.allIds());
        break;
      default:
        throw new AssertionError(g);
    }
    return r;
  }

  /** The group of a mutation id. */
  public static MutationGroup groupOf(String id) {
    if (OwnMutations.byId(id).isPresent()) {
      return MutationGroup.OWN;
    }
    if (rewrite(id).isPresent()) {
      return MutationGroup.REWRITES;
    }
    if (parameter(id).isPresent()) {
      return MutationGroup.PARAMS;
    }
    if (Weakenings.isId(id)) {
      return MutationGroup.WEAKEN;
    }
    throw new IllegalArgumentException("unknown mutation " + id);
  }

  static Optional<Rewrite> rewrite(String id) {
    return Rewrite.ALL.stream().filter(w -> w.id().equals(id)).findFirst();
  }

  static Optional<ParameterMutation> parameter(String id) {
    return ParameterMutation.ALL.stream().filter(p -> p.id().equals(id)).findFirst();
  }

  /** The ids of group {@code g} that apply to {@code m}, in registry order. */
  public List<String> applicable(MutationGroup g, Mutant m, HornContext ctx) {
    List<String> r = new ArrayList<>();
    if (g == MutationGroup.WEAKEN) {
      return groups.contains(g) ? weakenings.applicable(ctx) : r;
    }
    boolean arrays = hasArrays(ctx.system());
    for (String id : allIds(g)) {
      if (g == MutationGroup.OWN) {
        if (!OwnMutations.byId(id).orElseThrow().targets().of(ctx).isEmpty()) {
          r.add(id);
        }
      } else if (g == MutationGroup.REWRITES) {
        if (arrays || !rewrite(id).orElseThrow().arraysOnly()) {
          r.add(id);
        }
      } else {
        ParameterMutation p = parameter(id).orElseThrow();
        if ((arrays || !p.arraysOnly()) && !m.params().containsKey(p.qualifiedName())) {
          r.add(id);
        }
      }
    }
    return r;
  }

  /** Draws a step of mutation {@code id} on {@code m}, or empty if it applies nowhere. */
  public Optional<MutationStep> draw(String id, Mutant m, HornContext ctx, Rng rng) {
    switch (groupOf(id)) {
      case OWN:
        return OwnMutations.byId(id).orElseThrow().drawStep(ctx, rng);
      case REWRITES:
        return Optional.of(MutationStep.of(id, List.of(), ""));
      case PARAMS:
        return parameter(id)
            .flatMap(p -> p.toggled(underTest))
            .map(v -> MutationStep.of(id, List.of(), v));
      case WEAKEN:
        return weakenings.draw(id, ctx, rng);
      default:
        throw new AssertionError(id);
    }
  }

  /**
   * Applies a recorded step to {@code m}; empty when the step's target is gone, the simplifier gave
   * nothing usable, or the result does not sort-check.
   */
  public Optional<Mutant> apply(Mutant m, MutationStep step, HornSeed seed)
      throws IOException, InterruptedException {
    HornContext ctx = new HornContext(m.system(), seed.signature());
    switch (groupOf(step.mutation())) {
      case OWN:
        {
          Optional<Script> s =
              OwnMutations.byId(step.mutation()).orElseThrow().transform().apply(ctx, step);
          return s.filter(Scripts::wellSorted).map(x -> m.then(step, x));
        }
      case REWRITES:
        {
          if (simplifier == null) {
            return Optional.empty();
          }
          Rewrite w = rewrite(step.mutation()).orElseThrow();
          List<Term> clauses = new ArrayList<>();
          ctx.system().clauses().forEach(c -> clauses.add(c.assertion()));
          Optional<List<Term>> out =
              simplifier.simplify(m.script(), clauses, w.options(simplifier.release()));
          if (out.isEmpty()) {
            return Optional.empty();
          }
          Script s = m.script();
          for (int i = 0; i < clauses.size(); i++) {
            s = Scripts.replaceAssertion(s, i, out.get().get(i));
          }
          return Scripts.wellSorted(s) ? Optional.of(m.then(step, s)) : Optional.empty();
        }
      case PARAMS:
        {
          ParameterMutation p = parameter(step.mutation()).orElseThrow();
          if (!step.value().equals("true") && !step.value().equals("false")) {
            return Optional.empty();
          }
          return Optional.of(m.withParam(step, p.qualifiedName(), step.value()));
        }
      case WEAKEN:
        return weakenings.apply(ctx, step).map(x -> m.then(step, x));
      default:
        throw new AssertionError(step);
    }
  }

  /** Whether any predicate argument or clause variable has an array sort. */
  static boolean hasArrays(ChcSystem system) {
    for (List<Sort> sorts : system.predicates().values()) {
      for (Sort s : sorts) {
        if (s.isArray()) {
          return true;
        }
      }
    }
    for (ChcClause c : system.clauses()) {
      for (SortedVar v : c.vars()) {
        if (v.sort().isArray()) {
          return true;
        }
      }
    }
    return false;
  }
}
