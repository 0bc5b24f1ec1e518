package dev.assay.strings;

import dev.assay.smtlib.Annotated;
import dev.assay.smtlib.Application;
import dev.assay.smtlib.Attribute;
import dev.assay.smtlib.Let;
import dev.assay.smtlib.NumeralConstant;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.Quantified;
import dev.assay.smtlib.SortedVar;
import dev.assay.smtlib.StringConstant;
import dev.assay.smtlib.Term;
import dev.assay.smtlib.VarBinding;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The few term rewrites the generators need: substitution of free variables, replacement of a
 * constant, removal of patterns, and the constants and free variables of a term. All use explicit
 * stacks. Quantifiers and {@code let} bind names; the generators never produce {@code match}.
 */
final class TermOps {
  private TermOps() {}

  /** Decides, for one node and the names bound around it, whether to replace the whole node. */
  @FunctionalInterface
  interface NodeRewrite {
    /** The replacement of {@code node}, or null to keep it and visit its children. */
    Term rewrite(Term node, Set<String> bound);
  }

  private static final class Frame {
    final Term node;
    final Set<String> bound;
    final Set<String> childBound;
    final List<Term> children;
    final List<Term> done = new ArrayList<>();
    int next;

    Frame(Term node, Set<String> bound) {
      this.node = node;
      this.bound = bound;
      this.children = node.children();
      this.childBound = bindersOf(node, bound);
    }
  }

  /** Rebuilds {@code root} bottom-up, replacing the nodes {@code rw} chooses. */
  static Term rewrite(Term root, NodeRewrite rw) {
    return rewrite(root, rw, n -> n);
  }

  /**
   * Rebuilds {@code root} bottom-up: {@code rw} may replace a node before its children are visited;
   * {@code post} maps every node that was not replaced, after its children were rebuilt.
   */
  static Term rewrite(Term root, NodeRewrite rw, java.util.function.UnaryOperator<Term> post) {
    Term first = rw.rewrite(root, Set.of());
    if (first != null) {
      return first;
    }
    Deque<Frame> stack = new ArrayDeque<>();
    stack.push(new Frame(root, Set.of()));
    Term result = null;
    while (!stack.isEmpty()) {
      Frame f = stack.peek();
      if (f.next < f.children.size()) {
        int i = f.next++;
        Term child = f.children.get(i);
        Set<String> b = f.node.bindsChild(i) ? f.childBound : f.bound;
        Term replaced = rw.rewrite(child, b);
        if (replaced != null) {
          f.done.add(replaced);
        } else if (child.children().isEmpty()) {
          f.done.add(post.apply(child));
        } else {
          stack.push(new Frame(child, b));
        }
        continue;
      }
      stack.pop();
      Term rebuilt =
          post.apply(f.done.equals(f.children) ? f.node : f.node.withChildren(f.done));
      if (stack.isEmpty()) {
        result = rebuilt;
      } else {
        stack.peek().done.add(rebuilt);
      }
    }
    return result;
  }

  private static Set<String> bindersOf(Term node, Set<String> outer) {
    List<String> names = new ArrayList<>();
    if (node instanceof Quantified q) {
      for (SortedVar v : q.vars()) {
        names.add(v.name());
      }
    } else if (node instanceof Let l) {
      for (VarBinding b : l.bindings()) {
        names.add(b.name());
      }
    }
    if (names.isEmpty()) {
      return outer;
    }
    Set<String> s = new HashSet<>(outer);
    s.addAll(names);
    return s;
  }

  /** {@code t} with every free occurrence of a variable in {@code map} replaced. */
  static Term substitute(Term t, Map<String, ? extends Term> map) {
    return rewrite(
        t,
        (node, bound) -> {
          if (node instanceof QualIdentifier q && q.isPlainSymbol() && !bound.contains(q.symbol())) {
            return map.get(q.symbol());
          }
          return null;
        });
  }

  /**
   * {@code t} with every occurrence of {@code constant} replaced by {@code by}. A negative integer
   * {@code (- k)} is one constant: the numeral inside it is not an occurrence of {@code k}.
   */
  static Term replaceConstant(Term t, Term constant, Term by) {
    return rewrite(
        t,
        (node, bound) -> {
          if (node.equals(constant)) {
            return by;
          }
          return isNegativeNumeral(node) ? node : null;
        });
  }

  /** {@code t} without {@code :pattern} attributes ({@code !} dropped where nothing remains). */
  static Term stripPatterns(Term t) {
    return rewrite(
        t,
        (node, bound) -> null,
        node -> {
          if (node instanceof Annotated a) {
            List<Attribute> keep = new ArrayList<>();
            for (Attribute at : a.attributes()) {
              if (!(at instanceof Attribute.Pattern)) {
                keep.add(at);
              }
            }
            if (keep.size() != a.attributes().size()) {
              return keep.isEmpty() ? a.term() : new Annotated(a.term(), keep);
            }
          }
          return node;
        });
  }

  /**
   * The distinct constants of {@code t} in order of first occurrence (pre-order): string literals,
   * numerals, negative integers {@code (- k)}, {@code true} and {@code false}.
   */
  static List<Term> constants(Term t) {
    Set<Term> seen = new LinkedHashSet<>();
    Deque<Term> stack = new ArrayDeque<>();
    stack.push(t);
    while (!stack.isEmpty()) {
      Term n = stack.pop();
      if (isConstant(n)) {
        seen.add(n);
        continue;
      }
      List<Term> c = n.children();
      for (int i = c.size() - 1; i >= 0; i--) {
        stack.push(c.get(i));
      }
    }
    return List.copyOf(seen);
  }

  /** True for a literal constant as listed by {@link #constants(Term)}. */
  static boolean isConstant(Term n) {
    if (n instanceof StringConstant || n instanceof NumeralConstant) {
      return true;
    }
    if (n instanceof QualIdentifier q && q.isPlainSymbol()) {
      return q.symbol().equals("true") || q.symbol().equals("false");
    }
    return isNegativeNumeral(n);
  }

  static boolean isNegativeNumeral(Term n) {
    return n instanceof Application a
        && a.name().equals("-")
        && !a.function().isQualified()
        && a.args().size() == 1
        && a.arg(0) instanceof NumeralConstant;
  }

  /** Whether {@code name} occurs free in {@code t}. */
  static boolean occursFree(Term t, String name) {
    boolean[] found = {false};
    rewrite(
        t,
        (node, bound) -> {
          if (node instanceof QualIdentifier q
              && q.isPlainSymbol()
              && q.symbol().equals(name)
              && !bound.contains(name)) {
            found[0] = true;
          }
          return null;
        });
    return found[0];
  }

  /** A plain variable reference. */
  static Term var(String name) {
    return QualIdentifier.of(name);
  }
}
