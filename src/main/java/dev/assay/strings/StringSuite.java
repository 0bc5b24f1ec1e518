package dev.assay.strings;

import dev.assay.core.Plurals;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Generates the whole test suite of the paper for a configuration: sat tests (Fig. 4) then unsat
 * tests (Fig. 6), category by category in the order of Table 4, each unsat category without and
 * then with patterns. Deterministic: the same configuration gives the same tests in the same order.
 */
public final class StringSuite {
  private StringSuite() {}

  public static List<StringTest> generate(SuiteConfig config) {
    ExecutableSemantics semantics = new ExecutableSemantics();
    List<StringTest> r = new ArrayList<>();
    if (config.categories().contains(Category.OPERATION)) {
      for (StringOp op : config.operations()) {
        r.add(OperationTests.generate(op, config.pools(), semantics));
      }
    }
    // Operations are independent: generated in parallel (one evaluator each), kept in order.
    if (config.categories().contains(Category.CONSTANT_ASSIGNMENT)) {
      config.operations().parallelStream()
          .map(op -> ConstantAssignment.generate(op, config.pools(), new ExecutableSemantics()))
          .toList()
          .forEach(r::addAll);
    }
    if (config.categories().contains(Category.TERM_SYNTHESIS)) {
      TermPool pool =
          TermPool.build(config.operations(), config.pools(), config.bound(), semantics);
      config.operations().parallelStream()
          .map(
              op ->
                  TermSynthesis.generate(
                      op, pool, config.bound(), config.synthesisLimit(), new ExecutableSemantics()))
          .toList()
          .forEach(r::addAll);
    }
    List<Equivalence> rows = new ArrayList<>();
    for (Equivalence e : Equivalences.all()) {
      if (config.operations().contains(e.op())) {
        rows.add(e);
      }
    }
    for (Category c :
        List.of(
            Category.EQUIVALENT_FORMULA,
            Category.LARGER_UNSAT_CORE,
            Category.REDUNDANCY_INTRODUCTION)) {
      if (!config.categories().contains(c)) {
        continue;
      }
      for (boolean patterns : config.patterns().flavours()) {
        for (Equivalence e : rows) {
          r.addAll(unsatTests(c, e, patterns));
        }
      }
    }
    return r;
  }

  private static List<StringTest> unsatTests(Category c, Equivalence e, boolean patterns) {
    return switch (c) {
      case EQUIVALENT_FORMULA -> List.of(EquivalentFormulas.generate(e, patterns));
      case LARGER_UNSAT_CORE -> {
        List<StringTest> r = new ArrayList<>(VariableReplacement.generate(e, patterns));
        r.addAll(ConstantReplacement.generate(e, patterns));
        yield r;
      }
      case REDUNDANCY_INTRODUCTION -> RedundancyIntroduction.generate(e, patterns);
      default -> throw new IllegalArgumentException(c + " is not an unsat category");
    };
  }

  /** One line with the size of each category and the generation time. */
  public static String sizes(List<StringTest> tests, double seconds) {
    java.util.Map<String, Integer> counts = new java.util.LinkedHashMap<>();
    for (StringTest t : tests) {
      counts.merge(t.group(), 1, Integer::sum);
    }
    StringBuilder sb = new StringBuilder();
    sb.append(
        String.format(
            Locale.ROOT,
            "generated %s in %.2f s; by category:",
            Plurals.count(tests.size(), "test"),
            seconds));
    List<String> parts = new ArrayList<>();
    counts.forEach((k, v) -> parts.add(k + " " + v));
    return sb.append(' ').append(String.join(", ", parts)).toString();
  }
}
