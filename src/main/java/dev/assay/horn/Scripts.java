package dev.assay.horn;

import dev.assay.smtlib.Command;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Script;
import dev.assay.smtlib.SortChecker;
import dev.assay.smtlib.SortError;
import dev.assay.smtlib.Term;
import java.util.ArrayList;
import java.util.List;

/**
 * Edits of a script's assertions (replace the k-th, append one, drop some), its declarations
 * printed ahead of a solver query, and the sort check a mutated or reduced script must pass.
 */
final class Scripts {
  private Scripts() {}

  /** {@code script} with assertion {@code index} (0-based among assertions) replaced. */
  static Script replaceAssertion(Script script, int index, Term term) {
    List<Command> cs = new ArrayList<>(script.commands());
    int k = 0;
    for (int i = 0; i < cs.size(); i++) {
      if (cs.get(i) instanceof Command.Assert) {
        if (k++ == index) {
          cs.set(i, new Command.Assert(term));
          return new Script(cs);
        }
      }
    }
    throw new IndexOutOfBoundsException("no assertion " + index);
  }

  /** {@code script} with a new assertion after the last one (before the first check-sat). */
  static Script appendAssertion(Script script, Term term) {
    List<Command> cs = new ArrayList<>(script.commands());
    int at = -1;
    for (int i = 0; i < cs.size(); i++) {
      if (cs.get(i) instanceof Command.Assert) {
        at = i;
      }
    }
    if (at < 0) {
      for (int i = 0; i < cs.size() && at < 0; i++) {
        if (cs.get(i) instanceof Command.CheckSat) {
          at = i - 1;
        }
      }
      if (at < 0) {
        at = cs.size() - 1;
      }
    }
    cs.add(at + 1, new Command.Assert(term));
    return new Script(cs);
  }

  /** {@code script} without the assertions whose index is in {@code drop}. */
  static Script dropAssertions(Script script, java.util.Set<Integer> drop) {
    List<Command> cs = new ArrayList<>();
    int k = 0;
    for (Command c : script.commands()) {
      if (c instanceof Command.Assert && drop.contains(k++)) {
        continue;
      }
      cs.add(c);
    }
    return new Script(cs);
  }

  /**
   * Appends the script's declarations and definitions (functions, constants, sorts, datatypes), one
   * command a line, so that a query about its terms is well-formed.
   */
  static void appendDeclarations(StringBuilder sb, Script script) {
    for (Command c : script.commands()) {
      if (c instanceof Command.DeclareFun
          || c instanceof Command.DeclareConst
          || c instanceof Command.DeclareSort
          || c instanceof Command.DefineSort
          || c instanceof Command.DefineFun
          || c instanceof Command.DeclareDatatype
          || c instanceof Command.DeclareDatatypes) {
        Printer.appendCommand(sb, c);
        sb.append('\n');
      }
    }
  }

  /** Whether {@code script} passes the sort check (an edit may have left it ill-sorted). */
  static boolean wellSorted(Script script) {
    try {
      SortChecker.check(script);
      return true;
    } catch (SortError | IllegalArgumentException e) {
      return false;
    }
  }
}
