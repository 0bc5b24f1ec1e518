package dev.assay.strings;

import dev.assay.smtlib.Annotated;
import dev.assay.smtlib.Application;
import dev.assay.smtlib.Attribute;
import dev.assay.smtlib.NumeralConstant;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.StringConstant;
import dev.assay.smtlib.Term;
import dev.assay.smtlib.Terms;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * The term rewrites the generators need beyond {@link Terms}: replacing constants (a negative
 * integer {@code (- k)} counts as one constant, so the rewrite works top-down), removing patterns,
 * listing constants, and rewriting chosen subterms whole. All use explicit stacks.
 */
final class TermOps {
  private TermOps() {}

  /** See {@link Terms#replaceTopDown}. */
  static Term replaceTopDown(Term root, UnaryOperator<Term> replace) {
    return Terms.replaceTopDown(root, replace);
  }

  /** {@code t} with every free occurrence of a variable in {@code map} replaced. */
  static Term substitute(Term t, Map<String, Term> map) {
    return Terms.substitute(t, map);
  }

  /**
   * {@code t} with every occurrence of {@code constant} replaced by {@code by}. A negative integer
   * {@code (- k)} is one constant: the numeral inside it is not an occurrence of {@code k}.
   */
  static Term replaceConstant(Term t, Term constant, Term by) {
    return replaceTopDown(
        t, node -> node.equals(constant) ? by : isNegativeNumeral(node) ? node : null);
  }

  /** {@code t} without {@code :pattern} attributes ({@code !} dropped where nothing remains). */
  static Term stripPatterns(Term t) {
    return Terms.rewriteBottomUp(
        t,
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

  /** Whether {@code name} occurs free in {@code t} as a variable or constant symbol. */
  static boolean occursFree(Term t, String name) {
    return Terms.freeSymbols(t).contains(name);
  }

  /** A plain variable reference. */
  static Term var(String name) {
    return QualIdentifier.of(name);
  }
}
