package dev.assay.triggers;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.Term;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Minimization of a validated term set (Alg. 1, line 18; "minimized removes redundant
 * (sub-)terms"), within the time left: bisection first, generalized as delta debugging (keep a half
 * that still validates, else drop a half, then quarters, ...), then removal of single arguments in
 * order, then replacement of an argument by one of its uninterpreted sub-terms (largest first),
 * then removal of links of chains of one function ({@code (f (f x))} to {@code (f x)}). Every step
 * is a fresh E-matching run; the result validates.
 */
final class Minimizer {
  /** Runs a validation of a term set; true when it is unsat. */
  interface Check {
    boolean refutes(List<TriggerArg> args) throws IOException, InterruptedException;
  }

  private final Problem problem;
  private final Deadline deadline;
  private int tests;

  /** The stage the time limit ended, or null when every stage ran to its end. */
  private String cutShort;

  /** Why minimization was not run, or null. */
  private String notRun;

  Minimizer(Problem problem, Deadline deadline) {
    this.problem = problem;
    this.deadline = deadline;
  }

  int tests() {
    return tests;
  }

  /** Counts E-matching runs made for this minimization outside it (the screen of candidates). */
  void counted(int runs) {
    tests += runs;
  }

  /** Records why minimization was not run at all (said in the summary). */
  void notRun(String why) {
    notRun = why;
  }

  /** Whether every stage ran to its end (the result is 1-minimal in the stages' sense). */
  boolean complete() {
    return cutShort == null && notRun == null;
  }

  /** How minimization went, for the result line: sizes, runs, and why it stopped early. */
  String summary(int from, int to) {
    String s = from + " → " + to + " term(s) in " + tests + " E-matching run(s)";
    if (notRun != null) {
      return s + "; not minimized: " + notRun;
    }
    return cutShort == null
        ? s
        : s + "; not minimal: the budget, less the claim check's share, ended during " + cutShort;
  }

  List<TriggerArg> minimize(List<TriggerArg> args, Check check)
      throws IOException, InterruptedException {
    List<TriggerArg> current = new ArrayList<>(args);
    // bisection, generalized (delta debugging): keep a half, or drop a half, then quarters, ...
    int n = 2;
    while (current.size() >= 2 && !deadline.passed()) {
      List<List<TriggerArg>> chunks = chunks(current, n);
      boolean reduced = false;
      for (List<TriggerArg> chunk : chunks) {
        if (deadline.passed()) {
          break;
        }
        if (test(check, chunk)) {
          current = chunk;
          n = 2;
          reduced = true;
          break;
        }
      }
      if (!reduced && n > 2) {
        for (List<TriggerArg> chunk : chunks) {
          if (deadline.passed()) {
            break;
          }
          List<TriggerArg> rest = new ArrayList<>(current);
          rest.removeAll(chunk);
          if (test(check, rest)) {
            current = rest;
            n = Math.max(n - 1, 2);
            reduced = true;
            break;
          }
        }
      }
      if (!reduced) {
        if (n >= current.size()) {
          break;
        }
        n = Math.min(current.size(), 2 * n);
      }
    }
    if (deadline.passed()) {
      cutShort = current.size() >= 2 ? "delta debugging" : null;
    }
    // linear removal
    for (int i = 0; i < current.size() && current.size() > 1 && !deadline.passed(); ) {
      List<TriggerArg> without = new ArrayList<>(current);
      without.remove(i);
      if (test(check, without)) {
        current = without;
      } else {
        i++;
      }
    }
    if (deadline.passed() && cutShort == null && current.size() > 1) {
      cutShort = "the removal of single terms";
    }
    // sub-terms
    current = replaceEach(current, check, this::subterms);
    // chains of one function: (f (f x)) -> (f x), the same sort by construction
    current = replaceEach(current, check, this::unchained);
    if (deadline.passed() && cutShort == null) {
      cutShort = "the replacement of terms by their sub-terms";
    }
    return current;
  }

  /**
   * Each term in turn replaced by the first of its {@code smaller} terms (one not in the set yet)
   * that still passes the check, again until none does or the deadline passes.
   */
  private List<TriggerArg> replaceEach(
      List<TriggerArg> args, Check check, Function<Term, List<Term>> smaller)
      throws IOException, InterruptedException {
    List<TriggerArg> current = args;
    for (int i = 0; i < current.size() && !deadline.passed(); i++) {
      boolean replaced = true;
      while (replaced && !deadline.passed()) {
        replaced = false;
        TriggerArg old = current.get(i);
        for (Term t : smaller.apply(old.term())) {
          if (deadline.passed()) {
            break;
          }
          if (contains(current, t)) {
            continue;
          }
          List<TriggerArg> candidate = new ArrayList<>(current);
          candidate.set(i, new TriggerArg(t, old.conjunct(), old.pattern(), old.patternTerm()));
          if (test(check, candidate)) {
            current = candidate;
            replaced = true;
            break;
          }
        }
      }
    }
    return current;
  }

  /**
   * The term with one link of a chain of one uninterpreted function removed: each application
   * {@code (f ... (f ys) ...)} replaced by its argument {@code (f ys)}, outermost first.
   */
  private List<Term> unchained(Term t) {
    List<Term> out = new ArrayList<>();
    dev.assay.smtlib.Terms.forEachWithPosition(
        t,
        (pos, n) -> {
          if (!(n instanceof Application a)
              || !a.function().isPlainSymbol()
              || !problem.isUninterpreted(a.name())) {
            return;
          }
          for (Term c : a.children()) {
            if (c instanceof Application b
                && b.function().isPlainSymbol()
                && b.name().equals(a.name())) {
              out.add(dev.assay.smtlib.Terms.replace(t, pos, c));
            }
          }
        });
    return out;
  }

  private static List<List<TriggerArg>> chunks(List<TriggerArg> list, int n) {
    List<List<TriggerArg>> out = new ArrayList<>(n);
    int size = list.size();
    for (int i = 0; i < n; i++) {
      int from = i * size / n;
      int to = (i + 1) * size / n;
      if (to > from) {
        out.add(new ArrayList<>(list.subList(from, to)));
      }
    }
    return out;
  }

  private boolean test(Check check, List<TriggerArg> args)
      throws IOException, InterruptedException {
    tests++;
    return check.refutes(args);
  }

  private static boolean contains(List<TriggerArg> args, Term t) {
    for (TriggerArg a : args) {
      if (a.term().equals(t)) {
        return true;
      }
    }
    return false;
  }

  /** The proper sub-terms that are uninterpreted applications, largest (outermost) first. */
  private List<Term> subterms(Term t) {
    List<Term> out = new ArrayList<>();
    Deque<Term> queue = new ArrayDeque<>(t.children());
    while (!queue.isEmpty()) {
      Term s = queue.poll();
      if (s instanceof Application a
          && a.function().isPlainSymbol()
          && problem.isUninterpreted(a.name())) {
        out.add(s);
      }
      queue.addAll(s.children());
    }
    return out;
  }

  /** The fresh constants an argument list still needs. */
  static Map<String, Sort> fresh(List<TriggerArg> args, Map<String, Sort> all) {
    return Validator.freshUsed(args, all);
  }
}
