package dev.assay.triggers;

import dev.assay.smtlib.Command;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Script;
import dev.assay.smtlib.Signature;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.Symbols;
import dev.assay.smtlib.Term;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * An input after preprocessing (§3.1): the original script (validation runs it as it is), the
 * conjuncts of Fig. 6 that the search works on, and what was dropped on the way.
 *
 * @param source the file name, for messages
 * @param script the input as read
 * @param active the commands before the first check-sat
 * @param signature the input's declarations plus the Skolem functions of preprocessing
 * @param skolems the Skolem functions: name → (argument sorts, result sort), in order of creation
 * @param recursive functions defined with define-fun-rec (kept as applications)
 * @param conjuncts the formulas F, quantified and quantifier-free
 * @param dropped one line per quantifier that has no pattern (E-matching never instantiates it)
 * @param assertionLines the line of each active assertion (0 when unknown)
 * @param inferredQuantifiers quantifiers that got inferred patterns
 */
public final class Problem {
  private final String source;
  private final Script script;
  private final ActiveCommands active;
  private final Signature signature;
  private final Map<String, List<Sort>> skolems;
  private final Set<String> recursive;
  private final List<Conjunct> conjuncts;
  private final List<String> dropped;
  private final List<Integer> assertionLines;
  private final int inferredQuantifiers;

  /** Sort-level declarations (sorts, datatypes), printed once: every query needs them. */
  private final List<String> sortDeclarations = new ArrayList<>();

  /** Each user function's declaration, printed once. */
  private final Map<String, String> functionDeclarations = new HashMap<>();

  private final Set<String> datatypeSorts = new HashSet<>();

  /** The report's look-ups by head symbol, made when a finding is first described. */
  private PatternIndex patternIndex;

  public Problem(
      String source,
      Script script,
      ActiveCommands active,
      Signature signature,
      Map<String, List<Sort>> skolems,
      Set<String> recursive,
      List<Conjunct> conjuncts,
      List<String> dropped,
      List<Integer> assertionLines,
      int inferredQuantifiers) {
    this.source = source;
    this.script = script;
    this.active = active;
    this.signature = signature;
    this.skolems = skolems;
    this.recursive = recursive;
    this.conjuncts = List.copyOf(conjuncts);
    this.dropped = List.copyOf(dropped);
    this.assertionLines = List.copyOf(assertionLines);
    this.inferredQuantifiers = inferredQuantifiers;
    for (Command c : active.commands()) {
      if (c instanceof Command.DeclareSort || c instanceof Command.DefineSort) {
        sortDeclarations.add(Printer.print(c));
      } else if (c instanceof Command.DeclareDatatype d) {
        sortDeclarations.add(Printer.print(c));
        datatypeSorts.add(d.name());
      } else if (c instanceof Command.DeclareDatatypes d) {
        sortDeclarations.add(Printer.print(c));
        d.sorts().forEach(x -> datatypeSorts.add(x.name()));
      } else if (c instanceof Command.DeclareFun d) {
        functionDeclarations.put(d.name(), Printer.print(c));
      } else if (c instanceof Command.DeclareConst d) {
        functionDeclarations.put(d.name(), Printer.print(c));
      } else if (c instanceof Command.DefineFunRec d) {
        functionDeclarations.put(d.signature().name(), Printer.print(c));
      } else if (c instanceof Command.DefineFunsRec d) {
        String text = Printer.print(c);
        d.signatures().forEach(x -> functionDeclarations.put(x.name(), text));
      }
    }
    for (Map.Entry<String, List<Sort>> e : skolems.entrySet()) {
      List<Sort> sorts = e.getValue();
      functionDeclarations.put(
          e.getKey(),
          declareFun(e.getKey(), sorts.subList(0, sorts.size() - 1), sorts.get(sorts.size() - 1)));
    }
  }

  public String source() {
    return source;
  }

  public Script script() {
    return script;
  }

  public ActiveCommands active() {
    return active;
  }

  public Signature signature() {
    return signature;
  }

  public Map<String, List<Sort>> skolems() {
    return skolems;
  }

  public Set<String> recursive() {
    return recursive;
  }

  public List<Conjunct> conjuncts() {
    return conjuncts;
  }

  synchronized PatternIndex patternIndex() {
    if (patternIndex == null) {
      patternIndex = new PatternIndex(this);
    }
    return patternIndex;
  }

  public List<String> dropped() {
    return dropped;
  }

  public List<Integer> assertionLines() {
    return assertionLines;
  }

  public int inferredQuantifiers() {
    return inferredQuantifiers;
  }

  /**
   * Whether values of {@code sort} are abstract in models (a declared sort, not a datatype or a
   * theory sort): the solver names them with fresh identifiers such as {@code U!val!0}.
   */
  public boolean isUninterpretedSort(Sort sort) {
    Signature.SortSymbol s = signature.sortSymbol(sort.name());
    return s != null && s.definition() == null && !datatypeSorts.contains(sort.name());
  }

  public boolean isSkolem(String name) {
    return skolems.containsKey(name);
  }

  /** Whether {@code name} is an uninterpreted function or constant (not a macro, theory symbol). */
  public boolean isUninterpreted(String name) {
    if (skolems.containsKey(name)) {
      return true;
    }
    Signature.FunctionSymbol f = signature.function(name);
    return f != null && (!f.isDefined() || recursive.contains(name));
  }

  /** The quantified conjuncts, in order. */
  public List<Conjunct> quantified() {
    return conjuncts.stream().filter(Conjunct::quantified).toList();
  }

  /**
   * The declarations a query over the given symbols needs: every sort-level command of the input
   * (sorts, datatypes), then the used functions and constants (the input's, recursive definitions
   * as written, Skolem functions), in name order.
   */
  public List<String> declarations(Collection<String> symbols) {
    List<String> out = new ArrayList<>(sortDeclarations);
    Set<String> printed = new HashSet<>();
    for (String s : new TreeSet<>(symbols)) {
      String d = functionDeclarations.get(s);
      if (d != null && printed.add(d)) {
        out.add(d);
      }
    }
    return out;
  }

  static String declareFun(String name, List<Sort> args, Sort result) {
    StringBuilder sb = new StringBuilder("(declare-fun ").append(Symbols.print(name)).append(" (");
    for (int i = 0; i < args.size(); i++) {
      sb.append(i == 0 ? "" : " ").append(args.get(i));
    }
    return sb.append(") ").append(result).append(')').toString();
  }

  /** The user symbols (uninterpreted, or recursive functions) that occur in these terms. */
  public Set<String> userSymbols(Collection<Term> terms) {
    Set<String> out = new TreeSet<>();
    for (Term t : terms) {
      for (String s : dev.assay.smtlib.Terms.freeSymbols(t)) {
        if (isUninterpreted(s)) {
          out.add(s);
        }
      }
    }
    return out;
  }
}
