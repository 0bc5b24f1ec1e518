package dev.assay.semantics;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;

/**
 * Variables visible while evaluating one closed body (a term, or one function call): let-bound
 * names, quantified variables and parameters, with shadowing. Frames bind on entry and unbind on
 * exit in strict LIFO order, so one mutable map serves a whole body.
 */
final class Scope {
  private final Map<String, ArrayDeque<Value>> bound = new HashMap<>();

  void bind(String name, Value value) {
    bound.computeIfAbsent(name, k -> new ArrayDeque<>()).push(value);
  }

  void unbind(String name) {
    ArrayDeque<Value> d = bound.get(name);
    d.pop();
    if (d.isEmpty()) {
      bound.remove(name);
    }
  }

  /** The innermost binding of {@code name}, or null. */
  Value lookup(String name) {
    ArrayDeque<Value> d = bound.get(name);
    return d == null ? null : d.peek();
  }
}
