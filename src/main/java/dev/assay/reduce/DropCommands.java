package dev.assay.reduce;

import dev.assay.smtlib.Command;
import dev.assay.smtlib.Script;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * Removes assertions with ddmin (Zeller and Hildebrandt, "Simplifying and Isolating
 * Failure-Inducing Input", TSE 2002): try dropping each chunk of assertions in turn (keeping its
 * complement), refining the granularity until single assertions.
 */
final class DropCommands implements ReductionPass {
  @Override
  public Script apply(Script current, Tester tester) throws InterruptedException {
    List<Integer> items = assertionPositions(current);
    int n = 2;
    while (items.size() >= 1 && !tester.exhausted()) {
      int chunk = Math.max(1, (int) Math.ceil(items.size() / (double) n));
      Script found = tester.firstInteresting(withoutChunks(current, items, chunk));
      if (found != null) {
        current = found;
        items = assertionPositions(current);
        n = Math.max(n - 1, 2);
      } else {
        if (chunk == 1) {
          break;
        }
        n = Math.min(items.size(), n * 2);
      }
    }
    return current;
  }

  /** The script without each chunk of {@code chunk} assertions in turn, made as they are drawn. */
  private static Iterator<Script> withoutChunks(Script script, List<Integer> items, int chunk) {
    return Candidates.drawn(
        (items.size() + chunk - 1) / chunk,
        k -> {
          List<Integer> without = new ArrayList<>(items);
          without.subList(k * chunk, Math.min(items.size(), (k + 1) * chunk)).clear();
          return keepOnly(script, items, without);
        });
  }

  /** {@code script} with the assertions at {@code all} minus {@code kept} removed. */
  private static Script keepOnly(Script script, List<Integer> all, List<Integer> kept) {
    List<Command> r = new ArrayList<>();
    List<Command> cs = script.commands();
    java.util.Set<Integer> drop = new java.util.HashSet<>(all);
    drop.removeAll(kept);
    for (int i = 0; i < cs.size(); i++) {
      if (!drop.contains(i)) {
        r.add(cs.get(i));
      }
    }
    return new Script(r);
  }

  /** The positions of the assertions of {@code s}, in order. */
  private static List<Integer> assertionPositions(Script s) {
    List<Integer> items = new ArrayList<>();
    for (int i = 0; i < s.commands().size(); i++) {
      if (s.commands().get(i) instanceof Command.Assert) {
        items.add(i);
      }
    }
    return items;
  }
}
