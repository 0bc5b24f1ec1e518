package dev.assay.strings;

import dev.assay.semantics.Value;
import dev.assay.smtlib.Application;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.SortedVar;
import dev.assay.smtlib.Term;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Term synthesis (Sect. 3.1, Fig. 5): (1) the arguments of the operation under test are replaced by
 * pool terms, every combination; (2) the application is evaluated; (3) the result variable is
 * replaced by a pool term with the same value (the candidates taken in turn, one per combination);
 * (4) the constants are abstracted to variables, equal constants to the same variable, named {@code
 * tmp_str0}, {@code tmp_int1}, ... in order of first occurrence. The constants are the witness. A
 * formula produced twice is kept once.
 *
 * <p>When an operation has more argument combinations than {@code limit}, evenly spaced
 * combinations are taken, so larger bounds stay usable.
 */
final class TermSynthesis {
  private TermSynthesis() {}

  static List<StringTest> generate(
      StringOp op, TermPool pool, int bound, int limit, ExecutableSemantics semantics) {
    List<List<TermPool.Entry>> choices = new ArrayList<>();
    long total = 1;
    for (SortedVar p : op.params()) {
      List<TermPool.Entry> c = pool.ofSort(p.sort());
      choices.add(c);
      total *= c.size();
    }
    List<TermPool.Entry> results = pool.ofSort(op.resultSort());
    long count = Math.min(total, limit);
    Set<Term> seen = new HashSet<>();
    List<StringTest> r = new ArrayList<>();
    for (long i = 0; i < count; i++) {
      long k = count == total ? i : i * total / count;
      List<Term> args = decode(choices, k);
      Term lhs = op.apply(args);
      Value v = semantics.evaluate(lhs);
      List<TermPool.Entry> candidates = new ArrayList<>();
      for (TermPool.Entry e : results) {
        if (e.value().equals(v)) {
          candidates.add(e);
        }
      }
      if (candidates.isEmpty()) {
        continue;
      }
      Term rhs = candidates.get((int) (k % candidates.size())).term();
      Term ground = Application.of("=", lhs, rhs);
      Abstraction a = abstractConstants(ground);
      if (!seen.add(a.formula())) {
        continue;
      }
      r.add(
          new StringTest(
              String.format("%s-%05d", op.paperName(), k),
              Category.TERM_SYNTHESIS,
              false,
              a.variables(),
              List.of(a.formula()),
              a.witness(),
              List.of(),
              List.of(op.paperName(), "bound " + bound, "combination " + k)));
    }
    return r;
  }

  private static List<Term> decode(List<List<TermPool.Entry>> choices, long index) {
    Term[] r = new Term[choices.size()];
    long rest = index;
    for (int i = choices.size() - 1; i >= 0; i--) {
      int size = choices.get(i).size();
      r[i] = choices.get(i).get((int) (rest % size)).term();
      rest /= size;
    }
    return List.of(r);
  }

  /** A formula with its constants abstracted, the new variables and their original values. */
  record Abstraction(Term formula, List<SortedVar> variables, Map<String, Term> witness) {}

  static Abstraction abstractConstants(Term ground) {
    List<Term> constants = TermOps.constants(ground);
    Map<Term, Term> byConstant = new LinkedHashMap<>();
    List<SortedVar> vars = new ArrayList<>();
    Map<String, Term> witness = new LinkedHashMap<>();
    for (int i = 0; i < constants.size(); i++) {
      Term c = constants.get(i);
      Sort s = UnsatBase.sortOfConstant(c);
      String name = "tmp_" + prefix(s) + i;
      byConstant.put(c, TermOps.var(name));
      vars.add(new SortedVar(name, s));
      witness.put(name, c);
    }
    Term formula =
        TermOps.replaceTopDown(
            ground, node -> TermOps.isConstant(node) ? byConstant.get(node) : null);
    return new Abstraction(formula, vars, witness);
  }

  private static String prefix(Sort s) {
    if (s.equals(Sort.STRING)) {
      return "str";
    }
    return s.equals(Sort.INT) ? "int" : "bool";
  }
}
