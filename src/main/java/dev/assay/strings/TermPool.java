package dev.assay.strings;

import dev.assay.semantics.Value;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.SortedVar;
import dev.assay.smtlib.Term;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The term pool of term synthesis (Sect. 3.1): applications of the operations to the synthesis
 * constants, nested up to the bound, each evaluated once.
 *
 * <p>Level 1 applies every operation to every combination of constants; level {@code d} applies
 * them to terms of lower levels with at least one argument from level {@code d - 1}. Of the
 * applications of one operation at one level that evaluate to the same value, only the first is
 * kept: they differ only in which constants they start from, and keeping one per value keeps every
 * operation and every value it can produce while the pool stays small enough for the exhaustive
 * argument replacement that follows.
 */
final class TermPool {
  /** A pool term with its value, sort and nesting depth. */
  record Entry(Term term, Value value, Sort sort, int depth) {}

  private final List<Entry> entries;

  private TermPool(List<Entry> entries) {
    this.entries = List.copyOf(entries);
  }

  List<Entry> entries() {
    return entries;
  }

  /** The pool terms of a sort, in pool order. */
  List<Entry> ofSort(Sort sort) {
    return entries.stream().filter(e -> e.sort().equals(sort)).toList();
  }

  static TermPool build(
      List<StringOp> ops, ConstantPools pools, int bound, ExecutableSemantics semantics) {
    if (bound < 1) {
      throw new IllegalArgumentException("the term-synthesis bound must be at least 1");
    }
    // Terms usable as arguments, by sort, with the level they were built at (0 = constant).
    Map<Sort, List<Entry>> available = new LinkedHashMap<>();
    for (Sort s : List.of(Sort.STRING, Sort.INT)) {
      List<Entry> consts = new ArrayList<>();
      for (Term c : pools.synthesisConstants(s)) {
        consts.add(new Entry(c, semantics.evaluate(c), s, 0));
      }
      available.put(s, consts);
    }
    List<Entry> pool = new ArrayList<>();
    for (int depth = 1; depth <= bound; depth++) {
      List<Entry> level = new ArrayList<>();
      for (StringOp op : ops) {
        List<List<Entry>> choices = new ArrayList<>();
        for (SortedVar p : op.params()) {
          choices.add(available.get(p.sort()));
        }
        Map<Value, Entry> firstByValue = new LinkedHashMap<>();
        for (List<Entry> args : Combinations.of(choices)) {
          int deepest = 0;
          List<Term> argTerms = new ArrayList<>();
          for (Entry a : args) {
            deepest = Math.max(deepest, a.depth());
            argTerms.add(a.term());
          }
          if (deepest != depth - 1) {
            continue;
          }
          Term t = op.apply(argTerms);
          Value v = semantics.evaluate(t);
          firstByValue.putIfAbsent(v, new Entry(t, v, op.resultSort(), depth));
        }
        level.addAll(firstByValue.values());
      }
      pool.addAll(level);
      for (Entry e : level) {
        List<Entry> target = available.get(e.sort());
        if (target != null) {
          target.add(e);
        }
      }
    }
    return new TermPool(pool);
  }
}
