package dev.assay.triggers;

import dev.assay.smtlib.Command;
import dev.assay.smtlib.Script;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * The part of a script that the first {@code check-sat} sees: the commands before it, with the
 * assertions of popped levels gone. Verifier files may hold several queries; triggering terms are
 * sought for the first.
 *
 * @param commands the commands before the first check-sat, in order (push/pop included)
 * @param assertionIndices the indices (into the script) of the assertions still active there
 */
record ActiveCommands(List<Command> commands, List<Integer> assertionIndices) {

  static ActiveCommands of(Script script) {
    List<Command> commands = new ArrayList<>();
    Deque<List<Integer>> levels = new ArrayDeque<>();
    levels.push(new ArrayList<>());
    List<Command> all = script.commands();
    for (int i = 0; i < all.size(); i++) {
      Command c = all.get(i);
      if (c instanceof Command.CheckSat || c instanceof Command.CheckSatAssuming) {
        break;
      }
      if (c instanceof Command.Unknown u && u.raw().toString().startsWith("(check-sat")) {
        break;
      }
      commands.add(c);
      if (c instanceof Command.Assert) {
        levels.peek().add(i);
      } else if (c instanceof Command.Push p) {
        for (int k = 0; k < p.levels().intValue(); k++) {
          levels.push(new ArrayList<>());
        }
      } else if (c instanceof Command.Pop p) {
        for (int k = 0; k < p.levels().intValue() && levels.size() > 1; k++) {
          levels.pop();
        }
      } else if (c instanceof Command.Reset || c instanceof Command.ResetAssertions) {
        levels.clear();
        levels.push(new ArrayList<>());
      }
    }
    List<Integer> active = new ArrayList<>();
    List<List<Integer>> bottomUp = new ArrayList<>(levels);
    for (int k = bottomUp.size() - 1; k >= 0; k--) {
      active.addAll(bottomUp.get(k));
    }
    return new ActiveCommands(List.copyOf(commands), List.copyOf(active));
  }

  /** Whether the command declares or defines a sort or function. */
  static boolean isDeclaration(Command c) {
    return c instanceof Command.DeclareSort
        || c instanceof Command.DefineSort
        || c instanceof Command.DeclareFun
        || c instanceof Command.DeclareConst
        || c instanceof Command.DefineFun
        || c instanceof Command.DefineFunRec
        || c instanceof Command.DefineFunsRec
        || c instanceof Command.DeclareDatatype
        || c instanceof Command.DeclareDatatypes;
  }
}
