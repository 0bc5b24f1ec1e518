package dev.assay.solver;

import java.util.List;

/**
 * How a solver's command line asks for SMT-LIB input: the flags to read a file, the extra flags a
 * script with several check-sats or push/pop needs, the flags to read commands from stdin, how to
 * pass a random seed, how to ask for the version and how to set the solver's own limit. A {@link
 * SolverPreset} knows them for a solver binary, and a {@link SolverSpec} keeps them.
 *
 * @param fileArgs flags before the file name in fresh-state mode ({@code solver FLAGS file.smt2})
 * @param incrementalArgs flags added when the script has several check-sats or push/pop
 * @param sessionArgs flags to read an SMT-LIB command stream on stdin, or null if the solver cannot
 *     serve several queries in one process
 * @param seedArgs arguments that set the random seed, with {@code {seed}} in place of the number;
 *     empty if unknown
 * @param versionArgs arguments that make the solver print its version
 * @param limitArgs the solver's own limit on a whole run in fresh-state mode, with {@code {s}}
 *     (whole seconds, rounded up) or {@code {ms}} in place of the limit; empty where none is known
 *     and tested here
 */
public record SolverFlags(
    List<String> fileArgs,
    List<String> incrementalArgs,
    List<String> sessionArgs,
    List<String> seedArgs,
    List<String> versionArgs,
    List<String> limitArgs) {

  public SolverFlags {
    fileArgs = List.copyOf(fileArgs);
    incrementalArgs = List.copyOf(incrementalArgs);
    sessionArgs = sessionArgs == null ? null : List.copyOf(sessionArgs);
    seedArgs = List.copyOf(seedArgs);
    versionArgs = List.copyOf(versionArgs);
    limitArgs = List.copyOf(limitArgs);
  }

  /**
   * The flags of a program that takes the file as its only argument, reads a session from stdin
   * without a flag and prints its version for {@code --version}, as Assay's workers and most {@code
   * cmd:} solvers do; it has no limit flag.
   */
  static SolverFlags fileOnly(List<String> seedArgs) {
    return new SolverFlags(
        List.of(), List.of(), List.of(), seedArgs, List.of("--version"), List.of());
  }
}
