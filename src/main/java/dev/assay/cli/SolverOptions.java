package dev.assay.cli;

import dev.assay.core.InputError;
import dev.assay.solver.Executables;
import dev.assay.solver.RunLimits;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.SolverSpecs;
import dev.assay.solver.Solvers;
import dev.assay.solver.VersionDetector;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Option;

/** How solvers run, shared by every campaign command: which, with what limits, in what mode. */
final class SolverOptions {
  @Option(
      names = "--solver",
      paramLabel = "SPEC",
      description = {
        "Solver to run (repeatable): 'bundled' (the Z3 inside Assay), a preset on PATH (z3, cvc5,",
        "cvc4, yices-smt2, bitwuzla, boolector, mathsat, princess, eldarica), optionally with",
        "options ('z3 smt.arith.solver=2'), a path, 'cmd:/path/solver --flag', or LABEL=SPEC."
      })
  List<String> solvers = new ArrayList<>();

  @Option(
      names = "--timeout",
      paramLabel = "S",
      description = "Seconds per solver run before its process tree is killed.")
  Double timeout;

  @Option(
      names = "--memory",
      paramLabel = "MB",
      description = "Address-space limit per solver process in MiB (prlimit; default: none).")
  long memoryMb;

  @Option(
      names = "--mode",
      paramLabel = "MODE",
      description = {
        "fresh (a new solver state per query, exactly as 'solver file.smt2'), session (one",
        "process, (reset) between queries) or push-pop. Default: each solver's measured mode",
        "(bench/README.md); the command says which mode each solver ran in."
      })
  String mode;

  @Option(
      names = "--model-check-solver",
      paramLabel = "SPEC",
      description = {
        "A solver that decides what Assay's evaluator cannot when it checks the model of a",
        "quantified script or a CHC system (repeatable; the first that is not the same build as",
        "the solver under test is used). Default: the bundled Z3, then z3 and cvc5 on PATH."
      })
  List<String> modelCheckers = new ArrayList<>();

  /** The model checkers, given or default, with versions detected. */
  List<SolverSpec> modelCheckers() throws InterruptedException {
    List<String> texts = new ArrayList<>(modelCheckers);
    if (texts.isEmpty()) {
      texts.add("bundled");
      for (String preset : List.of("z3", "cvc5")) {
        if (Executables.onPath(preset) != null) {
          texts.add(preset);
        }
      }
    }
    List<SolverSpec> out = new ArrayList<>();
    for (String t : texts) {
      SolverSpec s = SolverSpecs.parse(t);
      String problem = Executables.problem(s);
      if (problem != null) {
        throw new InputError("model-check solver '" + t + "' cannot run: " + problem);
      }
      out.add(VersionDetector.withDetectedVersion(s));
    }
    return out;
  }

  /** The timeout in force: the given one, or the command's default. */
  double timeoutSeconds(double fallback) {
    double t = timeout == null ? fallback : timeout;
    if (!(t > 0)) {
      throw new InputError("--timeout must be positive: " + t);
    }
    return t;
  }

  RunLimits limits(double fallbackTimeout) {
    if (memoryMb < 0) {
      throw new InputError("--memory must not be negative: " + memoryMb);
    }
    return RunLimits.DEFAULT
        .withTimeout(Duration.ofMillis(Math.round(timeoutSeconds(fallbackTimeout) * 1000)))
        .withMemoryBytes(memoryMb << 20);
  }

  Solvers.Mode mode() {
    if (mode == null) {
      return Solvers.Mode.MEASURED;
    }
    switch (mode) {
      case "fresh":
        return Solvers.Mode.FRESH;
      case "session":
        return Solvers.Mode.SESSION_RESET;
      case "push-pop":
        return Solvers.Mode.SESSION_PUSH_POP;
      default:
        throw new InputError("--mode must be fresh, session or push-pop: " + mode);
    }
  }

  /** The specs as given, or {@code defaults} when none was; parsed only. */
  List<SolverSpec> parsed(List<String> defaults) {
    List<SolverSpec> out = new ArrayList<>();
    for (String t : solvers.isEmpty() ? defaults : solvers) {
      out.add(SolverSpecs.parse(t));
    }
    return out;
  }

  /**
   * The solvers of a campaign with a regression pair: the {@code --solver}s (none by default when
   * the pair is given, else {@code defaults}), then the older and the newer release, without
   * repeats; a name given to two different solvers is refused.
   */
  List<SolverSpec> parsedWithPair(String oldSpec, String newSpec, List<String> defaults) {
    if ((oldSpec == null) != (newSpec == null)) {
      throw new InputError("--old and --new go together");
    }
    Map<String, SolverSpec> byName = new LinkedHashMap<>();
    List<SolverSpec> all = new ArrayList<>(parsed(oldSpec == null ? defaults : List.of()));
    if (oldSpec != null) {
      all.add(SolverSpecs.parse(oldSpec));
      all.add(SolverSpecs.parse(newSpec));
    }
    for (SolverSpec s : all) {
      SolverSpec known = byName.get(s.name());
      if (known != null && !known.equals(s)) {
        throw new InputError(
            "two different solvers are named " + s.name() + ": name them with LABEL=SPEC");
      }
      byName.put(s.name(), s);
    }
    return List.copyOf(byName.values());
  }

  /**
   * Solvers ready for a campaign: each checked to be runnable and to have the asked mode, seeded
   * when {@code seed} is given, named uniquely (a repeated name gets {@code #2}, ...), with its
   * version detected.
   */
  List<SolverSpec> ready(List<SolverSpec> specs, Long seed) throws InterruptedException {
    Solvers.Mode m = mode();
    Map<String, SolverSpec> byName = new LinkedHashMap<>();
    for (SolverSpec s : specs) {
      String problem = Executables.problem(s);
      if (problem != null) {
        throw new InputError("solver '" + s.name() + "' cannot run: " + problem);
      }
      if (Solvers.resolve(m, s) != Solvers.Mode.FRESH && !s.supportsSession()) {
        throw new InputError("solver '" + s.name() + "' has no session mode; use --mode fresh");
      }
      if (seed != null) {
        if (!s.supportsSeed()) {
          throw new InputError("no known seed option for solver '" + s.name() + "'");
        }
        s = s.withSeed(seed);
      }
      String name = s.name();
      for (int i = 2; byName.containsKey(name); i++) {
        name = s.name() + "#" + i;
      }
      byName.put(name, VersionDetector.withDetectedVersion(s.withName(name)));
    }
    return new ArrayList<>(byName.values());
  }
}
