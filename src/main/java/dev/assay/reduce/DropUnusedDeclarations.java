package dev.assay.reduce;

import dev.assay.smtlib.Command;
import dev.assay.smtlib.Script;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * Removes what the script declares but no longer uses ({@link UnusedDeclarations}: sorts,
 * datatypes, functions, constants), then the options, metadata and requests the failure does not
 * need ({@code set-option}, {@code set-info} other than {@code :status}, {@code get-model} and the
 * other {@code get-} commands, {@code echo}, {@code exit}). Each group goes at once when the
 * failure stays; otherwise one command at a time, since a solver may fail only with a declaration
 * it never uses (a crash in its declaration code), with an option, or while printing a model.
 */
final class DropUnusedDeclarations implements ReductionPass {
  @Override
  public Script apply(Script current, Tester tester) throws InterruptedException {
    current = dropAll(current, UnusedDeclarations.unused(current), tester, true);
    return dropAll(current, options(current), tester, false);
  }

  /**
   * {@code current} without the commands at {@code drop} if that stays interesting, else without as
   * many of them as can go one by one.
   */
  private static Script dropAll(Script current, List<Integer> drop, Tester tester, boolean unused)
      throws InterruptedException {
    if (drop.isEmpty() || tester.exhausted()) {
      return current;
    }
    Script all = UnusedDeclarations.without(current, drop);
    if (tester.interesting(all)) {
      return all;
    }
    while (!tester.exhausted()) {
      List<Integer> left = unused ? UnusedDeclarations.unused(current) : options(current);
      Script found = tester.firstInteresting(eachWithout(current, left));
      if (found == null) {
        break;
      }
      current = found;
    }
    return current;
  }

  /**
   * The positions of {@code set-option}, of {@code set-info} other than {@code :status}, and of the
   * commands that only ask for output or end the script.
   */
  static List<Integer> options(Script script) {
    List<Integer> r = new ArrayList<>();
    for (int i = 0; i < script.commands().size(); i++) {
      Command c = script.commands().get(i);
      if (c instanceof Command.SetOption
          || c instanceof Command.SetInfo si && !si.keyword().equals(":status")
          || Command.asksForOutput(c)
          || c instanceof Command.Exit) {
        r.add(i);
      }
    }
    return r;
  }

  private static Iterator<Script> eachWithout(Script script, List<Integer> positions) {
    return Candidates.drawn(
        positions.size(), k -> UnusedDeclarations.without(script, List.of(positions.get(k))));
  }
}
