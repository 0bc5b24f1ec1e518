package dev.assay.smtlib;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * A bottom-up fold over a tree of any kind (terms, regular expressions, S-expressions) with an
 * explicit stack, because the trees can be far deeper than the call stack.
 */
public final class PostOrder {
  private PostOrder() {}

  /** A node waiting for its children's values; {@code childCount} is -1 until they are pushed. */
  private static final class Frame<N> {
    final N node;
    int childCount = -1;

    Frame(N node) {
      this.node = node;
    }
  }

  /**
   * The value of {@code root}, where a node's value is {@code combine} of the node and its
   * children's values in order. {@code children} is asked once per node, before any of that node's
   * children are visited, and the nodes are combined left to right, children first. A value must
   * not be null.
   */
  public static <N, V> V fold(
      N root,
      Function<? super N, ? extends List<? extends N>> children,
      BiFunction<? super N, List<V>, ? extends V> combine) {
    Deque<Frame<N>> stack = new ArrayDeque<>();
    Deque<V> done = new ArrayDeque<>();
    stack.push(new Frame<>(root));
    while (!stack.isEmpty()) {
      Frame<N> f = stack.pop();
      if (f.childCount < 0) {
        List<? extends N> cs = children.apply(f.node);
        if (!cs.isEmpty()) {
          f.childCount = cs.size();
          stack.push(f);
          for (int i = cs.size() - 1; i >= 0; i--) {
            stack.push(new Frame<>(cs.get(i)));
          }
          continue;
        }
        f.childCount = 0;
      }
      List<V> values = new ArrayList<>(Collections.nCopies(f.childCount, null));
      for (int i = f.childCount - 1; i >= 0; i--) {
        values.set(i, done.pop());
      }
      done.push(combine.apply(f.node, values));
    }
    return done.pop();
  }
}
