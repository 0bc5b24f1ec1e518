package dev.assay.reduce;

import dev.assay.smtlib.Command;
import dev.assay.smtlib.Script;
import dev.assay.smtlib.Terms;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Removes declarations and definitions of functions no remaining term mentions. */
final class DropUnusedDeclarations implements ReductionPass {
  @Override
  public String name() {
    return "drop-unused-declarations";
  }

  @Override
  public Script apply(Script current, Tester tester) throws InterruptedException {
    Set<String> used = new HashSet<>();
    for (Command c : current.commands()) {
      if (c instanceof Command.Assert a) {
        used.addAll(Terms.freeSymbols(a.term()));
      } else if (c instanceof Command.DefineFun d) {
        used.addAll(Terms.freeSymbols(d.body()));
      } else if (c instanceof Command.GetValue g) {
        g.terms().forEach(t -> used.addAll(Terms.freeSymbols(t)));
      } else if (c instanceof Command.CheckSatAssuming ca) {
        ca.assumptions().forEach(t -> used.addAll(Terms.freeSymbols(t)));
      }
    }
    List<Command> kept = new ArrayList<>();
    for (Command c : current.commands()) {
      String name = declaredName(c);
      if (name == null || used.contains(name)) {
        kept.add(c);
      }
    }
    if (kept.size() == current.commands().size()) {
      return current;
    }
    Script candidate = new Script(kept);
    return tester.interesting(candidate) ? candidate : current;
  }

  private static String declaredName(Command c) {
    if (c instanceof Command.DeclareFun d) {
      return d.name();
    }
    if (c instanceof Command.DeclareConst d) {
      return d.name();
    }
    if (c instanceof Command.DefineFun d) {
      return d.name();
    }
    return null;
  }
}
