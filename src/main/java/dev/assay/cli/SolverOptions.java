package dev.assay.cli;

import dev.assay.campaign.Engine;
import dev.assay.core.InputError;
import dev.assay.oracle.RegressionPair;
import dev.assay.solver.Executables;
import dev.assay.solver.RunLimits;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.SolverSpecs;
import dev.assay.solver.Solvers;
import dev.assay.solver.VersionDetector;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Option;

/** How solvers run, shared by every campaign command: which, with what limits, in what mode. */
final class SolverOptions {
  @Option(names = "--solver", paramLabel = "SPEC")
  List<String> solvers = new ArrayList<>();

  @Option(names = "--timeout", paramLabel = "S")
  Double timeout;

  @Option(names = "--memory", paramLabel = "MB")
  long memoryMb;

  @Option(names = "--mode", paramLabel = "MODE")
  String mode;

  @Option(names = "--model-check-solver", paramLabel = "SPEC")
  List<String> modelCheckers = new ArrayList<>();

  /** The model checkers once made. */
  private List<SolverSpec> checkers;

  /** The model checkers, given or default, with versions detected (made once). */
  List<SolverSpec> modelCheckers() throws InterruptedException {
    if (checkers == null) {
      checkers = List.copyOf(makeModelCheckers());
    }
    return checkers;
  }

  private List<SolverSpec> makeModelCheckers() throws InterruptedException {
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

  /**
   * {@code engine} with these solvers, this run's limits (the command's default timeout {@code
   * fallbackTimeout} unless {@code --timeout}), mode and model checkers.
   */
  Engine.Config.Builder configure(
      Engine.Config.Builder engine, List<SolverSpec> solvers, double fallbackTimeout)
      throws InterruptedException {
    return engine
        .solvers(solvers)
        .limits(limits(fallbackTimeout))
        .mode(mode())
        .modelCheckers(modelCheckers());
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
        .withTimeout(Durations.fromSeconds(timeoutSeconds(fallbackTimeout)))
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

  /** A campaign's solvers, ready, and its regression pair by their names (or null). */
  record Lineup(List<SolverSpec> solvers, RegressionPair pair) {}

  /**
   * The solvers of a campaign that may take a regression pair: the release expected to decide
   * ({@code --old}) first, then the {@code --solver}s (none by default when the pair is given, else
   * {@code defaults}), then the release under test ({@code --new}), without repeats, made ready; a
   * name given to two different solvers is refused.
   */
  Lineup lineup(String oldSpec, String newSpec, List<String> defaults) throws InterruptedException {
    if ((oldSpec == null) != (newSpec == null)) {
      throw new InputError("--old and --new go together");
    }
    List<SolverSpec> all = new ArrayList<>();
    if (oldSpec != null) {
      all.add(SolverSpecs.parse(oldSpec));
    }
    all.addAll(parsed(oldSpec == null ? defaults : List.of()));
    if (newSpec != null) {
      all.add(SolverSpecs.parse(newSpec));
    }
    Map<String, SolverSpec> byName = new LinkedHashMap<>();
    for (SolverSpec s : all) {
      SolverSpec known = byName.get(s.name());
      if (known != null && !known.equals(s)) {
        throw new InputError(
            "two different solvers are named " + s.name() + ": name them with LABEL=SPEC");
      }
      byName.put(s.name(), s);
    }
    List<SolverSpec> given = List.copyOf(byName.values());
    List<SolverSpec> ready = ready(given, null);
    if (oldSpec == null) {
      return new Lineup(ready, null);
    }
    return new Lineup(
        ready,
        new RegressionPair(
            ready.get(given.indexOf(byName.get(SolverSpecs.parse(oldSpec).name()))).name(),
            ready.get(given.indexOf(byName.get(SolverSpecs.parse(newSpec).name()))).name()));
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
