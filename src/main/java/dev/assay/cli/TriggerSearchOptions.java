package dev.assay.cli;

import dev.assay.core.InputError;
import dev.assay.solver.EMatching;
import dev.assay.solver.Executables;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.SolverSpecs;
import dev.assay.solver.VersionDetector;
import dev.assay.triggers.SearchSettings;
import dev.assay.triggers.SolverChoice;
import dev.assay.triggers.TriggerConfig;
import dev.assay.triggers.TriggerConfigs;
import dev.assay.triggers.TriggerSearch;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * The options of a triggering-term search ({@code assay triggers}): configurations, solvers,
 * limits.
 */
final class TriggerSearchOptions {
  static final double DEFAULT_TIMEOUT = 60;

  @Option(names = "--config", paramLabel = "C")
  String config = "C0";

  @Option(names = "--timeout", paramLabel = "S")
  double timeoutSeconds = DEFAULT_TIMEOUT;

  @Option(names = "--solver", paramLabel = "SPEC")
  String solver = "bundled";

  @Option(names = "--check-with", paramLabel = "SPEC")
  List<String> checkWith = new ArrayList<>();

  @Option(names = "--keep-options")
  boolean keepOptions;

  @Option(names = "--alternatives", paramLabel = "N")
  int alternatives = 1;

  @Option(names = "--model-timeout", paramLabel = "MS")
  long modelMillis = 1000;

  @Option(names = "--validation-timeout", paramLabel = "MS")
  long validationMillis = 1000;

  @Option(names = "--no-mbqi-hints")
  boolean noMbqiHints;

  @Option(names = "--hints-with", paramLabel = "SPEC")
  List<String> hintsWith = new ArrayList<>();

  /** The searches the options ask for. */
  SearchSettings settings(Path out) throws InterruptedException {
    if (!(timeoutSeconds > 0)) {
      throw new InputError("--timeout must be positive: " + timeoutSeconds);
    }
    if (alternatives < 1 || modelMillis < 1 || validationMillis < 1) {
      throw new InputError("--alternatives and the time limits must be positive");
    }
    List<TriggerConfig> configs = TriggerConfigs.parse(config);
    SolverSpec s = solverSpec(solver);
    List<SolverSpec> others = new ArrayList<>();
    for (String c : checkWith) {
      others.add(solverSpec(c));
    }
    // the Z3 whose refutation gives the search's own hints (docs/triggers.md, "MBQI hints")
    SolverSpec ownHints = EMatching.of(s).infersPatterns() ? s : SolverSpecs.bundledZ3();
    List<SolverSpec> hints = new ArrayList<>();
    for (String h : hintsWith) {
      hints.add(hintSolverSpec(h, ownHints));
    }
    if (noMbqiHints && !hints.isEmpty()) {
      throw new InputError("--hints-with and --no-mbqi-hints contradict each other");
    }
    return new SearchSettings(
        configs,
        Durations.fromSeconds(timeoutSeconds),
        new SolverChoice(s, ownHints, others, keepOptions, hints),
        new TriggerSearch.Options(modelMillis, validationMillis, alternatives, 1, !noMbqiHints),
        out);
  }

  /**
   * A solver whose refutations give hints: a cvc5 binary, whose printed instances Assay reads, or a
   * Z3 other than the one that gives the search's own hints (another release), whose proof or trace
   * log Assay reads as it reads the search's own Z3's.
   */
  private static SolverSpec hintSolverSpec(String solver, SolverSpec ownHints)
      throws InterruptedException {
    SolverSpec s = solverSpec(solver);
    boolean cvc5Binary =
        EMatching.of(s) == EMatching.CVC5 && !s.name().startsWith(SolverSpecs.CVC5_NAME);
    boolean otherZ3 =
        EMatching.of(s) == EMatching.Z3
            && !(s.name().equals(ownHints.name()) && s.version().equals(ownHints.version()));
    if (!cvc5Binary && !otherZ3) {
      throw new InputError(
          "--hints-with "
              + solver
              + ": only a cvc5 binary (cvc5, or a path to one) or a Z3 other than the search's"
              + " (bundled, z3, a path, another release) gives hints this way; the search's own"
              + " Z3 gives its hints anyway");
    }
    return s;
  }

  /** A solver to search or check with, checked to run and to have an E-matching-only mode. */
  private static SolverSpec solverSpec(String solver) throws InterruptedException {
    SolverSpec s = SolverSpecs.parse(solver);
    String unsupported = EMatching.unsupported(s);
    if (unsupported != null) {
      throw new InputError(unsupported);
    }
    String problem = Executables.problem(s);
    if (problem != null) {
      throw new InputError("solver '" + solver + "' cannot run: " + problem);
    }
    return VersionDetector.withDetectedVersion(s);
  }
}
