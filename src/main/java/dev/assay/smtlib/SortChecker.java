package dev.assay.smtlib;

import dev.assay.core.InputError;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Sort checking for scripts and terms built in memory (mutants, generated tests). Files are
 * checked while they are read ({@link Parser#readScript}), which reports errors at their line
 * and column; this class applies the same {@link Signature} rules to records.
 */
public final class SortChecker {
  private SortChecker() {}

  /**
   * Checks a script built in memory. Positions in errors refer to the script's canonical printed
   * form (which is what Assay writes to disk for any script it made).
   */
  public static CheckedScript check(Script script, String source) {
    CheckedScript checked = Parser.readScript(Printer.print(script), source);
    return new CheckedScript(script, checked.signature());
  }

  /** The sort of {@code term} under {@code signature}, with the given variables in scope. */
  public static Sort sortOf(Term term, Signature signature, Map<String, Sort> variables) {
    return sortAll(term, signature, variables).get(term);
  }

  /** The sort of {@code term} under {@code signature}, with no variables in scope. */
  public static Sort sortOf(Term term, Signature signature) {
    return sortOf(term, signature, Map.of());
  }

  /**
   * The sort of every subterm node of {@code root} (keyed by identity, as equal subterms may sit
   * under different binders). Throws {@link SortError} if the term is ill-sorted.
   */
  public static IdentityHashMap<Term, Sort> sortAll(
      Term root, Signature signature, Map<String, Sort> variables) {
    IdentityHashMap<Term, Sort> sorts = new IdentityHashMap<>();
    Map<String, Sort> scope = new HashMap<>(variables);
    Deque<Frame> stack = new ArrayDeque<>();
    stack.push(new Frame(root));
    while (!stack.isEmpty()) {
      Frame f = stack.peek();
      List<Term> cs = f.term.children();
      if (f.next < cs.size()) {
        int i = f.next++;
        // leaving binder scope of the previous child / entering for this one
        if (f.saved != null) {
          restore(scope, f.saved);
          f.saved = null;
        }
        List<SortedVar> binds = bindingsFor(f.term, i, sorts, signature);
        if (!binds.isEmpty()) {
          f.saved = new ArrayList<>();
          for (SortedVar v : binds) {
            f.saved.add(new Object[] {v.name(), scope.put(v.name(), v.sort())});
          }
        }
        stack.push(new Frame(cs.get(i)));
        continue;
      }
      if (f.saved != null) {
        restore(scope, f.saved);
      }
      stack.pop();
      sorts.put(f.term, sortOfNode(f.term, sorts, signature, scope));
    }
    return sorts;
  }

  private static final class Frame {
    final Term term;
    int next;
    List<Object[]> saved;

    Frame(Term term) {
      this.term = term;
    }
  }

  private static void restore(Map<String, Sort> scope, List<Object[]> saved) {
    for (int k = saved.size() - 1; k >= 0; k--) {
      Object[] e = saved.get(k);
      if (e[1] == null) {
        scope.remove((String) e[0]);
      } else {
        scope.put((String) e[0], (Sort) e[1]);
      }
    }
  }

  private static List<SortedVar> bindingsFor(
      Term t, int childIndex, IdentityHashMap<Term, Sort> sorts, Signature sig) {
    if (!t.bindsChild(childIndex)) {
      return List.of();
    }
    if (t instanceof Let l) {
      List<SortedVar> r = new ArrayList<>();
      for (VarBinding b : l.bindings()) {
        r.add(new SortedVar(b.name(), sorts.get(b.term())));
      }
      return r;
    }
    if (t instanceof Quantified q) {
      List<SortedVar> r = new ArrayList<>();
      for (SortedVar v : q.vars()) {
        r.add(new SortedVar(v.name(), sig.resolve(v.sort())));
      }
      return r;
    }
    if (t instanceof Match m) {
      MatchCase mc = m.cases().get(childIndex - 1);
      Signature.ConstructorSymbol c = sig.constructor(mc.constructor());
      if (c == null) {
        return List.of(new SortedVar(mc.constructor(), sorts.get(m.scrutinee())));
      }
      List<SortedVar> r = new ArrayList<>();
      for (int i = 0; i < mc.vars().size(); i++) {
        r.add(new SortedVar(mc.vars().get(i), sig.resolve(c.selectors().get(i).sort())));
      }
      return r;
    }
    return List.of();
  }

  private static Sort sortOfNode(
      Term t, IdentityHashMap<Term, Sort> sorts, Signature sig, Map<String, Sort> scope) {
    return t.accept(
        new TermVisitor<Sort>() {
          @Override
          public Sort visitNumeral(NumeralConstant c) {
            return Sort.INT;
          }

          @Override
          public Sort visitDecimal(DecimalConstant c) {
            return Sort.REAL;
          }

          @Override
          public Sort visitHex(HexConstant c) {
            return Sort.bitVec(c.width());
          }

          @Override
          public Sort visitBinary(BinaryConstant c) {
            return Sort.bitVec(c.width());
          }

          @Override
          public Sort visitString(StringConstant c) {
            return Sort.STRING;
          }

          @Override
          public Sort visitQualIdentifier(QualIdentifier id) {
            if (id.isPlainSymbol() && scope.containsKey(id.symbol())) {
              return scope.get(id.symbol());
            }
            return sig.constantSort(id);
          }

          @Override
          public Sort visitApplication(Application app) {
            List<Sort> args = new ArrayList<>(app.args().size());
            for (Term a : app.args()) {
              args.add(sorts.get(a));
            }
            return sig.apply(app.function(), args);
          }

          @Override
          public Sort visitLet(Let let) {
            return sorts.get(let.body());
          }

          @Override
          public Sort visitQuantified(Quantified q) {
            if (!Sort.BOOL.equals(sorts.get(q.body()))) {
              throw new SortError(q.quantifier().keyword() + " body must be Bool");
            }
            return Sort.BOOL;
          }

          @Override
          public Sort visitMatch(Match match) {
            Sort s = null;
            for (MatchCase mc : match.cases()) {
              Sort b = sorts.get(mc.body());
              if (s != null && !s.equals(b)) {
                throw new SortError("match cases have different sorts: " + s + " and " + b);
              }
              s = b;
            }
            return s;
          }

          @Override
          public Sort visitAnnotated(Annotated annotated) {
            return sorts.get(annotated.term());
          }
        });
  }

  /** Like {@link #sortOf(Term, Signature)} but reports an ill-sorted term as an InputError. */
  public static Sort sortOfOrError(Term term, Signature signature, String where) {
    try {
      return sortOf(term, signature);
    } catch (SortError e) {
      throw new InputError(where + ": " + e.getMessage());
    }
  }
}
