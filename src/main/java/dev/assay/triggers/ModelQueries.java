package dev.assay.triggers;

import dev.assay.smtlib.Printer;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.Symbols;
import dev.assay.smtlib.Term;
import dev.assay.solver.EMatching;
import dev.assay.solver.Outcome;
import dev.assay.solver.Query;
import dev.assay.solver.Solver;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Asks the long-lived session for models of formulas G (Alg. 1, line 13). Each query declares what
 * its G uses, names its parts (for the unsat core), adds the constraints of the diverse-model
 * heuristic, and asks for the values of G's variables and of the constants they may be tied to. The
 * session wraps each query in {@code (push 1)}/{@code (pop 1)}.
 */
final class ModelQueries {
  static final String PART_PREFIX = "assay!p";

  private final Problem problem;
  private final Solver session;
  private final EMatching.Dialect dialect;
  private final Map<String, String> cache;
  private Deadline bound;
  private int queries;
  private int cached;
  private long nanos;

  /**
   * @param cache the solver's answers by {@link QueryShape} (shared by the searches of one file): a
   *     query of a shape asked before is not asked again
   */
  ModelQueries(
      Problem problem, Solver session, EMatching.Dialect dialect, Map<String, String> cache) {
    this.problem = problem;
    this.session = session;
    this.dialect = dialect;
    this.cache = cache;
  }

  /** Bounds the hard limit of every later query by {@code d} ({@link Deadline#hardWithin}). */
  void within(Deadline d) {
    this.bound = d;
  }

  /** Queries answered from the cache. */
  int cached() {
    return cached;
  }

  int queries() {
    return queries;
  }

  double seconds() {
    return nanos / 1e9;
  }

  /** The text of one query (for tests and {@code --explain}). */
  String text(GFormula g, List<Term> diverse, long timeoutMillis) {
    StringBuilder q = new StringBuilder(header(dialect, timeoutMillis));
    List<Term> all = new ArrayList<>(g.parts());
    all.addAll(diverse);
    for (String d : problem.declarations(problem.userSymbols(all))) {
      q.append(d).append('\n');
    }
    for (Map.Entry<String, Sort> v : g.variables().entrySet()) {
      q.append("(declare-fun ").append(Symbols.print(v.getKey())).append(" () ");
      q.append(v.getValue()).append(")\n");
    }
    for (int i = 0; i < g.parts().size(); i++) {
      q.append("(assert (! ").append(Printer.print(g.parts().get(i))).append(" :named ");
      q.append(PART_PREFIX).append(i).append("))\n");
    }
    for (Term s : diverse) {
      q.append("(assert ").append(Printer.print(s)).append(")\n");
    }
    q.append("(check-sat)\n");
    List<String> asked = asked(g);
    if (!asked.isEmpty()) {
      q.append("(get-value (").append(String.join(" ", asked)).append("))\n");
    }
    if (diverse.isEmpty()) {
      q.append("(get-unsat-core)\n");
    }
    return q.toString();
  }

  /**
   * The options every model query starts with. The session sends them once, to a process of its
   * own: a query with other options would start another process, so they never change within a
   * search (the time limit is the same for every query; near the deadline the hard limit bounds a
   * query), and the worker's warm-up query has them too.
   */
  static String header(EMatching.Dialect dialect, long timeoutMillis) {
    return dialect.timeoutLine(timeoutMillis)
        + "\n"
        // unsat cores: refused by z3 binaries once a session has started (then no core is given)
        + "(set-option :produce-unsat-cores true)\n"
        + "(set-option :produce-models true)\n"; // cvc5 answers get-value only then
  }

  /** The printed terms whose values a query asks for: G's variables, then tie constants. */
  static List<String> asked(GFormula g) {
    List<String> out = new ArrayList<>();
    for (String v : g.variables().keySet()) {
      out.add(Printer.print(QualIdentifier.of(v)));
    }
    for (String c : g.constants()) {
      out.add(Printer.print(QualIdentifier.of(c)));
    }
    return out;
  }

  /** Runs one query; the core, if any, as part ids of {@code g}. */
  ModelReply check(GFormula g, List<Term> diverse, long timeoutMillis)
      throws IOException, InterruptedException {
    return checkAll(List.of(g), List.of(diverse), timeoutMillis).get(0);
  }

  /**
   * Runs several queries streamed into the session (the solver works through them without waiting
   * for Assay in between); the replies in order.
   */
  List<ModelReply> checkAll(List<GFormula> gs, List<List<Term>> diverse, long timeoutMillis)
      throws IOException, InterruptedException {
    ModelReply[] out = new ModelReply[gs.size()];
    List<Query> qs = new ArrayList<>(gs.size());
    List<Integer> asked = new ArrayList<>();
    List<QueryShape> shapes = new ArrayList<>();
    String[] stdout = new String[gs.size()];
    for (int i = 0; i < gs.size(); i++) {
      String text = text(gs.get(i), diverse.get(i), timeoutMillis);
      // the time limit (the first line) is the same for every query of a search
      QueryShape shape = QueryShape.of(text.substring(text.indexOf('\n') + 1));
      String known;
      synchronized (cache) {
        known = cache.get(shape.key());
      }
      if (known != null) {
        out[i] = read(gs.get(i), shape.fromShape(known));
        cached++;
        continue;
      }
      qs.add(Query.of("model", text));
      asked.add(i);
      shapes.add(shape);
    }
    queries += qs.size();
    if (!qs.isEmpty()) {
      long t0 = System.nanoTime();
      session.runAll(
          qs,
          bound == null ? Deadline.hard(timeoutMillis) : bound.hardWithin(timeoutMillis),
          (k, o) -> {
            int i = asked.get(k);
            out[i] = reply(gs.get(i), o);
            stdout[i] = o.execution() == null ? null : o.execution().stdout();
          });
      nanos += System.nanoTime() - t0;
    }
    for (int k = 0; k < asked.size(); k++) {
      int i = asked.get(k);
      if (out[i] == null) {
        out[i] = ModelReply.failed("error");
      } else if (out[i].status().equals("sat") || out[i].status().equals("unsat")) {
        synchronized (cache) {
          cache.put(shapes.get(k).key(), shapes.get(k).toShape(stdout[i]));
        }
      }
    }
    return java.util.Arrays.asList(out);
  }

  private ModelReply reply(GFormula g, Outcome o) {
    if (o instanceof Outcome.TimedOut) {
      return ModelReply.failed("timeout");
    }
    if (o.execution() == null || !(o instanceof Outcome.Finished)) {
      return ModelReply.failed("error");
    }
    return read(g, o.execution().stdout());
  }

  /** A finished query's reply, its core as part ids of {@code g}. */
  private ModelReply read(GFormula g, String stdout) {
    ModelReply r = ModelReply.read(stdout, problem.signature().shadowedSymbols());
    List<String> core = new ArrayList<>();
    for (String name : r.core()) {
      String n = name.startsWith("|") ? name.substring(1, name.length() - 1) : name;
      if (n.startsWith(PART_PREFIX)) {
        try {
          int i = Integer.parseInt(n.substring(PART_PREFIX.length()));
          if (i >= 0 && i < g.partIds().size()) {
            core.add(g.partIds().get(i));
          }
        } catch (NumberFormatException e) {
          // not one of ours
        }
      }
    }
    return new ModelReply(r.status(), r.values(), core);
  }
}
