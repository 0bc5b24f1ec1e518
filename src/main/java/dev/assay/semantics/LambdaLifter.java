package dev.assay.semantics;

import dev.assay.smtlib.PostOrder;
import dev.assay.smtlib.SExpr;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Replaces each {@code (lambda ((x S)...) body)} in solver output by {@code (_ as-array
 * assay!lambda!k)} and a lifted {@code (define-fun assay!lambda!k ((x S)...) E body)}, so the term
 * reader (which has no lambda) and the evaluator's as-array support handle it.
 *
 * <p>The element sort E comes from the enclosing {@code define-fun}'s array sort, followed down
 * through {@code store}, {@code ite}, {@code let} and nested lambdas; where it cannot be known it
 * is {@value #UNKNOWN_SORT}. A lambda body must not use the variables of an enclosing lambda. Works
 * with explicit stacks.
 */
final class LambdaLifter {
  static final String PREFIX = "assay!lambda!";
  static final String UNKNOWN_SORT = "Unknown";

  private final List<SExpr> lifted = new ArrayList<>();

  /** The lifted definitions made so far, in order. */
  List<SExpr> lifted() {
    return lifted;
  }

  /** True if {@code e} contains a lambda anywhere. */
  static boolean containsLambda(List<SExpr> items) {
    Deque<SExpr> stack = new ArrayDeque<>(items);
    while (!stack.isEmpty()) {
      SExpr e = stack.pop();
      if (e instanceof SExpr.SList l) {
        if (isLambda(l)) {
          return true;
        }
        l.items().forEach(stack::push);
      }
    }
    return false;
  }

  private static boolean isLambda(SExpr.SList l) {
    return l.items().size() == 3 && "lambda".equals(atom(l.items().get(0)));
  }

  private static String atom(SExpr e) {
    return e instanceof SExpr.Atom a ? a.text() : null;
  }

  /**
   * Rewrites one item of a model or value answer. {@code expectedSort} is the sort of {@code item}
   * when known (a define-fun's result), else null.
   */
  SExpr rewrite(SExpr item, SExpr expectedSort) {
    Map<SExpr, SExpr> expected = new IdentityHashMap<>();
    if (expectedSort != null) {
      expected.put(item, expectedSort);
    }
    // Top-down: propagate expected sorts (a list's items are asked for before they are visited);
    // bottom-up: rebuild with lambdas lifted.
    return PostOrder.fold(
        item,
        e -> {
          if (!(e instanceof SExpr.SList l)) {
            return List.<SExpr>of();
          }
          propagate(l, expected.get(l), expected);
          return l.items();
        },
        (e, items) -> {
          if (!(e instanceof SExpr.SList l)) {
            return e;
          }
          SExpr.SList rebuilt = new SExpr.SList(items);
          return isLambda(rebuilt) ? lift(rebuilt, expected.get(l)) : rebuilt;
        });
  }

  private SExpr lift(SExpr.SList lambda, SExpr arraySort) {
    String name = PREFIX + lifted.size();
    SExpr element = elementSort(arraySort);
    lifted.add(
        new SExpr.SList(
            List.of(
                new SExpr.Atom("define-fun"),
                new SExpr.Atom(name),
                lambda.items().get(1),
                element != null ? element : new SExpr.Atom(UNKNOWN_SORT),
                lambda.items().get(2))));
    return new SExpr.SList(
        List.of(new SExpr.Atom("_"), new SExpr.Atom("as-array"), new SExpr.Atom(name)));
  }

  /** E of {@code (Array I E)}, else null. */
  private static SExpr elementSort(SExpr sort) {
    if (sort instanceof SExpr.SList s
        && s.items().size() == 3
        && "Array".equals(atom(s.items().get(0)))) {
      return s.items().get(2);
    }
    return null;
  }

  /** Records the expected sorts of the children of {@code l} that are known from its own. */
  private static void propagate(SExpr.SList l, SExpr sort, Map<SExpr, SExpr> expected) {
    List<SExpr> it = l.items();
    String head = it.isEmpty() ? null : atom(it.get(0));
    if (head == null) {
      return;
    }
    switch (head) {
      case "define-fun":
      case "define-fun-rec":
        if (it.size() == 5) {
          expected.put(it.get(4), it.get(3));
        }
        break;
      case "lambda":
        if (it.size() == 3 && elementSort(sort) != null) {
          expected.put(it.get(2), elementSort(sort));
        }
        break;
      case "store":
        if (it.size() == 4 && sort != null) {
          expected.put(it.get(1), sort);
          if (elementSort(sort) != null) {
            expected.put(it.get(3), elementSort(sort));
          }
        }
        break;
      case "ite":
        if (it.size() == 4 && sort != null) {
          expected.put(it.get(2), sort);
          expected.put(it.get(3), sort);
        }
        break;
      case "let":
        if (it.size() == 3 && sort != null) {
          expected.put(it.get(2), sort);
        }
        break;
      default:
        break;
    }
  }
}
