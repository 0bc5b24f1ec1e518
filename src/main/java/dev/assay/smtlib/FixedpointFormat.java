package dev.assay.smtlib;

import dev.assay.core.InputError;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads z3's fixedpoint format ({@code declare-rel}, {@code declare-var}, {@code rule}, {@code
 * query}) and writes the same system as SMT-LIB Horn clauses.
 *
 * <p>{@code (declare-rel P (S...))} becomes {@code (declare-fun P (S...) Bool)}; each {@code (rule
 * t [name])} becomes {@code (assert (forall (v...) t))} over the declared variables free in {@code
 * t} (in declaration order; the rule's name is dropped); {@code (query P)} becomes a query clause
 * {@code (forall (x...) (=> (P x...) false))} followed by {@code (check-sat)} (a query given as a
 * formula over declared variables becomes {@code (forall (v...) (=> t false))}). Several queries
 * are each asked inside {@code (push 1)}/{@code (pop 1)}.
 *
 * <p>The answers are dual: the fixedpoint engine answers a query {@code sat} when the relation is
 * derivable, which makes the Horn clauses unsatisfiable. A {@code (set-info :status ...)} is
 * flipped accordingly, so a translated script states the status of the Horn clauses.
 */
public final class FixedpointFormat {
  private static final Set<String> COMMANDS = Set.of("declare-rel", "declare-var", "rule", "query");

  private FixedpointFormat() {}

  /** Whether {@code script} uses any of the fixedpoint commands. */
  public static boolean isFixedpoint(Script script) {
    for (Command c : script.commands()) {
      if (c instanceof Command.Unknown u && COMMANDS.contains(head(u))) {
        return true;
      }
    }
    return false;
  }

  /** The script as SMT-LIB Horn clauses (see the class comment). */
  public static Script toHorn(Script script) {
    Map<String, Sort> declaredVars = new LinkedHashMap<>();
    Map<String, Integer> arity = new LinkedHashMap<>();
    Map<String, List<Sort>> relSorts = new LinkedHashMap<>();
    List<Command> out = new ArrayList<>();
    List<Command> queries = new ArrayList<>();
    boolean hasLogic = false;
    for (Command c : script.commands()) {
      if (c instanceof Command.SetLogic) {
        hasLogic = true;
        out.add(new Command.SetLogic("HORN"));
        continue;
      }
      if (c instanceof Command.SetInfo si
          && si.keyword().equals(":status")
          && si.value() != null
          && isStatus(si.value().symbolText())) {
        out.add(new Command.SetInfo(":status", SExpr.atom(flip(si.value().symbolText()))));
        continue;
      }
      if (c instanceof Command.CheckSat) {
        continue; // the queries are the checks
      }
      if (!(c instanceof Command.Unknown u) || !COMMANDS.contains(head(u))) {
        out.add(c);
        continue;
      }
      List<SExpr> items = u.raw().items();
      switch (head(u)) {
        case "declare-rel":
          {
            String name = nameAt(items, 1, "declare-rel");
            List<Sort> sorts = new ArrayList<>();
            if (items.size() < 3 || !(items.get(2) instanceof SExpr.SList sl)) {
              throw new InputError("declare-rel " + name + ": expected a list of argument sorts");
            }
            for (SExpr s : sl.items()) {
              sorts.add(Parser.parseSort(s.toString()));
            }
            arity.put(name, sorts.size());
            relSorts.put(name, sorts);
            out.add(new Command.DeclareFun(name, sorts, Sort.BOOL));
            break;
          }
        case "declare-var":
          {
            String name = nameAt(items, 1, "declare-var");
            if (items.size() != 3) {
              throw new InputError("declare-var " + name + ": expected a name and a sort");
            }
            declaredVars.put(name, Parser.parseSort(items.get(2).toString()));
            break;
          }
        case "rule":
          {
            if (items.size() < 2) {
              throw new InputError("rule: expected a formula");
            }
            Term t = Parser.parseTerm(items.get(1).toString());
            out.add(new Command.Assert(closed(t, declaredVars)));
            break;
          }
        case "query":
          {
            if (items.size() != 2) {
              throw new InputError("query: expected a relation or a formula");
            }
            queries.add(new Command.Assert(queryClause(items.get(1), relSorts, declaredVars)));
            break;
          }
        default:
          throw new AssertionError(head(u));
      }
    }
    List<Command> r = new ArrayList<>();
    if (!hasLogic) {
      r.add(new Command.SetLogic("HORN"));
    }
    r.addAll(out);
    int exitAt = indexOfExit(r);
    List<Command> tail = new ArrayList<>();
    if (queries.size() == 1) {
      tail.add(queries.get(0));
      tail.add(new Command.CheckSat());
    } else {
      for (Command q : queries) {
        tail.add(new Command.Push(java.math.BigInteger.ONE));
        tail.add(q);
        tail.add(new Command.CheckSat());
        tail.add(new Command.Pop(java.math.BigInteger.ONE));
      }
    }
    r.addAll(exitAt, tail);
    return new Script(r);
  }

  private static int indexOfExit(List<Command> cs) {
    for (int i = 0; i < cs.size(); i++) {
      if (cs.get(i) instanceof Command.Exit) {
        return i;
      }
    }
    return cs.size();
  }

  private static Term queryClause(
      SExpr q, Map<String, List<Sort>> relSorts, Map<String, Sort> declaredVars) {
    String name = q.symbolText();
    if (name != null && relSorts.containsKey(name)) {
      List<Sort> sorts = relSorts.get(name);
      if (sorts.isEmpty()) {
        return Application.of("=>", QualIdentifier.of(name), QualIdentifier.of("false"));
      }
      List<SortedVar> vs = new ArrayList<>();
      List<Term> args = new ArrayList<>();
      for (int i = 0; i < sorts.size(); i++) {
        String v = freshName("q!" + i, declaredVars.keySet());
        vs.add(new SortedVar(v, sorts.get(i)));
        args.add(QualIdentifier.of(v));
      }
      return new Quantified(
          Quantified.Quantifier.FORALL,
          vs,
          Application.of("=>", Application.of(name, args), QualIdentifier.of("false")));
    }
    Term t = Parser.parseTerm(q.toString());
    return closed(Application.of("=>", t, QualIdentifier.of("false")), declaredVars);
  }

  private static String freshName(String base, Set<String> taken) {
    String n = base;
    int k = 0;
    while (taken.contains(n)) {
      n = base + "_" + k++;
    }
    return n;
  }

  /** {@code t} under a forall of the declared variables free in it, in declaration order. */
  private static Term closed(Term t, Map<String, Sort> declaredVars) {
    Set<String> free = Terms.freeSymbols(t);
    List<SortedVar> vs = new ArrayList<>();
    for (Map.Entry<String, Sort> e : declaredVars.entrySet()) {
      if (free.contains(e.getKey())) {
        vs.add(new SortedVar(e.getKey(), e.getValue()));
      }
    }
    return vs.isEmpty() ? t : new Quantified(Quantified.Quantifier.FORALL, vs, t);
  }

  private static String nameAt(List<SExpr> items, int i, String command) {
    if (items.size() <= i || items.get(i).symbolText() == null) {
      throw new InputError(command + ": expected a name");
    }
    return items.get(i).symbolText();
  }

  private static String head(Command.Unknown u) {
    List<SExpr> items = u.raw().items();
    return items.isEmpty() ? "" : String.valueOf(items.get(0).symbolText());
  }

  private static boolean isStatus(String s) {
    return "sat".equals(s) || "unsat".equals(s);
  }

  private static String flip(String s) {
    return s.equals("sat") ? "unsat" : "sat";
  }
}
