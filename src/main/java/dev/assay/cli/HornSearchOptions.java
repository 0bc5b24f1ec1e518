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
  @Option(names = "--seed", paramLabel = "N")
  long seed = 0;

  @Option(names = "--mutations", paramLabel = "GROUPS", split = ",")
  List<String> mutations = new ArrayList<>(List.of("own", "rewrites", "params"));

  @Option(names = "--heuristic", paramLabel = "NAME")
  String heuristic = "default";

  @Option(names = "--visit-runs", paramLabel = "N")
  int visitRuns = 100;

  @Option(names = "--rounds", paramLabel = "N")
  Long rounds;

  @Option(names = "--equiprobable")
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
