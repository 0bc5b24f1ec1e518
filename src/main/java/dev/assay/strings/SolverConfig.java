package dev.assay.strings;

import dev.assay.solver.SolverSpec;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One column group of Table 4: a solver with the options of the paper's setup and one random seed.
 * The setup (Sect. 4.1): models and unsat cores produced (the queries ask for them), the seeds
 * fixed, {@code smt.core.minimize=true} for Z3, {@code --strings-exp} and {@code
 * --full-saturate-quant} for cvc5 and CVC4.
 *
 * @param name the column name, e.g. {@code z3 seed=0}
 * @param spec the spec that runs, options and seed included
 * @param seed the random seed, or null when the solver has no known seed option
 */
public record SolverConfig(String name, SolverSpec spec, Long seed) {

  /** The configurations for each solver and each seed, solver-major. */
  public static List<SolverConfig> paperSetup(List<SolverSpec> solvers, List<Long> seeds) {
    List<SolverConfig> r = new ArrayList<>();
    for (SolverSpec base : solvers) {
      List<String> opts = new ArrayList<>(base.options());
      for (String o : paperOptions(base)) {
        if (!setsSameOption(opts, o)) {
          opts.add(o);
        }
      }
      SolverSpec withOpts = base.withOptions(opts);
      if (!withOpts.supportsSeed() || seeds.isEmpty()) {
        r.add(new SolverConfig(base.name(), withOpts, null));
        continue;
      }
      for (long seed : seeds) {
        String name = base.name() + " seed=" + seed;
        r.add(new SolverConfig(name, withOpts.withSeed(seed).withName(name), seed));
      }
    }
    return r;
  }

  /**
   * Whether the user's options already set the option {@code paperOption} sets, to this or another
   * value ({@code smt.core.minimize=false} against {@code smt.core.minimize=true}): the user's
   * setting wins, so a paper default can be switched off from the command line.
   */
  static boolean setsSameOption(List<String> userOptions, String paperOption) {
    String key = optionKey(paperOption);
    return userOptions.stream().anyMatch(o -> optionKey(o).equals(key));
  }

  /**
   * {@code smt.core.minimize} of {@code smt.core.minimize=true}, {@code --strings-exp} of itself.
   */
  private static String optionKey(String option) {
    int eq = option.indexOf('=');
    String key = eq < 0 ? option : option.substring(0, eq);
    // cvc5 spells a switched-off flag --no-strings-exp.
    return key.startsWith("--no-") ? "--" + key.substring(5) : key;
  }

  /** The paper's solver-specific options for this solver (empty for solvers it did not test). */
  public static List<String> paperOptions(SolverSpec spec) {
    String kind = kind(spec);
    if (kind.equals("z3")) {
      return List.of("smt.core.minimize=true");
    }
    if (kind.equals("cvc5") || kind.equals("cvc4")) {
      return List.of("--strings-exp", "--full-saturate-quant");
    }
    return List.of();
  }

  private static String kind(SolverSpec spec) {
    if (spec.bundled()) {
      return dev.assay.solver.SolverFamily.of(spec);
    }
    String exe = Path.of(spec.program().get(0)).getFileName().toString();
    for (String k : List.of("z3", "cvc5", "cvc4")) {
      if (exe.equals(k) || exe.startsWith(k + "-") || exe.startsWith(k + ".")) {
        return k;
      }
    }
    return "";
  }
}
