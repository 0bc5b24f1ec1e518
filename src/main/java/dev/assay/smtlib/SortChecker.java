package dev.assay.smtlib;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Sort checking for terms and scripts built in memory (mutants and generated tests). Files read by
 * {@link Parser#readScript} are checked while they are read, with positions; this class applies the
 * same {@link Signature} rules to records and reports a {@link SortError} without a position.
 */
public final class SortChecker {
  private SortChecker() {}

  /** Checks every command of a script in order; returns the final signature. */
  public static CheckedScript check(Script script) {
    Signature sig = new Signature();
    for (Command c : script.commands()) {
      check(c, sig);
    }
    return new CheckedScript(script, sig);
  }

  /** Checks one command against {@code sig} and applies its declarations to it. */
  public static void check(Command c, Signature sig) {
    if (c instanceof Command.Assert a) {
      requireBool(sortOf(a.term(), sig), "assert");
      declareNames(a.term(), sig);
    } else if (c instanceof Command.DeclareSort d) {
      sig.declareSort(d.name(), d.arity());
    } else if (c instanceof Command.DefineSort d) {
      sig.defineSort(d.name(), d.params(), d.body());
    } else if (c instanceof Command.DeclareFun d) {
      List<Sort> args = new ArrayList<>();
      for (Sort s : d.argSorts()) {
        args.add(sig.resolve(s));
      }
      sig.declareFunction(d.name(), args, sig.resolve(d.resultSort()));
    } else if (c instanceof Command.DeclareConst d) {
      sig.declareFunction(d.name(), List.of(), sig.resolve(d.sort()));
    } else if (c instanceof Command.DefineFun d) {
      List<SortedVar> params = resolved(d.signature().params(), sig);
      Sort result = sig.resolve(d.signature().resultSort());
      checkBody(d.signature().name(), d.body(), params, result, sig);
      sig.defineFunction(d.name(), params, result, d.body());
    } else if (c instanceof Command.DefineFunRec d) {
      List<SortedVar> params = resolved(d.signature().params(), sig);
      Sort result = sig.resolve(d.signature().resultSort());
      sig.defineFunction(d.signature().name(), params, result, null);
      checkBody(d.signature().name(), d.body(), params, result, sig);
      sig.setBody(d.signature().name(), d.body());
    } else if (c instanceof Command.DefineFunsRec d) {
      for (Command.FunctionDec f : d.signatures()) {
        sig.defineFunction(f.name(), resolved(f.params(), sig), sig.resolve(f.resultSort()), null);
      }
      for (int i = 0; i < d.bodies().size(); i++) {
        Command.FunctionDec f = d.signatures().get(i);
        checkBody(
            f.name(),
            d.bodies().get(i),
            resolved(f.params(), sig),
            sig.resolve(f.resultSort()),
            sig);
        sig.setBody(f.name(), d.bodies().get(i));
      }
    } else if (c instanceof Command.DeclareDatatype d) {
      sig.declareDatatypes(
          List.of(new Command.SortDec(d.name(), d.datatype().params().size())),
          List.of(d.datatype()));
    } else if (c instanceof Command.DeclareDatatypes d) {
      sig.declareDatatypes(d.sorts(), d.datatypes());
    } else if (c instanceof Command.CheckSatAssuming ca) {
      for (Term t : ca.assumptions()) {
        requireBool(sortOf(t, sig), "check-sat-assuming");
      }
    } else if (c instanceof Command.GetValue gv) {
      for (Term t : gv.terms()) {
        sortOf(t, sig);
      }
    } else if (c instanceof Command.Push p) {
      sig.push(levels(p.levels()));
    } else if (c instanceof Command.Pop p) {
      sig.pop(levels(p.levels()));
    } else if (c instanceof Command.Reset) {
      sig.clear();
    }
  }

  private static int levels(java.math.BigInteger n) {
    if (n.bitLength() > 20) {
      throw new SortError("push/pop level count too large: " + n);
    }
    return n.intValue();
  }

  private static List<SortedVar> resolved(List<SortedVar> params, Signature sig) {
    List<SortedVar> r = new ArrayList<>(params.size());
    for (SortedVar v : params) {
      r.add(new SortedVar(v.name(), sig.resolve(v.sort())));
    }
    return r;
  }

  private static void checkBody(
      String name, Term body, List<SortedVar> params, Sort result, Signature sig) {
    Map<String, Sort> vars = new HashMap<>();
    for (SortedVar v : params) {
      vars.put(v.name(), v.sort());
    }
    Sort actual = sortOf(body, sig, vars);
    if (!actual.equals(result) && !(result.equals(Sort.REAL) && actual.equals(Sort.INT))) {
      throw new SortError(
          "body of " + Symbols.print(name) + " has sort " + actual + ", declared " + result);
    }
  }

  private static void requireBool(Sort s, String where) {
    if (!Sort.BOOL.equals(s)) {
      throw new SortError(where + " needs a Bool term, this one has sort " + s);
    }
  }

  /** A {@code :named} term becomes a nullary function (SMT-LIB 2.6, §4.2.1). */
  private static void declareNames(Term root, Signature sig) {
    Terms.forEach(
        root,
        t -> {
          if (t instanceof Annotated a && a.name() != null) {
            sig.declareFunction(a.name(), List.of(), sortOf(a.term(), sig));
          }
        });
  }

  /** The sort of {@code term} under {@code signature}, with the given variables in scope. */
  public static Sort sortOf(Term term, Signature signature, Map<String, Sort> variables) {
    return walk(term, signature, variables, null);
  }

  /** The sort of {@code term} under {@code signature}, with no variables in scope. */
  public static Sort sortOf(Term term, Signature signature) {
    return walk(term, signature, Map.of(), null);
  }

  /**
   * The sort of every subterm node of {@code root} (keyed by identity, as equal subterms may sit
   * under different binders). Throws {@link SortError} if the term is ill-sorted.
   */
  public static IdentityHashMap<Term, Sort> sortAll(
      Term root, Signature signature, Map<String, Sort> variables) {
    IdentityHashMap<Term, Sort> sorts = new IdentityHashMap<>();
    walk(root, signature, variables, sorts);
    return sorts;
  }

  private static final class Frame {
    final Term term;
    final List<Term> children;
    final int base;
    int next;
    Object[] saved;

    Frame(Term term, int base) {
      this.term = term;
      this.children = term.children();
      this.base = base;
    }
  }

  /**
   * Post-order walk with an explicit stack; children's sorts wait on a value stack, and the
   * variables a binder introduces are in scope exactly for the children it binds.
   */
  private static Sort walk(
      Term root, Signature sig, Map<String, Sort> variables, IdentityHashMap<Term, Sort> sink) {
    Map<String, Sort> scope = new HashMap<>(variables);
    ArrayList<Sort> values = new ArrayList<>();
    Deque<Frame> stack = new ArrayDeque<>();
    stack.push(new Frame(root, 0));
    while (true) {
      Frame f = stack.peek();
      if (f.next < f.children.size()) {
        int i = f.next++;
        if (f.saved != null) {
          restore(scope, f.saved);
          f.saved = null;
        }
        if (f.term.bindsChild(i)) {
          f.saved = bind(scope, bindingsFor(f.term, i, values, f.base, sig));
        }
        stack.push(new Frame(f.children.get(i), values.size()));
        continue;
      }
      stack.pop();
      if (f.saved != null) {
        restore(scope, f.saved);
      }
      List<Sort> kids = values.subList(f.base, values.size());
      Sort s = sortOfNode(f.term, kids, sig, scope);
      kids.clear();
      if (sink != null) {
        sink.put(f.term, s);
      }
      if (stack.isEmpty()) {
        return s;
      }
      values.add(s);
    }
  }

  private static Object[] bind(Map<String, Sort> scope, List<SortedVar> vs) {
    Object[] saved = new Object[vs.size() * 2];
    for (int k = 0; k < vs.size(); k++) {
      saved[2 * k] = vs.get(k).name();
      saved[2 * k + 1] = scope.put(vs.get(k).name(), vs.get(k).sort());
    }
    return saved;
  }

  private static void restore(Map<String, Sort> scope, Object[] saved) {
    for (int k = saved.length / 2 - 1; k >= 0; k--) {
      if (saved[2 * k + 1] == null) {
        scope.remove((String) saved[2 * k]);
      } else {
        scope.put((String) saved[2 * k], (Sort) saved[2 * k + 1]);
      }
    }
  }

  private static List<SortedVar> bindingsFor(
      Term t, int childIndex, List<Sort> values, int base, Signature sig) {
    if (t instanceof Let l) {
      List<SortedVar> r = new ArrayList<>();
      for (int k = 0; k < l.bindings().size(); k++) {
        r.add(new SortedVar(l.bindings().get(k).name(), values.get(base + k)));
      }
      return r;
    }
    if (t instanceof Quantified q) {
      return resolved(q.vars(), sig);
    }
    if (t instanceof Match m) {
      MatchCase mc = m.cases().get(childIndex - 1);
      Signature.ConstructorSymbol c = sig.constructor(mc.constructor());
      if (c == null) {
        return List.of(new SortedVar(mc.constructor(), values.get(base)));
      }
      if (c.selectors().size() != mc.vars().size()) {
        throw new SortError(
            "constructor " + c.name() + " has " + c.selectors().size() + " field(s)");
      }
      List<SortedVar> r = new ArrayList<>();
      for (int k = 0; k < mc.vars().size(); k++) {
        r.add(new SortedVar(mc.vars().get(k), sig.resolve(c.selectors().get(k).sort())));
      }
      return r;
    }
    return List.of();
  }

  private static Sort sortOfNode(Term t, List<Sort> kids, Signature sig, Map<String, Sort> scope) {
    if (t instanceof Application app) {
      return sig.apply(app.function(), kids);
    }
    if (t instanceof QualIdentifier id) {
      if (id.isPlainSymbol()) {
        Sort v = scope.get(id.symbol());
        if (v != null) {
          return v;
        }
      }
      return sig.constantSort(id);
    }
    if (t instanceof SpecConstant c) {
      return c.sort();
    }
    if (t instanceof Let) {
      return kids.get(kids.size() - 1);
    }
    if (t instanceof Quantified q) {
      if (!Sort.BOOL.equals(kids.get(0))) {
        throw new SortError(q.quantifier().keyword() + " body must be Bool, not " + kids.get(0));
      }
      return Sort.BOOL;
    }
    if (t instanceof Match) {
      Sort s = kids.get(1);
      for (int k = 2; k < kids.size(); k++) {
        if (!kids.get(k).equals(s)) {
          throw new SortError("match cases have different sorts: " + s + " and " + kids.get(k));
        }
      }
      return s;
    }
    if (t instanceof Annotated) {
      return kids.get(0);
    }
    throw new IllegalStateException("unknown term kind " + t.getClass());
  }
}
