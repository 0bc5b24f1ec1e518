package dev.assay.triggers;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.Term;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The instantiations that Z3's model-based quantifier instantiation (MBQI) made, read from Z3's
 * trace log ({@code trace=true}, the format of the Axiom Profiler): each as the quantifier's
 * pattern terms with the instantiation's bindings in place of its variables, i.e. the ground terms
 * whose presence would let E-matching make the same instance.
 *
 * <p>The log defines every term once per line, before its use ({@code [mk-app] #id name #arg...},
 * {@code [mk-var] #id k}, {@code [mk-quant] #id name vars #pattern... #body}, numerals by {@code
 * [attach-meaning] #id arith 5}); an id may be defined again after a {@code pop}, so each instance
 * is resolved when its line is read. Variable {@code k} of a quantifier is its k-th binding and its
 * k-th {@code [attach-var-names]} entry.
 */
final class InstanceTrace {
  /** Instances read at most; the ones a refutation needs come early in a short run. */
  static final int MAX_INSTANCES = 2000;

  /** Steps of one term's construction at most. */
  private static final int MAX_STEPS = 100_000;

  /**
   * One MBQI instance.
   *
   * @param quantifier the quantifier's name in the log
   * @param bindings the ground term of each variable
   * @param sorts the sort of each variable (null where the log's sort text does not parse)
   * @param patterns each pattern term with the bindings substituted
   */
  record Instance(String quantifier, List<Term> bindings, List<Sort> sorts, List<Term> patterns) {}

  /** A term definition of the log; its term is built on first use. */
  private static final class Node {
    final String name;
    final String[] args;
    String meaning;
    Term ground;

    Node(String name, String[] args) {
      this.name = name;
      this.args = args;
    }
  }

  private record Quantifier(String name, int vars, String[] patterns, List<Sort> sorts) {}

  private final Map<String, Node> nodes = new HashMap<>();
  private final Map<String, Quantifier> quantifiers = new HashMap<>();
  private final List<Instance> instances = new ArrayList<>();

  private InstanceTrace() {}

  /** The MBQI instances of a trace log, at most {@link #MAX_INSTANCES}. */
  static List<Instance> read(Reader log) throws IOException {
    InstanceTrace t = new InstanceTrace();
    BufferedReader in = new BufferedReader(log, 1 << 16);
    for (String line = in.readLine();
        line != null && t.instances.size() < MAX_INSTANCES;
        line = in.readLine()) {
      t.line(line);
    }
    return List.copyOf(t.instances);
  }

  private void line(String line) {
    if (!line.startsWith("[mk-") && !line.startsWith("[attach-") && !line.startsWith("[inst-")) {
      return; // assignments, conflicts, matches: most of a log
    }
    String[] p = line.split(" ");
    switch (p[0]) {
      case "[mk-app]" -> {
        if (p.length >= 3) {
          nodes.put(p[1], new Node(p[2], Arrays.copyOfRange(p, 3, p.length)));
        }
      }
      case "[mk-var]" -> {
        if (p.length >= 3) {
          nodes.put(p[1], new Node(null, new String[] {p[2]}));
        }
      }
      case "[mk-quant]" -> {
        if (p.length >= 5) {
          quantifiers.put(
              p[1],
              new Quantifier(
                  p[2], parseInt(p[3]), Arrays.copyOfRange(p, 4, p.length - 1), new ArrayList<>()));
        }
      }
      case "[attach-var-names]" -> {
        Quantifier q = quantifiers.get(p.length > 1 ? p[1] : "");
        if (q != null) {
          q.sorts().clear();
          q.sorts().addAll(varSorts(line));
        }
      }
      case "[attach-meaning]" -> {
        Node n = nodes.get(p.length > 1 ? p[1] : "");
        if (n != null && p.length >= 4) {
          n.meaning = String.join(" ", Arrays.copyOfRange(p, 3, p.length));
          n.ground = null;
        }
      }
      case "[inst-discovered]" -> {
        if (p.length >= 4 && p[1].equals("MBQI")) {
          instance(p);
        }
      }
      default -> {}
    }
  }

  /** {@code [inst-discovered] MBQI hash #quantifier #binding... ; ...} */
  private void instance(String[] p) {
    Quantifier q = quantifiers.get(p[3]);
    if (q == null) {
      return;
    }
    List<Term> bindings = new ArrayList<>();
    for (int i = 4; i < p.length && !p[i].equals(";"); i++) {
      Term b = build(p[i], null);
      if (b == null) {
        return;
      }
      bindings.add(b);
    }
    if (bindings.size() != q.vars()) {
      return;
    }
    List<Term> patterns = new ArrayList<>();
    for (String id : q.patterns()) {
      Node pattern = nodes.get(id);
      if (pattern == null) {
        continue;
      }
      for (String t : pattern.args) {
        Term g = build(t, bindings);
        if (g != null) {
          patterns.add(g);
        }
      }
    }
    List<Sort> sorts = new ArrayList<>(q.sorts());
    while (sorts.size() < bindings.size()) {
      sorts.add(null);
    }
    instances.add(new Instance(q.name(), bindings, sorts, patterns));
  }

  /**
   * The term of a log id, with variable k replaced by {@code bindings[k]} (null: a variable makes
   * the result null). Iterative post-order over the log's DAG; ground sub-terms are kept on their
   * nodes.
   */
  private Term build(String rootId, List<Term> bindings) {
    Map<String, Term> done = new HashMap<>();
    Deque<String> stack = new ArrayDeque<>();
    stack.push(rootId);
    int steps = 0;
    while (!stack.isEmpty()) {
      if (++steps > MAX_STEPS) {
        return null; // ids defined again after a pop can make a cycle of stale references
      }
      String id = stack.peek();
      if (done.containsKey(id)) {
        stack.pop();
        continue;
      }
      Node n = nodes.get(id);
      if (n == null) {
        return null;
      }
      if (n.ground != null) {
        done.put(id, n.ground);
        stack.pop();
        continue;
      }
      if (n.name == null) { // a variable
        int k = parseInt(n.args[0]);
        if (bindings == null || k < 0 || k >= bindings.size()) {
          return null;
        }
        done.put(id, bindings.get(k));
        stack.pop();
        continue;
      }
      if (n.meaning != null) {
        Term value = numeral(n.meaning);
        if (value == null) {
          return null;
        }
        n.ground = value;
        continue;
      }
      boolean ready = true;
      for (String a : n.args) {
        if (!done.containsKey(a)) {
          ready = false;
          stack.push(a);
        }
      }
      if (!ready) {
        continue;
      }
      stack.pop();
      List<Term> args = new ArrayList<>(n.args.length);
      boolean isGround = true;
      for (String a : n.args) {
        Term t = done.get(a);
        args.add(t);
        Node c = nodes.get(a);
        isGround &= c != null && c.ground == t;
      }
      Term t = args.isEmpty() ? QualIdentifier.of(n.name) : Application.of(n.name, args);
      if (isGround) {
        n.ground = t;
      }
      done.put(id, t);
    }
    return done.get(rootId);
  }

  /** A value the log attached to a term ({@code 5}, {@code (- 1)}, {@code #b101}), or null. */
  private static Term numeral(String meaning) {
    try {
      return Parser.parseTerm(meaning.trim());
    } catch (RuntimeException e) {
      return null;
    }
  }

  /** The sorts of {@code [attach-var-names] #id (|x| ; |Int|) (|y| ; |(Array Int Int)|)}. */
  private static List<Sort> varSorts(String line) {
    List<Sort> out = new ArrayList<>();
    int i = line.indexOf(';');
    while (i >= 0) {
      int start = line.indexOf('|', i);
      int end = start < 0 ? -1 : line.indexOf('|', start + 1);
      if (end < 0) {
        break;
      }
      String text = line.substring(start + 1, end);
      Sort s;
      try {
        s = Parser.parseSort(text);
      } catch (RuntimeException e) {
        s = null;
      }
      out.add(s);
      i = line.indexOf(';', end);
    }
    return out;
  }

  private static int parseInt(String s) {
    try {
      return Integer.parseInt(s);
    } catch (NumberFormatException e) {
      return -1;
    }
  }
}
