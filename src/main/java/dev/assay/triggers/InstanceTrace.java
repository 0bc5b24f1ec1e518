package dev.assay.triggers;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.Term;
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

  private static final char[] MK_APP = "[mk-app] ".toCharArray();
  private static final char[] MK_VAR = "[mk-var] ".toCharArray();
  private static final char[] MK_QUANT = "[mk-quant] ".toCharArray();
  private static final char[] ATTACH_VAR_NAMES = "[attach-var-names] ".toCharArray();
  private static final char[] ATTACH_MEANING = "[attach-meaning] ".toCharArray();
  private static final char[] MBQI_INSTANCE = "[inst-discovered] MBQI ".toCharArray();

  /** No id: a token missing or empty. */
  static final int NONE = Integer.MIN_VALUE;

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
    final int[] args;
    String meaning;
    Term ground;

    Node(String name, int[] args) {
      this.name = name;
      this.args = args;
    }
  }

  private record Quantifier(String name, int vars, int[] patterns, List<Sort> sorts) {}

  /** The nodes by id: a log of a few seconds defines millions of terms, numbered densely. */
  private Node[] nodes = new Node[1 << 16];

  /** Nodes with ids other than {@code #n}. */
  private final Map<Integer, Node> others = new HashMap<>();

  /** Ids the log writes other than as {@code #n} ({@code namespace#n}), numbered from -2 down. */
  private final Map<String, Integer> otherIds = new HashMap<>();

  /** One copy of each function name: a log names the same few hundred functions a million times. */
  private final Map<String, String> names = new HashMap<>();

  private final Map<Integer, Quantifier> quantifiers = new HashMap<>();
  private final List<Instance> instances = new ArrayList<>();

  private InstanceTrace() {}

  /** The MBQI instances of a trace log, at most {@link #MAX_INSTANCES}. */
  static List<Instance> read(Reader log) throws IOException {
    InstanceTrace t = new InstanceTrace();
    LogLines in = new LogLines(log);
    while (t.instances.size() < MAX_INSTANCES && in.next()) {
      t.line(in);
    }
    return List.copyOf(t.instances);
  }

  /**
   * One line of the log. Term definitions ({@code [mk-app]}, most of the lines that matter) are
   * read in place; the rare kinds as a split string; assignments, conflicts and E-matching's
   * matches and instances, most of a log, are skipped without making a string.
   */
  private void line(LogLines in) {
    if (in.startsWith(MK_APP)) {
      in.skip(MK_APP.length);
      int id = in.id(otherIds);
      String name = in.word(names);
      if (id != NONE && name != null) {
        define(id, new Node(name, in.ids(otherIds)));
      }
    } else if (in.startsWith(MK_VAR)) {
      in.skip(MK_VAR.length);
      int id = in.id(otherIds);
      String k = in.word(names);
      if (id != NONE && k != null) {
        define(id, new Node(null, new int[] {parseInt(k)}));
      }
    } else if (in.startsWith(MK_QUANT)
        || in.startsWith(ATTACH_VAR_NAMES)
        || in.startsWith(ATTACH_MEANING)
        || in.startsWith(MBQI_INSTANCE)) {
      String line = in.text();
      rare(line, line.split(" "));
    }
  }

  private void rare(String line, String[] p) {
    switch (p[0]) {
      case "[mk-quant]" -> {
        if (p.length >= 5) {
          quantifiers.put(
              id(p[1]),
              new Quantifier(p[2], parseInt(p[3]), ids(p, 4, p.length - 1), new ArrayList<>()));
        }
      }
      case "[attach-var-names]" -> {
        Quantifier q = p.length > 1 ? quantifiers.get(id(p[1])) : null;
        if (q != null) {
          q.sorts().clear();
          q.sorts().addAll(varSorts(line));
        }
      }
      case "[attach-meaning]" -> {
        Node n = p.length > 1 ? node(id(p[1])) : null;
        if (n != null && p.length >= 4) {
          n.meaning = String.join(" ", Arrays.copyOfRange(p, 3, p.length));
          n.ground = null;
        }
      }
      default -> { // [inst-discovered] MBQI
        if (p.length >= 4) {
          instance(p);
        }
      }
    }
  }

  private void define(int id, Node n) {
    if (id >= 0) {
      if (id >= nodes.length) {
        nodes = Arrays.copyOf(nodes, Math.max(nodes.length * 2, id + 1));
      }
      nodes[id] = n;
    } else {
      others.put(id, n);
    }
  }

  private Node node(int id) {
    if (id >= 0) {
      return id < nodes.length ? nodes[id] : null;
    }
    return others.get(id);
  }

  private int id(String token) {
    return LogLines.id(token, otherIds);
  }

  private int[] ids(String[] p, int from, int to) {
    int[] out = new int[Math.max(0, to - from)];
    for (int i = from; i < to; i++) {
      out[i - from] = id(p[i]);
    }
    return out;
  }

  /** {@code [inst-discovered] MBQI hash #quantifier #binding... ; ...} */
  private void instance(String[] p) {
    Quantifier q = quantifiers.get(id(p[3]));
    if (q == null) {
      return;
    }
    List<Term> bindings = new ArrayList<>();
    for (int i = 4; i < p.length && !p[i].equals(";"); i++) {
      Term b = build(id(p[i]), null);
      if (b == null) {
        return;
      }
      bindings.add(b);
    }
    if (bindings.size() != q.vars()) {
      return;
    }
    List<Term> patterns = new ArrayList<>();
    for (int id : q.patterns()) {
      Node pattern = node(id);
      if (pattern == null) {
        continue;
      }
      for (int t : pattern.args) {
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
  private Term build(int rootId, List<Term> bindings) {
    Map<Integer, Term> done = new HashMap<>();
    Deque<Integer> stack = new ArrayDeque<>();
    stack.push(rootId);
    int steps = 0;
    while (!stack.isEmpty()) {
      if (++steps > MAX_STEPS) {
        return null; // ids defined again after a pop can make a cycle of stale references
      }
      int id = stack.peek();
      if (done.containsKey(id)) {
        stack.pop();
        continue;
      }
      Node n = node(id);
      if (n == null) {
        return null;
      }
      if (n.ground != null) {
        done.put(id, n.ground);
        stack.pop();
        continue;
      }
      if (n.name == null) { // a variable
        int k = n.args[0];
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
      for (int a : n.args) {
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
      for (int a : n.args) {
        Term t = done.get(a);
        args.add(t);
        Node c = node(a);
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
