package dev.assay.strings;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.SortedVar;
import dev.assay.smtlib.Term;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Constant assignment (Sect. 3.1): the operation is evaluated on every combination of pool
 * constants (first argument varying slowest); for each evaluation, every proper subset of the
 * step-1 variables (arguments and {@code res}) is kept free and the others are replaced by the
 * evaluation's values. Formulas already produced by an earlier combination are dropped, so each
 * formula appears once, with the witness of its first combination.
 */
final class ConstantAssignment {
  private ConstantAssignment() {}

  static List<StringTest> generate(
      StringOp op, ConstantPools pools, ExecutableSemantics semantics) {
    List<SortedVar> vars = OperationTests.variables(op);
    int n = vars.size();
    List<List<Term>> argPools = new ArrayList<>();
    for (SortedVar p : op.params()) {
      argPools.add(pools.assignmentPool(p.sort()));
    }
    List<int[]> keptSets = keptSubsets(n);
    // Every formula of this operation is op(slots) = slot: the slots alone identify it.
    Set<List<Term>> seen = new HashSet<>();
    List<StringTest> r = new ArrayList<>();
    int combination = 0;
    for (List<Term> args : Combinations.of(argPools)) {
      Term result = semantics.evaluate(op.apply(args)).toTerm();
      List<Term> values = new ArrayList<>(args);
      values.add(result);
      for (int[] kept : keptSets) {
        List<Term> slots = new ArrayList<>(values);
        List<SortedVar> declared = new ArrayList<>();
        Map<String, Term> witness = new LinkedHashMap<>();
        StringBuilder keptNames = new StringBuilder();
        for (int k : kept) {
          SortedVar v = vars.get(k);
          slots.set(k, TermOps.var(v.name()));
          declared.add(v);
          witness.put(v.name(), values.get(k));
          keptNames.append(k);
        }
        if (!seen.add(slots)) {
          continue;
        }
        Term formula = Application.of("=", op.apply(slots.subList(0, n - 1)), slots.get(n - 1));
        r.add(
            new StringTest(
                name(op, combination, keptNames),
                Category.CONSTANT_ASSIGNMENT,
                false,
                declared,
                List.of(formula),
                witness,
                List.of(),
                List.of(op.paperName(), "combination " + combination)));
      }
      combination++;
    }
    return r;
  }

  /** {@code replace-0042-v12}: operation, combination, kept positions ({@code ground} if none). */
  private static String name(StringOp op, int combination, CharSequence kept) {
    StringBuilder sb = new StringBuilder(op.paperName()).append('-');
    String c = Integer.toString(combination);
    sb.append("0".repeat(Math.max(0, 4 - c.length()))).append(c).append('-');
    return (kept.length() == 0 ? sb.append("ground") : sb.append('v').append(kept)).toString();
  }

  /**
   * The proper subsets of {@code 0..n-1} (the positions kept as variables), in lexicographic order
   * of their sorted elements: {}, {0}, {0,1}, ..., {1}, {1,2}, ...
   */
  static List<int[]> keptSubsets(int n) {
    List<int[]> all = new ArrayList<>();
    for (int mask = 0; mask < (1 << n) - 1; mask++) {
      int[] s = new int[Integer.bitCount(mask)];
      int j = 0;
      for (int i = 0; i < n; i++) {
        if ((mask & (1 << i)) != 0) {
          s[j++] = i;
        }
      }
      all.add(s);
    }
    all.sort(java.util.Arrays::compare);
    return all;
  }
}
