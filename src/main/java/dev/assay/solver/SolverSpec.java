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
 * @param flags how the program asks for SMT-LIB input (from its preset)
 * @param options extra arguments (seeds, user flags), after the preset's flags
 * @param version the detected version, or {@code "unknown"}
 */
public record SolverSpec(
    String name,
    boolean bundled,
    List<String> program,
    SolverFlags flags,
    List<String> options,
    String version) {

  public static final String UNKNOWN_VERSION = "unknown";

  public SolverSpec {
    if (name == null || name.isBlank()) {
      throw new IllegalArgumentException("a solver spec needs a name");
    }
    program = List.copyOf(program);
    if (program.isEmpty()) {
      throw new IllegalArgumentException("a solver spec needs a program");
    }
    options = List.copyOf(options);
    version = version == null || version.isBlank() ? UNKNOWN_VERSION : version;
  }

  /** A spec for a preset solver, run as {@code program} (the preset's name on PATH by default). */
  public static SolverSpec ofPreset(SolverPreset p, String program, List<String> options) {
    return new SolverSpec(p.name(), false, List.of(program), p.flags(), options, null);
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
    argv.addAll(flags.fileArgs());
    if (incremental) {
      argv.addAll(flags.incrementalArgs());
    }
    if (limits != null) {
      long ms = limits.timeout().plus(limits.grace()).toMillis();
      String s = Long.toString((ms + 999) / 1000);
      for (String a : flags.limitArgs()) {
        argv.add(a.replace("{ms}", Long.toString(ms)).replace("{s}", s));
      }
    }
    argv.addAll(options);
    argv.add(file.toString());
    return argv;
  }

  /** The argument list of a process that reads SMT-LIB commands from stdin. */
  public List<String> sessionArgv() {
    if (flags.sessionArgs() == null) {
      throw new IllegalStateException(name + " cannot run a session (one query per process)");
    }
    List<String> argv = new ArrayList<>(program);
    argv.addAll(flags.sessionArgs());
    argv.addAll(options);
    return argv;
  }

  /** The argument list that prints the version. */
  public List<String> versionArgv() {
    List<String> argv = new ArrayList<>(program);
    argv.addAll(flags.versionArgs());
    return argv;
  }

  public boolean supportsSession() {
    return flags.sessionArgs() != null;
  }

  public boolean supportsSeed() {
    return !flags.seedArgs().isEmpty();
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
    for (String a : flags.seedArgs()) {
      opts.add(a.replace("{seed}", Long.toString(seed)));
    }
    return withOptions(opts);
  }

  public SolverSpec withOptions(List<String> newOptions) {
    return new SolverSpec(name, bundled, program, flags, newOptions, version);
  }

  public SolverSpec withVersion(String newVersion) {
    return new SolverSpec(name, bundled, program, flags, options, newVersion);
  }

  public SolverSpec withProgram(List<String> newProgram) {
    return new SolverSpec(name, bundled, newProgram, flags, options, version);
  }

  public SolverSpec withName(String newName) {
    return new SolverSpec(newName, bundled, program, flags, options, version);
  }
}
