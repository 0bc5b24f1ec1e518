package dev.assay.triggers;

import dev.assay.smtlib.Let;
import dev.assay.smtlib.Match;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.Quantified;
import dev.assay.smtlib.SortedVar;
import dev.assay.smtlib.Term;
import dev.assay.smtlib.Terms;
import dev.assay.smtlib.VarBinding;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Gives every variable bound by a quantifier or a {@code let} a name that no other binder of the
 * input and no declared symbol has (§3.1: "the pre-processing ensures that their names are globally
 * unique"). A name is kept when it is still free, else it gets a suffix {@code @k}. One renamer is
 * shared by all conjuncts of an input. {@code match} cases are left as they are. Explicit stack.
 */
final class BoundRenamer {
  private final Set<String> used = new HashSet<>();
  private final Map<String, Integer> nextSuffix = new HashMap<>();
  private final Predicate<String> declared;
  private final boolean canonical;
  private int counter;

  BoundRenamer(Predicate<String> declared) {
    this(declared, false);
  }

  private BoundRenamer(Predicate<String> declared, boolean canonical) {
    this.declared = declared;
    this.canonical = canonical;
  }

  /**
   * {@code t} with its binders named {@code ?0}, {@code ?1}, ... in order: equal keys mean equal
   * formulas up to the names of bound variables (for removing duplicate conjuncts).
   */
  static String canonicalKey(Term t) {
    return dev.assay.smtlib.Printer.print(new BoundRenamer(n -> false, true).rename(t));
  }

  /** A fresh name based on {@code base}, remembered as used. */
  String fresh(String base) {
    if (canonical) {
      return "?" + counter++;
    }
    String root = base;
    int at = base.lastIndexOf('@');
    if (at > 0
        && at < base.length() - 1
        && base.substring(at + 1).chars().allMatch(c -> c >= '0' && c <= '9')) {
      root = base.substring(0, at);
    }
    String name = root;
    int k = nextSuffix.getOrDefault(root, 1);
    while (used.contains(name) || declared.test(name)) {
      name = root + "@" + k++;
    }
    if (!name.equals(root)) {
      nextSuffix.put(root, k);
    }
    used.add(name);
    return name;
  }

  /** Marks names as taken (Skolem functions, constants made by Assay). */
  void reserve(String name) {
    used.add(name);
  }

  private static final class Frame {
    final Term term;
    final List<Term> children;
    final Map<String, String> scope;
    final List<String> newNames;
    final List<Term> rebuilt = new ArrayList<>();
    int next;

    Frame(Term term, Map<String, String> scope, List<String> newNames) {
      this.term = term;
      this.children = term.children();
      this.scope = scope;
      this.newNames = newNames;
    }
  }

  /** {@code root} with every binder renamed apart. */
  Term rename(Term root) {
    Deque<Frame> stack = new ArrayDeque<>();
    stack.push(frame(root, Map.of()));
    while (true) {
      Frame f = stack.peek();
      if (f.next < f.children.size() && !(f.term instanceof Match)) {
        int i = f.next++;
        Map<String, String> childScope = f.scope;
        if (f.term.bindsChild(i) && f.newNames != null) {
          childScope = new HashMap<>(f.scope);
          List<String> olds = oldNames(f.term);
          for (int k = 0; k < olds.size(); k++) {
            childScope.put(olds.get(k), f.newNames.get(k));
          }
        }
        stack.push(frame(f.children.get(i), childScope));
        continue;
      }
      stack.pop();
      Term done = rebuild(f);
      if (stack.isEmpty()) {
        return done;
      }
      stack.peek().rebuilt.add(done);
    }
  }

  private Frame frame(Term t, Map<String, String> scope) {
    List<String> names = null;
    if (t instanceof Quantified || t instanceof Let) {
      names = new ArrayList<>();
      for (String old : oldNames(t)) {
        names.add(fresh(old));
      }
    }
    return new Frame(t, scope, names);
  }

  private static List<String> oldNames(Term t) {
    if (t instanceof Quantified q) {
      return q.vars().stream().map(SortedVar::name).toList();
    }
    return ((Let) t).bindings().stream().map(VarBinding::name).toList();
  }

  private static Term rebuild(Frame f) {
    Term t = f.term;
    if (t instanceof Match) {
      // its own binders are left alone; outer variables renamed in it
      Map<String, Term> outer = new HashMap<>();
      f.scope.forEach((o, n) -> outer.put(o, QualIdentifier.of(n)));
      return Terms.substitute(t, outer);
    }
    if (t instanceof QualIdentifier q && q.isPlainSymbol()) {
      String n = f.scope.get(q.symbol());
      return n == null ? t : QualIdentifier.of(n);
    }
    if (t instanceof Quantified q) {
      List<SortedVar> vars = new ArrayList<>();
      for (int k = 0; k < q.vars().size(); k++) {
        vars.add(new SortedVar(f.newNames.get(k), q.vars().get(k).sort()));
      }
      return new Quantified(q.quantifier(), vars, f.rebuilt.get(0));
    }
    if (t instanceof Let l) {
      List<VarBinding> bs = new ArrayList<>();
      for (int k = 0; k < l.bindings().size(); k++) {
        bs.add(new VarBinding(f.newNames.get(k), f.rebuilt.get(k)));
      }
      return new Let(bs, f.rebuilt.get(bs.size()));
    }
    return f.children.isEmpty() ? t : t.withChildren(f.rebuilt);
  }
}
