package dev.assay.reduce;

import dev.assay.smtlib.Command;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Script;
import dev.assay.smtlib.SymbolTokens;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The declarations a script does not need: sorts ({@code declare-sort}, {@code define-sort}),
 * datatypes, functions and constants that nothing left in the script mentions, directly or through
 * another declaration that is needed. Side-effect free and solver free: a function of the script
 * alone, used by the reducer (which then checks that the failure stays) and by anything that wants
 * a script's essential text.
 *
 * <p>Needed is what the other commands (assertions, check-sat-assuming, get-value, push and pop,
 * solver-specific commands) mention, and whatever a needed declaration mentions in turn (the sorts
 * of a needed function, the sorts a needed datatype's selectors take, the constants a needed
 * definition uses). A name counts as mentioned wherever it is written, bound or not, so a
 * declaration is at worst kept when a bound variable shares its name, never dropped while in use.
 */
public final class UnusedDeclarations {
  private UnusedDeclarations() {}

  /** {@code script} without the declarations it does not need; {@code script} itself if none. */
  public static Script remove(Script script) {
    List<Integer> unused = unused(script);
    return unused.isEmpty() ? script : without(script, unused);
  }

  /** {@code script} without the commands at {@code positions} (ascending). */
  static Script without(Script script, List<Integer> positions) {
    List<Command> kept = new ArrayList<>(script.commands());
    for (int k = positions.size() - 1; k >= 0; k--) {
      kept.remove((int) positions.get(k));
    }
    return new Script(kept);
  }

  /** The positions (in the script's commands, ascending) of the declarations it does not need. */
  public static List<Integer> unused(Script script) {
    List<Command> cs = script.commands();
    int n = cs.size();
    List<List<String>> declared = new ArrayList<>(n);
    Map<String, List<Integer>> declarers = new HashMap<>();
    for (int i = 0; i < n; i++) {
      List<String> names = declaredNames(cs.get(i));
      declared.add(names);
      for (String name : names) {
        declarers.computeIfAbsent(name, k -> new ArrayList<>()).add(i);
      }
    }
    boolean[] needed = new boolean[n];
    Deque<Integer> work = new ArrayDeque<>();
    for (int i = 0; i < n; i++) {
      if (declared.get(i).isEmpty()) {
        needed[i] = true;
        work.push(i);
      }
    }
    while (!work.isEmpty()) {
      int i = work.pop();
      Set<String> mentioned = SymbolTokens.of(Printer.print(cs.get(i)));
      mentioned.removeAll(declared.get(i));
      for (String name : mentioned) {
        for (int d : declarers.getOrDefault(name, List.of())) {
          if (!needed[d]) {
            needed[d] = true;
            work.push(d);
          }
        }
      }
    }
    List<Integer> unused = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      if (!needed[i]) {
        unused.add(i);
      }
    }
    return unused;
  }

  /**
   * The names a command declares; empty for every command that declares nothing. A datatype
   * declares its sort, its constructors, their testers ({@code is-C}) and its selectors.
   */
  public static List<String> declaredNames(Command c) {
    if (c instanceof Command.DeclareFun d) {
      return List.of(d.name());
    }
    if (c instanceof Command.DeclareConst d) {
      return List.of(d.name());
    }
    if (c instanceof Command.DefineFun d) {
      return List.of(d.signature().name());
    }
    if (c instanceof Command.DefineFunRec d) {
      return List.of(d.signature().name());
    }
    if (c instanceof Command.DefineFunsRec d) {
      return d.signatures().stream().map(Command.FunctionDec::name).toList();
    }
    if (c instanceof Command.DeclareSort d) {
      return List.of(d.name());
    }
    if (c instanceof Command.DefineSort d) {
      return List.of(d.name());
    }
    if (c instanceof Command.DeclareDatatype d) {
      List<String> names = new ArrayList<>(List.of(d.name()));
      addConstructors(names, d.datatype());
      return names;
    }
    if (c instanceof Command.DeclareDatatypes d) {
      List<String> names = new ArrayList<>();
      d.sorts().forEach(s -> names.add(s.name()));
      d.datatypes().forEach(dt -> addConstructors(names, dt));
      return names;
    }
    return List.of();
  }

  private static void addConstructors(List<String> names, Command.DatatypeDec dt) {
    for (Command.ConstructorDec k : dt.constructors()) {
      names.add(k.name());
      names.add("is-" + k.name());
      k.selectors().forEach(s -> names.add(s.name()));
    }
  }
}
