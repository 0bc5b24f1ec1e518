package dev.assay.triggers;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.Term;
import dev.assay.smtlib.Terms;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The report's look-ups of one input, by head symbol: which patterns a term can match, and which of
 * the input's own terms a pattern term can match. A finding of hundreds of large terms (an
 * unminimized proof batch) has tens of thousands of sub-terms; matching each against every pattern
 * of the input took the report most of a minute, while a term can only match the patterns whose
 * head is its own.
 */
final class PatternIndex {
  /**
   * One pattern term of a quantified conjunct, with its place in the input's order (conjunct,
   * pattern, term), which the report's lists keep.
   */
  record Entry(Conjunct conjunct, TriggerPattern pattern, Term term, int ordinal) {}

  /** One sub-term of the input, in the conjunct it occurs in. */
  record Occurrence(Conjunct conjunct, Term term) {}

  private final Problem problem;
  private final Map<Object, List<Entry>> byHead = new HashMap<>();

  /** Pattern terms that are no application (a constant): they are tried on every term. */
  private final List<Entry> headless = new ArrayList<>();

  private Map<Object, List<Occurrence>> occurrences;

  PatternIndex(Problem problem) {
    this.problem = problem;
    int ordinal = 0;
    for (Conjunct c : problem.quantified()) {
      for (TriggerPattern p : c.patterns()) {
        if (p.nested()) {
          continue;
        }
        for (Term pt : p.terms()) {
          Entry e = new Entry(c, p, pt, ordinal++);
          if (pt instanceof Application a) {
            byHead.computeIfAbsent(head(a), k -> new ArrayList<>()).add(e);
          } else {
            headless.add(e);
          }
        }
      }
    }
  }

  /** The pattern terms {@code t} may match directly, in the input's order. */
  List<Entry> candidates(Term t) {
    List<Entry> same =
        t instanceof Application a ? byHead.getOrDefault(head(a), List.of()) : List.of();
    if (headless.isEmpty()) {
      return same;
    }
    List<Entry> out = new ArrayList<>(same);
    out.addAll(headless);
    out.sort((x, y) -> Integer.compare(x.ordinal(), y.ordinal()));
    return out;
  }

  /**
   * The input's sub-terms that {@code patternTerm} may match directly: those with its head (made
   * once per input), or every one for a pattern term that is no application.
   */
  synchronized List<Occurrence> occurrences(Term patternTerm) {
    if (occurrences == null) {
      occurrences = new HashMap<>();
      forEachOccurrence(
          o -> {
            if (o.term() instanceof Application a) {
              occurrences.computeIfAbsent(head(a), k -> new ArrayList<>()).add(o);
            }
          });
    }
    if (patternTerm instanceof Application a) {
      return occurrences.getOrDefault(head(a), List.of());
    }
    List<Occurrence> all = new ArrayList<>();
    forEachOccurrence(all::add);
    return all;
  }

  private void forEachOccurrence(Consumer<Occurrence> action) {
    for (Conjunct c : problem.conjuncts()) {
      Terms.forEach(c.body(), t -> action.accept(new Occurrence(c, t)));
    }
  }

  /** The function and the arity: only an application of both can match. */
  private static Object head(Application a) {
    return List.of(a.function(), a.args().size());
  }
}
