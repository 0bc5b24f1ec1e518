package dev.assay.solver;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * What Assay knows about running a solver with E-matching as its only quantifier instantiation, and
 * about reading the patterns it infers: per-solver data for triggering-term synthesis, one {@link
 * Dialect} per solver family.
 *
 * <p>Z3: {@code smt.auto_config false} keeps the auto-configuration from turning model-based
 * instantiation back on, {@code smt.mbqi false} turns it off; at verbosity 10 it prints the
 * patterns it infers ({@code (smt.inferred-patterns :qid q ...)}). cvc5 (1.0.3's option list):
 * conflict-based ({@code cbqi}), counterexample-guided ({@code cegqi}), model-based ({@code mbqi}),
 * enumerative ({@code enum-inst}) and SyGuS ({@code sygus-inst}) instantiation off, and no
 * miniscoping ({@code miniscope-quant off}): cvc5 otherwise splits {@code (forall x (and A B))}
 * into one quantifier per conjunct and gives the parts triggers of its own, so that Fig. 1 of the
 * paper is refuted without its term. cvc5 does not print the triggers it infers.
 *
 * <p>Seeds: a claim is checked under each solver's default seeds and two other settings ({@link
 * Dialect#seeds}); Z3's are the paper's (§4, Setup: 488, 599, 611) and 1, 2, 3.
 */
public final class EMatching {
  private EMatching() {}

  /**
   * One setting of a solver's random seeds.
   *
   * @param name how results name it ({@code default}, {@code 488/599/611})
   * @param lines the set-option lines that set it (none for the solver's defaults)
   */
  public record Seeds(String name, List<String> lines) {
    public Seeds {
      lines = List.copyOf(lines);
    }

    public boolean isDefault() {
      return lines.isEmpty();
    }
  }

  /**
   * How one solver family runs E-matching only.
   *
   * @param family {@code z3} or {@code cvc5}
   * @param optionLines the set-option lines that leave E-matching as the only instantiation
   * @param forcedKeywords option keywords an input must not set (Assay's settings win): compared
   *     without the leading colon, in lower case, with {@code -} read as {@code _}; a keyword equal
   *     to one of these or ending in {@code .}+one of them is dropped
   * @param seeds the seed settings a claim is checked under, the solver's defaults first
   * @param timeoutOption the option that bounds one check-sat, in milliseconds
   */
  public record Dialect(
      String family,
      List<String> optionLines,
      List<String> forcedKeywords,
      List<Seeds> seeds,
      String timeoutOption) {
    public Dialect {
      optionLines = List.copyOf(optionLines);
      forcedKeywords = List.copyOf(forcedKeywords);
      seeds = List.copyOf(seeds);
    }

    /** The per-query soft time limit in the solver's own terms, so that it answers in time. */
    public String timeoutLine(long millis) {
      return "(set-option :" + timeoutOption + " " + Math.max(1, millis) + ")";
    }

    /** Whether an input's {@code set-option} keyword is one Assay forces. */
    public boolean isForced(String keyword) {
      String k = keyword.startsWith(":") ? keyword.substring(1) : keyword;
      k = k.toLowerCase(Locale.ROOT).replace('-', '_');
      for (String f : forcedKeywords) {
        String g = f.replace('-', '_');
        if (k.equals(g) || k.endsWith("." + g)) {
          return true;
        }
      }
      return false;
    }

    /** Whether the solver prints the patterns it infers (only Z3 does). */
    public boolean infersPatterns() {
      return family.equals("z3");
    }
  }

  public static final Dialect Z3 =
      new Dialect(
          "z3",
          List.of("(set-option :smt.auto_config false)", "(set-option :smt.mbqi false)"),
          List.of(
              "auto_config",
              "mbqi",
              "random_seed",
              "seed",
              "timeout",
              "rlimit",
              "print_success",
              "regular_output_channel",
              "diagnostic_output_channel"),
          List.of(
              new Seeds("default", List.of()),
              new Seeds(
                  "488/599/611",
                  List.of(
                      "(set-option :sat.random_seed 488)",
                      "(set-option :smt.random_seed 599)",
                      "(set-option :nlsat.seed 611)")),
              new Seeds(
                  "1/2/3",
                  List.of(
                      "(set-option :sat.random_seed 1)",
                      "(set-option :smt.random_seed 2)",
                      "(set-option :nlsat.seed 3)"))),
          "timeout");

  public static final Dialect CVC5 =
      new Dialect(
          "cvc5",
          List.of(
              "(set-option :cbqi false)",
              "(set-option :cegqi false)",
              "(set-option :mbqi false)",
              "(set-option :enum-inst false)",
              "(set-option :sygus-inst false)",
              "(set-option :miniscope-quant off)"),
          List.of(
              "cbqi",
              "cegqi",
              "mbqi",
              "enum-inst",
              "sygus-inst",
              "miniscope-quant",
              "full-saturate-quant",
              "finite-model-find",
              "e-matching",
              "seed",
              "sat-random-seed",
              "tlimit",
              "tlimit-per",
              "rlimit",
              "rlimit-per",
              "print-success",
              "regular-output-channel",
              "diagnostic-output-channel"),
          List.of(
              new Seeds("default", List.of()),
              new Seeds("488", List.of("(set-option :seed 488)")),
              new Seeds("1", List.of("(set-option :seed 1)"))),
          "tlimit-per");

  /** The E-matching-only options of Z3, as the paper sets them (§4, Setup). */
  public static final List<String> OPTION_LINES = Z3.optionLines();

  /** The option that makes Z3 print the patterns it infers (to standard error). */
  public static final String VERBOSE_LINE = "(set-option :verbose 10)";

  /** Z3's soft limit of one query (pattern inference). */
  public static String timeoutLine(long millis) {
    return Z3.timeoutLine(millis);
  }

  /**
   * The dialect of {@code spec}: Z3 for the bundled Z3 and binaries named {@code z3...}, cvc5 for
   * binaries (or a bundled build) named {@code cvc5...}; null for any other solver.
   */
  public static Dialect of(SolverSpec spec) {
    String name = spec.name().toLowerCase(Locale.ROOT);
    if (name.contains("cvc5")) {
      return CVC5;
    }
    String family = SolverFamily.of(spec);
    if (family.equals("cvc5")) {
      return CVC5;
    }
    return family.equals("z3") ? Z3 : null;
  }

  /**
   * Why {@code spec} cannot be used for triggering-term synthesis, or null if it can: the bundled
   * Z3, a z3 or cvc5 binary with a session mode.
   */
  public static String unsupported(SolverSpec spec) {
    Dialect d = of(spec);
    if (d == null) {
      return "solver '"
          + spec.name()
          + "' is not supported: E-matching-only runs are known for Z3 and cvc5 only"
          + " (use bundled, z3, cvc5, or a path to a z3 or cvc5 binary)";
    }
    if (spec.bundled() && SolverSpecs.workerFamily(spec).equals("z3")) {
      return null;
    }
    String program = Path.of(spec.program().get(0)).getFileName().toString();
    return spec.supportsSession()
        ? null
        : "solver '" + spec.name() + "' (" + program + ") has no session mode";
  }
}
