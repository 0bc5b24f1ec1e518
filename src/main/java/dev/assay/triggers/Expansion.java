package dev.assay.triggers;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.Let;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.Signature;
import dev.assay.smtlib.Term;
import dev.assay.smtlib.Terms;
import dev.assay.smtlib.VarBinding;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Expands {@code let} bindings and non-recursive {@code define-fun} macros, as the solver does
 * before it looks for patterns: unification and similarity must see the terms, not names for them.
 * Expects bound names to be unique (no capture). A term whose expansion grows beyond {@link
 * #MAX_NODES} nodes (shared {@code let}s can grow exponentially) is refused.
 */
final class Expansion {
  static final int MAX_NODES = 4_000_000;

  private final Signature signature;
  private final BoundRenamer renamer;
  private final Map<String, Term> macroBodies = new HashMap<>();
  private final Set<String> recursive;
  private final Set<String> inProgress = new HashSet<>();

  /**
   * @param recursive the functions of {@code define-fun-rec} and {@code define-funs-rec}, which
   *     stay applications (the solver unfolds them itself)
   */
  Expansion(Signature signature, BoundRenamer renamer, Set<String> recursive) {
    this.signature = signature;
    this.renamer = renamer;
    this.recursive = recursive;
  }

  /** Thrown when an expansion would exceed the size limit. */
  static final class TooLarge extends RuntimeException {
    private static final long serialVersionUID = 1L;

    TooLarge() {
      super("let/define-fun expansion exceeds " + MAX_NODES + " nodes", null, false, false);
    }
  }

  Term expand(Term t) {
    Term r =
        Terms.rewriteBottomUp(
            t,
            n -> {
              if (n instanceof Let l) {
                Map<String, Term> map = new LinkedHashMap<>();
                for (VarBinding b : l.bindings()) {
                  map.put(b.name(), b.term());
                }
                return Terms.substitute(l.body(), map);
              }
              if (n instanceof Application a && a.function().isPlainSymbol()) {
                Term body = macro(a.name(), a.args().size());
                if (body != null) {
                  Map<String, Term> map = new LinkedHashMap<>();
                  Signature.FunctionSymbol f = signature.function(a.name());
                  for (int i = 0; i < a.args().size(); i++) {
                    map.put(f.params().get(i).name(), a.arg(i));
                  }
                  return Terms.substitute(body, map);
                }
              }
              if (n instanceof QualIdentifier q && q.isPlainSymbol()) {
                Term body = macro(q.symbol(), 0);
                if (body != null) {
                  return body;
                }
              }
              return n;
            });
    if (treeSizeExceeds(r, MAX_NODES)) {
      throw new TooLarge();
    }
    return r;
  }

  /** The expanded, renamed-apart body of a non-recursive macro of that arity, or null. */
  private Term macro(String name, int arity) {
    Term known = macroBodies.get(name);
    if (known != null) {
      return known;
    }
    Signature.FunctionSymbol f = signature.function(name);
    if (f == null
        || !f.isDefined()
        || f.params() == null
        || f.params().size() != arity
        || recursive.contains(name)
        || !inProgress.add(name)) {
      return null;
    }
    Term body = expand(renamer.rename(f.body()));
    inProgress.remove(name);
    macroBodies.put(name, body);
    return body;
  }

  /** Whether the term, as a tree (shared subterms counted each time), has more than {@code max}. */
  static boolean treeSizeExceeds(Term root, int max) {
    Deque<Term> stack = new ArrayDeque<>();
    stack.push(root);
    int n = 0;
    while (!stack.isEmpty()) {
      Term t = stack.pop();
      if (++n > max) {
        return true;
      }
      List<Term> cs = t.children();
      for (int i = cs.size() - 1; i >= 0; i--) {
        stack.push(cs.get(i));
      }
    }
    return false;
  }
}
