package dev.assay.solver;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One solver configuration: a name, the program's argument list, the flags for file input,
 * incremental scripts and stdin sessions (from its {@link SolverPreset}), extra options (seeds,
 * user flags) and the detected version. Immutable; {@code with...} methods return new specs.
 *
 * <p>A run's exact command line is {@link #fileArgv} or {@link #sessionArgv}; options come after
 * the preset's flags and before the file, where every preset solver accepts them.
 *
 * @param name how reports call this configuration (unique within one run)
 * @param bundled whether this is Assay's bundled Z3 worker
 * @param program the executable and any arguments that always come first
 * @param fileArgs flags before the file name in fresh-state mode
 * @param incrementalArgs flags added for scripts with several check-sats or push/pop
 * @param sessionArgs flags to read a command stream from stdin, or null if unsupported
 * @param options extra arguments (seeds, user flags), after the preset's flags
 * @param seedArgs how to set a seed, {@code {seed}} standing for the number; empty if unknown
 * @param versionArgs arguments that print the version
 * @param version the detected version, or {@code "unknown"}
 * @param limitArgs the solver's own limit on a fresh-state run ({@link SolverPreset#limitArgs})
 */
public record SolverSpec(
    String name,
    boolean bundled,
    List<String> program,
    List<String> fileArgs,
    List<String> incrementalArgs,
    List<String> sessionArgs,
    List<String> options,
    List<String> seedArgs,
    List<String> versionArgs,
    String version,
    List<String> limitArgs) {

  public static final String UNKNOWN_VERSION = "unknown";

  public SolverSpec {
    if (name == null || name.isBlank()) {
      throw new IllegalArgumentException("a solver spec needs a name");
    }
    program = List.copyOf(program);
    if (program.isEmpty()) {
      throw new IllegalArgumentException("a solver spec needs a program");
    }
    fileArgs = List.copyOf(fileArgs);
    incrementalArgs = List.copyOf(incrementalArgs);
    sessionArgs = sessionArgs == null ? null : List.copyOf(sessionArgs);
    options = List.copyOf(options);
    seedArgs = List.copyOf(seedArgs);
    versionArgs = List.copyOf(versionArgs);
    version = version == null || version.isBlank() ? UNKNOWN_VERSION : version;
    limitArgs = limitArgs == null ? List.of() : List.copyOf(limitArgs);
  }

  /** A spec for a preset solver, run as {@code program} (the preset's name on PATH by default). */
  public static SolverSpec ofPreset(SolverPreset p, String program, List<String> options) {
    return new SolverSpec(
        p.name(),
        false,
        List.of(program),
        p.fileArgs(),
        p.incrementalArgs(),
        p.sessionArgs(),
        options,
        p.seedArgs(),
        p.versionArgs(),
        null,
        p.limitArgs());
  }

  /**
   * The argument list that runs {@code file} as {@code solver file.smt2} does: the command a
   * finding's reproduction writes, without any limit.
   */
  public List<String> fileArgv(Path file, boolean incremental) {
    return fileArgv(file, incremental, null);
  }

  /**
   * The argument list of a fresh-state run under {@code limits}: {@link #fileArgv(Path, boolean)}
   * with the solver's own limit flag set to the time limit plus the grace period (before the
   * options, so that a limit the user gives wins).
   *
   * @param limits the run's limits, or null for no limit flag
   */
  public List<String> fileArgv(Path file, boolean incremental, RunLimits limits) {
    List<String> argv = new ArrayList<>(program);
    argv.addAll(fileArgs);
    if (incremental) {
      argv.addAll(incrementalArgs);
    }
    if (limits != null) {
      long ms = limits.timeout().plus(limits.grace()).toMillis();
      String s = Long.toString((ms + 999) / 1000);
      for (String a : limitArgs) {
        argv.add(a.replace("{ms}", Long.toString(ms)).replace("{s}", s));
      }
    }
    argv.addAll(options);
    argv.add(file.toString());
    return argv;
  }

  /** The argument list of a process that reads SMT-LIB commands from stdin. */
  public List<String> sessionArgv() {
    if (sessionArgs == null) {
      throw new IllegalStateException(name + " cannot run a session (one query per process)");
    }
    List<String> argv = new ArrayList<>(program);
    argv.addAll(sessionArgs);
    argv.addAll(options);
    return argv;
  }

  /** The argument list that prints the version. */
  public List<String> versionArgv() {
    List<String> argv = new ArrayList<>(program);
    argv.addAll(versionArgs);
    return argv;
  }

  public boolean supportsSession() {
    return sessionArgs != null;
  }

  public boolean supportsSeed() {
    return !seedArgs.isEmpty();
  }

  /**
   * This spec with the random seed set (z3: {@code smt.random_seed}/{@code sat.random_seed}, cvc5:
   * {@code --seed}, ...).
   *
   * @throws IllegalStateException when Assay does not know how to seed this solver
   */
  public SolverSpec withSeed(long seed) {
    if (!supportsSeed()) {
      throw new IllegalStateException("no known seed option for " + name);
    }
    List<String> opts = new ArrayList<>(options);
    for (String a : seedArgs) {
      opts.add(a.replace("{seed}", Long.toString(seed)));
    }
    return withOptions(opts);
  }

  public SolverSpec withOptions(List<String> newOptions) {
    return new SolverSpec(
        name,
        bundled,
        program,
        fileArgs,
        incrementalArgs,
        sessionArgs,
        newOptions,
        seedArgs,
        versionArgs,
        version,
        limitArgs);
  }

  public SolverSpec withVersion(String newVersion) {
    return new SolverSpec(
        name,
        bundled,
        program,
        fileArgs,
        incrementalArgs,
        sessionArgs,
        options,
        seedArgs,
        versionArgs,
        newVersion,
        limitArgs);
  }

  public SolverSpec withProgram(List<String> newProgram) {
    return new SolverSpec(
        name,
        bundled,
        newProgram,
        fileArgs,
        incrementalArgs,
        sessionArgs,
        options,
        seedArgs,
        versionArgs,
        version,
        limitArgs);
  }

  public SolverSpec withName(String newName) {
    return new SolverSpec(
        newName,
        bundled,
        program,
        fileArgs,
        incrementalArgs,
        sessionArgs,
        options,
        seedArgs,
        versionArgs,
        version,
        limitArgs);
  }
}
