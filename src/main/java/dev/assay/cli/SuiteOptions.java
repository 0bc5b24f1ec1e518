package dev.assay.cli;

import dev.assay.core.InputError;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.StringConstant;
import dev.assay.smtlib.Term;
import dev.assay.strings.Category;
import dev.assay.strings.ConstantPools;
import dev.assay.strings.PatternMode;
import dev.assay.strings.StringOp;
import dev.assay.strings.SuiteConfig;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import picocli.CommandLine.Option;

/** Which tests {@code assay strings} generates: categories, operations, pools, patterns. */
final class SuiteOptions {
  @Option(names = "--only", split = ",", paramLabel = "CATEGORY")
  List<String> only = new ArrayList<>();

  @Option(names = "--operations", paramLabel = "OPS")
  String operations = "all";

  @Option(names = "--bound", paramLabel = "N")
  int bound = 1;

  @Option(names = "--synthesis-limit", paramLabel = "N")
  int synthesisLimit = SuiteConfig.DEFAULT_SYNTHESIS_LIMIT;

  @Option(names = "--patterns", paramLabel = "on|off|both")
  String patterns = "both";

  @Option(names = "--pool-string", paramLabel = "LITERAL")
  List<String> poolStrings = new ArrayList<>();

  @Option(names = "--pool-ints", paramLabel = "N,N")
  String poolInts;

  @Option(names = "--synthesis-string", paramLabel = "LITERAL")
  List<String> synthesisStrings = new ArrayList<>();

  @Option(names = "--synthesis-ints", paramLabel = "N,N")
  String synthesisInts;

  /** The suite the options ask for. */
  SuiteConfig config() {
    SuiteConfig c = SuiteConfig.defaults();
    try {
      c = c.withOperations(StringOp.parseList(operations));
      c = c.withPatterns(PatternMode.parse(patterns));
      c = c.withBound(bound).withSynthesisLimit(synthesisLimit);
      if (!only.isEmpty()) {
        EnumSet<Category> cats = EnumSet.noneOf(Category.class);
        for (String o : only) {
          cats.add(Category.parse(o));
        }
        c = c.withCategories(cats);
      }
    } catch (IllegalArgumentException e) {
      throw new InputError(e.getMessage());
    }
    ConstantPools pools = c.pools();
    pools =
        pools.withAssignment(
            poolStrings.isEmpty() ? null : literals(poolStrings, "--pool-string"),
            poolInts == null ? null : ints(poolInts, "--pool-ints"));
    pools =
        pools.withSynthesis(
            synthesisStrings.isEmpty() ? null : literals(synthesisStrings, "--synthesis-string"),
            synthesisInts == null ? null : ints(synthesisInts, "--synthesis-ints"));
    return c.withPools(pools);
  }

  private static List<Term> literals(List<String> texts, String option) {
    List<Term> r = new ArrayList<>();
    for (String t : texts) {
      Term term = Parser.parseTerm(t);
      if (!(term instanceof StringConstant)) {
        throw new InputError(option + " takes an SMT-LIB string literal such as \"a\", not " + t);
      }
      r.add(term);
    }
    return r;
  }

  private static List<Term> ints(String csv, String option) {
    try {
      List<Term> r = ConstantPools.parseInts(csv);
      if (r.isEmpty()) {
        throw new InputError(option + " needs at least one integer");
      }
      return r;
    } catch (IllegalArgumentException e) {
      throw new InputError(option + ": " + e.getMessage());
    }
  }
}
