package dev.assay.cli;

import dev.assay.core.InputError;
import dev.assay.horn.HornProducer;
import dev.assay.horn.HornSearch;
import dev.assay.horn.MutationGroup;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import picocli.CommandLine.Option;

/** How {@code assay horn} searches: mutation groups, visit order, budgets, learning, seed. */
final class HornSearchOptions {
  @Option(
      names = "--seed",
      paramLabel = "N",
      description =
          "The random seed: the same seed gives the same mutants (default: ${DEFAULT-VALUE}).")
  long seed = 0;

  @Option(
      names = "--mutations",
      paramLabel = "GROUPS",
      split = ",",
      description =
          "The mutation groups to draw from, comma-separated: own (the paper's equisatisfiable"
              + " mutations), rewrites (z3 simplifier rewrites, made by --simplifier), params"
              + " (solver parameters, for a z3 under test) and weaken (sat systems made weaker and"
              + " unsat ones stronger, where an unknown or timeout right after the step on a"
              + " system the solver decided is an incompleteness) (default: own,rewrites,params).")
  List<String> mutations = new ArrayList<>(List.of("own", "rewrites", "params"));

  @Option(
      names = "--heuristic",
      paramLabel = "NAME",
      description =
          "The order in which seed groups are visited: default, difficulty, simplicity or"
              + " rare-transitions (default: ${DEFAULT-VALUE}).")
  String heuristic = "default";

  @Option(
      names = "--visit-runs",
      paramLabel = "N",
      description =
          "Mutant runs per visit to a seed group, the paper's group budget (default:"
              + " ${DEFAULT-VALUE}).")
  int visitRuns = 100;

  @Option(
      names = "--rounds",
      paramLabel = "N",
      description =
          "How many times every seed group is visited after the seed phase, each round learning"
              + " from the earlier ones (default: 1, or until the time is up with --time).")
  Long rounds;

  @Option(
      names = "--equiprobable",
      description =
          "Choose mutations with equal probability, the paper's naive mode, instead of by their"
              + " learned weights.")
  boolean equiprobable;

  /**
   * The search the options ask for.
   *
   * @param timed whether the campaign runs until its time is up (rounds then go on)
   */
  HornProducer.Search search(boolean timed) {
    if (visitRuns < 1) {
      throw new InputError("--visit-runs must be at least 1: " + visitRuns);
    }
    if (rounds != null && rounds < 1) {
      throw new InputError("--rounds must be at least 1: " + rounds);
    }
    return new HornProducer.Search(
        groups(),
        heuristic(),
        !equiprobable,
        seed,
        rounds != null ? rounds : timed ? Long.MAX_VALUE : 1,
        visitRuns);
  }

  private Set<MutationGroup> groups() {
    Set<MutationGroup> g = EnumSet.noneOf(MutationGroup.class);
    for (String m : mutations) {
      MutationGroup x = MutationGroup.of(m.strip().toLowerCase(Locale.ROOT));
      if (x == null) {
        throw new InputError(
            "--mutations: unknown group '" + m + "' (own, rewrites, params, weaken)");
      }
      g.add(x);
    }
    return g;
  }

  private HornSearch.Heuristic heuristic() {
    String n = heuristic.strip().toUpperCase(Locale.ROOT).replace('-', '_');
    for (HornSearch.Heuristic h : HornSearch.Heuristic.values()) {
      if (h.name().equals(n)) {
        return h;
      }
    }
    throw new InputError(
        "--heuristic: unknown '"
            + heuristic
            + "' (default, difficulty, simplicity, rare-transitions)");
  }
}
