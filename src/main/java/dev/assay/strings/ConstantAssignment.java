package dev.assay.strings;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.SortedVar;
import dev.assay.smtlib.Term;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
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
    Set<Term> seen = new LinkedHashSet<>();
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
        Term formula =
            Application.of("=", op.apply(slots.subList(0, n - 1)), slots.get(n - 1));
        if (!seen.add(formula)) {
          continue;
        }
        r.add(
            new StringTest(
                String.format("%s-%04d-%s", op.paperName(), combination, keptNames.length() == 0
                    ? "ground" : "v" + keptNames),
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

  /**
   * The proper subsets of {@code 0..n-1} (the positions kept as variables), in lexicographic
   * order of their sorted elements: {}, {0}, {0,1}, ..., {1}, {1,2}, ...
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
