package dev.assay.triggers;

import dev.assay.smtlib.Annotated;
import dev.assay.smtlib.Application;
import dev.assay.smtlib.Attribute;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.Quantified;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.SortedVar;
import dev.assay.smtlib.Term;
import dev.assay.smtlib.Terms;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Negation normal form with Skolemization (§3.1 of the paper): negation only on atoms, {@code and}
 * and {@code or} the only connectives around quantifiers, existential quantifiers in positive
 * positions (and universal ones in negative positions) replaced by Skolem functions of the
 * enclosing universal variables. Universal quantifiers keep their patterns; other annotations
 * ({@code :named}, {@code :qid}, labels) are dropped.
 *
 * <p>Implications always become disjunctions; Boolean {@code =}, {@code xor} and {@code ite} are
 * expanded only when a quantifier sits inside them, and are atoms otherwise (the solver reads them
 * as they are). Works with an explicit stack. Expects {@code let} and macros expanded and bound
 * names unique.
 */
final class NegationNormalForm {

  /** Makes the Skolem functions: a fresh name for a variable, declared with these sorts. */
  interface SkolemFactory {
    String fresh(String variable, List<Sort> argSorts, Sort result);
  }

  private final SkolemFactory skolems;
  private final java.util.function.Consumer<Quantified> dropped;
  private final IdentityHashMap<Term, Boolean> quantifierInside = new IdentityHashMap<>();

  /**
   * @param skolems names and records the Skolem functions
   * @param dropped told of each universal quantifier without patterns, which is dropped
   */
  NegationNormalForm(SkolemFactory skolems, java.util.function.Consumer<Quantified> dropped) {
    this.skolems = skolems;
    this.dropped = dropped;
  }

  private enum Kind {
    AND,
    OR,
    FORALL
  }

  private record Task(Term term, boolean positive, List<SortedVar> scope) {}

  private static final class Frame {
    final Kind kind;
    final Deque<Task> pending;
    final List<Term> done = new ArrayList<>();
    final List<SortedVar> vars;
    final List<Attribute> patterns;

    Frame(Kind kind, List<Task> tasks, List<SortedVar> vars, List<Attribute> patterns) {
      this.kind = kind;
      this.pending = new ArrayDeque<>(tasks);
      this.vars = vars;
      this.patterns = patterns;
    }
  }

  /** The negation normal form of {@code root} (positive polarity, no enclosing variables). */
  Term apply(Term root) {
    return transform(root, true);
  }

  /** The negation normal form of {@code (not root)}. */
  Term negate(Term root) {
    return transform(root, false);
  }

  private Term transform(Term root, boolean positive) {
    Deque<Frame> stack = new ArrayDeque<>();
    Frame top = new Frame(Kind.AND, List.of(new Task(root, positive, List.of())), null, null);
    stack.push(top);
    while (true) {
      Frame f = stack.peek();
      if (!f.pending.isEmpty()) {
        Task t = f.pending.poll();
        Object r = expand(t);
        if (r instanceof Term leaf) {
          f.done.add(leaf);
        } else {
          stack.push((Frame) r);
        }
        continue;
      }
      stack.pop();
      Term combined = combine(f);
      if (stack.isEmpty()) {
        return combined;
      }
      stack.peek().done.add(combined);
    }
  }

  private static Term combine(Frame f) {
    switch (f.kind) {
      case FORALL:
        Term body = f.done.get(0);
        if (isConstant(body, "true")) {
          return body;
        }
        Term annotated = f.patterns.isEmpty() ? body : new Annotated(body, f.patterns);
        return new Quantified(Quantified.Quantifier.FORALL, f.vars, annotated);
      case AND:
        return Connectives.and(f.done);
      case OR:
        return Connectives.or(f.done);
      default:
        throw new AssertionError(f.kind);
    }
  }

  /** One task: a finished term (an atom or literal), or a frame whose children are tasks. */
  private Object expand(Task task) {
    Term t = task.term();
    boolean pos = task.positive();
    List<SortedVar> scope = task.scope();
    while (true) {
      if (t instanceof Annotated a) {
        t = a.term();
        continue;
      }
      if (t instanceof Quantified q) {
        boolean universal = (q.quantifier() == Quantified.Quantifier.FORALL) == pos;
        Term inner = q.body();
        List<Attribute> patterns = new ArrayList<>();
        if (inner instanceof Annotated a) {
          for (Attribute at : a.attributes()) {
            if (at instanceof Attribute.Pattern
                || (at instanceof Attribute.Other o
                    && o.keyword().equals(ConjunctBuilder.INFERRED))) {
              patterns.add(at);
            }
          }
          inner = a.term();
        }
        if (universal && patterns.stream().noneMatch(at -> at instanceof Attribute.Pattern)) {
          // E-matching never instantiates a quantifier without patterns: for a refutation by
          // E-matching it is as good as true
          dropped.accept(q);
          return QualIdentifier.of("true");
        }
        if (universal) {
          List<SortedVar> innerScope = new ArrayList<>(scope);
          innerScope.addAll(q.vars());
          return new Frame(
              Kind.FORALL, List.of(new Task(inner, pos, innerScope)), q.vars(), patterns);
        }
        t = skolemize(q.vars(), inner, scope);
        continue;
      }
      if (t instanceof Application app && app.function().isPlainSymbol()) {
        String op = app.name();
        List<Term> args = app.args();
        switch (op) {
          case "not":
            if (args.size() == 1) {
              t = args.get(0);
              pos = !pos;
              continue;
            }
            break;
          case "and":
          case "or":
            {
              boolean conj = op.equals("and") == pos;
              List<Task> tasks = new ArrayList<>(args.size());
              for (Term a : args) {
                tasks.add(new Task(a, pos, scope));
              }
              return new Frame(conj ? Kind.AND : Kind.OR, tasks, null, null);
            }
          case "=>":
            {
              List<Task> tasks = new ArrayList<>(args.size());
              for (int i = 0; i < args.size() - 1; i++) {
                tasks.add(new Task(args.get(i), !pos, scope));
              }
              tasks.add(new Task(args.get(args.size() - 1), pos, scope));
              return new Frame(pos ? Kind.OR : Kind.AND, tasks, null, null);
            }
          case "=":
          case "xor":
          case "ite":
            if (booleanStructure(app) && hasQuantifierInside(app)) {
              t = expandBoolean(app);
              continue;
            }
            break;
          default:
            break;
        }
      }
      if (isConstant(t, "true") || isConstant(t, "false")) {
        boolean value = isConstant(t, "true") == pos;
        return QualIdentifier.of(value ? "true" : "false");
      }
      return pos ? t : Application.of("not", t);
    }
  }

  /**
   * Whether a Boolean {@code =}/{@code xor} has a formula among its arguments, or an {@code ite}
   * among its branches: only then is it a connective (and not, say, an equation between integers
   * one of which is an {@code ite} over a quantified condition).
   */
  private static boolean booleanStructure(Application app) {
    List<Term> args = app.args();
    int from = app.name().equals("ite") ? 1 : 0;
    for (int i = from; i < args.size(); i++) {
      Term a = args.get(i);
      while (a instanceof Annotated an) {
        a = an.term();
      }
      if (a instanceof Quantified || isConstant(a, "true") || isConstant(a, "false")) {
        return true;
      }
      if (a instanceof Application x && x.function().isPlainSymbol()) {
        switch (x.name()) {
          case "not":
          case "and":
          case "or":
          case "=>":
          case "xor":
            return true;
          default:
            break;
        }
      }
    }
    return false;
  }

  /**
   * The existential's body with each variable replaced by a Skolem function of the enclosing
   * universal variables (a constant when there are none).
   */
  private Term skolemize(List<SortedVar> vars, Term body, List<SortedVar> scope) {
    List<Sort> argSorts = new ArrayList<>(scope.size());
    List<Term> args = new ArrayList<>(scope.size());
    for (SortedVar s : scope) {
      argSorts.add(s.sort());
      args.add(QualIdentifier.of(s.name()));
    }
    Map<String, Term> map = new LinkedHashMap<>();
    for (SortedVar v : vars) {
      String name = skolems.fresh(v.name(), argSorts, v.sort());
      map.put(v.name(), args.isEmpty() ? QualIdentifier.of(name) : Application.of(name, args));
    }
    return Terms.substitute(body, map);
  }

  /** Boolean {@code =}, {@code xor}, {@code ite} around a quantifier as and/or/not. */
  private static Term expandBoolean(Application app) {
    List<Term> a = app.args();
    switch (app.name()) {
      case "=":
        {
          List<Term> pairs = new ArrayList<>();
          for (int i = 0; i + 1 < a.size(); i++) {
            Term x = a.get(i);
            Term y = a.get(i + 1);
            pairs.add(
                Application.of(
                    "or",
                    Application.of("and", x, y),
                    Application.of("and", Application.of("not", x), Application.of("not", y))));
          }
          return pairs.size() == 1 ? pairs.get(0) : Application.of("and", pairs);
        }
      case "xor":
        {
          Term acc = a.get(0);
          for (int i = 1; i < a.size(); i++) {
            Term y = a.get(i);
            acc =
                Application.of(
                    "or",
                    Application.of("and", acc, Application.of("not", y)),
                    Application.of("and", Application.of("not", acc), y));
          }
          return acc;
        }
      case "ite":
        return Application.of(
            "or",
            Application.of("and", a.get(0), a.get(1)),
            Application.of("and", Application.of("not", a.get(0)), a.get(2)));
      default:
        throw new AssertionError(app.name());
    }
  }

  /**
   * Whether a quantifier sits under Boolean connectives of {@code root} (not inside an atom such as
   * an uninterpreted application). Memoized by node identity; explicit stack.
   */
  private boolean hasQuantifierInside(Term root) {
    Boolean known = quantifierInside.get(root);
    if (known != null) {
      return known;
    }
    Deque<Term> stack = new ArrayDeque<>();
    Deque<Term> post = new ArrayDeque<>();
    stack.push(root);
    while (!stack.isEmpty()) {
      Term t = stack.pop();
      if (quantifierInside.containsKey(t)) {
        continue;
      }
      post.push(t);
      for (Term c : connectiveChildren(t)) {
        stack.push(c);
      }
    }
    while (!post.isEmpty()) {
      Term t = post.pop();
      boolean q = t instanceof Quantified;
      if (!q) {
        for (Term c : connectiveChildren(t)) {
          Boolean b = quantifierInside.get(c);
          if (b != null && b) {
            q = true;
            break;
          }
        }
      }
      quantifierInside.put(t, q);
    }
    return quantifierInside.get(root);
  }

  private static List<Term> connectiveChildren(Term t) {
    if (t instanceof Annotated a) {
      return List.of(a.term());
    }
    if (t instanceof Application app && app.function().isPlainSymbol()) {
      switch (app.name()) {
        case "not":
        case "and":
        case "or":
        case "=>":
        case "xor":
        case "=":
        case "ite":
          return app.args();
        default:
          return List.of();
      }
    }
    return List.of();
  }

  static boolean isConstant(Term t, String name) {
    return t instanceof QualIdentifier q && q.isPlainSymbol() && q.symbol().equals(name);
  }
}
