package dev.assay.triggers;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.Term;
import dev.assay.smtlib.Terms;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The quantifier instances a refutation used, read from Z3's proof ({@code (get-proof)} after
 * {@code unsat} with {@code :produce-proofs}): each {@code ((_ quant-inst b1 ... bn) (or (not
 * (forall ((x1 S1) ...) (! body :pattern (p ...)))) instance))} step names the quantifier, with its
 * patterns, and the bindings. Where the trace log ({@link InstanceTrace}) gives every MBQI instance
 * of a run, however many the run made, the proof gives only those the refutation needed, so their
 * pattern terms make a small batch (4 terms where the trace gave 258 on a VCC input).
 *
 * <p>Z3 prints a proof as a DAG of {@code let}s, each name bound once: the reader keeps one table
 * of them and shares the bound node wherever the name is used, so nothing is copied. Reading,
 * traversal and conversion use explicit stacks (proofs nest thousands deep).
 */
final class ProofInstances {
  /** Nodes of one pattern term after substitution at most: deeper terms are left out. */
  static final int MAX_TERM_NODES = 5_000;

  /** One node of the proof: an atom or a list, shared wherever a {@code let} name is used. */
  private static final class Node {
    final String atom;
    final Node[] items;
    Term term;
    long size;

    Node(String atom, Node[] items) {
      this.atom = atom;
      this.items = items;
    }

    boolean isAtom(String text) {
      return atom != null && atom.equals(text);
    }
  }

  private ProofInstances() {}

  /**
   * The instances of the proof in {@code output} (a solver's whole output: its answer, then the
   * proof), or none when there is no proof.
   */
  static List<InstanceTrace.Instance> read(String output) {
    int at = output.indexOf("(proof");
    if (at < 0) {
      return List.of();
    }
    Node proof = parse(output, at);
    return proof == null ? List.of() : instances(proof);
  }

  /**
   * The instances cvc5 printed with {@code dump-instantiations} (after {@code unsat}, and with
   * {@code produce-proofs} only those its refutation used): one {@code (instantiations Q (b1 ...
   * bn) ...)} block per quantifier, {@code Q} with its patterns ({@code miniscope-quant off} keeps
   * the input's quantifiers whole, so they are the input's patterns), one binding list per
   * instance. None when the output holds no such block.
   */
  static List<InstanceTrace.Instance> readCvc5(String output) {
    List<InstanceTrace.Instance> out = new ArrayList<>();
    for (int at = output.indexOf("(instantiations");
        at >= 0;
        at = output.indexOf("(instantiations", at + 1)) {
      Node block = parse(output, at);
      if (block == null || block.items == null || block.items.length < 3) {
        continue;
      }
      Node q = block.items[1];
      if (q.items == null || q.items.length != 3 || !q.items[0].isAtom("forall")) {
        continue; // a quantifier cvc5 printed by its :qid name, or no quantifier
      }
      for (int k = 2; k < block.items.length; k++) {
        Node tuple = block.items[k];
        if (tuple.items != null) {
          InstanceTrace.Instance inst = instance(q, tuple.items, 0);
          if (inst != null) {
            out.add(inst);
          }
        }
      }
    }
    return out;
  }

  /** Reads the S-expression at {@code from}, resolving {@code let}s as it goes. */
  private static Node parse(String s, int from) {
    Map<String, Node> bound = new HashMap<>();
    Deque<List<Node>> open = new ArrayDeque<>();
    int i = from;
    int n = s.length();
    while (i < n) {
      char c = s.charAt(i);
      if (Character.isWhitespace(c)) {
        i++;
      } else if (c == '(') {
        open.push(new ArrayList<>());
        i++;
      } else if (c == ')') {
        i++;
        List<Node> items = open.pop();
        Node node = closed(items, open, bound);
        if (open.isEmpty()) {
          return node;
        }
        open.peek().add(node);
      } else {
        int end = atomEnd(s, i);
        if (open.isEmpty()) {
          return null;
        }
        String text = s.substring(i, end);
        // a binding's name (the first atom of a binding) is not replaced by its earlier term
        boolean name = open.peek().isEmpty() && insideLetBindings(open, 2);
        Node b = name ? null : bound.get(text);
        open.peek().add(b != null ? b : new Node(text, null));
        i = end;
      }
    }
    return null; // cut off
  }

  /**
   * The node of a list just read: a {@code let} is its body (its bindings are in the table), and a
   * binding {@code (name term)} of a {@code let} enters the table.
   */
  private static Node closed(List<Node> items, Deque<List<Node>> open, Map<String, Node> bound) {
    if (items.size() == 3 && items.get(0).isAtom("let")) {
      return items.get(2);
    }
    Node node = new Node(null, items.toArray(new Node[0]));
    if (items.size() == 2 && items.get(0).atom != null && insideLetBindings(open, 1)) {
      bound.put(items.get(0).atom, items.get(1));
    }
    return node;
  }

  /**
   * Whether the list {@code depth} below the one being read is a {@code let} that holds only its
   * keyword so far: at depth 1 the list being read is its binding list, at depth 2 a binding.
   */
  private static boolean insideLetBindings(Deque<List<Node>> open, int depth) {
    if (open.size() <= depth) {
      return false;
    }
    var it = open.iterator();
    for (int k = 0; k < depth; k++) {
      it.next();
    }
    List<Node> outer = it.next();
    return outer.size() == 1 && outer.get(0).isAtom("let");
  }

  private static int atomEnd(String s, int i) {
    char c = s.charAt(i);
    if (c == '|' || c == '"') {
      int j = s.indexOf(c, i + 1);
      while (c == '"' && j >= 0 && j + 1 < s.length() && s.charAt(j + 1) == '"') {
        j = s.indexOf('"', j + 2);
      }
      return j < 0 ? s.length() : j + 1;
    }
    int j = i;
    while (j < s.length()
        && !Character.isWhitespace(s.charAt(j))
        && "()".indexOf(s.charAt(j)) < 0) {
      j++;
    }
    return j;
  }

  /** Every {@code quant-inst} step of the proof, each shared node visited once. */
  private static List<InstanceTrace.Instance> instances(Node proof) {
    List<InstanceTrace.Instance> out = new ArrayList<>();
    Set<Node> seen = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    Deque<Node> todo = new ArrayDeque<>();
    todo.push(proof);
    while (!todo.isEmpty()) {
      Node x = todo.pop();
      if (x.items == null || !seen.add(x)) {
        continue;
      }
      InstanceTrace.Instance inst = instance(x);
      if (inst != null) {
        out.add(inst);
      }
      for (Node c : x.items) {
        todo.push(c);
      }
    }
    return out;
  }

  /** The instance of a step {@code ((_ quant-inst b...) (or (not Q) ...))}, or null. */
  private static InstanceTrace.Instance instance(Node step) {
    if (step.items.length < 2 || step.items[0].items == null) {
      return null;
    }
    Node[] rule = step.items[0].items;
    if (rule.length < 2 || !rule[0].isAtom("_") || !rule[1].isAtom("quant-inst")) {
      return null;
    }
    Node q = quantifier(step.items[1]);
    return q == null || q.items.length != 3 ? null : instance(q, rule, 2);
  }

  /**
   * The instance of quantifier {@code q} with the bindings {@code values[from...]}, one per
   * variable; null if they do not fit or one is not a plain term.
   */
  private static InstanceTrace.Instance instance(Node q, Node[] values, int from) {
    if (q.items[1].items == null) {
      return null;
    }
    Node[] vars = q.items[1].items;
    if (vars.length != values.length - from) {
      return null;
    }
    Map<String, Term> bindings = new HashMap<>();
    List<Term> bound = new ArrayList<>();
    List<Sort> sorts = new ArrayList<>();
    for (int k = 0; k < vars.length; k++) {
      Node v = vars[k];
      if (v.items == null || v.items.length != 2 || v.items[0].atom == null) {
        return null;
      }
      Term b = term(values[k + from]);
      if (b == null) {
        return null;
      }
      bindings.put(v.items[0].atom, b);
      bound.add(b);
      sorts.add(sort(v.items[1]));
    }
    List<Term> patterns = new ArrayList<>();
    long bindingsSize = bindingsSize(values, from);
    for (Node p : patterns(q.items[2])) {
      Term t = term(p);
      if (t != null && size(p) + bindingsSize <= MAX_TERM_NODES) {
        patterns.add(Terms.substitute(t, bindings));
      }
    }
    return new InstanceTrace.Instance("proof", bound, sorts, patterns);
  }

  /** {@code Q} of the conclusion {@code (or (not Q) ...)} or {@code (not Q)}, if a quantifier. */
  private static Node quantifier(Node conclusion) {
    Node not = conclusion;
    if (conclusion.items != null
        && conclusion.items.length >= 2
        && conclusion.items[0].isAtom("or")) {
      not = conclusion.items[1];
    }
    if (not.items == null || not.items.length != 2 || !not.items[0].isAtom("not")) {
      return null;
    }
    Node q = not.items[1];
    return q.items != null && q.items.length > 0 && q.items[0].isAtom("forall") ? q : null;
  }

  /**
   * The pattern terms of a quantifier body {@code (! body :pattern (p ...) ...)}, also where the
   * annotations are nested ({@code (! (! body :pattern (p)) :pattern (q))}, as cvc5 prints a
   * quantifier with several patterns).
   */
  private static List<Node> patterns(Node body) {
    List<Node> out = new ArrayList<>();
    for (Node b = body;
        b.items != null && b.items.length >= 2 && b.items[0].isAtom("!");
        b = b.items[1]) {
      for (int k = 2; k + 1 < b.items.length; k += 2) {
        Node value = b.items[k + 1];
        if (b.items[k].isAtom(":pattern") && value.items != null) {
          out.addAll(List.of(value.items));
        }
      }
    }
    return out;
  }

  private static long bindingsSize(Node[] values, int from) {
    long s = 0;
    for (int k = from; k < values.length; k++) {
      s += size(values[k]);
    }
    return s;
  }

  /** The node's size as a tree (saturating), each shared node computed once. */
  private static long size(Node root) {
    Deque<Node> stack = new ArrayDeque<>();
    stack.push(root);
    while (!stack.isEmpty()) {
      Node x = stack.peek();
      if (x.size > 0) {
        stack.pop();
        continue;
      }
      if (x.items == null) {
        x.size = 1;
        stack.pop();
        continue;
      }
      boolean ready = true;
      for (Node c : x.items) {
        if (c.size == 0) {
          stack.push(c);
          ready = false;
        }
      }
      if (ready) {
        long s = 1;
        for (Node c : x.items) {
          s = Math.min(Long.MAX_VALUE / 2, s + c.size);
        }
        x.size = s;
        stack.pop();
      }
    }
    return root.size;
  }

  /**
   * The node as a term: symbols and constants as written, {@code (f args...)} with a symbol head as
   * an application; null for anything else (an indexed or qualified head, a binder), so an instance
   * with such a binding is left out.
   */
  private static Term term(Node root) {
    Deque<Node> stack = new ArrayDeque<>();
    stack.push(root);
    Map<Node, Boolean> failed = new IdentityHashMap<>();
    while (!stack.isEmpty()) {
      Node x = stack.peek();
      if (x.term != null || failed.containsKey(x)) {
        stack.pop();
        continue;
      }
      if (x.items == null) {
        x.term = atomTerm(x.atom);
        if (x.term == null) {
          failed.put(x, true);
        }
        stack.pop();
        continue;
      }
      if (x.items.length < 2 || x.items[0].atom == null || isBinder(x.items[0].atom)) {
        x.term = numeralOrNull(x);
        if (x.term == null) {
          failed.put(x, true);
        }
        stack.pop();
        continue;
      }
      boolean anyFailed = false;
      for (int k = 1; k < x.items.length && !anyFailed; k++) {
        anyFailed = failed.containsKey(x.items[k]);
      }
      if (anyFailed) {
        failed.put(x, true);
        stack.pop();
        continue;
      }
      boolean ready = true;
      for (int k = 1; k < x.items.length; k++) {
        if (x.items[k].term == null) {
          stack.push(x.items[k]);
          ready = false;
        }
      }
      if (ready) {
        List<Term> args = new ArrayList<>(x.items.length - 1);
        for (int k = 1; k < x.items.length; k++) {
          args.add(x.items[k].term);
        }
        x.term = Application.of(symbol(x.items[0].atom), args);
        stack.pop();
      }
    }
    return root.term;
  }

  private static boolean isBinder(String head) {
    return head.equals("_")
        || head.equals("as")
        || head.equals("!")
        || head.equals("let")
        || head.equals("forall")
        || head.equals("exists")
        || head.equals("lambda");
  }

  /** An indexed constant such as {@code (_ bv5 32)}, read by the term parser, or null. */
  private static Term numeralOrNull(Node x) {
    if (x.items.length == 0 || !x.items[0].isAtom("_")) {
      return null;
    }
    StringBuilder sb = new StringBuilder("(");
    for (Node c : x.items) {
      if (c.atom == null) {
        return null;
      }
      sb.append(sb.length() > 1 ? " " : "").append(c.atom);
    }
    return parsed(sb.append(')').toString());
  }

  private static Term atomTerm(String atom) {
    char c = atom.charAt(0);
    if (Character.isDigit(c) || c == '#' || c == '"') {
      return parsed(atom);
    }
    return c == ':' ? null : QualIdentifier.of(symbol(atom));
  }

  private static String symbol(String atom) {
    return atom.length() >= 2 && atom.startsWith("|") && atom.endsWith("|")
        ? atom.substring(1, atom.length() - 1)
        : atom;
  }

  private static Term parsed(String text) {
    try {
      return Parser.parseTerm(text);
    } catch (RuntimeException e) {
      return null;
    }
  }

  private static Sort sort(Node n) {
    try {
      return Parser.parseSort(n.atom != null ? n.atom : text(n));
    } catch (RuntimeException e) {
      return null;
    }
  }

  /** A small node (a sort) as text. */
  private static String text(Node n) {
    StringBuilder sb = new StringBuilder();
    Deque<Object> stack = new ArrayDeque<>();
    stack.push(n);
    while (!stack.isEmpty()) {
      Object o = stack.pop();
      if (o instanceof String s) {
        sb.append(s);
      } else {
        Node x = (Node) o;
        if (x.items == null) {
          sb.append(x.atom);
          continue;
        }
        stack.push(")");
        for (int k = x.items.length - 1; k >= 0; k--) {
          stack.push(x.items[k]);
          if (k > 0) {
            stack.push(" ");
          }
        }
        stack.push("(");
      }
    }
    return sb.toString();
  }
}
