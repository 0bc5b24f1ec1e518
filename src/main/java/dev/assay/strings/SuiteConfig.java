package dev.assay.strings;

import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * What to generate: the operations under test, the constant pools, the term-synthesis bound and
 * per-operation limit, the pattern flavours of the unsat tests and the categories.
 *
 * @param operations the operations under test; equivalences of Table 2 are used for those whose
 *     operation is among them
 * @param pools constant pools for constant assignment and term synthesis
 * @param bound the nesting bound of the term-synthesis pool (1 in the paper)
 * @param synthesisLimit the most argument combinations term synthesis tries per operation
 * @param patterns which unsat flavours to generate
 * @param categories the categories to generate
 */
public record SuiteConfig(
    List<StringOp> operations,
    ConstantPools pools,
    int bound,
    int synthesisLimit,
    PatternMode patterns,
    Set<Category> categories) {

  public SuiteConfig {
    operations = List.copyOf(operations);
    categories =
        Collections.unmodifiableSet(
            categories.isEmpty() ? EnumSet.noneOf(Category.class) : EnumSet.copyOf(categories));
    if (bound < 1) {
      throw new IllegalArgumentException("--bound must be at least 1");
    }
    if (synthesisLimit < 1) {
      throw new IllegalArgumentException("the term-synthesis limit must be at least 1");
    }
  }

  /** Default term-synthesis limit: above every operation's count at bound 1 with the defaults. */
  public static final int DEFAULT_SYNTHESIS_LIMIT = 2000;

  /** All operations, the paper's pools, bound 1, both pattern flavours, every category. */
  public static SuiteConfig defaults() {
    return new SuiteConfig(
        StringOp.all(),
        ConstantPools.paperDefaults(),
        1,
        DEFAULT_SYNTHESIS_LIMIT,
        PatternMode.BOTH,
        EnumSet.allOf(Category.class));
  }

  public SuiteConfig withOperations(List<StringOp> ops) {
    return new SuiteConfig(ops, pools, bound, synthesisLimit, patterns, categories);
  }

  public SuiteConfig withPools(ConstantPools p) {
    return new SuiteConfig(operations, p, bound, synthesisLimit, patterns, categories);
  }

  public SuiteConfig withBound(int b) {
    return new SuiteConfig(operations, pools, b, synthesisLimit, patterns, categories);
  }

  public SuiteConfig withSynthesisLimit(int limit) {
    return new SuiteConfig(operations, pools, bound, limit, patterns, categories);
  }

  public SuiteConfig withPatterns(PatternMode p) {
    return new SuiteConfig(operations, pools, bound, synthesisLimit, p, categories);
  }

  public SuiteConfig withCategories(Set<Category> c) {
    return new SuiteConfig(operations, pools, bound, synthesisLimit, patterns, c);
  }
}
