package dev.assay.smtlib;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A script read as a system of constrained Horn clauses: its uninterpreted predicates (the
 * functions declared with result sort {@code Bool}) and one {@link ChcClause} per assertion. A view
 * over the {@link Script}: the clauses point into its assertion terms, nothing is copied or
 * normalised. Scripts in z3's fixedpoint format ({@code declare-rel}, {@code rule}, {@code query})
 * are read through {@link FixedpointFormat#toHorn}.
 *
 * @param script the script the view is over (after translation from the fixedpoint format)
 * @param predicates each predicate's argument sorts, in declaration order
 * @param clauses one per assertion, in order
 */
public record ChcSystem(
    Script script, Map<String, List<Sort>> predicates, List<ChcClause> clauses) {

  public ChcSystem {
    predicates = Collections.unmodifiableMap(new LinkedHashMap<>(predicates));
    clauses = List.copyOf(clauses);
  }

  /** The CHC view of {@code script} (translated first if it is in the fixedpoint format). */
  public static ChcSystem of(Script script) {
    Script s = FixedpointFormat.isFixedpoint(script) ? FixedpointFormat.toHorn(script) : script;
    Map<String, List<Sort>> preds = new LinkedHashMap<>();
    for (Command c : s.commands()) {
      if (c instanceof Command.DeclareFun d && d.resultSort().equals(Sort.BOOL)) {
        preds.put(d.name(), d.argSorts());
      }
    }
    List<ChcClause> clauses = new ArrayList<>();
    List<Term> assertions = s.assertions();
    for (int i = 0; i < assertions.size(); i++) {
      clauses.add(clause(i, assertions.get(i), preds.keySet()));
    }
    return new ChcSystem(s, preds, clauses);
  }

  /** Whether {@code script} reads as Horn clauses: logic HORN, or the fixedpoint format. */
  public static boolean isHorn(Script script) {
    return "HORN".equals(script.logic()) || FixedpointFormat.isFixedpoint(script);
  }

  /** Whether every clause is linear. */
  public boolean isLinear() {
    return clauses.stream().allMatch(ChcClause::isLinear);
  }

  /** The number of declared predicates. */
  public int predicateCount() {
    return predicates.size();
  }

  /** Whether {@code name} is one of the system's predicates. */
  public boolean isPredicate(String name) {
    return predicates.containsKey(name);
  }

  /** The predicate names in declaration order. */
  public List<String> predicateNames() {
    return List.copyOf(predicates.keySet());
  }

  /** The symbol of an application or identifier, else null. */
  static String symbolOf(Term t) {
    if (t instanceof Application a && a.function().isPlainSymbol()) {
      return a.name();
    }
    if (t instanceof QualIdentifier q && q.isPlainSymbol()) {
      return q.symbol();
    }
    return null;
  }

  private static boolean isAtom(Term t, Set<String> preds) {
    String s = symbolOf(t);
    return s != null && preds.contains(s);
  }

  private static boolean isApp(Term t, String name) {
    return t instanceof Application a && a.function().isPlainSymbol() && a.name().equals(name);
  }

  private static final Term TRUE = QualIdentifier.of("true");
  private static final Term FALSE = QualIdentifier.of("false");

  /** Reads one assertion; the descent only follows the clause's top structure (a few levels). */
  static ChcClause clause(int index, Term assertion, Set<String> preds) {
    Position p = Position.ROOT;
    Term t = assertion;
    List<SortedVar> vars = new ArrayList<>();
    List<List<VarBinding>> lets = new ArrayList<>();
    List<Position> letPos = new ArrayList<>();
    while (true) {
      if (t instanceof Annotated an) {
        p = p.child(0);
        t = an.term();
      } else if (t instanceof Quantified q && q.quantifier() == Quantified.Quantifier.FORALL) {
        vars.addAll(q.vars());
        p = p.child(0);
        t = q.body();
      } else if (t instanceof Let l) {
        lets.add(l.bindings());
        for (int i = 0; i < l.bindings().size(); i++) {
          letPos.add(p.child(i));
        }
        p = p.child(l.bindings().size());
        t = l.body();
      } else {
        break;
      }
    }
    List<Position> bodyPos = new ArrayList<>();
    List<Term> bodyParts = new ArrayList<>();
    Term head;
    Position headPos;
    ChcClause.Form form;
    if (isApp(t, "=>")) {
      List<Term> args = ((Application) t).args();
      for (int i = 0; i < args.size() - 1; i++) {
        bodyPos.add(p.child(i));
        bodyParts.add(args.get(i));
      }
      head = args.get(args.size() - 1);
      headPos = p.child(args.size() - 1);
      form = ChcClause.Form.IMPLICATION;
    } else if (isApp(t, "not") && ((Application) t).args().size() == 1) {
      Term inner = ((Application) t).arg(0);
      if (inner instanceof Quantified q && q.quantifier() == Quantified.Quantifier.EXISTS) {
        vars.addAll(q.vars());
        bodyPos.add(p.child(0).child(0));
        bodyParts.add(q.body());
        form = ChcClause.Form.NEGATED_EXISTS;
      } else {
        bodyPos.add(p.child(0));
        bodyParts.add(inner);
        form = ChcClause.Form.NEGATION;
      }
      head = FALSE;
      headPos = null;
    } else if (isApp(t, "or")) {
      List<Term> lits = ((Application) t).args();
      int headAt = -1;
      for (int i = lits.size() - 1; i >= 0 && headAt < 0; i--) {
        if (isAtom(lits.get(i), preds)) {
          headAt = i;
        }
      }
      for (int i = 0; i < lits.size(); i++) {
        if (i == headAt) {
          continue;
        }
        Term l = lits.get(i);
        if (isApp(l, "not") && ((Application) l).args().size() == 1) {
          bodyPos.add(p.child(i).child(0));
          bodyParts.add(((Application) l).arg(0));
        } else {
          bodyPos.add(p.child(i));
          bodyParts.add(Application.of("not", l));
        }
      }
      head = headAt < 0 ? FALSE : lits.get(headAt);
      headPos = headAt < 0 ? null : p.child(headAt);
      form = ChcClause.Form.DISJUNCTION;
    } else {
      head = t;
      headPos = p;
      form = ChcClause.Form.ATOM;
    }
    Term body =
        bodyParts.isEmpty()
            ? TRUE
            : bodyParts.size() == 1 ? bodyParts.get(0) : Application.of("and", bodyParts);
    List<Term> bodyPreds = new ArrayList<>();
    for (Term part : bodyParts) {
      collectPredicates(part, preds, bodyPreds);
    }
    Term headPred = isAtom(head, preds) ? head : null;
    return new ChcClause(
        index, assertion, form, vars, lets, body, head, bodyPos, headPos, letPos, bodyPreds,
        headPred);
  }

  /**
   * Adds the predicate applications in {@code root} to {@code out}, in pre-order; an identifier
   * bound by an enclosing let or quantifier is a variable, not a nullary predicate.
   */
  static void collectPredicates(Term root, Set<String> preds, List<Term> out) {
    Terms.forEachWithBound(
        root,
        (t, bound) -> {
          if (t instanceof Application a
              && a.function().isPlainSymbol()
              && preds.contains(a.name())) {
            out.add(t);
          } else if (t instanceof QualIdentifier q
              && q.isPlainSymbol()
              && preds.contains(q.symbol())
              && !bound.contains(q.symbol())) {
            out.add(t);
          }
        });
  }
}
