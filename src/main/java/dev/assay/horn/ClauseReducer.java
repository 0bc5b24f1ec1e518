package dev.assay.horn;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.Position;
import dev.assay.smtlib.Script;
import dev.assay.smtlib.Term;
import dev.assay.smtlib.Terms;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BooleanSupplier;

/**
 * Hierarchical reduction of the CHC system a bug was found on (§4.5): first whole clauses are
 * dropped where the bug stays; then each remaining clause is simplified top-down (a conjunct or
 * disjunct dropped, a one-argument {@code and}/{@code or} replaced by its argument, a nested
 * conjunction flattened), a change kept only when the bug stays and the clause stays equivalent to
 * the seed's clause at the same index (the Xor check; a clause the chain added must stay valid).
 *
 * @param maxTests bug tests allowed
 * @param stop whether the campaign stops: no equivalence check starts after it, and the system
 *     reduced so far is the result (most candidates fail the equivalence check without a bug test,
 *     so the bug test's own bound does not end the reduction)
 */
public record ClauseReducer(Equivalence equivalence, int maxTests, BooleanSupplier stop) {

  /** The bug test on a candidate system. */
  @FunctionalInterface
  public interface Test {
    boolean stillFails(Script candidate) throws IOException, InterruptedException;
  }

  /** The reduced system and how many bug tests it took. */
  public record Result(Script script, int tests) {}

  /**
   * Reduces {@code mutant}, a system made from {@code seed} (whose clause i corresponds to the
   * mutant's clause i; clauses past the seed's were added by the chain).
   */
  public Result reduce(Script seed, Script mutant, Test test)
      throws IOException, InterruptedException {
    int[] tests = {0};
    List<Term> reference = seed.assertions();
    List<Term> clauses = new ArrayList<>(mutant.assertions());
    List<Integer> origin = new ArrayList<>();
    for (int i = 0; i < clauses.size(); i++) {
      origin.add(i);
    }
    Script current = mutant;
    // 1. whole clauses, last first
    for (int i = clauses.size() - 1; i >= 0 && tests[0] < maxTests && !stop.getAsBoolean(); i--) {
      Script candidate = Scripts.dropAssertions(current, Set.of(i));
      tests[0]++;
      if (test.stillFails(candidate)) {
        current = candidate;
        clauses.remove(i);
        origin.remove(i);
      }
    }
    // 2. inside each clause, top-down, until nothing changes
    for (int i = 0; i < clauses.size() && tests[0] < maxTests && !stop.getAsBoolean(); i++) {
      Term ref = origin.get(i) < reference.size() ? reference.get(origin.get(i)) : null;
      boolean changed = true;
      Set<String> tried = new HashSet<>();
      while (changed && tests[0] < maxTests) {
        changed = false;
        for (Term cand : candidates(clauses.get(i))) {
          if (stop.getAsBoolean()) {
            return new Result(current, tests[0]);
          }
          if (!tried.add(cand.toString())) {
            continue;
          }
          Script next = Scripts.replaceAssertion(current, i, cand);
          if (!Scripts.wellSorted(next)) {
            continue;
          }
          boolean keeps =
              ref == null ? equivalence.valid(next, cand) : equivalence.equivalent(next, ref, cand);
          if (!keeps) {
            continue;
          }
          tests[0]++;
          if (test.stillFails(next)) {
            current = next;
            clauses.set(i, cand);
            changed = true;
            break;
          }
          if (tests[0] >= maxTests) {
            break;
          }
        }
      }
    }
    return new Result(current, tests[0]);
  }

  /** Smaller variants of a clause, nodes nearer the root first. */
  static List<Term> candidates(Term clause) {
    List<Position> positions = new ArrayList<>();
    List<Term> nodes = new ArrayList<>();
    Terms.forEachWithPosition(
        clause,
        (p, t) -> {
          if (ClauseNodes.isApp(t, "and", 1) || ClauseNodes.isApp(t, "or", 1)) {
            positions.add(p);
            nodes.add(t);
          }
        });
    // breadth first: shallower positions first (the hierarchy of HDD)
    List<Integer> idx = new ArrayList<>();
    for (int i = 0; i < positions.size(); i++) {
      idx.add(i);
    }
    idx.sort(
        java.util.Comparator.<Integer>comparingInt(i -> positions.get(i).depth())
            .thenComparing(i -> positions.get(i)));
    List<Term> out = new ArrayList<>();
    for (int i : idx) {
      Application a = (Application) nodes.get(i);
      Position p = positions.get(i);
      if (a.args().size() == 1) {
        out.add(Terms.replace(clause, p, a.arg(0)));
        continue;
      }
      for (int k = 0; k < a.args().size(); k++) {
        List<Term> rest = new ArrayList<>(a.args());
        rest.remove(k);
        Term r = rest.size() == 1 ? rest.get(0) : Application.of(a.name(), rest);
        out.add(Terms.replace(clause, p, r));
      }
      for (int k = 0; k < a.args().size(); k++) {
        if (ClauseNodes.isApp(a.arg(k), a.name(), 1)) {
          List<Term> flat = new ArrayList<>(a.args().subList(0, k));
          flat.addAll(((Application) a.arg(k)).args());
          flat.addAll(a.args().subList(k + 1, a.args().size()));
          out.add(Terms.replace(clause, p, Application.of(a.name(), flat)));
        }
      }
    }
    return out;
  }
}
