package dev.assay.triggers;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Remembers formulas G found unsatisfiable, as sets of their parts (instantiations and rewritings),
 * shrunk to the solver's unsat core where it gives one: every later G that contains such a set is
 * unsatisfiable too and is not sent to the solver (App. E, "Rewritings").
 */
final class UnsatMemo {
  private final List<Set<String>> cores = new ArrayList<>();

  void add(Set<String> parts) {
    cores.add(new TreeSet<>(parts));
  }

  /** Whether some remembered set lies within {@code parts}. */
  boolean subsumes(Set<String> parts) {
    for (Set<String> c : cores) {
      if (parts.containsAll(c)) {
        return true;
      }
    }
    return false;
  }

  int size() {
    return cores.size();
  }
}
