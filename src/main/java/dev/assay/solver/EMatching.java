package dev.assay.solver;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * What Assay knows about running a solver with E-matching as its only quantifier instantiation, and
 * about reading the patterns it infers: per-solver data for triggering-term synthesis.
 *
 * <p>Only Z3 is supported: its options to switch off everything but E-matching ({@code
 * smt.auto_config false} keeps the auto-configuration from turning model-based instantiation back
 * on; {@code smt.mbqi false} turns it off) and its verbose output of inferred patterns ({@code
 * (smt.inferred-patterns :qid q ...)} at verbosity 10) are what the method needs. The seeds are the
 * fixed values of the paper's experiments (§4, Setup), so that every run of the same query makes
 * the same choices.
 */
public final class EMatching {
  private EMatching() {}

  /** The option lines that make Z3 use E-matching only, with fixed seeds, in this order. */
  public static final List<String> OPTION_LINES =
      List.of(
          "(set-option :smt.auto_config false)",
          "(set-option :smt.mbqi false)",
          "(set-option :sat.random_seed 488)",
          "(set-option :smt.random_seed 599)",
          "(set-option :nlsat.seed 611)");

  /**
   * Option keywords an input must not set, because Assay forces them: E-matching only and fixed
   * seeds, never inherited from the file. Compared without the leading colon, in lower case, with
   * {@code -} read as {@code _}; a keyword equal to one of these or ending in {@code .}+one of them
   * (z3 accepts both {@code :mbqi} and {@code :smt.mbqi}) is dropped.
   */
  public static final List<String> FORCED_KEYWORDS =
      List.of("auto_config", "mbqi", "random_seed", "seed", "timeout", "rlimit");

  /** The option that makes Z3 print the patterns it infers (to standard error). */
  public static final String VERBOSE_LINE = "(set-option :verbose 10)";

  /**
   * Whether an input's {@code set-option} keyword is one Assay forces (so the input's is dropped).
   */
  public static boolean isForced(String keyword) {
    String k = keyword.startsWith(":") ? keyword.substring(1) : keyword;
    k = k.toLowerCase(Locale.ROOT).replace('-', '_');
    for (String f : FORCED_KEYWORDS) {
      if (k.equals(f) || k.endsWith("." + f)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Why {@code spec} cannot be used for triggering-term synthesis, or null if it can: the bundled
   * Z3, the z3 preset, or any command whose program is named {@code z3...}.
   */
  public static String unsupported(SolverSpec spec) {
    if (spec.bundled() && SolverSpecs.workerFamily(spec).equals("z3")) {
      return null;
    }
    String program = spec.program().get(0);
    String base = Path.of(program).getFileName().toString().toLowerCase(Locale.ROOT);
    if (base.startsWith("z3")) {
      return spec.supportsSession()
          ? null
          : "solver '" + spec.name() + "' has no session mode (use the z3 preset or bundled)";
    }
    return "solver '"
        + spec.name()
        + "' is not supported: E-matching-only runs and pattern inference are known for Z3 only"
        + " (use bundled, z3, or a path to a z3 binary)";
  }

  /** The per-query soft time limit in Z3's own terms, so that Z3 answers unknown in time. */
  public static String timeoutLine(long millis) {
    return "(set-option :timeout " + Math.max(1, millis) + ")";
  }
}
